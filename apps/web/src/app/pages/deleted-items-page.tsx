import { DeletedItemsTable } from '../../features/recycle-bin/components/deleted-items-table';
import { SectionCard } from '../../components/section-card';
import { routeNames } from '../../lib/messages';
import { renderDate } from './request-renderers';

/** Admins see every deleted thing in one place, and bring it back or purge it for good. */
export default function DeletedItemsPage() {
  return (
    <SectionCard headingLevel="h1" title={routeNames.deletedItems}>
      <DeletedItemsTable renderDate={renderDate} />
    </SectionCard>
  );
}
