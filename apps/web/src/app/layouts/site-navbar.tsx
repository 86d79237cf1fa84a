import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { SCROLL_THRESHOLD_PX } from '@darvazeh/shared';
import { Link as RouterLink } from 'react-router';
import { ProfileDropdown } from './profile-dropdown';
import { SiteLogo } from '../../features/settings/components/site-logo';
import { useSiteTitle } from '../../features/settings/hooks/use-site-settings';
import { messages } from '../../lib/messages';
import { useIsLoggedIn } from '../../lib/session-store';
import { NavbarMenu } from '../../features/menus/components/navbar-menu';

/**
 * The public navbar: logo and title, home link, and the profile dropdown when signed in or the
 * sign-in button otherwise; it darkens after 50 px of scrolling.
 */
export function SiteNavbar() {
  const title = useSiteTitle();
  const isLoggedIn = useIsLoggedIn();
  const isScrolled = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_THRESHOLD_PX });
  return (
    <AppBar
      position="sticky"
      elevation={isScrolled ? 4 : 0}
      data-scrolled={isScrolled}
      sx={{
        bgcolor: isScrolled ? 'primary.dark' : 'primary.main',
        transition: 'background-color 200ms ease',
      }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <Box
          component={RouterLink}
          to="/"
          data-tour="site-title"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none' }}
        >
          <SiteLogo />
          <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/"
          data-tour="home-link"
          color="inherit"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {messages.navbar.home}
        </Button>
        <NavbarMenu />
        <Box sx={{ flexGrow: 1 }} />
        {isLoggedIn ? (
          <ProfileDropdown />
        ) : (
          <Button
            component={RouterLink}
            to="/login"
            variant="contained"
            color="secondary"
            startIcon={<LoginOutlined sx={{ transform: 'scaleX(-1)' }} />}
          >
            {messages.navbar.loginRegister}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
