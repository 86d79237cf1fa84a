import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newsKeys } from '../types';

/** `DELETE news/{id}` (Admin). */
export async function deleteNews(id: number): Promise<void> {
  await api.delete(`news/${id}`, { lockKey: `news/${id}` });
}

/** Deletes a news item; every news list reloads. */
export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
