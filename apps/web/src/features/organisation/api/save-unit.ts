import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnitBody } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { orgKeys, type Unit } from '../types';

/** `POST unit` for a new unit (no id), `PUT unit/{id}` to change one. */
export async function saveUnit({ id, body }: { id?: number; body: UnitBody }): Promise<Unit> {
  const { data } =
    id === undefined
      ? await api.post<Unit>('unit', body, { lockKey: 'unit/create' })
      : await api.put<Unit>(`unit/${id}`, body, { lockKey: `unit/${id}` });
  return data;
}

/** Saves a unit; the tree (and the responsibilities that name units) reload. */
export function useSaveUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUnit,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orgKeys.units });
      await queryClient.invalidateQueries({ queryKey: orgKeys.responsibilities });
    },
  });
}
