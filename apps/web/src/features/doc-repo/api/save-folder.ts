import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { docRepoKeys, type DocRepoFolder, type DocRepoFolderBody } from '../types';

/** `POST docrepofolder` for a new folder (no id), `PUT docrepofolder/{id}` to rename or move one. */
export async function saveFolder({
  id,
  body,
}: {
  id?: number;
  body: DocRepoFolderBody;
}): Promise<DocRepoFolder> {
  const { data } =
    id === undefined
      ? await api.post<DocRepoFolder>('docrepofolder', body, { lockKey: 'docrepofolder/create' })
      : await api.put<DocRepoFolder>(`docrepofolder/${id}`, body, { lockKey: `docrepofolder/${id}` });
  return data;
}

/** Saves a folder; folders and documents reload (a move can change the unit of what is inside). */
export function useSaveFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: docRepoKeys.all }),
  });
}
