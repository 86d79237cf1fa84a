// SPEC §2 and §4: the page a visitor wanted (or was on when the session ended), kept in session
// storage so that signing in brings them back to it.

/** Session-storage key of the remembered page. */
export const LAST_PAGE_KEY = 'lastPage';

// Only a path of this site may be remembered: '//evil.example' or 'https://…' would turn the
// return after sign-in into an open redirect.
function isInternalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Remembers `path` (pathname, search and hash) as the page to return to after sign-in. */
export function saveLastPage(path: string, storage: Storage = window.sessionStorage): void {
  if (!isInternalPath(path)) return;
  try {
    storage.setItem(LAST_PAGE_KEY, path);
  } catch {
    // Storage may be full or disabled; the user then simply lands on the default page.
  }
}

/** Returns the remembered page and forgets it; null when none (or not a path of this site). */
export function takeLastPage(storage: Storage = window.sessionStorage): string | null {
  try {
    const path = storage.getItem(LAST_PAGE_KEY);
    storage.removeItem(LAST_PAGE_KEY);
    return path !== null && isInternalPath(path) ? path : null;
  } catch {
    return null;
  }
}

/** Whether a just-signed-in user may open `path`; the app sets it from its route table and guards. */
export type ReturnCheck<P> = (path: string, profile: P) => boolean;

// The route table lives in app/, which the sign-in pages may not import: the app registers the check.
let returnCheck: ReturnCheck<never> = () => true;

/** Sets how `takeLastPageFor` decides whether the remembered page may be opened (the app calls it once). */
export function setReturnCheck<P>(check: ReturnCheck<P>): void {
  returnCheck = check;
}

/**
 * Returns the remembered page if `profile` may open it and forgets it either way; null otherwise, so a
 * page the user lacks the roles for sends them to their panel instead of the not-found page.
 */
export function takeLastPageFor<P>(profile: P, storage: Storage = window.sessionStorage): string | null {
  const path = takeLastPage(storage);
  return path !== null && (returnCheck as ReturnCheck<P>)(path, profile) ? path : null;
}

/** The current page as a path to remember. */
export function currentPath(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
