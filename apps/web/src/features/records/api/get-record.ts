import { useQuery } from '@tanstack/react-query';
import { api, errorStatus } from '../../../lib/api-client';
import { recordKeys, type CollectionRecord } from '../types';

/** `GET datacollection/{collectionId}/record/{id}`: one record with its answers. */
export async function getRecord(collectionId: number, id: number): Promise<CollectionRecord> {
  const { data } = await api.get<CollectionRecord>(`datacollection/${collectionId}/record/${id}`, {
    silent: true,
  });
  return data;
}

/** One record; a missing one (404) is not retried. */
export function useRecord(collectionId: number, id: number | null) {
  return useQuery({
    queryKey: recordKeys.item(collectionId, id ?? 0),
    queryFn: () => getRecord(collectionId, id ?? 0),
    enabled: id !== null,
    retry: (failures, error) => errorStatus(error) !== 404 && failures < 2,
  });
}
