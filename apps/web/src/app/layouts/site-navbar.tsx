import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { SCROLL_THRESHOLD_PX } from '@darvazeh/shared';
import { Link as RouterLink } from 'react-router';
import { AccountMenu } from '../../features/identity/components/account-menu';
import { useSiteTitle } from '../../lib/conf';
import { messages } from '../../lib/messages';
import { useIsLoggedIn } from '../../lib/session-store';

/** The portal's logo image (settings' mainLogo replaces it when the settings feature lands). */
export function SiteLogo({ size = 40 }: { size?: number }) {
  return (
    <Box
      component="img"
      src="/favicon.svg"
      alt={messages.navbar.logoAlt}
      sx={{ width: size, height: size, display: 'block' }}
    />
  );
}

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
          color="inherit"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {messages.navbar.home}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {isLoggedIn ? (
          <AccountMenu />
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
