import type { MenuItem } from './types';

/** The sessionStorage key of the navbar menu (SPEC §7: `menu/get-menues` cached as fetchedMenuItems). */
export const MENU_CACHE_KEY = 'fetchedMenuItems';

function isMenuItem(value: unknown): value is MenuItem {
  if (value === null || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    (item.parentId === null || typeof item.parentId === 'number') &&
    typeof item.fname === 'string' &&
    typeof item.name === 'string' &&
    typeof item.justLink === 'boolean' &&
    (item.link === null || typeof item.link === 'string') &&
    (item.contentPageId === null || typeof item.contentPageId === 'number') &&
    typeof item.sortOrder === 'number'
  );
}

/** The cached menu, or undefined when there is none or it is not a menu list (then it is dropped). */
export function readMenuCache(storage: Storage = sessionStorage): MenuItem[] | undefined {
  const raw = storage.getItem(MENU_CACHE_KEY);
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every(isMenuItem)) return parsed;
  } catch {
    // Not JSON: fall through and drop it.
  }
  storage.removeItem(MENU_CACHE_KEY);
  return undefined;
}

/**
 * Keeps the menu for the rest of the browser session. A browser that refuses storage (disabled, full,
 * private mode) simply keeps no copy: the cache only saves a request, and the page starts with it.
 */
export function writeMenuCache(items: readonly MenuItem[], storage?: Storage): void {
  try {
    (storage ?? sessionStorage).setItem(MENU_CACHE_KEY, JSON.stringify(items));
  } catch {
    // No copy kept; the next page asks the server.
  }
}

/** Forgets the cached menu, so the next read asks the server (after an Admin changes the tree). */
export function clearMenuCache(storage: Storage = sessionStorage): void {
  storage.removeItem(MENU_CACHE_KEY);
}
