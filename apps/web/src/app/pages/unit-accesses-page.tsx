import { UnitAutocomplete } from '../../features/organisation/components/unit-autocomplete';
import { UnitAccesses } from '../../features/functions/components/unit-accesses';
import { routeNames } from '../../lib/messages';
import { PageCard } from '../../components/section-card';

/** `/panel/function-management/unit-accesses` (Admin): which units may run which functions. */
export default function UnitAccessesPage() {
  return (
    <PageCard title={routeNames.unitAccesses}>
      <UnitAccesses UnitSearch={UnitAutocomplete} />
    </PageCard>
  );
}
