// The recycle bin (Admins) through the declared `deletedItemApi` endpoints.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletedItemApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useFilterPage } from '../../../lib/resource-hooks';
import { recycleBinKeys, type DeletedFilter } from '../types';

/** Rows per page of the bin. */
export const RECYCLE_BIN_PAGE_SIZE = 20;

/** The kinds the bin holds with their Persian names, and how many days it keeps a row; asked once. */
export function useDeletedKinds() {
  return useQuery({
    queryKey: recycleBinKeys.kinds,
    queryFn: async () => (await call(deletedItemApi.kinds, {})).data,
    staleTime: Infinity,
  });
}

/** A page of deleted rows under `filter`, newest deletion first; the previous page stays while the next loads. */
export function useDeletedItems(filter: DeletedFilter, page: number) {
  return useFilterPage(deletedItemApi.filter, recycleBinKeys.all, {
    page,
    count: RECYCLE_BIN_PAGE_SIZE,
    ...(filter.kind !== null && { kind: filter.kind }),
    ...(filter.from !== null && { from: filter.from }),
    ...(filter.to !== null && { to: filter.to }),
  });
}

/** Which row: its kind and id. */
export interface DeletedRef {
  kind: string;
  id: number;
}

/**
 * Restores a row (and what was deleted with it) or purges it for good, locked against a second click;
 * the bin's pages reload after either, and every other list too (the row is back in it, or gone).
 */
export function useDeletedAction(action: 'restore' | 'purge') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ref: DeletedRef) => {
      await call(deletedItemApi[action], { params: ref }, { lock: true });
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
