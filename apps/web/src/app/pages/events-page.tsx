import { EventsTable } from '../../features/events/components/events-table';
import { UserPicker } from '../../features/services/process/task-properties';
import { PageCard } from '../../components/section-card';
import { eventMessages, routeNames } from '../../lib/messages';

/** `/panel/system-setting/events` (Admin): events that react to what happens in the portal. */
export default function EventsPage() {
  return (
    <PageCard title={routeNames.events} subtitle={eventMessages.subtitle}>
      <EventsTable UserPicker={UserPicker} />
    </PageCard>
  );
}
