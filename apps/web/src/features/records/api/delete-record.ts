import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recordKeys } from '../types';

/** `DELETE datacollection/{collectionId}/record/{id}`: a soft delete. */
export async function deleteRecord({
  collectionId,
  id,
}: {
  collectionId: number;
  id: number;
}): Promise<void> {
  const path = `datacollection/${collectionId}/record/${id}`;
  await api.delete(path, { lockKey: path });
}

/** Deletes a record; every record list reloads. */
export function useDeleteRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
