import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Link as RouterLink } from 'react-router';
import { isAdmin } from '@darvazeh/shared';
import { SectionCard } from '../../components/section-card';
import { StatusMessage } from '../../components/status-message';
import type { DayPicker } from '../../components/day-picker';
import { useDashboard } from '../../features/dashboards/api/dashboard-queries';
import { useServiceChoices } from '../../features/requests/api/task-queries';
import { DashboardView } from '../../features/dashboards/components/dashboard-view';
import { LazyJalaliPicker } from '../../features/forms';
import { useProfile } from '../../features/identity/api/get-profile';
import { profilePrincipal } from '../../features/identity/session';
import { commonMessages, dashboardMessages } from '../../lib/messages';
import { pathTo } from '../../lib/paths';
import { RouteItem, useRouteId } from './route-item';

const DatePicker: DayPicker = (props) => <LazyJalaliPicker {...props} required={false} disabled={false} />;
const text = dashboardMessages.show;

/** `/panel/bi/show/{id?}` (Admin or Employee): a dashboard the viewer may see, its cards over their data. */
export default function DashboardShowPage() {
  const route = useRouteId();
  const profile = useProfile();
  const admin = profile !== null && isAdmin(profilePrincipal(profile));
  const { data: item, isError } = useDashboard(route.isValid ? route.id : null);
  // A service filter's choices: the services the viewer handles requests of.
  const hasServiceFilter = item?.filters.some((f) => f.kind === 'service') ?? false;
  const services = useServiceChoices(hasServiceFilter).data;
  if (route.isValid && route.id === null)
    return (
      <StatusMessage
        icon={<InsertChartOutlined />}
        title={text.choose}
        text={text.chooseText}
        action={{ label: text.toList, to: pathTo('bi-list') }}
      />
    );
  return (
    <RouteItem
      isMissing={!route.isValid || isError}
      isLoading={!item}
      notFound={{ title: dashboardMessages.form.notFound, text: commonMessages.maybeDeleted }}
      back={{ label: dashboardMessages.form.back, to: pathTo('bi-list') }}
    >
      {() =>
        item && (
          <SectionCard headingLevel="h1" title={item.title}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, displayPrint: 'none' }}>
              {admin && (
                <Button
                  component={RouterLink}
                  to={pathTo('bi-detail', { id: item.id })}
                  startIcon={<EditOutlined />}
                >
                  {dashboardMessages.form.editTitle}
                </Button>
              )}
              <Button startIcon={<PrintOutlined />} onClick={() => window.print()}>
                {text.print}
              </Button>
            </Box>
            <DashboardView item={item} DayPicker={DatePicker} services={services} />
          </SectionCard>
        )
      }
    </RouteItem>
  );
}
