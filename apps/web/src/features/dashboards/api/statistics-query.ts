// The `statistics` resource (SPEC §3): the built-in reports' headline figures, shown to Admins on the
// panel home.
import { useQuery } from '@tanstack/react-query';
import { statisticsApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from '../types';

/** `GET statistics` for an Admin; nothing is asked for anyone else (`enabled` false). */
export function useStatistics(enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'statistics'],
    queryFn: async () => (await call(statisticsApi.summary, {}, { quiet: true })).data,
    enabled,
  });
}
