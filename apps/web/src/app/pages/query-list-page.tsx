import { QueriesTable } from '../../features/queries/components/queries-table';
import { queryMessages, routeNames } from '../../lib/messages';
import { PageCard } from '../../components/section-card';

/** `/panel/function-management/queries` (Admin): every stored query. */
export default function QueryListPage() {
  return (
    <PageCard title={routeNames.queryList} subtitle={queryMessages.list.subtitle}>
      <QueriesTable />
    </PageCard>
  );
}
