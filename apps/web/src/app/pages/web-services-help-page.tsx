import { WebServicesHelp } from '../../features/services/components/web-services-help';
import { routeNames, serviceMessages } from '../../lib/messages';
import { PageCard } from '../../components/section-card';

/** `/panel/web-services-help` (Admin or Employee): the published web services, for integrators. */
export default function WebServicesHelpPage() {
  return (
    <PageCard title={routeNames.webServicesHelp} subtitle={serviceMessages.webHelp.subtitle}>
      <WebServicesHelp />
    </PageCard>
  );
}
