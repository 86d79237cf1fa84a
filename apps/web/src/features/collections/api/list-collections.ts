import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FilterCondition } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { collectionKeys, type DataCollection, type PagedList } from '../types';

/** Which page of collections to list, how many per page, and a name search. */
export interface CollectionPageQuery {
  page: number;
  count: number;
  search?: string;
}

/** Body of `POST datacollection/filter`: `{ filters: { page, count, fname? } }` (the server lists newest first). */
export function collectionFilterBody({ page, count, search }: CollectionPageQuery) {
  const filters: Record<string, FilterCondition | number> = { page, count };
  const name = search?.trim();
  if (name) filters.fname = { op: 'like', value: name };
  return { filters };
}

/** `POST datacollection/filter` (Admin, Employee): a page of live collections. */
export async function getCollectionPage(query: CollectionPageQuery): Promise<PagedList<DataCollection>> {
  const { data } = await api.post<PagedList<DataCollection>>(
    'datacollection/filter',
    collectionFilterBody(query),
    { quiet: true },
  );
  return data;
}

/** A page of collections; the previous page stays on screen while the next loads. */
export function useCollectionPage(query: CollectionPageQuery) {
  return useQuery({
    queryKey: collectionKeys.list(query),
    queryFn: () => getCollectionPage(query),
    placeholderData: keepPreviousData,
  });
}
