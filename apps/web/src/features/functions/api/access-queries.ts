// Which units may run which functions (`unitwebserviceaccess`), and the units' names.
import { useQueries } from '@tanstack/react-query';
import { unitApi, unitWebserviceAccessApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useFilterPage, useRemoveResource, useSaveResource } from '../../../lib/resource-hooks';
import { functionKeys } from '../types';

/** Rows per page of the accesses table. */
export const ACCESS_PAGE_SIZE = 10;

/**
 * A page of functions' accesses (web services' rows, which name a service instead, are not this page's),
 * of one function when `functionId` is set.
 */
export function useAccessPage(page: number, functionId: number | null) {
  return useFilterPage(unitWebserviceAccessApi.filter, functionKeys.accesses, {
    filters: { functionId: functionId === null ? { op: 'gt', value: 0 } : { op: 'eq', value: functionId } },
    page,
    count: ACCESS_PAGE_SIZE,
    sort: { field: 'createdAt', dir: 'desc' },
  });
}

/** Gives a unit access to a function. */
export function useAddAccess() {
  return useSaveResource(unitWebserviceAccessApi, [functionKeys.accesses]);
}

/** Takes an access away. */
export function useDeleteAccess() {
  return useRemoveResource(unitWebserviceAccessApi.remove, [functionKeys.accesses]);
}

/** The names of the units `ids`. */
export function useUnitNames(ids: readonly number[]): ReadonlyMap<number, string> {
  const unique = [...new Set(ids)];
  const results = useQueries({
    queries: unique.map((id) => ({
      queryKey: functionKeys.unit(id),
      queryFn: async () => (await call(unitApi.get, { params: { id } }, { silent: true })).data,
      staleTime: 60_000,
      retry: false,
    })),
  });
  const names = new Map<number, string>();
  results.forEach((result, index) => {
    if (result.data) names.set(unique[index]!, result.data.name);
  });
  return names;
}
