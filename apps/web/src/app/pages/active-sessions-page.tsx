import { ActiveSessionsList } from '../../features/identity/components/active-sessions-list';
import { PageCard } from '../../components/section-card';
import { routeNames } from '../../lib/messages';

/** The user's active sessions, each of which can be ended. */
export default function ActiveSessionsPage() {
  return (
    <PageCard title={routeNames.activeSessions}>
      <ActiveSessionsList />
    </PageCard>
  );
}
