import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ssoKeys } from '../types';

/** `DELETE ssomanagement/{id}`. */
export async function deleteSystem(id: number): Promise<void> {
  await api.delete(`ssomanagement/${id}`, { lockKey: `ssomanagement/${id}` });
}

/** Deletes a system; every list reloads. */
export function useDeleteSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSystem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoKeys.all }),
  });
}
