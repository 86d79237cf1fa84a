import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet, useMatches } from 'react-router';
import { NewsSidebar } from '../../features/news/components/news-sidebar';
import { useFrameKillSwitch } from '../../lib/frame-kill-switch';
import { SiteFooter } from './site-footer';
import { SiteNavbar } from './site-navbar';
import { MuiFrame } from '../../components/mui-frame';

// The pages beside which the content layout shows its optional news sidebar (SPEC §2).
const NEWS_SIDEBAR_ROUTES: ReadonlySet<string> = new Set(['show-news', 'content-page']);

/**
 * The frame of content and news pages: navbar, a main column, footer; on a news item or a content page,
 * the news sidebar beside the page on wide screens and below it on narrow ones.
 */
export default function ContentLayout() {
  useFrameKillSwitch();
  const hasSidebar = useMatches().some((match) => NEWS_SIDEBAR_ROUTES.has(match.id));
  return (
    <MuiFrame>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <SiteNavbar />
        <Container
          sx={{
            flexGrow: 1,
            py: 4,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: hasSidebar ? 'minmax(0, 1fr) 320px' : '1fr' },
            alignItems: 'start',
          }}
        >
          <Box component="main" sx={{ minWidth: 0 }}>
            <Outlet />
          </Box>
          {hasSidebar && (
            <Box component="aside">
              <NewsSidebar />
            </Box>
          )}
        </Container>
        <SiteFooter />
      </Box>
    </MuiFrame>
  );
}
