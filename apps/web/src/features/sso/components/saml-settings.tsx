import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SAML_ATTRIBUTES,
  SAML_NAMEID_FORMATS,
  SAML_SLO_BINDINGS,
  type SamlAttribute,
  type SamlNameIdFormat,
  type SamlSloBinding,
  type SamlSpSettings,
} from '@darvazeh/shared';
import { SectionCard } from '../../../components/section-card';
import { showToast } from '../../../lib/toast-store';
import { useSamlSettings, useSaveSamlSettings } from '../api/saml-queries';
import { samlMessages as text } from '../../../lib/messages';

/** An address to copy: read-only, left to right, with a copy button. */
function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        label={label}
        value={value}
        size="small"
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
        sx={{ flex: '1 1 16rem', minWidth: 0 }}
      />
      <Button
        onClick={() => {
          void navigator.clipboard
            ?.writeText(value)
            .then(() => showToast({ color: 'success', text: text.copied }));
        }}
      >
        {text.copy}
      </Button>
    </Box>
  );
}

/**
 * The SAML2 section of a system's detail page (categoryId 3): the portal's metadata and single logout
 * addresses to give the system, the system's metadata (a file or its address), the NameID, the released
 * attributes and the system's single logout address (empty: the metadata's), and what the portal read
 * from the registered metadata (the XML itself only on request).
 */
export function SamlSettings({ systemId }: { systemId: number }) {
  const { data } = useSamlSettings(systemId);
  // Keyed by the registration, so the fields restart from what the server read after a save.
  return data ? <SamlForm key={data.sp?.updatedAt ?? 'none'} systemId={systemId} data={data} /> : null;
}

function SamlForm({ systemId, data }: { systemId: number; data: SamlSpSettings }) {
  const save = useSaveSamlSettings(systemId);
  const sp = data.sp;
  const [source, setSource] = useState<'file' | 'url'>(sp?.metadataUrl ? 'url' : 'file');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [url, setUrl] = useState(sp?.metadataUrl ?? '');
  const [nameIdFormat, setNameIdFormat] = useState<SamlNameIdFormat>(
    sp?.nameIdFormat ?? SAML_NAMEID_FORMATS[0],
  );
  const [attributes, setAttributes] = useState<SamlAttribute[]>(sp?.attributes ?? ['nationalId', 'name']);
  const byHand = sp?.singleLogout?.byHand ? sp.singleLogout : null;
  const [sloUrl, setSloUrl] = useState(byHand?.url ?? '');
  const [sloBinding, setSloBinding] = useState<SamlSloBinding>(byHand?.binding ?? 'redirect');
  const [showXml, setShowXml] = useState(false);

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen) setFile({ name: chosen.name, text: await chosen.text() });
  };
  const submit = () => {
    const metadataXml = source === 'file' ? (file?.text ?? null) : null;
    const metadataUrl = source === 'url' && url.trim() !== '' ? url.trim() : null;
    if (metadataXml === null && metadataUrl === null) {
      showToast({ color: 'error', text: text.needSource });
      return;
    }
    const slo = sloUrl.trim() === '' ? null : sloUrl.trim();
    save.mutate({ metadataXml, metadataUrl, nameIdFormat, attributes, sloUrl: slo, sloBinding });
  };
  const toggle = (name: SamlAttribute, on: boolean) =>
    setAttributes((list) => (on ? [...list, name] : list.filter((item) => item !== name)));

  return (
    <SectionCard title={text.title} subtitle={text.subtitle}>
      <CopyField label={text.idpMetadata} value={data.idpMetadataUrl} />
      <CopyField label={text.idpInitiated} value={data.idpInitiatedUrl} />
      <CopyField label={text.idpSlo} value={data.idpSloUrl} />

      <FormControl>
        <FormLabel id="saml-source">{text.source}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="saml-source"
          value={source}
          onChange={(event) => setSource(event.target.value === 'url' ? 'url' : 'file')}
        >
          <FormControlLabel value="file" control={<Radio />} label={text.sourceFile} />
          <FormControlLabel value="url" control={<Radio />} label={text.sourceUrl} />
        </RadioGroup>
      </FormControl>
      {source === 'file' ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined">
            {text.chooseFile}
            <input
              hidden
              type="file"
              accept=".xml,application/xml,text/xml"
              onChange={(e) => void pickFile(e)}
            />
          </Button>
          {file && <Typography variant="body2">{text.fileChosen(file.name)}</Typography>}
        </Box>
      ) : (
        <TextField
          label={text.metadataUrl}
          helperText={text.metadataUrlHint}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      )}
      <TextField
        select
        label={text.nameIdFormat}
        value={nameIdFormat}
        onChange={(event) => setNameIdFormat(event.target.value as SamlNameIdFormat)}
      >
        {SAML_NAMEID_FORMATS.map((format) => (
          <MenuItem key={format} value={format}>
            {text.nameIdFormats[format]}
          </MenuItem>
        ))}
      </TextField>
      <FormControl component="fieldset">
        <FormLabel component="legend">{text.attributes}</FormLabel>
        <FormGroup row>
          {SAML_ATTRIBUTES.map((name) => (
            <FormControlLabel
              key={name}
              control={
                <Checkbox
                  checked={attributes.includes(name)}
                  onChange={(event) => toggle(name, event.target.checked)}
                />
              }
              label={text.attributeNames[name]}
            />
          ))}
        </FormGroup>
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          label={text.sloUrl}
          helperText={text.sloUrlHint}
          value={sloUrl}
          onChange={(event) => setSloUrl(event.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          sx={{ flex: '2 1 16rem', minWidth: 0 }}
        />
        <TextField
          select
          label={text.sloBinding}
          value={sloBinding}
          onChange={(event) => setSloBinding(event.target.value as SamlSloBinding)}
          sx={{ flex: '1 1 12rem', minWidth: 0 }}
        >
          {SAML_SLO_BINDINGS.map((binding) => (
            <MenuItem key={binding} value={binding}>
              {text.sloBindings[binding]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {text.save}
        </Button>
      </Box>

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {text.registered}
      </Typography>
      {sp ? (
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
          <Typography variant="body2">{text.entityId}:</Typography>
          <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
            {sp.entityId}
          </Typography>
          <Typography variant="body2">{text.acsUrls}:</Typography>
          <Box component="ul" sx={{ m: 0 }}>
            {sp.acsUrls.map((acs) => (
              <Typography
                component="li"
                variant="body2"
                dir="ltr"
                key={acs}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {acs}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2">
            {sp.signsRequests ? text.signsRequests : text.unsignedRequests}
          </Typography>
          <Typography variant="body2">{text.sloRegistered}:</Typography>
          {sp.singleLogout ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" dir="ltr">
                {sp.singleLogout.url}
              </Box>{' '}
              ({text.sloBindings[sp.singleLogout.binding]}،{' '}
              {sp.singleLogout.byHand ? text.sloByHand : text.sloFromMetadata})
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {text.sloNone}
            </Typography>
          )}
          <Box>
            <Button onClick={() => setShowXml((shown) => !shown)} aria-expanded={showXml}>
              {showXml ? text.hideXml : text.showXml}
            </Button>
          </Box>
          {showXml && (
            <Box
              component="pre"
              dir="ltr"
              tabIndex={0}
              sx={{ m: 0, p: 1, maxHeight: 320, overflow: 'auto', bgcolor: 'action.hover', fontSize: 12 }}
            >
              {sp.metadataXml}
            </Box>
          )}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {text.notRegistered}
        </Typography>
      )}
    </SectionCard>
  );
}
