import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { useFrameKillSwitch } from '../../lib/frame-kill-switch';
import { SiteFooter } from './site-footer';
import { SiteNavbar } from './site-navbar';

/** The public frame: navbar, the page, footer. */
export default function IndexLayout() {
  useFrameKillSwitch();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteNavbar />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
