// Data collections (SPEC §3 data collection, form definition) through the declared `dataCollectionApi`.
import { dataCollectionApi, queryApi } from '@darvazeh/shared';
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
import { collectionKeys } from '../types';

/** What a collection write reloads: this feature's lists and items, and the shared cache of collections. */
const CHANGED_BY_WRITES = [collectionKeys.all, sharedCacheKeys.dataCollections];

/** A page of live collections (Admin, Employee), newest first; a search on the Persian name. */
export function useCollectionPage(query: PageQuery) {
  return usePagedList(dataCollectionApi.filter, collectionKeys.all, query, 'fname');
}

/** One collection with its form definition; a missing one (404) is not retried. */
export function useCollection(id: number | null) {
  return useResourceItem(dataCollectionApi.get, collectionKeys.item(id ?? 0), id);
}

/** Whether `name` is free among live collections other than `id` (the server checks again on save). */
export async function isCollectionNameFree(name: string, id?: number): Promise<boolean> {
  const body = { name, ...(id !== undefined && { id }) };
  const { data } = await call(dataCollectionApi.checkName, { body }, { silent: true });
  return data.available;
}

/** Saves a collection (Admin): created without an id, updated with one; every list of collections reloads. */
export function useSaveCollection() {
  return useSaveResource(dataCollectionApi, CHANGED_BY_WRITES);
}

/** Deletes a collection (Admin, a soft delete); every list of collections reloads. */
export function useDeleteCollection() {
  return useRemoveResource(dataCollectionApi.remove, CHANGED_BY_WRITES);
}

/** Every stored query (Admins), for fields that draw their options or chart points from one. */
export function useAllStoredQueries() {
  return useAllOf(queryApi.all, sharedCacheKeys.storedQueries);
}
