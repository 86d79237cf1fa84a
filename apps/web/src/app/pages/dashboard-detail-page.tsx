import { useDashboard } from '../../features/dashboards/api/dashboard-queries';
import { DashboardForm } from '../../features/dashboards/components/dashboard-form';
import { commonMessages, dashboardMessages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';
import { RouteItem, useRouteId } from './route-item';

/**
 * `/panel/bi/detail/{id?}` (dashboard `id`, or a new one without it) and `/panel/bi/new/{categoryId}` (a
 * new dashboard in that category); Admin.
 */
export default function DashboardDetailPage() {
  const category = useRouteId('categoryId');
  const route = useRouteId();
  const { data: item, isError } = useDashboard(route.isValid ? route.id : null);
  return (
    <RouteItem
      isMissing={!route.isValid || !category.isValid || isError}
      isLoading={route.id !== null && !item}
      notFound={{ title: dashboardMessages.form.notFound, text: commonMessages.maybeDeleted }}
      back={{ label: dashboardMessages.form.back, to: pathTo('bi-list') }}
    >
      {/* Keyed by the dashboard, so the form restarts from what the server holds. */}
      {() => <DashboardForm key={item?.id ?? 'new'} item={item ?? null} categoryId={category.id} />}
    </RouteItem>
  );
}
