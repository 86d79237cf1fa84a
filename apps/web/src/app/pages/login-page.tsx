import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../lib/messages';

/** The sign-in page; its form arrives with the identity feature, so for now it says so. */
export default function LoginPage() {
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 3, textAlign: 'center' }}>
      <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
        {messages.login.title}
      </Typography>
      <Alert severity="info" sx={{ textAlign: 'start' }}>
        {messages.login.pending}
      </Alert>
      <Link component={RouterLink} to="/" underline="hover">
        {messages.login.backHome}
      </Link>
    </Box>
  );
}
