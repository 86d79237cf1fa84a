// After a deployment, an open tab may ask for route chunks whose hashed names no longer exist.
// Vite then fires `vite:preloadError`; one reload fetches the new index.html and its chunks.

/** Session-storage flag that says a reload for a failed chunk has already happened. */
export const PRELOAD_RELOAD_FLAG = 'preload-reload';

/** Options for installPreloadRecovery; the defaults are the real window, storage and reload. */
export interface PreloadRecoveryOptions {
  target?: Window;
  storage?: Storage;
  reload?: () => void;
}

/**
 * Reloads the page once when a lazily loaded chunk fails. A second failure before the app loads
 * successfully (markAppLoaded) is left to the route error page, so a broken deployment cannot loop.
 * Returns a function that removes the listener.
 */
export function installPreloadRecovery({
  target = window,
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
}: PreloadRecoveryOptions = {}): () => void {
  const handlePreloadError = (event: Event): void => {
    if (storage.getItem(PRELOAD_RELOAD_FLAG) !== null) return;
    storage.setItem(PRELOAD_RELOAD_FLAG, String(Date.now()));
    event.preventDefault();
    reload();
  };
  target.addEventListener('vite:preloadError', handlePreloadError);
  return () => target.removeEventListener('vite:preloadError', handlePreloadError);
}

/** Clears the reload flag once a page with all its chunks has loaded, re-arming the single reload. */
export function markAppLoaded(storage: Storage = window.sessionStorage): void {
  storage.removeItem(PRELOAD_RELOAD_FLAG);
}
