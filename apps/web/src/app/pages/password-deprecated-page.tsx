import Alert from '@mui/material/Alert';
import { PasswordRenewal } from '../../features/identity/components/password-renewal';
import { messages } from '../../lib/messages';
import { AuthPageTitle } from './auth-page-title';

/** The forced password change of a user whose password is deprecated. */
export default function PasswordDeprecatedPage() {
  return (
    <>
      <AuthPageTitle>{messages.passwordDeprecated.title}</AuthPageTitle>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {messages.passwordDeprecated.intro}
      </Alert>
      <PasswordRenewal />
    </>
  );
}
