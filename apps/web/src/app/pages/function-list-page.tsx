import { FunctionsTable } from '../../features/functions/components/functions-table';
import { functionMessages, routeNames } from '../../lib/messages';
import { SectionCard } from '../../components/section-card';

/** `/panel/function-management/list` (Admin): every function. */
export default function FunctionListPage() {
  return (
    <SectionCard headingLevel="h1" title={routeNames.functionList} subtitle={functionMessages.list.subtitle}>
      <FunctionsTable />
    </SectionCard>
  );
}
