import { createStore, useStore } from './create-store';
import { noticeMessages } from './messages';

/** Calls in flight, and the lock keys they hold (SPEC §4: loading locks per API). */
export interface LoadingState {
  pending: number;
  locks: ReadonlySet<string>;
}

/** The global loading state the API client keeps. */
export const loadingStore = createStore<LoadingState>({ pending: 0, locks: new Set() });

/** Thrown, with no network call, for a call whose lock key is still held by one in flight. */
export class ApiLockedError extends Error {
  readonly code = 'api_locked';
  constructor(readonly lockKey: string) {
    super(noticeMessages.apiLocked);
    this.name = 'ApiLockedError';
  }
}

/** Marks one more call in flight. */
export function beginRequest(): void {
  loadingStore.set((state) => ({ ...state, pending: state.pending + 1 }));
}

/** Marks one call finished, whatever its outcome. */
export function endRequest(): void {
  loadingStore.set((state) => ({ ...state, pending: Math.max(0, state.pending - 1) }));
}

/** Takes a lock key; throws ApiLockedError when a call in flight holds it. */
export function acquireLock(key: string): void {
  const { locks } = loadingStore.get();
  if (locks.has(key)) throw new ApiLockedError(key);
  loadingStore.set((state) => ({ ...state, locks: new Set(state.locks).add(key) }));
}

/** Gives a lock key back. */
export function releaseLock(key: string): void {
  loadingStore.set((state) => {
    if (!state.locks.has(key)) return state;
    const locks = new Set(state.locks);
    locks.delete(key);
    return { ...state, locks };
  });
}

/** Tells whether any call is in flight (the global loading flag). */
export function isLoading(): boolean {
  return loadingStore.get().pending > 0;
}

/** Reads the global loading flag in a component. */
export function useIsLoading(): boolean {
  return useStore(loadingStore, (state) => state.pending > 0);
}
