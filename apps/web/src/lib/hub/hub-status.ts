import { useSyncExternalStore } from 'react';

// Whether this browser's live hub connection is open (in this tab or the tab that holds it). While it is,
// the live lists stop polling; while it is not, they poll as before, so nothing depends on the hub.
let connected = false;
const listeners = new Set<() => void>();

export function setHubConnected(value: boolean): void {
  if (value === connected) return;
  connected = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the hub is connected. */
export function useHubConnected(): boolean {
  return useSyncExternalStore(subscribe, () => connected);
}
