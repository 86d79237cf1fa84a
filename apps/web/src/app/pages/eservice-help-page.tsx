import { EserviceHelp } from '../../features/services/components/eservice-help';
import { routeNames, serviceMessages } from '../../lib/messages';
import { PageCard } from '../../components/section-card';

/** `/panel/eservice-help` (Admin or Employee): the published services and what applicants need for them. */
export default function EserviceHelpPage() {
  return (
    <PageCard title={routeNames.eserviceHelp} subtitle={serviceMessages.help.subtitle}>
      <EserviceHelp />
    </PageCard>
  );
}
