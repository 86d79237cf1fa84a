import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installPreloadRecovery, markAppLoaded, PRELOAD_RELOAD_FLAG } from './preload-recovery';

const firePreloadError = (): Event => {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

beforeEach(() => sessionStorage.clear());

describe('preload recovery', () => {
  it('reloads once, then lets a second failure through until the app has loaded', () => {
    const reload = vi.fn();
    const uninstall = installPreloadRecovery({ reload });
    try {
      expect(firePreloadError().defaultPrevented).toBe(true);
      expect(reload).toHaveBeenCalledOnce();
      expect(sessionStorage.getItem(PRELOAD_RELOAD_FLAG)).not.toBeNull();

      expect(firePreloadError().defaultPrevented).toBe(false);
      expect(reload).toHaveBeenCalledOnce();

      markAppLoaded();
      expect(sessionStorage.getItem(PRELOAD_RELOAD_FLAG)).toBeNull();
      firePreloadError();
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      uninstall();
    }
  });

  it('stops listening once uninstalled', () => {
    const reload = vi.fn();
    installPreloadRecovery({ reload })();
    firePreloadError();
    expect(reload).not.toHaveBeenCalled();
  });
});
