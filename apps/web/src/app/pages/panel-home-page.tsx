import Box from '@mui/material/Box';
import { isAdmin } from '@darvazeh/shared';
import { AdminStatistics } from '../../features/dashboards/components/admin-statistics';
import { useProfile } from '../../features/identity/api/get-profile';
import { profilePrincipal } from '../../features/identity/session';
import { PanelHome } from '../../features/requests/components/panel-home';
import { panelHomeMessages as text } from '../../lib/messages';
import { useMenuMode } from '../../lib/menu-mode';
import { HeadingWithHint } from '../../components/heading-with-hint';

/**
 * `/panel`, the panel home (پیشخوان): what needs the person now, per role, each card a link to act; for
 * Admins, the portal's headline figures too.
 */
export default function PanelHomePage() {
  const mode = useMenuMode();
  const profile = useProfile();
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <HeadingWithHint title={text.title} hint={text.subtitle} level="h1" variant="h5" />
      <PanelHome mode={mode} />
      <AdminStatistics enabled={profile !== null && isAdmin(profilePrincipal(profile))} />
    </Box>
  );
}
