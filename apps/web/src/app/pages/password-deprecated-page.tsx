import Alert from '@mui/material/Alert';
import { PasswordRenewal } from '../../features/identity/components/password-renewal';
import { AuthPageTitle } from './auth-page-title';
import { identityMessages, routeNames } from '../../lib/messages';

/** The forced password change of a user whose password is deprecated. */
export default function PasswordDeprecatedPage() {
  return (
    <>
      <AuthPageTitle>{routeNames.changePassword}</AuthPageTitle>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {identityMessages.passwordDeprecated.intro}
      </Alert>
      <PasswordRenewal />
    </>
  );
}
