import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys, type UnitRole } from '../types';

/** `POST unitrole`: a new unit role. */
export async function createUnitRole(name: string): Promise<UnitRole> {
  const { data } = await api.post<UnitRole>('unitrole', { name }, { lockKey: 'unitrole/create' });
  return data;
}

/** Adds a unit role; the list reloads. */
export function useCreateUnitRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUnitRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.unitRoles }),
  });
}
