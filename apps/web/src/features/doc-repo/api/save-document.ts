import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { docRepoKeys, type CreateDocRepoBody, type DocRepo, type UpdateDocRepoBody } from '../types';

/** `POST docrepo`: a document from an uploaded file, in a folder. */
export async function createDocument(body: CreateDocRepoBody): Promise<DocRepo> {
  const { data } = await api.post<DocRepo>('docrepo', body, { lockKey: 'docrepo/create' });
  return data;
}

/** `PUT docrepo/{id}`: rename a document or move it to another folder. */
export async function updateDocument({
  id,
  body,
}: {
  id: number;
  body: UpdateDocRepoBody;
}): Promise<DocRepo> {
  const { data } = await api.put<DocRepo>(`docrepo/${id}`, body, { lockKey: `docrepo/${id}` });
  return data;
}

/** Stores an uploaded document; the documents reload. */
export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: docRepoKeys.all }),
  });
}

/** Renames or moves a document; the documents reload. */
export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: docRepoKeys.all }),
  });
}
