// Every toast shown since the current test began, in order, whether or not its time on screen
// (TOAST_TIMEOUT_MS, 5 s) has run out since. A busy machine can take longer than that between showing a
// toast and a test's look at it, so tests ask what was shown, not what is still on screen (toasts.test.tsx
// checks the 5 s themselves, on a fake clock). setup.ts records the log for every test.
import { toastStore, type Toast } from '../lib/toast-store';

const shown: Toast[] = [];
const seen = new Set<number>();

/** Starts a fresh log for the test about to run; returns what stops it. */
export function recordToasts(): () => void {
  shown.length = 0;
  seen.clear();
  return toastStore.subscribe(() => {
    for (const toast of toastStore.get()) {
      if (seen.has(toast.id)) continue;
      seen.add(toast.id);
      shown.push(toast);
    }
  });
}

/** The toasts shown since the current test began, oldest first (a message shown twice is there twice). */
export const shownToasts = (): readonly Toast[] => [...shown];
