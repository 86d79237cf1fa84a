import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recordKeys, type CollectionRecord } from '../types';

export interface SaveRecordInput {
  collectionId: number;
  /** The record to replace; none for a new record. */
  id?: number;
  data: Record<string, unknown>;
}

/**
 * `POST datacollection/{collectionId}/record` or `PUT …/record/{id}` with `{ data }`. The server's message
 * (the form check's warnings, or the usual saved message) is toasted by the API client.
 */
export async function saveRecord({ collectionId, id, data }: SaveRecordInput): Promise<CollectionRecord> {
  const base = `datacollection/${collectionId}/record`;
  const { data: saved } =
    id === undefined
      ? await api.post<CollectionRecord>(base, { data }, { lockKey: `${base}/create` })
      : await api.put<CollectionRecord>(`${base}/${id}`, { data }, { lockKey: `${base}/${id}` });
  return saved;
}

/** Saves a record; every record list and item reloads. */
export function useSaveRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
