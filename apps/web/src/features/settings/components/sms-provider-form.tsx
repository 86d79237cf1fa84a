import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { SectionForm } from '../../../components/schema-form';
import {
  SMS_PROVIDER_KINDS,
  smsProviderSetting,
  type GeneralSetting,
  type SmsProviderKind,
} from '@darvazeh/shared';
import { SelectField } from '../../../components/select-field';
import { commonMessages, smsSettingMessages as m } from '../../../lib/messages';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveGeneralSetting } from '../api/general-settings';

const kindOptions = SMS_PROVIDER_KINDS.map((kind) => ({ value: kind, label: m.kinds[kind] ?? kind }));

type SmsValues = { kind: SmsProviderKind; url: string; apiKey: string; sender: string };

/** The stored setting as the form starts from it (the server never answers the key: `apiKeySet` says). */
function initialOf(row: GeneralSetting | undefined): SmsValues & { apiKeySet: boolean } {
  try {
    const parsed = smsProviderSetting.safeParse(row ? JSON.parse(row.data) : null);
    if (parsed.success) return { ...parsed.data, apiKey: '', apiKeySet: parsed.data.apiKeySet === true };
  } catch {
    // A broken stored value starts the form afresh.
  }
  return { kind: 'log', url: '', apiKey: '', sender: '', apiKeySet: false };
}

/** Whether SMS only reaches the log and the outbox (no web service with an address and a key is set). */
export function isSmsLoggedOnly(row: GeneralSetting | undefined): boolean {
  const { kind, url, apiKeySet } = initialOf(row);
  return kind !== 'http' || url === '' || !apiKeySet;
}

/**
 * The smsProvider general setting as a form: how SMS goes out, the web service's address, its key
 * (write-only: left empty, the stored one is kept) and the sender number. Saved as the setting's JSON,
 * which people never see.
 */
export function SmsProviderForm({ row }: { row: GeneralSetting | undefined }) {
  const save = useSaveGeneralSetting();
  const { apiKeySet, ...initial } = initialOf(row);
  const form = useSchemaForm<SmsValues>({
    initial,
    schema: smsProviderSetting,
    onValid: (body) =>
      save.mutate({ id: row?.id, body: { name: 'smsProvider', data: JSON.stringify(body) } }),
  });
  const { values, errors, set, text } = form;
  const isHttp = values.kind === 'http';
  return (
    <SectionForm title={m.title} subtitle={m.subtitle} form={form}>
      <SelectField
        label={m.kind}
        name="kind"
        value={values.kind}
        options={kindOptions}
        onChange={(kind) => kind !== null && set({ kind })}
        error={errors.kind !== undefined}
        helperText={errors.kind}
      />
      {isHttp && (
        <>
          <TextField
            label={m.url}
            {...text('url', m.urlHelp)}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
          />
          <TextField
            label={m.apiKey}
            type="password"
            autoComplete="off"
            {...text('apiKey', apiKeySet ? m.apiKeySet : undefined)}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <TextField
            label={m.sender}
            {...text('sender')}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
          />
        </>
      )}
      <Button type="submit" variant="outlined" loading={save.isPending} sx={{ justifySelf: 'start' }}>
        {commonMessages.save}
      </Button>
    </SectionForm>
  );
}
