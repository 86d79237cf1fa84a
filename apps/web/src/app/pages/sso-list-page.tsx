import { SystemsTable } from '../../features/sso/components/systems-table';
import { ssoMessages } from '../../features/sso/messages';
import { SectionCard } from '../../components/section-card';

/** `/panel/sso/list` (Admin, or Employee in unit role 3): the connected systems they manage. */
export default function SsoListPage() {
  return (
    <SectionCard headingLevel="h1" title={ssoMessages.admin.title} subtitle={ssoMessages.admin.subtitle}>
      <SystemsTable />
    </SectionCard>
  );
}
