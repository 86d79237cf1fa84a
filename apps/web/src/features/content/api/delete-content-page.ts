import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from '../types';

/** `DELETE contentpage/{id}` (refused while a menu item opens the page). */
export async function deleteContentPage(id: number): Promise<void> {
  await api.delete(`contentpage/${id}`, { lockKey: `contentpage/${id}` });
}

/** Deletes a page; the list reloads. */
export function useDeleteContentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContentPage,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
