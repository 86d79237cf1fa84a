import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ssoKeys, type PagedList, type SsoSystem } from '../types';

/** Which page of systems to list, how many per page, and a name search. */
export interface SystemPageQuery {
  page: number;
  count: number;
  search?: string;
}

/** `POST ssomanagement/filter`: a page of the systems the caller manages, newest first. */
export async function getSystemPage({ page, count, search }: SystemPageQuery): Promise<PagedList<SsoSystem>> {
  const name = search?.trim();
  const { data } = await api.post<PagedList<SsoSystem>>(
    'ssomanagement/filter',
    { filters: name ? { name: { op: 'like', value: name } } : {}, page, count },
    { quiet: true },
  );
  return data;
}

/** A page of systems; the previous page stays on screen while the next loads. */
export function useSystemPage(query: SystemPageQuery) {
  return useQuery({
    queryKey: ssoKeys.list(query),
    queryFn: () => getSystemPage(query),
    placeholderData: keepPreviousData,
  });
}
