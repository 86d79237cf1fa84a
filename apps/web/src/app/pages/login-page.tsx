import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router';
import { LoginForm } from '../../features/identity/components/login-form';
import { messages } from '../../lib/messages';
import { AuthPageTitle } from './auth-page-title';

/** The sign-in page: the form, then the single sign-on providers' buttons (a later issue). */
export default function LoginPage() {
  const { oauthError } = useParams();
  return (
    <>
      <AuthPageTitle>{messages.login.title}</AuthPageTitle>
      {oauthError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messages.login.oauthError}
        </Alert>
      )}
      <LoginForm />
      {/* The providers' buttons (settings' ssoProviders) go here with the single sign-on issue. */}
      <Box
        data-testid="sso-providers"
        sx={{ display: 'grid', gap: 1, mt: 2, '&:empty': { display: 'none' } }}
      />
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={RouterLink} to="/" underline="hover" variant="body2">
          {messages.login.backHome}
        </Link>
      </Box>
    </>
  );
}
