import type { QueryClient } from '@tanstack/react-query';
import { clearMenuCache } from '../menu-cache';
import { menuKeys } from '../types';

/** After a menu write: forget the session's cached menu and reload the navbar and the editor. */
export async function refreshMenus(queryClient: QueryClient): Promise<void> {
  clearMenuCache();
  await queryClient.invalidateQueries({ queryKey: menuKeys.admin });
  await queryClient.invalidateQueries({ queryKey: menuKeys.public });
}
