// A function's server runs (`functionlog`) and the names of who ran them.
import { useQueries } from '@tanstack/react-query';
import { functionLogApi, userApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useFilterPage } from '../../../lib/resource-hooks';
import { functionKeys } from '../types';

/** Rows per page of the run log. */
export const LOG_PAGE_SIZE = 10;

/** A page of `functionId`'s runs, newest first. */
export function useFunctionLogs(functionId: number, page: number) {
  return useFilterPage(functionLogApi.filter, functionKeys.logs, {
    filters: { functionId: { op: 'eq', value: functionId } },
    page,
    count: LOG_PAGE_SIZE,
    sort: { field: 'createdAt', dir: 'desc' },
  });
}

/** The names of the users `ids` (username when a name is blank); an unreadable one stays unnamed. */
export function useUserNames(ids: readonly number[]): ReadonlyMap<number, string> {
  const unique = [...new Set(ids)];
  const results = useQueries({
    queries: unique.map((id) => ({
      queryKey: functionKeys.user(id),
      queryFn: async () => (await call(userApi.get, { params: { id } }, { silent: true })).data,
      staleTime: Infinity,
      retry: false,
    })),
  });
  const names = new Map<number, string>();
  results.forEach((result, index) => {
    const user = result.data;
    if (user) names.set(unique[index]!, `${user.firstName} ${user.lastName}`.trim() || user.username);
  });
  return names;
}
