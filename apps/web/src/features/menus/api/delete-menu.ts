import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshMenus } from './menu-changed';

/** `DELETE menu/{id}` (refused while the item has children). */
export async function deleteMenu(id: number): Promise<void> {
  await api.delete(`menu/${id}`, { lockKey: `menu/${id}` });
}

/** Deletes a menu item; the navbar's cached menu is dropped and both lists reload. */
export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMenu, onSuccess: () => refreshMenus(queryClient) });
}
