import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsBody } from '@darvazeh/shared';
import { api } from '../../../lib/api-client';
import { newsKeys, type NewsItem } from '../types';

/** `POST news` for a new item (no id), `PUT news/{id}` to change one (Admin). */
export async function saveNews({ id, body }: { id?: number; body: NewsBody }): Promise<NewsItem> {
  const { data } =
    id === undefined
      ? await api.post<NewsItem>('news', body, { lockKey: 'news/create' })
      : await api.put<NewsItem>(`news/${id}`, body, { lockKey: `news/${id}` });
  return data;
}

/** Saves a news item; every news list and item reloads. */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
