import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys } from '../types';

/** `DELETE unitresponsibility/{id}` (Admin). */
export async function deleteResponsibility(id: number): Promise<void> {
  await api.delete(`unitresponsibility/${id}`, { lockKey: `unitresponsibility/${id}` });
}

/** Removes a responsibility; the user's list reloads. */
export function useDeleteResponsibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResponsibility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.responsibilities }),
  });
}
