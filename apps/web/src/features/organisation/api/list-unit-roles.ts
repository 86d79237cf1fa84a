import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys, type AllList, type UnitRole } from '../types';

/** `POST unitrole/all`: every unit role. */
export async function getUnitRoles(): Promise<UnitRole[]> {
  const { data } = await api.post<AllList<UnitRole>>('unitrole/all', {}, { quiet: true });
  return data.list;
}

/** All unit roles; invalidated when an Admin adds one. */
export function useUnitRoles() {
  return useQuery({ queryKey: orgKeys.unitRoles, queryFn: getUnitRoles, staleTime: Infinity });
}
