import { LoginHistoryTable } from '../../features/identity/components/login-history-table';
import { PageCard } from '../../components/section-card';
import { routeNames } from '../../lib/messages';

/** The user's own sign-in attempts. */
export default function LoginHistoryPage() {
  return (
    <PageCard title={routeNames.loginHistory}>
      <LoginHistoryTable />
    </PageCard>
  );
}
