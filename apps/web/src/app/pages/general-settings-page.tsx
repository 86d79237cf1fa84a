import Box from '@mui/material/Box';
import { GeneralSettingsForm } from '../../features/settings/components/general-settings-form';
import { SiteSettingsForm } from '../../features/settings/components/site-settings-form';

/** `/panel/system-setting/ui`: the portal's appearance and general settings (Admin). */
export default function GeneralSettingsPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
      <SiteSettingsForm />
      <GeneralSettingsForm />
    </Box>
  );
}
