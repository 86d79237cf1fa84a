import { DeletedItemsTable } from '../../features/recycle-bin/components/deleted-items-table';
import { PageCard } from '../../components/section-card';
import { routeNames } from '../../lib/messages';
import { renderDate } from './request-renderers';

/** Admins see every deleted thing in one place, and bring it back or purge it for good. */
export default function DeletedItemsPage() {
  return (
    <PageCard title={routeNames.deletedItems}>
      <DeletedItemsTable renderDate={renderDate} />
    </PageCard>
  );
}
