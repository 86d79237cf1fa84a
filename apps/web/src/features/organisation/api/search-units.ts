import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys, type IdName, type PagedList } from '../types';

/** Most units an autocomplete lists at once; typing narrows the rest. */
export const UNIT_SEARCH_SIZE = 20;

/** `POST unit/filter`: the first units whose name contains `text` (all units when blank), by name. */
export async function searchUnits(text: string): Promise<IdName[]> {
  const value = text.trim();
  const { data } = await api.post<PagedList<IdName>>(
    'unit/filter',
    {
      filters: value ? { name: { op: 'like', value } } : {},
      page: 1,
      count: UNIT_SEARCH_SIZE,
      sort: { field: 'name', dir: 'asc' },
    },
    { quiet: true },
  );
  return data.list.map(({ id, name }) => ({ id, name }));
}

/** Units matching typed text, searched on the server so thousands of units stay quick. */
export function useUnitSearch(text: string) {
  return useQuery({
    queryKey: [...orgKeys.units, 'search', text.trim()],
    queryFn: () => searchUnits(text),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
