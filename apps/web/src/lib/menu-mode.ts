import { createStore, useStore } from './create-store';

/** SPEC §1/§6 menu modes: the applicant's side, the provider's side, or both. */
export type MenuMode = 'applicant' | 'provider' | 'all';

export const MENU_MODES: readonly MenuMode[] = ['applicant', 'provider', 'all'];

/** Local-storage key of the chosen menu mode. */
export const MENU_MODE_STORAGE_KEY = 'menuMode';

function isMenuMode(value: unknown): value is MenuMode {
  return typeof value === 'string' && (MENU_MODES as readonly string[]).includes(value);
}

/** The stored mode, or null when none was chosen in this browser (then the mode is 'all'). */
export function readStoredMenuMode(storage: Storage = window.localStorage): MenuMode | null {
  try {
    const value = storage.getItem(MENU_MODE_STORAGE_KEY);
    return isMenuMode(value) ? value : null;
  } catch {
    return null;
  }
}

const menuModeStore = createStore<MenuMode>(readStoredMenuMode() ?? 'all');

/** Chooses the menu mode and remembers it in this browser. */
export function setMenuMode(mode: MenuMode, storage: Storage = window.localStorage): void {
  storage.setItem(MENU_MODE_STORAGE_KEY, mode);
  menuModeStore.set(mode);
}

/** The menu mode in a component. */
export function useMenuMode(): MenuMode {
  return useStore(menuModeStore);
}

/**
 * Whether a route with these applicant/provider flags belongs in the menu for `mode`: in 'applicant'
 * mode the provider-only routes leave the menu, in 'provider' mode the applicant-only ones; routes
 * flagged for neither side (account, administration) stay in every mode.
 */
export function fitsMenuMode(flags: { applicant?: boolean; provider?: boolean }, mode: MenuMode): boolean {
  if (mode === 'applicant') return !(flags.provider && !flags.applicant);
  if (mode === 'provider') return !(flags.applicant && !flags.provider);
  return true;
}
