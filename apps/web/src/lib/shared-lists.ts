// Lists many features pick from, each read once under the key every screen shares (the shared cache of
// SPEC §3, or the key of the screens that write them, so their writes refresh every picker).
import { useQuery } from '@tanstack/react-query';
import { dataCollectionApi, functionApi, serviceApi } from '@darvazeh/shared';
import { call } from './api-client';
import { useAllOf } from './resource-hooks';
import { sharedCacheKeys } from './shared-cache';

/** Every live data collection (the shared cache, refreshed after every collection write). */
export function useAllCollections() {
  return useAllOf(dataCollectionApi.all, sharedCacheKeys.dataCollections);
}

/** The read-only system collections with their fields; they never change while the app runs. */
export function useSystemCollections() {
  return useQuery({
    queryKey: sharedCacheKeys.systemCollections,
    queryFn: async () => (await call(dataCollectionApi.system)).data.list,
    staleTime: Infinity,
  });
}

/** Every function, under the functions screens' key. */
export function useAllFunctions() {
  return useAllOf(functionApi.all, ['function', 'every']);
}

/** Every service, under the services screens' key. */
export function useAllServices() {
  return useAllOf(serviceApi.all, ['service', 'every']);
}
