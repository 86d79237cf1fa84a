import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DataCollectionBody } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { sharedCacheKeys } from '../../../lib/shared-cache';
import { collectionKeys, type DataCollection } from '../types';

/** `POST datacollection` for a new collection (no id), `PUT datacollection/{id}` to change one (Admin). */
export async function saveCollection({
  id,
  body,
}: {
  id?: number;
  body: DataCollectionBody;
}): Promise<DataCollection> {
  const { data } =
    id === undefined
      ? await api.post<DataCollection>('datacollection', body, { lockKey: 'datacollection/create' })
      : await api.put<DataCollection>(`datacollection/${id}`, body, { lockKey: `datacollection/${id}` });
  return data;
}

/** After any collection write: this feature's lists and items, and the shared cache of collections. */
export function refreshCollections(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
    queryClient.invalidateQueries({ queryKey: sharedCacheKeys.dataCollections }),
  ]);
}

/** Saves a collection, then refreshes every list that shows collections. */
export function useSaveCollection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCollection, onSuccess: () => refreshCollections(queryClient) });
}
