import { LazyJalaliPicker } from '../../features/forms';
import { SsoStatisticsView, type DayPicker } from '../../features/sso/components/sso-statistics';
import { PageCard } from '../../components/section-card';
import { routeNames, ssoMessages } from '../../lib/messages';

const DatePicker: DayPicker = (props) => <LazyJalaliPicker {...props} required={false} disabled={false} />;

/** `/panel/sso/statistics` (Admin): sign-ins to the connected systems. */
export default function SsoStatisticsPage() {
  return (
    <PageCard title={routeNames.ssoStatistics} subtitle={ssoMessages.statistics.subtitle}>
      <SsoStatisticsView DayPicker={DatePicker} />
    </PageCard>
  );
}
