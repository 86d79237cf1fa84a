// The document repository (SPEC §2, Admin or Employee) through `docRepoFolderApi` and `docRepoApi`; the
// units an Admin may give a folder come from the shared cache's `unit/all`.
import { useQuery } from '@tanstack/react-query';
import { docRepoApi, docRepoFolderApi, unitApi, type FilterCondition } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useAllOf, useFilterPage, useRemoveResource, useSaveResource } from '../../../lib/resource-hooks';
import { sharedCacheKeys } from '../../../lib/shared-cache';
import { docRepoKeys, type UnitChoice, type UnitChoices } from '../types';

/** Rows per page of the documents table. */
export const DOCUMENTS_PAGE_SIZE = 20;

/** The documents of one folder, or (with a search) those named like it in every folder the user sees. */
export interface DocumentsQuery {
  folderId: number | null;
  search: string;
  page: number;
}

/** Body of `docrepo/filter`: a name search across folders wins over the chosen folder. */
export function documentsFilterBody({ folderId, search, page }: DocumentsQuery) {
  const filters: Record<string, FilterCondition> = {};
  const name = search.trim();
  if (name) filters.name = { op: 'like', value: name };
  else if (folderId !== null) filters.folderId = { op: 'eq', value: folderId };
  return { filters, page, count: DOCUMENTS_PAGE_SIZE, sort: { field: 'name', dir: 'asc' as const } };
}

/** A page of documents; nothing is asked for until a folder is chosen or a name typed. */
export function useDocuments(query: DocumentsQuery) {
  const isAsked = query.folderId !== null || query.search.trim() !== '';
  return useFilterPage(docRepoApi.filter, docRepoKeys.documents, documentsFilterBody(query), isAsked);
}

/** The folders the user may see (their units' and the shared ones). */
export function useFolders() {
  return useQuery({
    queryKey: docRepoKeys.folders,
    queryFn: async () => (await call(docRepoFolderApi.all, undefined, { quiet: true })).data.list,
  });
}

/** The units a folder may be given: every unit for Admins (fetched), else the ones passed in. */
export function useUnitChoices(choices: UnitChoices): readonly UnitChoice[] {
  const all = useAllOf(unitApi.all, sharedCacheKeys.units, choices === 'all');
  if (choices !== 'all') return choices;
  return all.data?.list.map(({ id, name }) => ({ id, name })) ?? [];
}

/** Creates (no id) or renames and moves a folder; folders and documents reload (a move can change the unit of what is inside). */
export function useSaveFolder() {
  return useSaveResource(docRepoFolderApi, [docRepoKeys.all]);
}

/** Deletes an empty folder (the server refuses any other); the folders reload. */
export function useDeleteFolder() {
  return useRemoveResource(docRepoFolderApi.remove, [docRepoKeys.all]);
}

/** Stores an uploaded document (no id), or renames or moves one; the documents reload. */
export function useSaveDocument() {
  return useSaveResource(docRepoApi, [docRepoKeys.all]);
}

/** Deletes a document; the documents reload. */
export function useDeleteDocument() {
  return useRemoveResource(docRepoApi.remove, [docRepoKeys.all]);
}
