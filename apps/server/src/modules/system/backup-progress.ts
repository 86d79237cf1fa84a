// The one interface a backup's or restore's progress goes through. Today the sink writes the database row
// that every instance reads when the page polls (and that row's write also extends the worker's lease);
// the hub, when it exists, adds a sink that pushes the same value to the browsers that watch.
import type { SnapshotProgress } from '../../db/snapshot/write-archive.js';

/** Where progress is told: `report` never waits (it is called inside a snapshot), `flush` does. */
export type ProgressSink = {
  report: (progress: SnapshotProgress) => void;
  /** Writes the latest progress now and waits for it. */
  flush: () => Promise<void>;
  /** Stops the heartbeat and waits for a write in flight; call once the work has ended. */
  stop: () => Promise<void>;
};

/** The phases of a backup and of a restore, with the share of the bar each fills. */
const PHASES: Record<string, readonly [start: number, share: number]> = {
  database: [0, 40],
  files: [40, 10],
  verify: [50, 50],
};
const RESTORE_PHASES: Record<string, readonly [start: number, share: number]> = {
  verify: [0, 45],
  files: [45, 10],
  replace: [55, 45],
};

/** 0–100 for a stored phase and count (`restore`: a restore's phases). */
export function percentOf(phase: string | null, done: number, total: number, restore = false): number {
  const [start, share] = (restore ? RESTORE_PHASES : PHASES)[phase ?? ''] ?? [0, 0];
  const fraction = total > 0 ? Math.min(done / total, 1) : 0;
  return Math.round((start + share * fraction) * 10) / 10;
}

/**
 * A sink that writes the latest progress with `write` at most once per `everyMs`, one write at a time, and
 * writes again every `everyMs` even without news: that write is the heartbeat that keeps the worker's lease.
 * Reports in between are merged (only the latest counts); a failed write is logged by `onError`.
 */
export function databaseProgressSink(
  write: (progress: SnapshotProgress) => Promise<void>,
  onError: (err: unknown) => void,
  everyMs: number,
  first: SnapshotProgress,
): ProgressSink {
  let latest = first;
  let writing: Promise<void> | undefined;
  const tick = () => {
    if (writing) return writing;
    writing = write(latest)
      .catch(onError)
      .finally(() => {
        writing = undefined;
      });
    return writing;
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return {
    report: (progress) => {
      latest = progress;
    },
    flush: async () => {
      await writing;
      await tick();
    },
    stop: async () => {
      clearInterval(timer);
      await writing;
    },
  };
}
