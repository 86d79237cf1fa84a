import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { backupSettings, toLatinDigits, toPersianDigits, type BackupSettings } from '@darvazeh/shared';
import { SectionForm } from '../../../components/schema-form';
import { SwitchField } from '../../../components/switch-field';
import { backupMessages, commonMessages } from '../../../lib/messages';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveBackupSettings } from '../api/backup-queries';

const m = backupMessages.schedule;

type ScheduleValues = { enabled: boolean; dailyTime: string; keepDaily: string; keepMonthly: string };

/** A count as typed (Persian or Latin digits) → a number; anything else stays for the schema to refuse. */
const countOf = (text: string): number => {
  const latin = toLatinDigits(text).trim();
  return /^\d+$/.test(latin) ? Number(latin) : Number.NaN;
};

/** The daily backup's schedule and retention as a form (never JSON): on/off, time, days and months kept. */
export function BackupScheduleForm({ settings }: { settings: BackupSettings }) {
  const save = useSaveBackupSettings();
  const form = useSchemaForm<ScheduleValues, BackupSettings>({
    initial: {
      enabled: settings.enabled,
      dailyTime: toPersianDigits(settings.dailyTime),
      keepDaily: toPersianDigits(settings.keepDaily),
      keepMonthly: toPersianDigits(settings.keepMonthly),
    },
    schema: backupSettings,
    toBody: (v) => ({
      enabled: v.enabled,
      dailyTime: toLatinDigits(v.dailyTime).trim(),
      keepDaily: countOf(v.keepDaily),
      keepMonthly: countOf(v.keepMonthly),
    }),
    onValid: (body) => save.mutate(body),
  });
  const { values, set, text } = form;
  const numeric = { htmlInput: { inputMode: 'numeric' as const } };
  return (
    <SectionForm title={m.title} subtitle={m.subtitle} form={form}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SwitchField
          name="enabled"
          label={m.enabled}
          checked={values.enabled}
          onChange={(enabled) => set({ enabled })}
        />
      </Box>
      <TextField
        label={m.dailyTime}
        {...text('dailyTime', m.dailyTimeHelp)}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
      />
      <TextField label={m.keepDaily} {...text('keepDaily')} slotProps={numeric} />
      <TextField label={m.keepMonthly} {...text('keepMonthly', m.keepMonthlyHelp)} slotProps={numeric} />
      <Button
        type="submit"
        variant="outlined"
        loading={save.isPending}
        sx={{ justifySelf: 'start', gridColumn: '1 / -1' }}
      >
        {commonMessages.save}
      </Button>
    </SectionForm>
  );
}
