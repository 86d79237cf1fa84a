import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys, type ContentPage, type ContentPageBody } from '../types';

/** `POST contentpage` for a new page (no id), `PUT contentpage/{id}` to change one. */
export async function saveContentPage({
  id,
  body,
}: {
  id?: number;
  body: ContentPageBody;
}): Promise<ContentPage> {
  const { data } =
    id === undefined
      ? await api.post<ContentPage>('contentpage', body, { lockKey: 'contentpage/create' })
      : await api.put<ContentPage>(`contentpage/${id}`, body, { lockKey: `contentpage/${id}` });
  return data;
}

/** Saves a page; the list, the page and its public view reload. */
export function useSaveContentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentPage,
    onSuccess: async (page) => {
      queryClient.setQueryData(contentKeys.page(page.id), page);
      await queryClient.invalidateQueries({ queryKey: contentKeys.all });
      await queryClient.invalidateQueries({ queryKey: contentKeys.publicPage(page.id) });
    },
  });
}
