import { useState } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet, useLocation } from 'react-router';
import { useFrameKillSwitch } from '../../lib/frame-kill-switch';
import { PanelAppBar } from './panel-app-bar';
import { PanelDrawer } from './panel-drawer';
import { MuiFrame } from '../../components/mui-frame';

/** The signed-in frame: side drawer, top bar with breadcrumbs and back button, the page. */
export default function PanelLayout() {
  useFrameKillSwitch();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const [isRail, setIsRail] = useState(false);
  const { pathname } = useLocation();
  // The mobile drawer stays open only on the page it was opened on: choosing a page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isMobileOpen = openOn === pathname;

  const handleToggleDrawer = () =>
    isMobile ? setOpenOn(isMobileOpen ? null : pathname) : setIsRail((rail) => !rail);

  return (
    <MuiFrame>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <PanelDrawer
          isMobile={isMobile}
          isRail={isRail}
          isMobileOpen={isMobileOpen}
          onClose={() => setOpenOn(null)}
        />
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <PanelAppBar onToggleDrawer={handleToggleDrawer} />
          <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </MuiFrame>
  );
}
