import { ActiveSessionsList } from '../../features/identity/components/active-sessions-list';
import { SectionCard } from '../../components/section-card';
import { messages } from '../../lib/messages';

/** The user's active sessions, each of which can be ended. */
export default function ActiveSessionsPage() {
  return (
    <SectionCard headingLevel="h1" title={messages.activeSessions.title}>
      <ActiveSessionsList />
    </SectionCard>
  );
}
