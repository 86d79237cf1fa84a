// Content pages (SPEC §2 '/content-page/{id}', the Admins' list and editor) through `contentPageApi`.
import { useQuery } from '@tanstack/react-query';
import { contentPageApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { useRemoveResource, useSaveResource } from '../../../lib/resource-hooks';
import { contentKeys } from '../types';

/** Every content page, newest first, for the Admin list and for choosing the page a menu item opens. */
export function useContentPages() {
  return useQuery({
    queryKey: contentKeys.list,
    queryFn: async () => {
      const { data } = await call(contentPageApi.all, undefined, { quiet: true });
      return [...data.list].sort((a, b) => b.id - a.id);
    },
  });
}

/** The page being edited (Admin); nothing is fetched for a new page (id undefined). */
export function useContentPage(id: number | undefined) {
  return useQuery({
    queryKey: contentKeys.page(id ?? 0),
    queryFn: async () => (await call(contentPageApi.get, { params: { id: id ?? 0 } })).data,
    enabled: id !== undefined,
  });
}

/** Saves a page; the list, the page and its public view reload. */
export function useSaveContentPage() {
  return useSaveResource(contentPageApi, [contentKeys.all]);
}

/** Deletes a page (refused while a menu item opens it); the list reloads. */
export function useDeleteContentPage() {
  return useRemoveResource(contentPageApi.remove, [contentKeys.all]);
}

/** A page as visitors see it (anyone); silent, because the page itself shows the 404. */
export function usePublicContentPage(id: number) {
  return useQuery({
    queryKey: contentKeys.publicPage(id),
    queryFn: async () => (await call(contentPageApi.published, { params: { id } }, { silent: true })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}
