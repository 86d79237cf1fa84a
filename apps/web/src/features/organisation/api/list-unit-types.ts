import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys, type AllList, type UnitType } from '../types';

/** `POST unittype/all`: every unit type. */
export async function getUnitTypes(): Promise<UnitType[]> {
  const { data } = await api.post<AllList<UnitType>>('unittype/all', {}, { quiet: true });
  return data.list;
}

/** All unit types; invalidated when an Admin changes one. */
export function useUnitTypes() {
  return useQuery({ queryKey: orgKeys.unitTypes, queryFn: getUnitTypes, staleTime: Infinity });
}
