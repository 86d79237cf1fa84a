import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { isAdmin, isEmployee, toPersianDigits, type Principal } from '@darvazeh/shared';
import { useNavigate } from 'react-router';
import { setMenuMode, type MenuMode } from '../../../lib/menu-mode';
import { useSiteSettings } from '../../settings/hooks/use-site-settings';
import { useRequestCounter } from '../api/request-counter';
import { panelEntryMessages as m } from '../messages';

type Entry = {
  key: string;
  label: string;
  Icon: typeof DashboardOutlined;
  mode?: MenuMode;
  count?: number;
  to: string;
};

/** Which panel entries the profile dropdown offers (SPEC §2 navbar), in order. */
export function panelEntries(
  user: Principal | null,
  settings: { esFeat: boolean; mainPageExistance: boolean },
  counter?: { recieved: number; seneded: number },
): Entry[] {
  const staff = isEmployee(user) || isAdmin(user);
  const entries: Entry[] = [];
  if (settings.esFeat) {
    entries.push({
      key: 'applicant',
      label: m.applicantInbox,
      Icon: AssignmentIndOutlined,
      mode: 'applicant',
      count: counter?.seneded,
      to: '/panel-check',
    });
    if (staff)
      entries.push({
        key: 'provider',
        label: m.providerInbox,
        Icon: SupportAgentOutlined,
        mode: 'provider',
        count: counter?.recieved,
        to: '/panel-check',
      });
    if (isAdmin(user))
      entries.push({
        key: 'admin',
        label: m.adminInbox,
        Icon: AdminPanelSettingsOutlined,
        mode: 'all',
        to: '/panel-check',
      });
  } else if (settings.mainPageExistance) {
    entries.push({ key: 'user-page', label: m.userPage, Icon: DashboardOutlined, to: '/panel' });
  }
  if (staff) entries.push({ key: 'menu-mode', label: m.menuMode, Icon: TuneOutlined, to: '/init-panel' });
  return entries;
}

/** The profile dropdown's panel entries: inboxes (esFeat) or the user page, and the menu mode choice. */
export function PanelEntryItems({ user, onNavigate }: { user: Principal | null; onNavigate: () => void }) {
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const counter = useRequestCounter(user);
  return panelEntries(user, settings, counter).map(({ key, label, Icon, mode, count, to }) => (
    <MenuItem
      key={key}
      data-testid={`panel-entry-${key}`}
      onClick={() => {
        if (mode) setMenuMode(mode);
        onNavigate();
        void navigate(to);
      }}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
      {count !== undefined && <Chip size="small" label={toPersianDigits(count)} sx={{ ms: 1 }} />}
    </MenuItem>
  ));
}
