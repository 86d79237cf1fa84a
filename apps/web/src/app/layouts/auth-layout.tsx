import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet } from 'react-router';
import { SiteLogo } from '../../features/settings/components/site-logo';
import { useSiteSettings, useSiteTitle } from '../../features/settings/hooks/use-site-settings';
import { screenImageUrl } from '../../lib/file-urls';
import { useFrameKillSwitch } from '../../lib/frame-kill-switch';
import { MuiFrame } from '../../components/mui-frame';
import { shellMessages } from '../../lib/messages';

const footnote = {
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.35)',
  px: 1.5,
  py: 0.5,
  borderRadius: 1,
} as const;

/**
 * The sign-in frame: a centred card with the login logo and (unless the settings hide it) the site title,
 * red when the settings say so, over the login vector image or the purple background; the developer
 * line from the settings and the version below the card.
 */
export default function AuthLayout() {
  useFrameKillSwitch();
  const title = useSiteTitle();
  const settings = useSiteSettings();
  const vector = settings.loginVector === null ? null : screenImageUrl(settings.loginVector);
  return (
    <MuiFrame>
      <Box
        component="main"
        data-login-vector={vector ?? undefined}
        sx={{
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          alignContent: 'center',
          gap: 2,
          p: 2,
          background: (theme) =>
            vector
              ? `center / cover no-repeat url("${vector}"), ${theme.palette.primary.dark}`
              : `radial-gradient(circle at 20% 20%, ${theme.palette.primary.light} 0%, ${theme.palette.primary.main} 45%, ${theme.palette.primary.dark} 100%)`,
        }}
      >
        <Card elevation={8} sx={{ width: '100%', maxWidth: 440 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Box
              component={RouterLink}
              to="/"
              aria-label={title}
              sx={{
                display: 'grid',
                justifyItems: 'center',
                gap: 1,
                color: 'inherit',
                textDecoration: 'none',
              }}
            >
              <SiteLogo which="loginLogo" size={64} />
              {settings.showAuthTitle && (
                <Typography
                  component="p"
                  variant="h5"
                  data-testid="auth-title"
                  color={settings.redAuthTitle ? 'error' : 'primary'}
                  sx={{ fontWeight: 700, textAlign: 'center' }}
                >
                  {title}
                </Typography>
              )}
            </Box>
            <Outlet />
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, '&:empty': { display: 'none' } }}>
          {settings.loginDeveloper.trim() !== '' && (
            <Typography variant="caption" component="p" data-testid="login-developer" sx={footnote}>
              {settings.loginDeveloper}
            </Typography>
          )}
          {settings.version !== '' && (
            <Typography variant="caption" component="p" data-testid="login-version" sx={footnote}>
              {shellMessages.footer.version(settings.version)}
            </Typography>
          )}
        </Box>
      </Box>
    </MuiFrame>
  );
}
