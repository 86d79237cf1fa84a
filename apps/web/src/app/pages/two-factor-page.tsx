import { TwoFactorForm } from '../../features/identity/components/two-factor-form';
import { messages } from '../../lib/messages';
import { AuthPageTitle } from './auth-page-title';

/** The second step of a sign-in with two-factor authentication on. */
export default function TwoFactorPage() {
  return (
    <>
      <AuthPageTitle>{messages.twoFactor.title}</AuthPageTitle>
      <TwoFactorForm />
    </>
  );
}
