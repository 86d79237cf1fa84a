import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys } from '../types';

/** `DELETE unittype/{id}`. */
export async function deleteUnitType(id: number): Promise<void> {
  await api.delete(`unittype/${id}`, { lockKey: `unittype/${id}` });
}

/** Deletes a unit type; the list and the units (which show it) reload. */
export function useDeleteUnitType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUnitType,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orgKeys.unitTypes });
      await queryClient.invalidateQueries({ queryKey: orgKeys.units });
    },
  });
}
