import type { Db } from '../../db/client.js';
import { JOB_LEASE_MS, PermanentJobError, retryDelayMs, type JobDefinition } from './job-queue.js';
import {
  claimJobs,
  failJob,
  finishJob,
  giveUpLapsedJobs,
  renewLease,
  retryJob,
  type ClaimedJob,
} from './jobs.repository.js';

/** Where the runner reports retries and give-ups (the app's logger). */
export type JobLog = {
  warn(detail: object, message: string): void;
  error(detail: object, message: string): void;
};

/** What one `runDue` did. */
export type JobRunSummary = { done: number; retried: number; failed: number };

/** Runs the queue's jobs in this process. */
export type JobRunner = {
  /** The kinds this process has handlers for. */
  readonly kinds: readonly string[];
  /**
   * Runs every job due at `at` (default: the database's now), `concurrency` at a time, until none is
   * left; jobs retried meanwhile are due later and wait. Tests call it instead of waiting on the timer.
   */
  runDue(options?: { at?: Date }): Promise<JobRunSummary>;
  /** Polls every `pollMs` and keeps up to `concurrency` jobs running; a concurrency of 0 runs none. */
  start(): void;
  /** Stops claiming and resolves once the jobs in flight have finished. */
  stop(): Promise<void>;
};

export type JobRunnerOptions = {
  handlers: readonly JobDefinition[];
  concurrency: number;
  pollMs: number;
  log: JobLog;
  leaseMs?: number;
  /** The back-off's jitter source (tests pin it). */
  random?: () => number;
};

type Outcome = 'done' | 'retried' | 'failed';

function messageOf(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 2000);
}

/**
 * The job runner of one process: claims due jobs with a lease (FOR UPDATE SKIP LOCKED, so instances
 * never share one), runs each kind's handler, and marks the job done, retries it later with back-off, or
 * gives it up (a PermanentJobError, or its last attempt). Throws when two handlers claim one kind.
 */
export function createJobRunner(db: Db, options: JobRunnerOptions): JobRunner {
  const { concurrency, pollMs, log, leaseMs = JOB_LEASE_MS, random = Math.random } = options;
  const handlers = new Map<string, JobDefinition>();
  for (const handler of options.handlers) {
    if (handlers.has(handler.kind)) throw new Error(`two handlers for job kind "${handler.kind}"`);
    handlers.set(handler.kind, handler);
  }

  async function fail(job: ClaimedJob, err: unknown, at: Date | undefined): Promise<Outcome> {
    const error = messageOf(err);
    const detail = { jobId: job.id, kind: job.kind, key: job.key, attempt: job.attempts, err };
    if (err instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
      log.error(detail, 'job given up');
      await failJob(db, { id: job.id, attempt: job.attempts, error });
      return 'failed';
    }
    log.warn(detail, 'job failed; retrying later');
    const delayMs = retryDelayMs(job.attempts, random);
    await retryJob(db, { id: job.id, attempt: job.attempts, delayMs, error, at });
    return 'retried';
  }

  /** Renews the job's lease every third of it while it runs; answers how to stop. */
  function keepLease(job: ClaimedJob, at: Date | undefined): () => void {
    const timer = setInterval(
      () => {
        renewLease(db, { id: job.id, attempt: job.attempts, leaseMs, at }).catch((err: unknown) =>
          log.warn({ jobId: job.id, kind: job.kind, err }, 'job lease not renewed'),
        );
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  async function execute(job: ClaimedJob, at: Date | undefined): Promise<Outcome> {
    const stopRenewing = keepLease(job, at);
    try {
      const handler = handlers.get(job.kind);
      // Retried, not given up at once: during a rolling upgrade an older instance may claim a kind only
      // newer ones know, and one of those takes it on a later attempt.
      if (!handler) throw new Error(`no handler for job kind "${job.kind}" in this process`);
      const outcome = await handler.run({
        id: job.id,
        payload: job.payload,
        key: job.key,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        now: at ?? new Date(),
      });
      await db.transaction(async (tx) => {
        if (await finishJob(tx, job.id, job.attempts)) await outcome?.onDone?.(tx);
        else
          log.warn(
            { jobId: job.id, kind: job.kind },
            'job finished after its lease lapsed and was claimed again',
          );
      });
      return 'done';
    } catch (err) {
      // A failure to record the failure (the database gone) leaves the lease to lapse: the job runs again.
      return fail(job, err, at).catch((recordErr: unknown) => {
        log.error({ jobId: job.id, err: recordErr }, 'could not record a job failure');
        return 'failed' as const;
      });
    } finally {
      stopRenewing();
    }
  }

  async function runDue({ at }: { at?: Date } = {}): Promise<JobRunSummary> {
    const summary: JobRunSummary = { done: 0, retried: 0, failed: await giveUpLapsedJobs(db, at) };
    for (;;) {
      const claimed = await claimJobs(db, { limit: Math.max(concurrency, 1), leaseMs, at });
      if (claimed.length === 0) return summary;
      for (const outcome of await Promise.all(claimed.map((job) => execute(job, at)))) summary[outcome] += 1;
    }
  }

  // The background loop: a pool of `concurrency` slots, refilled on every tick and, while the last claim
  // filled every slot (more may be waiting), as soon as a job ends.
  const inFlight = new Set<Promise<unknown>>();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let filling: Promise<void> | undefined;
  let backlog = false;

  async function fill(): Promise<void> {
    while (running) {
      const free = concurrency - inFlight.size;
      if (free <= 0) return;
      const claimed = await claimJobs(db, { limit: free, leaseMs });
      backlog = claimed.length === free;
      for (const job of claimed) {
        const work = execute(job, undefined).finally(() => {
          inFlight.delete(work);
          if (backlog) kick();
        });
        inFlight.add(work);
      }
      if (!backlog) return;
    }
  }

  function kick(sweep = false): void {
    if (!running || filling) return;
    filling = (sweep ? giveUpLapsedJobs(db).then(fill) : fill())
      .catch((err: unknown) => log.error({ err }, 'claiming jobs failed'))
      .finally(() => {
        filling = undefined;
      });
  }

  function tick(): void {
    if (!running) return;
    kick(true);
    timer = setTimeout(tick, pollMs);
    timer.unref();
  }

  return {
    kinds: [...handlers.keys()],
    runDue,
    start() {
      if (running || concurrency <= 0) return;
      running = true;
      tick();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await filling;
      await Promise.all([...inFlight]);
    },
  };
}
