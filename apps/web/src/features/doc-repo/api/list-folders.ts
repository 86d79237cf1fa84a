import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { docRepoKeys, type DocRepoFolder } from '../types';

/** `POST docrepofolder/all`: every folder the user may see (their units' and the shared ones). */
export async function getFolders(): Promise<DocRepoFolder[]> {
  const { data } = await api.post<{ list: DocRepoFolder[] }>('docrepofolder/all', {}, { quiet: true });
  return data.list;
}

/** The folders the user may see. */
export function useFolders() {
  return useQuery({ queryKey: docRepoKeys.folders, queryFn: getFolders });
}
