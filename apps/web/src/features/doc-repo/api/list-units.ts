import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { docRepoKeys, type UnitChoice, type UnitChoices } from '../types';

/** `POST unit/all`: every unit, for an Admin choosing a folder's unit. */
export async function getAllUnits(): Promise<UnitChoice[]> {
  const { data } = await api.post<{ list: UnitChoice[] }>('unit/all', {}, { quiet: true });
  return data.list.map(({ id, name }) => ({ id, name }));
}

/** The units a folder may be given: every unit for Admins (fetched), else the ones passed in. */
export function useUnitChoices(choices: UnitChoices): readonly UnitChoice[] {
  const all = useQuery({ queryKey: docRepoKeys.units, queryFn: getAllUnits, enabled: choices === 'all' });
  return choices === 'all' ? (all.data ?? []) : choices;
}
