import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FilterCondition } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { docRepoKeys, type DocRepo, type PagedList } from '../types';

/** Rows per page of the documents table. */
export const DOCUMENTS_PAGE_SIZE = 20;

/** The documents of one folder, or (with a search) those named like it in every folder the user sees. */
export interface DocumentsQuery {
  folderId: number | null;
  search: string;
  page: number;
}

/** Body of `POST docrepo/filter`: a name search across folders wins over the chosen folder. */
export function documentsFilterBody({ folderId, search, page }: DocumentsQuery) {
  const filters: Record<string, FilterCondition> = {};
  const name = search.trim();
  if (name) filters.name = { op: 'like', value: name };
  else if (folderId !== null) filters.folderId = { op: 'eq', value: folderId };
  return { filters, page, count: DOCUMENTS_PAGE_SIZE, sort: { field: 'name', dir: 'asc' as const } };
}

/** `POST docrepo/filter`. */
export async function getDocuments(query: DocumentsQuery): Promise<PagedList<DocRepo>> {
  const { data } = await api.post<PagedList<DocRepo>>('docrepo/filter', documentsFilterBody(query), {
    quiet: true,
  });
  return data;
}

/** A page of documents; nothing is asked for until a folder is chosen or a name typed. */
export function useDocuments(query: DocumentsQuery) {
  return useQuery({
    queryKey: docRepoKeys.documents(query),
    queryFn: () => getDocuments(query),
    enabled: query.folderId !== null || query.search.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
