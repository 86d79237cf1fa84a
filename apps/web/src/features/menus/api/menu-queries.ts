// The navbar menu and its editor (SPEC §3 menus) through the declared `menuApi` endpoints.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { menuApi } from '@darvazeh/shared';
import { call } from '../../../lib/api-client';
import { clearMenuCache, readMenuCache, writeMenuCache } from '../menu-cache';
import { menuKeys, type MenuBody, type MenuItem, type MenuRecord } from '../types';

/** `GET menu/get-menues` (anyone): the flat menu, kept in sessionStorage as fetchedMenuItems. */
async function getMenues(): Promise<MenuItem[]> {
  // Silent: the navbar simply shows no menu when the call fails; there is nothing to tell a visitor.
  const { data } = await call(menuApi.getMenues, {}, { silent: true });
  writeMenuCache(data);
  return data;
}

/**
 * The navbar menu: from sessionStorage when this browser session has it, otherwise from the server.
 * Menu writes clear the storage and invalidate the query, so the next render asks the server again.
 */
export function useMenues() {
  return useQuery({
    queryKey: menuKeys.public,
    queryFn: () => readMenuCache() ?? getMenues(),
    staleTime: Infinity,
  });
}

/** Every menu item, fresh from the server, as the Admin's editor shows it. */
export function useMenuRecords() {
  return useQuery({
    queryKey: menuKeys.admin,
    queryFn: async () => (await call(menuApi.all, {}, { quiet: true })).data.list,
  });
}

/** After a menu write: forget the session's cached menu, then reload the navbar and the editor. */
export async function refreshMenus(queryClient: QueryClient): Promise<void> {
  clearMenuCache();
  await queryClient.invalidateQueries({ queryKey: menuKeys.admin });
  await queryClient.invalidateQueries({ queryKey: menuKeys.public });
}

/** Saves a menu item (`POST menu` without an id, `PUT menu/{id}` with one); the menus refresh. */
export function useSaveMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: MenuBody }): Promise<MenuRecord> => {
      const { data } =
        id === undefined
          ? await call(menuApi.create, { body }, { lock: true })
          : await call(menuApi.update, { params: { id }, body }, { lock: true });
      return data;
    },
    onSuccess: () => refreshMenus(queryClient),
  });
}

/** Deletes a menu item (refused while it has children); the menus refresh. */
export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await call(menuApi.remove, { params: { id } }, { lock: true });
    },
    onSuccess: () => refreshMenus(queryClient),
  });
}
