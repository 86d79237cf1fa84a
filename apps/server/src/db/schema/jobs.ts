import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigIdColumn, createdAtColumn, timestamptz } from './columns.js';

/**
 * The job queue (plugins/jobs): one row per outside effect to perform, written in the transaction of the
 * state change that calls for it and claimed by one worker at a time with FOR UPDATE SKIP LOCKED. A row is
 * pending until `done_at` (it ran) or `failed_at` (it was given up) is set; `locked_until` is the lease of
 * the worker running it, and `attempts` counts claims, so it also names the current one.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigIdColumn(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** Unique across kinds: enqueueing the same key twice writes one job (handlers pass it on). */
    key: text('key').notNull(),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    doneAt: timestamptz('done_at'),
    failedAt: timestamptz('failed_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('jobs_key').on(t.key),
    // Only pending rows: the claim's scan stays as small as the backlog, however many jobs have run.
    index('jobs_due')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
