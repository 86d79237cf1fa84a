import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys } from '../types';

/** `DELETE unit/{id}` (Admin); the server refuses a unit with live children or responsibilities. */
export async function deleteUnit(id: number): Promise<void> {
  await api.delete(`unit/${id}`, { lockKey: `unit/${id}` });
}

/** Deletes a unit; the tree reloads. */
export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.units }),
  });
}
