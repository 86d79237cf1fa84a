import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshCollections } from './save-collection';

/** `DELETE datacollection/{id}` (Admin): a soft delete. */
export async function deleteCollection(id: number): Promise<void> {
  await api.delete(`datacollection/${id}`, { lockKey: `datacollection/${id}` });
}

/** Deletes a collection; every list that shows collections reloads. */
export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCollection, onSuccess: () => refreshCollections(queryClient) });
}
