import { LoginHistoryTable } from '../../features/identity/components/login-history-table';
import { SectionCard } from '../../components/section-card';
import { routeNames } from '../../lib/messages';

/** The user's own sign-in attempts. */
export default function LoginHistoryPage() {
  return (
    <SectionCard headingLevel="h1" title={routeNames.loginHistory}>
      <LoginHistoryTable />
    </SectionCard>
  );
}
