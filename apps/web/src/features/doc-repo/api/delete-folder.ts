import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { docRepoKeys } from '../types';

/** `DELETE docrepofolder/{id}`: the server refuses a folder that is not empty. */
export async function deleteFolder(id: number): Promise<void> {
  await api.delete(`docrepofolder/${id}`, { lockKey: `docrepofolder/${id}` });
}

/** Deletes an empty folder; the folders reload. */
export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: docRepoKeys.all }),
  });
}
