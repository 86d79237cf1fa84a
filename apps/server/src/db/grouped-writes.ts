// Group commit for append-only rows written on hot paths (a log row per token issued): rows that requests
// add while this instance's previous write of them is in flight are written together, in one statement and
// one transaction, instead of one each. Every caller still waits until its own row is committed (or its
// write failed), so nothing is answered before it is stored and nothing waits in memory beyond the write in
// flight: a crash loses only rows whose requests were not answered, as before.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** At most this many rows in one statement (far below PostgreSQL's 65,535 parameters for a log row). */
const MAX_ROWS = 500;

type Waiting<R> = { row: R; resolve: () => void; reject: (error: unknown) => void };
type Queue<R> = { waiting: Waiting<R>[]; writing: boolean };

/**
 * Wraps `write` (which stores rows in one statement) so that one call stores one row, grouped with the
 * rows other calls on the same database handle add meanwhile. On a transaction's handle the row is written
 * at once, inside it. When a group fails, its rows are written one by one, so one bad row (a system
 * deleted meanwhile) fails its own caller only.
 */
export function groupedWrites<R>(
  write: (db: Db, rows: R[]) => Promise<void>,
): (db: Db, row: R) => Promise<void> {
  const queues = new WeakMap<object, Queue<R>>();

  const drain = async (db: Db, queue: Queue<R>) => {
    while (queue.waiting.length > 0) {
      const group = queue.waiting.splice(0, MAX_ROWS);
      try {
        await write(
          db,
          group.map((w) => w.row),
        );
        for (const w of group) w.resolve();
      } catch (error) {
        if (group.length === 1) (group[0] as Waiting<R>).reject(error);
        else for (const w of group) await write(db, [w.row]).then(w.resolve, w.reject);
      }
    }
    queue.writing = false;
  };

  return (db, row) => {
    const inTransaction: boolean = db instanceof PgTransaction;
    if (inTransaction) return write(db, [row]);
    let queue = queues.get(db);
    if (!queue) queues.set(db, (queue = { waiting: [], writing: false }));
    const q = queue;
    return new Promise<void>((resolve, reject) => {
      q.waiting.push({ row, resolve, reject });
      if (q.writing) return;
      // After this turn's I/O callbacks, so the rows of requests finishing together form one group (PGlite
      // runs a statement without yielding: nothing could join a write already begun); the rows added while
      // a write is in flight form the next.
      q.writing = true;
      setImmediate(() => void drain(db, q));
    });
  };
}
