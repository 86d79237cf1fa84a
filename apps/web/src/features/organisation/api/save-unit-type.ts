import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys, type UnitType } from '../types';

/** `POST unittype` for a new one (no id), `PUT unittype/{id}` to rename one. */
export async function saveUnitType({ id, name }: { id?: number; name: string }): Promise<UnitType> {
  const { data } =
    id === undefined
      ? await api.post<UnitType>('unittype', { name }, { lockKey: 'unittype/create' })
      : await api.put<UnitType>(`unittype/${id}`, { name }, { lockKey: `unittype/${id}` });
  return data;
}

/** Adds or renames a unit type; the list reloads. */
export function useSaveUnitType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUnitType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.unitTypes }),
  });
}
