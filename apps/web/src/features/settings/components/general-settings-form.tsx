import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  GENERAL_SETTING_IMAGES,
  generalSettingBody,
  generalSettingError,
  type GeneralSetting,
  type GeneralSettingName,
} from '@darvazeh/shared';
import { ImageUploadField } from '../../../components/image-upload-field';
import { SectionCard } from '../../../components/section-card';
import { useSchemaForm } from '../../../lib/use-schema-form';
import {
  useDeleteGeneralSetting,
  useGeneralSettingRows,
  useSaveGeneralSetting,
} from '../api/general-settings';
import { commonMessages, routeNames, settingsMessages as m } from '../../../lib/messages';
import { SmsProviderForm } from './sms-provider-form';

const JSON_SETTINGS = [
  { name: 'displaySystemsBaseOn', help: m.displaySystemsHelp },
  { name: 'ssoProviders', help: m.ssoProvidersHelp },
] as const;

function ImageSetting({ name, row }: { name: GeneralSettingName; row: GeneralSetting | undefined }) {
  const save = useSaveGeneralSetting();
  const remove = useDeleteGeneralSetting();
  return (
    <ImageUploadField
      label={m[name as keyof typeof m]}
      name={name}
      value={row?.data ?? null}
      onChange={(id) => {
        if (id !== null) save.mutate({ id: row?.id, body: { name, data: id } });
        else if (row) remove.mutate(row.id);
      }}
    />
  );
}

function JsonSetting({ name, help, row }: { name: GeneralSettingName; help: string; row?: GeneralSetting }) {
  const save = useSaveGeneralSetting();
  const {
    errors,
    text: bind,
    submit,
    formRef,
  } = useSchemaForm({
    initial: { data: row?.data ?? '' },
    schema: generalSettingBody,
    toBody: ({ data }) => ({ name, data }),
    // The schema checks the pair; the setting's own shape (its JSON) is checked by name.
    extraErrors: ({ data }) => {
      const found = generalSettingError(name, data);
      return found === null ? {} : { data: found };
    },
    onValid: (body) => save.mutate({ id: row?.id, body }),
  });
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={m[name as keyof typeof m]}
        {...bind('data')}
        helperText={
          errors.data ?? (
            <>
              {m.example}{' '}
              {/* Isolated left to right, and free to break anywhere so a phone does not scroll sideways. */}
              <bdi dir="ltr" style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {help}
              </bdi>
            </>
          )
        }
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Button type="submit" variant="outlined" loading={save.isPending} sx={{ justifySelf: 'start' }}>
        {commonMessages.save}
      </Button>
    </Box>
  );
}

/** General settings (name/data pairs): each image saves when uploaded, each JSON setting on its button. */
export function GeneralSettingsForm() {
  const { data, isSuccess } = useGeneralSettingRows();
  const byName = new Map((data?.list ?? []).map((row) => [row.name, row]));
  if (!isSuccess) return null;
  const sms = byName.get('smsProvider');
  return (
    <>
      <SectionCard title={routeNames.generalSettings} subtitle={m.generalSubtitle}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {GENERAL_SETTING_IMAGES.map((name) => (
            <ImageSetting key={name} name={name} row={byName.get(name)} />
          ))}
        </Box>
        {JSON_SETTINGS.map(({ name, help }) => (
          // Keyed by the stored value: a save elsewhere starts the editor afresh from it.
          <JsonSetting
            key={`${name}:${byName.get(name)?.data ?? ''}`}
            name={name}
            help={help}
            row={byName.get(name)}
          />
        ))}
      </SectionCard>
      <SmsProviderForm key={`sms:${sms?.data ?? ''}`} row={sms} />
    </>
  );
}
