import { ActiveSessionsList } from '../../features/identity/components/active-sessions-list';
import { SectionCard } from '../../components/section-card';
import { routeNames } from '../../lib/messages';

/** The user's active sessions, each of which can be ended. */
export default function ActiveSessionsPage() {
  return (
    <SectionCard headingLevel="h1" title={routeNames.activeSessions}>
      <ActiveSessionsList />
    </SectionCard>
  );
}
