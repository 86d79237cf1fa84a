import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { siteSettingsBody, type SiteSettings, type SiteSettingsBody } from '@darvazeh/shared';
import { ImageUploadField } from '../../../components/image-upload-field';
import { SchemaForm } from '../../../components/schema-form';
import { SectionCard } from '../../../components/section-card';
import { SwitchField } from '../../../components/switch-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveSettings, useSettingsQuery } from '../api/settings';
import { commonMessages, settingsMessages as m } from '../../../lib/messages';

type TextKey =
  | 'title'
  | 'footerAddress'
  | 'footerPhone'
  | 'footerPostalCode'
  | 'footerPostalBox'
  | 'footerDeveloper'
  | 'footerOwner'
  | 'loginDeveloper';
type FlagKey =
  'showAuthTitle' | 'redAuthTitle' | 'esFeat' | 'sumsFeat' | 'mainPageExistance' | 'allowedUnauthMainPage';
type ImageKey = 'mainLogo' | 'loginLogo' | 'footerLogo' | 'footerExtraLogo';

function pick(settings: SiteSettings): SiteSettingsBody {
  const { loginVector: _v, version: _r, sso: _s, ...body } = settings;
  return body;
}

/** The site settings an Admin edits, once they have loaded. */
export function SiteSettingsForm() {
  const { data } = useSettingsQuery();
  return data ? <SiteSettingsFields settings={data} /> : null;
}

/** Name and logos, footer, login page, feature switches; one save for all. */
function SiteSettingsFields({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  // The save button is at the bottom of a long page: a failed check takes the Admin to what needs fixing.
  const form = useSchemaForm<SiteSettingsBody>({
    initial: pick(settings),
    schema: siteSettingsBody,
    onValid: (body) => save.mutate(body),
  });
  const { values, set, text: bind } = form;

  const text = (key: TextKey, multiline = false) => (
    <TextField
      key={key}
      label={m[key]}
      {...bind(key)}
      multiline={multiline}
      required={key === 'title'}
      fullWidth
    />
  );
  const flag = (key: FlagKey) => (
    <SwitchField
      key={key}
      name={key}
      label={m[key]}
      checked={values[key]}
      onChange={(isOn) => set({ [key]: isOn })}
    />
  );
  const image = (key: ImageKey) => (
    <ImageUploadField
      key={key}
      label={m[key]}
      name={key}
      value={values[key]}
      onChange={(id) => set({ [key]: id })}
    />
  );

  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 3 }}>
      <SectionCard title={m.identity}>
        {text('title')}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {image('mainLogo')}
          {image('loginLogo')}
          {image('footerLogo')}
          {image('footerExtraLogo')}
        </Box>
      </SectionCard>
      <SectionCard title={m.footer}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {text('footerAddress', true)}
          {text('footerPhone')}
          {text('footerPostalCode')}
          {text('footerPostalBox')}
          {text('footerDeveloper')}
          {text('footerOwner')}
        </Box>
      </SectionCard>
      <SectionCard title={m.login}>
        {flag('showAuthTitle')}
        {flag('redAuthTitle')}
        {text('loginDeveloper')}
      </SectionCard>
      <SectionCard title={m.features}>
        {flag('esFeat')}
        {flag('sumsFeat')}
        {flag('mainPageExistance')}
        {flag('allowedUnauthMainPage')}
      </SectionCard>
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={save.isPending}
        sx={{ justifySelf: 'start' }}
      >
        {commonMessages.save}
      </Button>
    </SchemaForm>
  );
}
