import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';

/** A claimed job as the runner sees it; `attempts` counts this claim, so it names it. */
export type ClaimedJob = {
  id: number;
  kind: string;
  payload: unknown;
  key: string;
  attempts: number;
  maxAttempts: number;
};

/**
 * The queue's clock: the database's, so every instance agrees, unless a test runs the queue at a chosen
 * time (`runDue({ at })`).
 */
function clock(at: Date | undefined): SQL {
  return at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
}

function after(at: Date | undefined, ms: number): SQL {
  return sql`${clock(at)} + ${String(Math.round(ms))}::integer * interval '1 millisecond'`;
}

const pending = and(isNull(jobs.doneAt), isNull(jobs.failedAt));

/** Writes a job unless one with its key exists; answers whether it wrote one. */
export async function insertJob(
  db: Db,
  job: {
    kind: string;
    payload: Record<string, unknown>;
    key: string;
    runAt: Date | undefined;
    maxAttempts: number;
  },
): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      key: job.key,
      maxAttempts: job.maxAttempts,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` due jobs for `leaseMs`: rows other workers hold are skipped, not waited for, so
 * any number of instances claim disjoint sets. A job whose lease lapsed (its worker died) is due again;
 * the lapse is written to `last_error`, since nobody knows how far that attempt got.
 */
export async function claimJobs(
  db: Db,
  { limit, leaseMs, at }: { limit: number; leaseMs: number; at?: Date | undefined },
): Promise<ClaimedJob[]> {
  if (limit <= 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        pending,
        lte(jobs.runAt, clock(at)),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, clock(at))),
        lt(jobs.attempts, jobs.maxAttempts),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: after(at, leaseMs),
      lastError: sql`case when ${jobs.lockedUntil} is null then ${jobs.lastError}
        else 'attempt ' || ${jobs.attempts} || ': its worker stopped before finishing (lease lapsed)' end`,
    })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      key: jobs.key,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
}

/** Conditions that hold while `attempt` is still the job's current claim and it has not ended. */
function stillClaimed(id: number, attempt: number): SQL | undefined {
  return and(eq(jobs.id, id), eq(jobs.attempts, attempt), pending);
}

/**
 * Marks the job done, unless its lease lapsed and another worker claimed it since (then answers false
 * and leaves the row to that worker).
 */
export async function finishJob(tx: Db, id: number, attempt: number): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({ doneAt: sql`now()`, lockedUntil: null })
    .where(stillClaimed(id, attempt))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Marks the pending job `key` done when no worker holds a claim on it (its work was done in `tx` by other
 * means); answers whether it did. A job a worker has claimed is left to that worker.
 */
export async function settleUnclaimedJob(tx: Db, key: string): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({ doneAt: sql`now()`, lockedUntil: null })
    .where(and(eq(jobs.key, key), pending, or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`))))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Extends the lease of the job's claim `attempt` to `leaseMs` from now, while it is still that claim and
 * has not ended: a long job (a backup) keeps its lease while its worker lives, so no other instance
 * claims it meanwhile; once the worker dies, the renewals stop and the lease lapses.
 */
export async function renewLease(
  db: Db,
  { id, attempt, leaseMs, at }: { id: number; attempt: number; leaseMs: number; at?: Date | undefined },
): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: after(at, leaseMs) })
    .where(stillClaimed(id, attempt));
}

/** Releases the job to run again `delayMs` after `at` (default now), recording why this attempt failed. */
export async function retryJob(
  db: Db,
  {
    id,
    attempt,
    delayMs,
    error,
    at,
  }: { id: number; attempt: number; delayMs: number; error: string; at?: Date | undefined },
): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: after(at, delayMs), lockedUntil: null, lastError: error })
    .where(stillClaimed(id, attempt));
}

/** Gives the job up for good, recording why. */
export async function failJob(
  db: Db,
  { id, attempt, error }: { id: number; attempt: number; error: string },
): Promise<void> {
  await db
    .update(jobs)
    .set({ failedAt: sql`now()`, lockedUntil: null, lastError: error })
    .where(stillClaimed(id, attempt));
}

/**
 * Gives up the jobs whose last allowed attempt's lease lapsed (its worker died): they may not be claimed
 * again, and whether that attempt had its effect is unknown. Answers how many.
 */
export async function giveUpLapsedJobs(db: Db, at?: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({
      failedAt: sql`now()`,
      lockedUntil: null,
      lastError: sql`'attempt ' || ${jobs.attempts} || ' of ' || ${jobs.maxAttempts}
        || ': its worker stopped before finishing (lease lapsed); given up'`,
    })
    .where(and(pending, lte(jobs.lockedUntil, clock(at)), gte(jobs.attempts, jobs.maxAttempts)))
    .returning({ id: jobs.id });
  return rows.length;
}
