import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys, type UnitResponsibility } from '../types';

/** Body of `POST unitresponsibility` (`unitResponsibilityBody` in @darvazeh/shared). */
export interface ResponsibilityFields {
  userId: number;
  unitId: number;
  unitRoleId: number;
  personalId: string | null;
}

/** `POST unitresponsibility` (Admin): gives a user a unit role in a unit. */
export async function createResponsibility(body: ResponsibilityFields): Promise<UnitResponsibility> {
  const { data } = await api.post<UnitResponsibility>('unitresponsibility', body, {
    lockKey: 'unitresponsibility/create',
  });
  return data;
}

/** Adds a responsibility; the user's list reloads. */
export function useCreateResponsibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResponsibility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.responsibilities }),
  });
}
