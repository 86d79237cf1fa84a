import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { menuKeys, type MenuRecord } from '../types';

/** `POST menu/all` (Admin): every menu item, fresh from the server, for the editor. */
export async function getMenuRecords(): Promise<MenuRecord[]> {
  const { data } = await api.post<{ list: MenuRecord[] }>('menu/all', {}, { quiet: true });
  return data.list;
}

/** The menu as the Admin's editor shows it. */
export function useMenuRecords() {
  return useQuery({ queryKey: menuKeys.admin, queryFn: getMenuRecords });
}
