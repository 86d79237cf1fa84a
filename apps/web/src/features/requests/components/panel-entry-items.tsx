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
import { pathTo } from '../../../lib/paths';
import { useRequestCounter } from '../api/request-counter';
import { panelEntryMessages as m } from '../../../lib/messages';

/** The site settings that decide the entries. */
export type PanelEntrySettings = { esFeat: boolean; mainPageExistance: boolean };

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
  settings: PanelEntrySettings,
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
      to: pathTo('panel-check'),
    });
    if (staff)
      entries.push({
        key: 'provider',
        label: m.providerInbox,
        Icon: SupportAgentOutlined,
        mode: 'provider',
        count: counter?.recieved,
        to: pathTo('provider-inbox'),
      });
    if (isAdmin(user))
      entries.push({
        key: 'admin',
        label: m.adminInbox,
        Icon: AdminPanelSettingsOutlined,
        mode: 'all',
        to: pathTo('admin-inbox'),
      });
  } else if (settings.mainPageExistance) {
    entries.push({ key: 'user-page', label: m.userPage, Icon: DashboardOutlined, to: pathTo('panel') });
  }
  if (staff)
    entries.push({ key: 'menu-mode', label: m.menuMode, Icon: TuneOutlined, to: pathTo('init-panel') });
  return entries;
}

/**
 * The profile dropdown's panel entries: inboxes (esFeat) or the user page, and the menu mode choice;
 * `settings` are the site settings (the page passes them in).
 */
export function PanelEntryItems({
  user,
  settings,
  onNavigate,
}: {
  user: Principal | null;
  settings: PanelEntrySettings;
  onNavigate: () => void;
}) {
  const navigate = useNavigate();
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
