import { QueriesTable } from '../../features/queries/components/queries-table';
import { queryMessages, routeNames } from '../../lib/messages';
import { SectionCard } from '../../components/section-card';

/** `/panel/function-management/queries` (Admin): every stored query. */
export default function QueryListPage() {
  return (
    <SectionCard headingLevel="h1" title={routeNames.queryList} subtitle={queryMessages.list.subtitle}>
      <QueriesTable />
    </SectionCard>
  );
}
