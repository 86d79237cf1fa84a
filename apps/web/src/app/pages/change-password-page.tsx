import { ChangePasswordForm } from '../../features/identity/components/change-password-form';
import { PageCard } from '../../components/section-card';
import { commonMessages, identityMessages, routeNames } from '../../lib/messages';

/** The signed-in user's password change. */
export default function ChangePasswordPage() {
  return (
    <PageCard title={routeNames.changePassword} subtitle={identityMessages.changePassword.intro}>
      <ChangePasswordForm submitLabel={commonMessages.save} onDone={() => undefined} />
    </PageCard>
  );
}
