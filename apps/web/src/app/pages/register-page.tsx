import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router';
import { RegistrationForm } from '../../features/identity/components/registration-form';
import { continueAfterSignIn } from '../../features/identity/session';
import { useRegistrationOpen } from '../../features/settings/hooks/use-registration-open';
import { AuthPageLinks } from './auth-page-links';
import { AuthPageTitle } from './auth-page-title';
import { identityMessages, routeNames } from '../../lib/messages';
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
      <AuthPageLinks links={[{ to: pathTo('login'), text: identityMessages.registration.haveAccount }]} />
    </>
  );
}
