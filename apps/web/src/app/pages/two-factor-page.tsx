import { TwoFactorForm } from '../../features/identity/components/two-factor-form';
import { AuthPageTitle } from './auth-page-title';
import { routeNames } from '../../lib/messages';

/** The second step of a sign-in with two-factor authentication on. */
export default function TwoFactorPage() {
  return (
    <>
      <AuthPageTitle>{routeNames.twoFactor}</AuthPageTitle>
      <TwoFactorForm />
    </>
  );
}
