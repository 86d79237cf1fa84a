import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { useFrameKillSwitch } from '../../lib/frame-kill-switch';
import { SiteFooter } from './site-footer';
import { SiteNavbar } from './site-navbar';

interface ContentLayoutProps {
  /** Beside the page on wide screens, below it on narrow ones (the news sidebar of SPEC §2). */
  sidebar?: ReactNode;
}

/** The frame of content and news pages: navbar, a main column with an optional sidebar, footer. */
export default function ContentLayout({ sidebar }: ContentLayoutProps) {
  useFrameKillSwitch();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteNavbar />
      <Container
        sx={{
          flexGrow: 1,
          py: 4,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: sidebar ? 'minmax(0, 1fr) 320px' : '1fr' },
          alignItems: 'start',
        }}
      >
        <Box component="main" sx={{ minWidth: 0 }}>
          <Outlet />
        </Box>
        {sidebar && <Box component="aside">{sidebar}</Box>}
      </Container>
      <SiteFooter />
    </Box>
  );
}
