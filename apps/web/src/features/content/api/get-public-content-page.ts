import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys, type PublicContentPage } from '../types';

/** `GET content-page/{id}`: a page as visitors see it; silent, because the page itself shows a 404. */
export async function getPublicContentPage(id: number): Promise<PublicContentPage> {
  const { data } = await api.get<PublicContentPage>(`content-page/${id}`, { silent: true });
  return data;
}

/** A public content page (anyone, signed in or not). */
export function usePublicContentPage(id: number) {
  return useQuery({
    queryKey: contentKeys.publicPage(id),
    queryFn: () => getPublicContentPage(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
