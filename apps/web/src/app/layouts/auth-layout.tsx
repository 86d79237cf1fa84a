import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet } from 'react-router';
import { useSiteTitle } from '../../lib/conf';
import { useFrameKillSwitch } from '../../lib/frame-kill-switch';
import { SiteLogo } from './site-navbar';

/** The sign-in frame: a centred card with the site's logo and title over a purple background. */
export default function AuthLayout() {
  useFrameKillSwitch();
  const title = useSiteTitle();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: (theme) =>
          `radial-gradient(circle at 20% 20%, ${theme.palette.primary.light} 0%, ${theme.palette.primary.main} 45%, ${theme.palette.primary.dark} 100%)`,
      }}
    >
      <Card elevation={8} sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box
            component={RouterLink}
            to="/"
            sx={{ display: 'grid', justifyItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
          >
            <SiteLogo size={64} />
            <Typography component="p" variant="h5" color="primary" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
          </Box>
          <Outlet />
        </CardContent>
      </Card>
    </Box>
  );
}
