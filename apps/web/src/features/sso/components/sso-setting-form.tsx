// `/panel/sso/setting`: token lifetimes and the session policy of single sign-on, as a form; stored as
// the general setting ssoSetting's JSON, which people never see.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_SSO_SETTING,
  ssoSetting,
  toLatinDigits,
  toPersianDigits,
  type GeneralSetting,
  type SsoSetting,
} from '@darvazeh/shared';
import Button from '@mui/material/Button';
import { SchemaForm } from '../../../components/schema-form';
import { SwitchField } from '../../../components/switch-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveSsoSetting } from '../api/setting-queries';
import { commonMessages, ssoMessages } from '../../../lib/messages';

const text = ssoMessages.setting;
const NUMBERS = [
  'accessTokenMinutes',
  'idTokenMinutes',
  'refreshTokenDays',
  'sessionIdleMinutes',
  'sessionMaxHours',
] as const;
type NumberName = (typeof NUMBERS)[number];
type Values = Record<NumberName, string> & { allowSilentSso: boolean };

/** The stored setting, or the defaults when there is none or it is broken. */
function storedOf(row: GeneralSetting | undefined): SsoSetting {
  try {
    const parsed = ssoSetting.safeParse(row ? JSON.parse(row.data) : {});
    if (parsed.success) return parsed.data;
  } catch {
    // A broken stored value starts from the defaults.
  }
  return DEFAULT_SSO_SETTING;
}

/** "۱۲" and "12" are 12; anything else is not a whole number (the schema says so in Persian). */
const numberOf = (value: string) => {
  const latin = toLatinDigits(value.trim());
  return /^\d+$/.test(latin) ? Number(latin) : Number.NaN;
};

export function SsoSettingForm({ row }: { row: GeneralSetting | undefined }) {
  const save = useSaveSsoSetting();
  const stored = storedOf(row);
  const initial = {
    ...Object.fromEntries(NUMBERS.map((name) => [name, toPersianDigits(stored[name])])),
    allowSilentSso: stored.allowSilentSso,
  } as Values;
  const form = useSchemaForm<Values, SsoSetting>({
    initial,
    schema: ssoSetting,
    toBody: (values) => ({
      ...(Object.fromEntries(NUMBERS.map((name) => [name, numberOf(values[name])])) as Record<
        NumberName,
        number
      >),
      allowSilentSso: values.allowSilentSso,
    }),
    onValid: (body) => save.mutate({ id: row?.id, body: { name: 'ssoSetting', data: JSON.stringify(body) } }),
  });
  const { values, set, text: bind } = form;
  const numberField = (name: NumberName) => (
    <TextField
      key={name}
      label={text[name]}
      {...bind(name)}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
    />
  );
  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 3 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {text.tokens}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
          {numberField('accessTokenMinutes')}
          {numberField('idTokenMinutes')}
          {numberField('refreshTokenDays')}
        </Box>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {text.session}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text.sessionHint}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {numberField('sessionIdleMinutes')}
          {numberField('sessionMaxHours')}
        </Box>
        <Box>
          <SwitchField
            name="allowSilentSso"
            label={text.allowSilentSso}
            checked={values.allowSilentSso}
            onChange={(allowSilentSso) => set({ allowSilentSso })}
          />
          <Typography variant="body2" color="text.secondary">
            {text.allowSilentSsoHint}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {commonMessages.save}
        </Button>
      </Box>
    </SchemaForm>
  );
}
