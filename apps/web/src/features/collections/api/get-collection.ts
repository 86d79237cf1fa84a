import { useQuery } from '@tanstack/react-query';
import { api, errorStatus } from '../../../lib/api-client';
import { collectionKeys, type DataCollection } from '../types';

/** `GET datacollection/{id}`: one collection with its form definition. */
export async function getCollection(id: number): Promise<DataCollection> {
  const { data } = await api.get<DataCollection>(`datacollection/${id}`, { silent: true });
  return data;
}

/** One collection; a missing one (404) is not retried. */
export function useCollection(id: number | null) {
  return useQuery({
    queryKey: collectionKeys.item(id ?? 0),
    queryFn: () => getCollection(id ?? 0),
    enabled: id !== null,
    retry: (failures, error) => errorStatus(error) !== 404 && failures < 2,
  });
}
