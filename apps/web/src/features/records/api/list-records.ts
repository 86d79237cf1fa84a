import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FilterCondition } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import type { RecordSort } from '../record-filters';
import { recordKeys, type CollectionRecord } from '../types';

/** One page of records (`{ list, pages, currentPage }`). */
export interface RecordPage {
  list: CollectionRecord[];
  pages: number;
  currentPage: number;
}

/** A record filter body as `recordFilterBody` builds it. */
export interface RecordQuery {
  filters: Record<string, FilterCondition | number>;
  sort?: RecordSort;
}

/** `POST datacollection/{id}/record/filter` (Admin, Employee; Employees get their own records only). */
export async function getRecordPage(collectionId: number, query: RecordQuery): Promise<RecordPage> {
  const { data } = await api.post<RecordPage>(`datacollection/${collectionId}/record/filter`, query, {
    quiet: true,
  });
  return data;
}

/** A page of a collection's records; the previous page stays on screen while the next loads. */
export function useRecordPage(collectionId: number, query: RecordQuery) {
  return useQuery({
    queryKey: recordKeys.list(collectionId, query),
    queryFn: () => getRecordPage(collectionId, query),
    placeholderData: keepPreviousData,
  });
}
