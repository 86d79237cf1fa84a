import { EserviceHelp } from '../../features/services/components/eservice-help';
import { routeNames, serviceMessages } from '../../lib/messages';
import { SectionCard } from '../../components/section-card';

/** `/panel/eservice-help` (Admin or Employee): the published services and what applicants need for them. */
export default function EserviceHelpPage() {
  return (
    <SectionCard headingLevel="h1" title={routeNames.eserviceHelp} subtitle={serviceMessages.help.subtitle}>
      <EserviceHelp />
    </SectionCard>
  );
}
