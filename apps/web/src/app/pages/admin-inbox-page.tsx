import { AdminInbox } from '../../features/requests/components/admin-inbox';
import { PageCard } from '../../components/section-card';
import { routeNames } from '../../lib/messages';
import { renderDate } from './request-renderers';

/** `/panel/admin-inbox` (Admin): every task and every request, کارتابل مدیر. */
export default function AdminInboxPage() {
  return (
    <PageCard title={routeNames.adminInbox}>
      <AdminInbox renderDate={renderDate} />
    </PageCard>
  );
}
