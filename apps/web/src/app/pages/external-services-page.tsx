import { ExternalServicesTable } from '../../features/functions/components/external-services-table';
import { functionMessages, routeNames } from '../../lib/messages';
import { PageCard } from '../../components/section-card';

/** `/panel/function-management/external-services` (Admin): outside web services functions may fetch. */
export default function ExternalServicesPage() {
  return (
    <PageCard title={routeNames.externalServices} subtitle={functionMessages.externalServices.subtitle}>
      <ExternalServicesTable />
    </PageCard>
  );
}
