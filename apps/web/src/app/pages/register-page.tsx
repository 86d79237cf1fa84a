import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate } from 'react-router';
import { RegistrationForm } from '../../features/identity/components/registration-form';
import { continueAfterSignIn } from '../../features/identity/session';
import { useRegistrationOpen } from '../../features/settings/hooks/use-registration-open';
import { AuthPageTitle } from './auth-page-title';
import { commonMessages, identityMessages, routeNames } from '../../lib/messages';
import { pathTo } from '../../lib/paths';

/**
 * `/register`: an applicant's registration, while an Admin has it open (else a note, and the server
 * refuses too); once registered and signed in, on to where a signed-in applicant lands.
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  const isOpen = useRegistrationOpen();
  return (
    <>
      <AuthPageTitle>{routeNames.register}</AuthPageTitle>
      {isOpen ? (
        <RegistrationForm
          onRegistered={(profile) =>
            continueAfterSignIn(profile, (path) => void navigate(path, { replace: true }))
          }
        />
      ) : (
        <Alert severity="info">{identityMessages.registration.closed}</Alert>
      )}
      <Box
        sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mt: 2 }}
      >
        <Link component={RouterLink} to={pathTo('login')} underline="hover" variant="body2">
          {identityMessages.registration.haveAccount}
        </Link>
        <Link component={RouterLink} to="/" underline="hover" variant="body2">
          {commonMessages.backHome}
        </Link>
      </Box>
    </>
  );
}
