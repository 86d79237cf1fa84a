import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { collectionKeys, type SystemCollection } from '../types';

/** `GET datacollection/system`: the six read-only system collections with their fields. */
export async function getSystemCollections(): Promise<SystemCollection[]> {
  const { data } = await api.get<{ list: SystemCollection[] }>('datacollection/system');
  return data.list;
}

/** The system collections; they never change while the app runs. */
export function useSystemCollections() {
  return useQuery({
    queryKey: collectionKeys.system,
    queryFn: getSystemCollections,
    staleTime: Infinity,
  });
}
