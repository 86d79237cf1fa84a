import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate } from 'react-router';
import { LatestNews } from '../../features/news/components/latest-news';
import { useGeneralSettings } from '../../features/settings/api/general-settings';
import { useHomeTour } from '../../features/tour/use-home-tour';
import { useSiteSettings, useSiteTitle } from '../../features/settings/hooks/use-site-settings';
import { fileUrl } from '../../lib/file-urls';
import { messages } from '../../lib/messages';
import { useIsLoggedIn } from '../../lib/session-store';

/** A full-width band whose background image stays put while the page scrolls (the settings' parallex). */
function ParallaxBand({ image }: { image: string }) {
  return (
    <Box
      data-testid="home-parallax"
      sx={{
        minHeight: { xs: 160, md: 280 },
        backgroundImage: `url("${fileUrl(image, 'download')}")`,
        backgroundAttachment: { xs: 'scroll', md: 'fixed' },
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    />
  );
}

/**
 * The home page: the hero (firstHero image, title, the way in), latest news, the parallax band.
 * When the settings say the main page does not exist, people go straight to their panel or sign-in.
 */
export default function HomePage() {
  const title = useSiteTitle();
  const settings = useSiteSettings();
  const isLoggedIn = useIsLoggedIn();
  const general = useGeneralSettings().data;
  useHomeTour();
  if (!settings.mainPageExistance) return <Navigate to={isLoggedIn ? '/panel' : '/login'} replace />;
  const hero = general?.get('firstHero');
  const parallax = general?.get('parallex');
  return (
    <>
      <Box
        data-testid="home-hero"
        sx={{
          background: (theme) =>
            hero
              ? `linear-gradient(rgba(40, 10, 60, 0.55), rgba(40, 10, 60, 0.55)), center / cover no-repeat url("${fileUrl(hero, 'download')}")`
              : `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 60%, ${theme.palette.primary.light} 100%)`,
          color: 'primary.contrastText',
          py: { xs: 8, md: 12 },
        }}
      >
        <Container
          maxWidth="md"
          sx={{ textAlign: 'center', display: 'grid', gap: 3, justifyItems: 'center' }}
        >
          <Typography
            component="h1"
            variant="h3"
            sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}
          >
            {messages.home.welcome(title)}
          </Typography>
          <Typography variant="h6" component="p" sx={{ opacity: 0.9, fontWeight: 400 }}>
            {messages.home.intro}
          </Typography>
          <Button
            component={RouterLink}
            to={isLoggedIn ? '/panel' : '/login'}
            variant="contained"
            color="secondary"
            size="large"
          >
            {isLoggedIn ? messages.home.panel : messages.home.login}
          </Button>
        </Container>
      </Box>
      <Container sx={{ py: { xs: 4, md: 6 }, '&:empty': { display: 'none' } }}>
        <LatestNews />
      </Container>
      {parallax && <ParallaxBand image={parallax} />}
    </>
  );
}
