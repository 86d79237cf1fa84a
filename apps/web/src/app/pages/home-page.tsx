import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSiteTitle } from '../../lib/conf';
import { messages } from '../../lib/messages';

/** The public home page: a welcome with the site title and the way in; content joins it later. */
export default function HomePage() {
  const title = useSiteTitle();
  return (
    <Box
      sx={{
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 60%, ${theme.palette.primary.light} 100%)`,
        color: 'primary.contrastText',
        py: { xs: 8, md: 12 },
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center', display: 'grid', gap: 3, justifyItems: 'center' }}>
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
        <Button component={RouterLink} to="/login" variant="contained" color="secondary" size="large">
          {messages.home.login}
        </Button>
      </Container>
    </Box>
  );
}
