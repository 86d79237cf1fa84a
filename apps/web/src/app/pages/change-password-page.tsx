import { ChangePasswordForm } from '../../features/identity/components/change-password-form';
import { SectionCard } from '../../components/section-card';
import { messages } from '../../lib/messages';

/** The signed-in user's password change. */
export default function ChangePasswordPage() {
  return (
    <SectionCard
      headingLevel="h1"
      title={messages.changePassword.title}
      subtitle={messages.changePassword.intro}
    >
      <ChangePasswordForm submitLabel={messages.changePassword.submit} onDone={() => undefined} />
    </SectionCard>
  );
}
