// A collection's records (issue #6 "Records") through the declared `recordApi` endpoints.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordApi } from '@darvazeh/shared';
import { retryUnlessMissing } from '../../../lib/resource-hooks';
import { call } from '../../../lib/api-client';
import type { RecordQuery } from '../record-filters';
import { recordKeys } from '../types';

/**
 * A page of a collection's records (Admin, Employee; Employees get their own only); the previous page
 * stays on screen while the next loads.
 */
export function useRecordPage(collectionId: number, query: RecordQuery) {
  return useQuery({
    queryKey: recordKeys.list(collectionId, query),
    queryFn: async () =>
      (await call(recordApi.filter, { params: { collectionId }, body: query }, { quiet: true })).data,
    placeholderData: keepPreviousData,
  });
}

/** One record with its answers; a missing one (404) is not retried. */
export function useRecord(collectionId: number, recordId: number | null) {
  return useQuery({
    queryKey: recordKeys.item(collectionId, recordId ?? 0),
    queryFn: async () => {
      const params = { collectionId, recordId: recordId ?? 0 };
      return (await call(recordApi.get, { params }, { silent: true })).data;
    },
    enabled: recordId !== null,
    retry: retryUnlessMissing,
  });
}

/** What a save sends: the collection, the record to replace (none for a new one) and the answers. */
export interface SaveRecordInput {
  collectionId: number;
  id?: number;
  data: Record<string, unknown>;
}

/**
 * Saves a record (locked against a second click); every record list and item reloads. The API client
 * toasts the server's message (the form check's warnings, or the usual saved message).
 */
export function useSaveRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ collectionId, id, data }: SaveRecordInput) => {
      const body = { data };
      const saved =
        id === undefined
          ? await call(recordApi.create, { params: { collectionId }, body }, { lock: true })
          : await call(recordApi.update, { params: { collectionId, recordId: id }, body }, { lock: true });
      return saved.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}

/** Deletes a record (a soft delete, locked); every record list reloads. */
export function useDeleteRecord(collectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await call(recordApi.remove, { params: { collectionId, recordId: id } }, { lock: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
