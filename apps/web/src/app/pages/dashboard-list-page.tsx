import { isAdmin } from '@darvazeh/shared';
import { SectionCard } from '../../components/section-card';
import { DashboardsTable } from '../../features/dashboards/components/dashboards-table';
import { useProfile } from '../../features/identity/api/get-profile';
import { profilePrincipal } from '../../features/identity/session';
import { dashboardMessages, routeNames } from '../../lib/messages';

/** `/panel/bi/list` (Admin or Employee): the dashboards the viewer may open; an Admin manages them. */
export default function DashboardListPage() {
  const profile = useProfile();
  return (
    <SectionCard
      headingLevel="h1"
      title={routeNames.dashboardList}
      subtitle={dashboardMessages.list.subtitle}
    >
      <DashboardsTable isAdmin={profile !== null && isAdmin(profilePrincipal(profile))} />
    </SectionCard>
  );
}
