import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import ArrowForward from '@mui/icons-material/ArrowForward';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation, useNavigate } from 'react-router';
import { ProfileDropdown } from './profile-dropdown';
import { hasEarlierPage } from '../../lib/history-depth';
import { parentPath } from '../parent-path';
import { appRoutes } from '../routes';
import { PanelBreadcrumbs } from './panel-breadcrumbs';
import { shellMessages } from '../../lib/messages';

interface PanelAppBarProps {
  onToggleDrawer: () => void;
}

/** The panel's top bar: drawer toggle, breadcrumbs, the profile dropdown and a back button. */
export function PanelAppBar({ onToggleDrawer }: PanelAppBarProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Back through the visit's history; a page with no earlier one in the app (opened from a link, or
  // reached by a redirect) goes up to its parent page instead of leaving the app.
  const handleBack = () =>
    hasEarlierPage(location.key) ? navigate(-1) : navigate(parentPath(location.pathname, appRoutes));
  return (
    <AppBar position="sticky" elevation={1} sx={{ displayPrint: 'none' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={shellMessages.panel.toggleMenu}
          onClick={onToggleDrawer}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <PanelBreadcrumbs />
        </Box>
        <ProfileDropdown />
        <Tooltip title={shellMessages.panel.back}>
          {/* In right-to-left, "back" points right. */}
          <IconButton
            color="inherit"
            edge="end"
            aria-label={shellMessages.panel.back}
            onClick={() => void handleBack()}
          >
            <ArrowForward />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
