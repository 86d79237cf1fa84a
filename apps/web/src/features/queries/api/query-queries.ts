// Stored queries (پرس‌وجو, SPEC §3 Query definition) through the declared `queryApi`, and the collections
// their sources may read.
import { useMutation } from '@tanstack/react-query';
import { queryApi, type QueryDefinitionInput } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { resourceHooks } from '../../../lib/resource-hooks';
import { sharedCacheKeys } from '../../../lib/shared-cache';
import { queryKeys } from '../types';

/** A stored query's write reloads this feature's lists and items, and every picker of queries. */
const queries = resourceHooks(queryApi, queryKeys, {
  searchField: 'fname',
  alsoReload: [sharedCacheKeys.storedQueries],
});

/** A page of stored queries, searched by Persian name. */
export const useQueryPage = queries.usePage;

/** One stored query; a missing one (404) is not retried. */
export const useStoredQuery = queries.useItem;

/** Saves a stored query (no id: a new one); lists and pickers reload. */
export const useSaveQuery = queries.useSave;

/** Deletes a stored query (refused while a form or a function names it). */
export const useDeleteQuery = queries.useRemove;

/** Runs a definition as edited, with the Admin's rights (the preview); a refusal is toasted. */
export function useRunDefinition() {
  return useMutation({
    mutationFn: async (definition: QueryDefinitionInput) =>
      (await call(queryApi.run, { body: definition }, { quiet: true, lock: true })).data,
  });
}
