import { useState, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { useProfile } from '../api/get-profile';
import { LogoutDialog } from './logout-dialog';
import { identityMessages, routeNames } from '../../../lib/messages';

const links = [
  { to: pathTo('profile'), label: routeNames.profile, Icon: AccountCircleOutlined },
  { to: pathTo('change-password'), label: routeNames.changePassword, Icon: LockResetOutlined },
  { to: pathTo('login-history'), label: routeNames.loginHistory, Icon: HistoryOutlined },
  { to: pathTo('active-sessions'), label: routeNames.activeSessions, Icon: DevicesOutlined },
];

/**
 * The navbar's profile dropdown (SPEC §2): the full name, the account pages and logout. `extra` adds
 * entries above the account pages (the panel entries); it receives the menu's close callback.
 */
export function AccountMenu({ extra }: { extra?: (close: () => void) => ReactNode } = {}) {
  const profile = useProfile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isLogoutOpen, setIsLogoutOpen] = useState(false);
  if (!profile) return null;

  const handleClose = () => setAnchor(null);
  const handleLogout = () => {
    handleClose();
    setIsLogoutOpen(true);
  };

  return (
    <>
      <Button
        color="inherit"
        title={identityMessages.accountMenu.open}
        data-tour="profile-menu"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={<AccountCircleOutlined />}
        endIcon={<ExpandMore />}
        sx={{ minWidth: 0, flexShrink: 0 }}
      >
        <Box
          component="span"
          data-testid="account-name"
          sx={{
            maxWidth: { xs: 96, sm: 200 },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {profile.fullName}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={handleClose}>
        {extra?.(handleClose)}
        {extra && <Divider />}
        {links.map(({ to, label, Icon }) => (
          <MenuItem key={to} component={RouterLink} to={to} onClick={handleClose}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={handleLogout} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {routeNames.logout}
        </MenuItem>
      </Menu>
      <LogoutDialog open={isLogoutOpen} onClose={() => setIsLogoutOpen(false)} />
    </>
  );
}
