import { DefaultVariablesTable } from '../../features/services/components/default-variables-table';
import { routeNames, serviceMessages } from '../../lib/messages';
import { PageCard } from '../../components/section-card';

/** `/process/default-variables` (Admin): the default variables every form and function reads. */
export default function DefaultVariablesPage() {
  return (
    <PageCard title={routeNames.defaultVariables} subtitle={serviceMessages.defaultVariables.subtitle}>
      <DefaultVariablesTable />
    </PageCard>
  );
}
