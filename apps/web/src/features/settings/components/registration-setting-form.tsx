import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { isRegistrationOpen, type GeneralSetting } from '@darvazeh/shared';
import { SectionCard } from '../../../components/section-card';
import { commonMessages, registrationSettingMessages as m } from '../../../lib/messages';
import { useSaveGeneralSetting } from '../api/general-settings';

interface RegistrationSettingFormProps {
  row: GeneralSetting | undefined;
  /** Whether SMS only goes to the outbox (no web service set): codes would reach nobody. */
  isSmsLoggedOnly: boolean;
}

/**
 * The `registration` general setting as a switch «ثبت‌نام متقاضیان», saved as its JSON `{"enabled":…}`,
 * which people never see; warns while SMS only reaches the outbox.
 */
export function RegistrationSettingForm({ row, isSmsLoggedOnly }: RegistrationSettingFormProps) {
  const save = useSaveGeneralSetting();
  const [isEnabled, setIsEnabled] = useState(() => isRegistrationOpen(row?.data));
  return (
    <SectionCard title={m.title} subtitle={m.subtitle}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormControlLabel
          label={m.enabled}
          control={<Switch checked={isEnabled} onChange={(event) => setIsEnabled(event.target.checked)} />}
        />
        {isEnabled && isSmsLoggedOnly && <Alert severity="warning">{m.needsSms}</Alert>}
        <Button
          variant="outlined"
          loading={save.isPending}
          sx={{ justifySelf: 'start' }}
          onClick={() =>
            save.mutate({
              id: row?.id,
              body: { name: 'registration', data: JSON.stringify({ enabled: isEnabled }) },
            })
          }
        >
          {commonMessages.save}
        </Button>
      </Box>
    </SectionCard>
  );
}
