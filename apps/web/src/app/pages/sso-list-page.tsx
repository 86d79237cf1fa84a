import { SystemsTable } from '../../features/sso/components/systems-table';
import { routeNames, ssoMessages } from '../../lib/messages';
import { PageCard } from '../../components/section-card';

/** `/panel/sso/list` (Admin, or Employee in unit role 3): the connected systems they manage. */
export default function SsoListPage() {
  return (
    <PageCard title={routeNames.ssoList} subtitle={ssoMessages.admin.subtitle}>
      <SystemsTable />
    </PageCard>
  );
}
