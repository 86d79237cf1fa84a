import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FilterCondition } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { newsKeys, type NewsSummary, type PagedList } from '../types';

/** Which page of news to list, how many per page, and a title search. */
export interface NewsPageQuery {
  page: number;
  count: number;
  search?: string;
}

/**
 * Body of `POST news/filter` in the SPEC §7 shape `{ filters: { page, count } }`, with a `like` title
 * search beside them when there is one.
 */
export function newsFilterBody({ page, count, search }: NewsPageQuery) {
  const filters: Record<string, FilterCondition | number> = { page, count };
  const title = search?.trim();
  if (title) filters.name = { op: 'like', value: title };
  return { filters };
}

/** `POST news/filter`: a page of the news the caller may read (visitors: published ones), newest first. */
export async function getNewsPage(query: NewsPageQuery): Promise<PagedList<NewsSummary>> {
  const { data } = await api.post<PagedList<NewsSummary>>('news/filter', newsFilterBody(query), {
    quiet: true,
  });
  return data;
}

/** A page of news; the previous page stays on screen while the next loads. */
export function useNewsPage(query: NewsPageQuery) {
  return useQuery({
    queryKey: newsKeys.list(query),
    queryFn: () => getNewsPage(query),
    placeholderData: keepPreviousData,
  });
}
