// How deep the current page is in this visit's history, so the panel's back button can tell an earlier
// page of the app (go back) from none (a first page opened from a link, or reached by a redirect).
// Kept per history entry, because going back and forth revisits entries.

/** React Router's navigation types. */
export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

const depths = new Map<string, number>();
let current = 0;

/** Records that the entry `key` was reached by `kind`: a push goes one deeper, a replace stays, a pop returns. */
export function recordNavigation(key: string, kind: NavigationKind): void {
  if (kind === 'PUSH') current += 1;
  else if (kind === 'POP') current = depths.get(key) ?? 0;
  depths.set(key, current);
}

/** Whether an earlier page of this visit lies behind the entry `key`. */
export function hasEarlierPage(key: string): boolean {
  return (depths.get(key) ?? 0) > 0;
}

/** Forgets the recorded history (tests start each router afresh). */
export function resetHistoryDepth(): void {
  depths.clear();
  current = 0;
}
