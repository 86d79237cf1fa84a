import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MenuBody, MenuRecord } from '../types';
import { refreshMenus } from './menu-changed';

/** `POST menu` for a new item (no id), `PUT menu/{id}` to change one. */
export async function saveMenu({ id, body }: { id?: number; body: MenuBody }): Promise<MenuRecord> {
  const { data } =
    id === undefined
      ? await api.post<MenuRecord>('menu', body, { lockKey: 'menu/create' })
      : await api.put<MenuRecord>(`menu/${id}`, body, { lockKey: `menu/${id}` });
  return data;
}

/** Saves a menu item; the navbar's cached menu is dropped and both lists reload. */
export function useSaveMenu() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMenu, onSuccess: () => refreshMenus(queryClient) });
}
