import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys, type ContentPage } from '../types';

/** `GET contentpage/{id}` (Admin): a page to edit. */
export async function getContentPage(id: number): Promise<ContentPage> {
  const { data } = await api.get<ContentPage>(`contentpage/${id}`);
  return data;
}

/** The page being edited; nothing is fetched for a new page (id undefined). */
export function useContentPage(id: number | undefined) {
  return useQuery({
    queryKey: contentKeys.page(id ?? 0),
    queryFn: () => getContentPage(id ?? 0),
    enabled: id !== undefined,
  });
}
