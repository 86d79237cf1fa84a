// Stored queries (پرس‌وجو, SPEC §3 Query definition) through the declared `queryApi`, and the collections
// their sources may read.
import { useMutation, useQuery } from '@tanstack/react-query';
import { dataCollectionApi, queryApi, type QueryDefinitionInput } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import {
  useAllOf,
  usePagedList,
  useRemoveResource,
  useSaveResource,
  useResourceItem,
  type PageQuery,
} from '../../../lib/resource-hooks';
import { sharedCacheKeys } from '../../../lib/shared-cache';
import { queryKeys } from '../types';

/** What a stored query's write reloads: this feature's lists and items, and every picker of queries. */
const CHANGED_BY_WRITES = [queryKeys.all, sharedCacheKeys.storedQueries];

/** A page of stored queries, searched by Persian name. */
export function useQueryPage(query: PageQuery) {
  return usePagedList(queryApi.filter, queryKeys.all, query, 'fname');
}

/** One stored query; a missing one (404) is not retried. */
export function useStoredQuery(id: number | null) {
  return useResourceItem(queryApi.get, queryKeys.item(id ?? 0), id);
}

/** Saves a stored query (no id: a new one); lists and pickers reload. */
export function useSaveQuery() {
  return useSaveResource(queryApi, CHANGED_BY_WRITES);
}

/** Deletes a stored query (refused while a form or a function names it). */
export function useDeleteQuery() {
  return useRemoveResource(queryApi.remove, CHANGED_BY_WRITES);
}

/** Runs a definition as edited, with the Admin's rights (the preview); a refusal is toasted. */
export function useRunDefinition() {
  return useMutation({
    mutationFn: async (definition: QueryDefinitionInput) =>
      (await call(queryApi.run, { body: definition }, { quiet: true, lock: true })).data,
  });
}

/** The data collections a source may read (the shared cache of collections). */
export function useSourceCollections() {
  return useAllOf(dataCollectionApi.all, sharedCacheKeys.dataCollections);
}

/** The system collections a source may read; they never change while the app runs. */
export function useSystemCollections() {
  return useQuery({
    queryKey: queryKeys.systemCollections,
    queryFn: async () => (await call(dataCollectionApi.system)).data.list,
    staleTime: Infinity,
  });
}
