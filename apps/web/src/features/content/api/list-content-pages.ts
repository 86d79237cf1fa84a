import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys, type ContentPage } from '../types';

/** `POST contentpage/all` (Admin): every content page, newest first. */
export async function getContentPages(): Promise<ContentPage[]> {
  const { data } = await api.post<{ list: ContentPage[] }>('contentpage/all', {}, { quiet: true });
  return [...data.list].sort((a, b) => b.id - a.id);
}

/** Every content page, for the Admin list and for choosing the page a menu item opens. */
export function useContentPages() {
  return useQuery({ queryKey: contentKeys.all, queryFn: getContentPages });
}
