// How many days each kind of log is kept before the nightly purge (the general setting logRetention), as
// a form of day counts; an empty box keeps that kind for ever. People never see the stored JSON.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SchemaForm } from '../../../components/schema-form';
import {
  LOG_KIND_LABELS,
  LOG_KINDS,
  logRetentionSetting,
  toLatinDigits,
  toPersianDigits,
  type GeneralSetting,
  type LogKind,
  type LogRetention,
} from '@darvazeh/shared';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRetentionRow, useSaveRetention } from '../api/log-queries';
import { systemMessages } from '../../../lib/messages';

const text = systemMessages.logs.retention;
type Values = Record<LogKind, string>;

/** The stored setting, or the defaults when there is none or it is broken. */
function storedOf(row: GeneralSetting | undefined): LogRetention {
  try {
    const parsed = logRetentionSetting.safeParse(row ? JSON.parse(row.data) : {});
    if (parsed.success) return parsed.data;
  } catch {
    // A broken stored value starts from the defaults.
  }
  return logRetentionSetting.parse({});
}

/** "۹۰" and "90" are 90; empty is for ever (null); anything else is not a whole number (the schema says so). */
const daysOf = (value: string) => {
  const latin = toLatinDigits(value.trim());
  if (latin === '') return null;
  return /^\d+$/.test(latin) ? Number(latin) : Number.NaN;
};

function RetentionForm({ row }: { row: GeneralSetting | undefined }) {
  const save = useSaveRetention();
  const stored = storedOf(row);
  const initial = Object.fromEntries(
    LOG_KINDS.map((kind) => [kind, stored[kind] === null ? '' : toPersianDigits(stored[kind])]),
  ) as Values;
  const form = useSchemaForm<Values, LogRetention>({
    initial,
    schema: logRetentionSetting,
    toBody: (values) =>
      Object.fromEntries(LOG_KINDS.map((kind) => [kind, daysOf(values[kind])])) as LogRetention,
    onValid: (body) =>
      save.mutate({ id: row?.id, body: { name: 'logRetention', data: JSON.stringify(body) } }),
  });
  const { text: bind } = form;
  return (
    <SchemaForm form={form} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {text.hint}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {LOG_KINDS.map((kind) => (
          <TextField
            key={kind}
            label={text.days(LOG_KIND_LABELS[kind])}
            {...bind(kind)}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {text.save}
        </Button>
      </Box>
    </SchemaForm>
  );
}

/** The retention form, once the stored setting is read. */
export function LogRetentionForm() {
  const rows = useRetentionRow();
  if (!rows.data) return null;
  return <RetentionForm row={rows.data.list.find((r) => r.name === 'logRetention')} />;
}
