import { ProviderInbox } from '../../features/requests/components/provider-inbox';
import { PageCard } from '../../components/section-card';
import { routeNames } from '../../lib/messages';
import { renderDate } from './request-renderers';

/** `/panel/inbox` (Employee or Admin): the providers' inbox, کارتابل کارشناس. */
export default function ProviderInboxPage() {
  return (
    <PageCard title={routeNames.providerInbox}>
      <ProviderInbox renderDate={renderDate} />
    </PageCard>
  );
}
