import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readMenuCache, writeMenuCache } from '../menu-cache';
import { menuKeys, type MenuItem } from '../types';

/** `GET menu/get-menues` (anyone): the flat menu, kept in sessionStorage as fetchedMenuItems. */
export async function getMenues(): Promise<MenuItem[]> {
  // Silent: the navbar simply shows no menu when the call fails; there is nothing to tell a visitor.
  const { data } = await api.get<MenuItem[]>('menu/get-menues', { silent: true });
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
