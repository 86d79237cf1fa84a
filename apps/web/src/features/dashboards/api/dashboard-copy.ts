// Copying a dashboard (the built-in reports, or any other): `dashboard/{id}/copy` makes a new dashboard
// with copies of its cards' stored queries, which the Admin then changes like any other.
import { dashboardApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useWriteThenReload } from '../../../lib/resource-hooks';
import { dashboardKeys } from '../types';

/** Copies dashboard `id`; answers the copy. The dashboards' lists reload. */
export function useCopyDashboard() {
  return useWriteThenReload(
    async (id: number) => (await call(dashboardApi.copy, { params: { id } })).data,
    [dashboardKeys.all],
  );
}
