import { FunctionsTable } from '../../features/functions/components/functions-table';
import { functionMessages, routeNames } from '../../lib/messages';
import { PageCard } from '../../components/section-card';

/** `/panel/function-management/list` (Admin): every function. */
export default function FunctionListPage() {
  return (
    <PageCard title={routeNames.functionList} subtitle={functionMessages.list.subtitle}>
      <FunctionsTable />
    </PageCard>
  );
}
