import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedCacheKeys } from '../../../lib/shared-cache';
import type { DataCollection } from '../types';

/** `POST datacollection/all`: every collection that has form fields (SPEC §3 shared cache). */
export async function getAllCollections(): Promise<DataCollection[]> {
  const { data } = await api.post<{ list: DataCollection[] }>('datacollection/all', {}, { quiet: true });
  return data.list;
}

/** The shared cache of data collections: fetched once, refreshed after every collection write. */
export function useAllCollections() {
  return useQuery({
    queryKey: sharedCacheKeys.dataCollections,
    queryFn: getAllCollections,
    staleTime: Infinity,
  });
}
