import type { ZodType } from 'zod';
import type { Db } from '../../db/client.js';
import { insertJob, settleUnclaimedJob } from './jobs.repository.js';

/** Attempts a job gets unless its enqueuer says otherwise (about 85 minutes of retries in all). */
export const DEFAULT_MAX_ATTEMPTS = 10;
/** The first retry's delay; each later one doubles it. */
export const RETRY_BASE_MS = 10_000;
/** No retry waits longer than this. */
export const RETRY_CAP_MS = 60 * 60 * 1000;
/**
 * How long a claim holds a job. A worker that dies lets it lapse and another instance runs the job again,
 * so handlers must finish well within it (their outside calls need timeouts shorter than this).
 */
export const JOB_LEASE_MS = 5 * 60 * 1000;

/** Thrown by a handler when trying again cannot help (a bad payload, a row that is gone): given up at once. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

/** What a handler is given: its payload (checked against the kind's schema), key and attempt (1-based). */
export type JobContext<P> = {
  id: number;
  payload: P;
  /** The job's idempotency key: pass it to outside systems that can deduplicate (a Message-ID, a header). */
  key: string;
  attempt: number;
  maxAttempts: number;
  /**
   * The queue's clock for this run: the time a test's `runDue({ at })` runs at, else now. A handler that
   * writes the next job of a chain (a schedule's next slot) counts from it, so a test can move time on.
   */
  now: Date;
};

/**
 * What a handler may answer: `onDone` runs in the transaction that marks the job done, so the handler's
 * own record of its effect (an outbox row marked sent) commits exactly when the job does.
 */
export type JobOutcome = void | { onDone?: (tx: Db) => Promise<void> };

/** A registered handler for one kind of job (see defineJob). */
export type JobDefinition = {
  readonly kind: string;
  run(job: JobContext<unknown>): Promise<JobOutcome>;
};

/**
 * Declares the handler of one kind of job; its payload is parsed with `payload` first, and one that does
 * not match is given up at once (PermanentJobError).
 */
export function defineJob<P>(definition: {
  kind: string;
  payload: ZodType<P>;
  run(job: JobContext<P>): Promise<JobOutcome>;
}): JobDefinition {
  return {
    kind: definition.kind,
    run: async (job) => {
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success)
        throw new PermanentJobError(
          `payload does not match job kind "${definition.kind}": ${parsed.error.message}`,
        );
      return definition.run({ ...job, payload: parsed.data });
    },
  };
}

/**
 * A job to write: `payload` is a JSON object (ids, not whole rows: the handler reads the current state);
 * `key` is unique across every kind, so start it with the kind (`mail:42`).
 */
export type NewJob = {
  kind: string;
  payload: Record<string, unknown>;
  key: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
};

/**
 * Writes a job, or nothing when one with its key exists already; answers whether it wrote one. Call it
 * with the transaction of the change that calls for the effect: the job then exists exactly when that
 * change committed.
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<boolean> {
  const maxAttempts = job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new Error('maxAttempts must be a positive integer');
  return insertJob(db, { ...job, runAt: job.runAt, maxAttempts });
}

/**
 * The wait before retrying after failed attempt `attempt` (1-based): exponential from RETRY_BASE_MS,
 * times a jitter of ±20% (so jobs that failed together do not all retry together), capped at RETRY_CAP_MS.
 * The jitter's ranges do not overlap, so each wait is longer than the one before until the cap.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponential = RETRY_BASE_MS * 2 ** Math.min(attempt - 1, 30);
  return Math.round(Math.min(RETRY_CAP_MS, exponential * (0.8 + 0.4 * random())));
}

/**
 * Marks the queued job `key` done, in `tx`, when its work was just done there by other means (a web
 * service call driving its request's function steps at once), unless a worker has claimed it already.
 */
export function settleQueuedJob(tx: Db, key: string): Promise<boolean> {
  return settleUnclaimedJob(tx, key);
}
