import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { docRepoKeys } from '../types';

/** `DELETE docrepo/{id}`. */
export async function deleteDocument(id: number): Promise<void> {
  await api.delete(`docrepo/${id}`, { lockKey: `docrepo/${id}` });
}

/** Deletes a document; the documents reload. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: docRepoKeys.all }),
  });
}
