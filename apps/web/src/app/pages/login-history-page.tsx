import { LoginHistoryTable } from '../../features/identity/components/login-history-table';
import { SectionCard } from '../../components/section-card';
import { messages } from '../../lib/messages';

/** The user's own sign-in attempts. */
export default function LoginHistoryPage() {
  return (
    <SectionCard headingLevel="h1" title={messages.loginHistory.title}>
      <LoginHistoryTable />
    </SectionCard>
  );
}
