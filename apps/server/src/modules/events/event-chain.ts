// How deep in a chain of events the current code runs: 0 for a person's action, n inside the run of an
// event that an occurrence at depth n − 1 set off. An event's function may write records or start
// requests that set off events in turn; past MAX_EVENT_CHAIN those occurrences are logged and not run, so
// two events that feed each other stop instead of looping for ever. AsyncLocalStorage carries the depth
// through every await of the run (the collections and requests services never see it).
import { AsyncLocalStorage } from 'node:async_hooks';

/** Deepest chain of events: an occurrence at this depth or deeper does not run. */
export const MAX_EVENT_CHAIN = 3;

const chain = new AsyncLocalStorage<number>();

/** The chain depth of the code running now (0 outside every event's run). */
export function eventDepth(): number {
  return chain.getStore() ?? 0;
}

/** Runs `work` as the run of an event set off at depth `depth` (its own writes are at `depth + 1`). */
export function withinEvent<T>(depth: number, work: () => Promise<T>): Promise<T> {
  return chain.run(depth + 1, work);
}
