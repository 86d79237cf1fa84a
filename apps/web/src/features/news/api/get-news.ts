import { useQuery } from '@tanstack/react-query';
import { api, errorStatus } from '../../../lib/api-client';
import { newsKeys, type NewsItem } from '../types';

/** `GET news/{id}`: one news item with its body. */
export async function getNews(id: number): Promise<NewsItem> {
  const { data } = await api.get<NewsItem>(`news/${id}`, { silent: true });
  return data;
}

/** One news item; a missing one (404) is not retried. */
export function useNews(id: number | null) {
  return useQuery({
    queryKey: newsKeys.item(id ?? 0),
    queryFn: () => getNews(id ?? 0),
    enabled: id !== null,
    retry: (failures, error) => errorStatus(error) !== 404 && failures < 2,
  });
}
