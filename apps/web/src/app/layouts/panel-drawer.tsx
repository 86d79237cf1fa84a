import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { DRAWER_WIDTH, RAIL_WIDTH } from '@darvazeh/shared';
import { useProfile } from '../../features/identity/api/get-profile';
import { profilePrincipal } from '../../features/identity/session';
import { useSiteTitle } from '../../features/settings/hooks/use-site-settings';
import { useRequestCounter } from '../../features/requests/api/request-counter';
import { useMenuMode } from '../../lib/menu-mode';
import type { RequestCounter } from '@darvazeh/shared';
import { panelIcons } from './panel-icons';
import { PanelMenuEntry } from './panel-menu-entry';
import { panelMenuItems, visibleMenuItems } from './panel-menu';
import { SiteLogo } from '../../features/settings/components/site-logo';
import { shellMessages } from '../../lib/messages';

/** How the drawer shows: full width, a narrow rail of icons, or (on mobile) a closable overlay. */
export interface PanelDrawerProps {
  isMobile: boolean;
  isRail: boolean;
  isMobileOpen: boolean;
  onClose: () => void;
}

const menuItems = panelMenuItems();

function DrawerContent({ isRail }: { isRail: boolean }) {
  const title = useSiteTitle();
  const profile = useProfile();
  const user = profile && profilePrincipal(profile);
  const items = visibleMenuItems(menuItems, user, useMenuMode());
  const counter = useRequestCounter(user);
  const badgeOf = (key: string | undefined) =>
    key !== undefined && counter !== undefined ? (counter[key as keyof RequestCounter] ?? 0) : 0;
  return (
    <Box component="nav" aria-label={shellMessages.panel.navigation}>
      <Toolbar sx={{ gap: 1.5, px: isRail ? 1 : 2, justifyContent: isRail ? 'center' : 'flex-start' }}>
        <SiteLogo size={isRail ? 36 : 40} />
        {!isRail && (
          <Typography variant="h6" color="primary" noWrap sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        )}
      </Toolbar>
      <Divider />
      <List>
        {items.map(({ id, to, name, icon, badge }) => {
          const count = badgeOf(badge);
          return (
            <PanelMenuEntry
              key={id}
              to={to}
              name={name}
              Icon={panelIcons[icon]}
              isRail={isRail}
              badge={badge !== undefined && count > 0 ? { key: badge, count } : null}
            />
          );
        })}
      </List>
    </Box>
  );
}

/** The panel's side drawer: DRAWER_WIDTH wide, a RAIL_WIDTH rail when narrowed, temporary below md. */
export function PanelDrawer({ isMobile, isRail, isMobileOpen, onClose }: PanelDrawerProps) {
  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={isMobileOpen}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        sx={{ displayPrint: 'none' }}
        // The open overlay is a dialog: it carries the menu's name.
        slotProps={{ paper: { 'aria-label': shellMessages.panel.navigation, sx: { width: DRAWER_WIDTH } } }}
      >
        <DrawerContent isRail={false} />
      </Drawer>
    );
  }
  const width = isRail ? RAIL_WIDTH : DRAWER_WIDTH;
  return (
    <Drawer
      variant="permanent"
      data-rail={isRail}
      sx={{ width, flexShrink: 0, transition: 'width 200ms ease', displayPrint: 'none' }}
      slotProps={{ paper: { sx: { width, overflowX: 'hidden', transition: 'width 200ms ease' } } }}
    >
      <DrawerContent isRail={isRail} />
    </Drawer>
  );
}
