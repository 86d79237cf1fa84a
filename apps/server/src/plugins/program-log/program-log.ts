// The program log (SPEC resource programlog): a pino destination that keeps the server's warnings and
// errors (level ≥ 40) in program_logs. It never blocks a request and never grows without bound: records
// wait in a bounded buffer and are written in batches, off the request, by one statement each; past a
// per-minute budget (warnings and errors counted apart, so a flood of one cannot hide the other), a full
// buffer or a database that refuses the batch, records are dropped and counted, and the next batch that
// is written says how many (a row of its own). Client errors (4xx) are logged below warn, so no visitor
// can fill the table. docs/ARCHITECTURE.md "Program log".
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { rowOf, type PendingRow, type RequestContext } from './program-log-record.js';
import { insertProgramLogs, type ProgramLogRow } from './program-logs.repository.js';

/** The message of the row that reports dropped records (its details hold the counts by reason). */
export const DROPPED_MESSAGE = 'program log records dropped';

/** Limits of one process's program log; tests narrow them. */
export type ProgramLogOptions = {
  /** Warnings (level 40) kept per minute, a burst of as many at once. */
  warningsPerMinute?: number;
  /** Errors (level ≥ 50) kept per minute. */
  errorsPerMinute?: number;
  /** Records waiting to be written at the most. */
  maxBuffered?: number;
  /** Rows per statement. */
  batchSize?: number;
  /** How long a record waits for its batch, in milliseconds. */
  flushMs?: number;
  /** The clock of the budgets (tests pin it). */
  now?: () => number;
};

/** Why records were dropped since the last report. */
type Dropped = { rate: number; full: number; database: number };

/** One process's program log. */
export type ProgramLog = {
  /** The pino destination (give it level 'warn' in a multistream). */
  stream: { write(line: string): void };
  /** Lets records logged during a request carry its method, route, user and status. */
  register(app: FastifyInstance): void;
  /** Writes every waiting record (tests wait on it; closing the app calls it). */
  flush(): Promise<void>;
  /** Flushes and stops: later records are dropped. */
  close(): Promise<void>;
};

function budget(perMinute: number, now: () => number) {
  let tokens = perMinute;
  let last = now();
  return () => {
    const at = now();
    tokens = Math.min(perMinute, tokens + ((at - last) * perMinute) / 60_000);
    last = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

const LEVEL = /^\{"level":(\d+)/;

/** Writes one batch of rows. */
export type ProgramLogWriter = (rows: ProgramLogRow[]) => Promise<void>;

/** Creates the program log of this process, writing to `target` (a database, or a writer in tests of its bounds). */
export function createProgramLog(target: Db | ProgramLogWriter, options: ProgramLogOptions = {}): ProgramLog {
  const {
    warningsPerMinute = 120,
    errorsPerMinute = 240,
    maxBuffered = 1_000,
    batchSize = 100,
    flushMs = 1_000,
    now = Date.now,
  } = options;
  const write: ProgramLogWriter =
    typeof target === 'function' ? target : (rows) => insertProgramLogs(target, rows);
  const instance = `${hostname()}:${process.pid}`;
  const takeWarning = budget(warningsPerMinute, now);
  const takeError = budget(errorsPerMinute, now);
  const contexts = new Map<string, RequestContext>();
  let pending: PendingRow[] = [];
  let dropped: Dropped = { rate: 0, full: 0, database: 0 };
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const report = (): ProgramLogRow | null => {
    const total = dropped.rate + dropped.full + dropped.database;
    if (total === 0) return null;
    const row = { level: 40, instance, message: DROPPED_MESSAGE, details: { ...dropped, total } };
    dropped = { rate: 0, full: 0, database: 0 };
    return row;
  };

  /** Writes `batch` (and the report of what was dropped before it); answers whether the database took it. */
  async function writeBatch(batch: PendingRow[]): Promise<boolean> {
    const before = dropped;
    const summary = report();
    if (!summary && batch.length === 0) return true;
    const rows: ProgramLogRow[] = batch.map(({ status, ...row }) => ({ ...row, status: status() }));
    try {
      await write(summary ? [summary, ...rows] : rows);
      return true;
    } catch {
      // Nothing is logged about it: that log line would come back here. The next batch reports it.
      const reported = summary ? before : { rate: 0, full: 0, database: 0 };
      dropped = {
        rate: dropped.rate + reported.rate,
        full: dropped.full + reported.full,
        database: dropped.database + reported.database + batch.length,
      };
      return false;
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    writing = writing.then(async () => {
      do {
        const batch = pending.splice(0, batchSize);
        if (!(await writeBatch(batch))) {
          // The database is down or refusing: what waits is dropped too, rather than retried into it.
          dropped.database += pending.length;
          pending = [];
        }
      } while (pending.length > 0);
    });
    return writing;
  }

  function accept(line: string): void {
    const level = Number(LEVEL.exec(line)?.[1] ?? 50);
    if (closed) return;
    if (!(level >= 50 ? takeError() : takeWarning())) {
      dropped.rate += 1;
      return;
    }
    if (pending.length >= maxBuffered) {
      dropped.full += 1;
      return;
    }
    const row = rowOf(line, instance, (id) => contexts.get(id));
    if (!row) return;
    pending.push(row);
    if (pending.length >= batchSize) void flush();
    else timer ??= setTimeout(() => void flush(), flushMs).unref();
  }

  return {
    stream: { write: accept },
    register(app) {
      // Callback hooks: no promise per request for what is two map operations.
      app.addHook('onRequest', (request, reply, done) => {
        contexts.set(request.id, {
          method: request.method,
          route: request.routeOptions.url ?? null,
          userId: () => request.principal?.id ?? null,
          status: () => (reply.sent ? reply.statusCode : null),
        });
        done();
      });
      const forget = (request: { id: string }, _reply: unknown, done: () => void) => {
        contexts.delete(request.id);
        done();
      };
      app.addHook('onResponse', forget);
      app.addHook('onRequestAbort', (request, done) => forget(request, null, done));
    },
    flush,
    async close() {
      await flush();
      closed = true;
    },
  };
}
