import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys } from '../types';

/** `DELETE unitrole/{id}` (Admin); the server refuses a role a unit offers or a responsibility holds. */
export async function deleteUnitRole(id: number): Promise<void> {
  await api.delete(`unitrole/${id}`, { lockKey: `unitrole/${id}` });
}

/** Deletes a unit role; the list reloads. */
export function useDeleteUnitRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUnitRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.unitRoles }),
  });
}
