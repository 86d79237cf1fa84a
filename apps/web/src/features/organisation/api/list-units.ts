import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys, type AllList, type Unit } from '../types';

/** `POST unit/all`: every unit, flat, each with its parent id and unit roles. */
export async function getUnits(): Promise<Unit[]> {
  const { data } = await api.post<AllList<Unit>>('unit/all', {}, { quiet: true });
  return data.list;
}

/** All units; invalidated when an Admin changes one. */
export function useUnits() {
  return useQuery({ queryKey: orgKeys.units, queryFn: getUnits, staleTime: Infinity });
}
