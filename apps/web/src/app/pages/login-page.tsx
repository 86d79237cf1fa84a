import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useEffect } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useProfile } from '../../features/identity/api/get-profile';
import { LoginForm } from '../../features/identity/components/login-form';
import { SsoProviderButtons } from '../../features/settings/components/sso-provider-buttons';
import { useRegistrationOpen } from '../../features/settings/hooks/use-registration-open';
import { AuthPageLinks } from './auth-page-links';
import { AuthPageTitle } from './auth-page-title';
import { commonMessages, identityMessages, routeNames } from '../../lib/messages';
import { pathTo } from '../../lib/paths';
import { rememberSsoInteraction } from '../../lib/sso-interaction';

const { login } = identityMessages;

/** The Persian reason for a provider sign-in's error code; any other code gets the general message. */
function oauthMessage(code: string): string {
  return Object.hasOwn(login.oauthErrors, code)
    ? login.oauthErrors[code as keyof typeof login.oauthErrors]
    : login.oauthError;
}

/**
 * The sign-in page: the form, the way to register while registration is open, then the single sign-on
 * providers' buttons from the general settings.
 */
export default function LoginPage() {
  const { oauthError } = useParams();
  const [search] = useSearchParams();
  const interaction = search.get('interaction');
  // A connected system's sign-in waits (/login?interaction=…): go back to it once signed in.
  useEffect(() => rememberSsoInteraction(interaction), [interaction]);
  // Signed in already: the system wants a fresh sign-in (the navigation guard lets only then in).
  const again = useProfile() !== null && (interaction !== null || search.has('saml'));
  const isRegistrationOpen = useRegistrationOpen();
  return (
    <>
      <AuthPageTitle>{commonMessages.signIn}</AuthPageTitle>
      {again && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {login.signInAgain}
        </Alert>
      )}
      {oauthError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {oauthMessage(oauthError)}
        </Alert>
      )}
      <LoginForm />
      {isRegistrationOpen && (
        <Link
          component={RouterLink}
          to={pathTo('register')}
          underline="hover"
          sx={{ display: 'block', textAlign: 'center', mt: 2 }}
        >
          {identityMessages.registration.noAccount}
        </Link>
      )}
      <SsoProviderButtons />
      <AuthPageLinks links={[{ to: pathTo('track-request'), text: routeNames.trackRequest }]} />
    </>
  );
}
