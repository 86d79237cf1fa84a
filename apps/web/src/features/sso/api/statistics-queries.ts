// Sign-in statistics (`/panel/sso/statistics`) through the declared endpoint.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ssoApi, type SsoStatisticsQuery } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useAllOf } from '../../../lib/resource-hooks';
import { ssoKeys } from '../types';

/** The statistics of `query` (nothing is asked while it is null). */
export function useSsoStatistics(query: SsoStatisticsQuery | null) {
  return useQuery({
    queryKey: [...ssoKeys.statistics, query],
    queryFn: async () => (await call(ssoApi.statistics, { query: query! })).data,
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every system, for the statistics' system filter (Admins). */
export function useAllSystems() {
  return useAllOf(ssoApi.all, [...ssoKeys.all, 'every']);
}
