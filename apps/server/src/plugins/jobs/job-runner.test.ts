import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { jobs, outbox } from '../../db/schema/index.js';
import { openTestDatabase } from '../../test/test-database.js';
import {
  defineJob,
  enqueueJob,
  JOB_LEASE_MS,
  PermanentJobError,
  retryDelayMs,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  type JobDefinition,
} from './job-queue.js';
import { createJobRunner, type JobLog } from './job-runner.js';
import { claimJobs, finishJob } from './jobs.repository.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const quiet: JobLog = { warn: () => undefined, error: () => undefined };
const anyPayload = z.unknown();

function runnerWith(handlers: JobDefinition[], options: { concurrency?: number; pollMs?: number } = {}) {
  return createJobRunner(database.db, {
    handlers,
    concurrency: options.concurrency ?? 4,
    pollMs: options.pollMs ?? 60_000,
    log: quiet,
  });
}

/** A handler that records the payload and attempt of every run. */
function recording(kind: string, run: (attempt: number) => Promise<void> = async () => undefined) {
  const calls: { payload: unknown; key: string; attempt: number }[] = [];
  const handler = defineJob({
    kind,
    payload: anyPayload,
    run: async ({ payload, key, attempt }) => {
      calls.push({ payload, key, attempt });
      await run(attempt);
    },
  });
  return { handler, calls };
}

const rowOf = async (key: string) => {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.key, key));
  if (!row) throw new Error(`no job ${key}`);
  return row;
};

describe('enqueueing', () => {
  it('writes one job per key, keeping the first payload', async () => {
    const { db } = database;
    expect(await enqueueJob(db, { kind: 'test.echo', payload: { n: 1 }, key: 'echo:1' })).toBe(true);
    expect(await enqueueJob(db, { kind: 'test.echo', payload: { n: 2 }, key: 'echo:1' })).toBe(false);
    const rows = await db.select().from(jobs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ payload: { n: 1 }, attempts: 0, maxAttempts: 10, doneAt: null });

    const { handler, calls } = recording('test.echo');
    expect(await runnerWith([handler]).runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    // Enqueued again after it ran: still the one job, not run again.
    expect(await enqueueJob(db, { kind: 'test.echo', payload: { n: 3 }, key: 'echo:1' })).toBe(false);
    await runnerWith([handler]).runDue();
    expect(calls).toEqual([{ payload: { n: 1 }, key: 'echo:1', attempt: 1 }]);
  });

  it('never runs a job enqueued in a transaction that rolled back, and runs a committed one once', async () => {
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test.echo', payload: { text: 'lost' }, key: 'echo:rolled-back' });
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    await db.transaction(async (tx) => {
      await enqueueJob(tx, { kind: 'test.echo', payload: { text: 'kept' }, key: 'echo:committed' });
    });
    const { handler, calls } = recording('test.echo');
    const runner = runnerWith([handler]);
    expect(await runner.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await runner.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(calls.map((call) => call.payload)).toEqual([{ text: 'kept' }]);
  });

  it('waits for runAt', async () => {
    const runAt = new Date(Date.now() + 60_000);
    await enqueueJob(database.db, { kind: 'test.echo', payload: {}, key: 'echo:later', runAt });
    const { handler, calls } = recording('test.echo');
    const runner = runnerWith([handler]);
    await runner.runDue();
    expect(calls).toEqual([]);
    await runner.runDue({ at: runAt });
    expect(calls).toHaveLength(1);
  });

  it('tells a handler the queue’s clock: the time runDue runs at, else now', async () => {
    const seen: Date[] = [];
    const handler = defineJob({
      kind: 'test.clock',
      payload: anyPayload,
      run: async ({ now }) => void seen.push(now),
    });
    const at = new Date(Date.now() + 86_400_000);
    await enqueueJob(database.db, { kind: 'test.clock', payload: {}, key: 'clock:1', runAt: at });
    await runnerWith([handler]).runDue({ at });
    expect(seen).toEqual([at]);
    await enqueueJob(database.db, { kind: 'test.clock', payload: {}, key: 'clock:2' });
    const before = Date.now();
    await runnerWith([handler]).runDue();
    expect(seen[1]!.getTime()).toBeGreaterThanOrEqual(before);
  });
});

describe('failures', () => {
  it('retries a failing handler with growing delays and gives up after its last attempt', async () => {
    await enqueueJob(database.db, { kind: 'test.flaky', payload: {}, key: 'flaky:1', maxAttempts: 5 });
    const { handler, calls } = recording('test.flaky', async (attempt) => {
      throw new Error(`refused on attempt ${attempt}`);
    });
    const runner = runnerWith([handler]);
    let at = new Date(Date.now() + 1000);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await runner.runDue({ at })).toEqual({ done: 0, retried: 1, failed: 0 });
      const row = await rowOf('flaky:1');
      expect(row).toMatchObject({
        attempts: attempt,
        lastError: `refused on attempt ${attempt}`,
        lockedUntil: null,
      });
      delays.push(row.runAt.getTime() - at.getTime());
      // Not a moment early.
      expect(await runner.runDue({ at: new Date(row.runAt.getTime() - 1) })).toEqual({
        done: 0,
        retried: 0,
        failed: 0,
      });
      at = row.runAt;
    }
    expect(await runner.runDue({ at })).toEqual({ done: 0, retried: 0, failed: 1 });
    const row = await rowOf('flaky:1');
    expect(row).toMatchObject({ attempts: 5, lastError: 'refused on attempt 5', doneAt: null });
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(calls.map((call) => call.attempt)).toEqual([1, 2, 3, 4, 5]);
    delays.forEach((delay, i) => {
      const exponential = RETRY_BASE_MS * 2 ** i;
      expect(delay).toBeGreaterThanOrEqual(0.8 * exponential);
      expect(delay).toBeLessThanOrEqual(1.2 * exponential);
      if (i > 0) expect(delay).toBeGreaterThan(delays[i - 1] ?? Infinity);
    });
    // Given up for good.
    expect(await runner.runDue({ at: new Date(at.getTime() + RETRY_CAP_MS * 10) })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
  });

  it('keeps the back-off between its jitter bounds and under the cap', () => {
    expect(retryDelayMs(1, () => 0)).toBe(0.8 * RETRY_BASE_MS);
    expect(retryDelayMs(1, () => 1)).toBe(1.2 * RETRY_BASE_MS);
    expect(retryDelayMs(3, () => 0.5)).toBe(4 * RETRY_BASE_MS);
    expect(retryDelayMs(40, () => 1)).toBe(RETRY_CAP_MS);
  });

  it('succeeds on a later attempt and ends done', async () => {
    await enqueueJob(database.db, { kind: 'test.flaky', payload: {}, key: 'flaky:2' });
    const { handler, calls } = recording('test.flaky', async (attempt) => {
      if (attempt < 3) throw new Error('not yet');
    });
    const runner = runnerWith([handler]);
    const far = new Date(Date.now() + RETRY_CAP_MS * 10);
    expect(await runner.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    expect(await runner.runDue({ at: far })).toEqual({ done: 0, retried: 1, failed: 0 });
    expect(await runner.runDue({ at: new Date(far.getTime() + RETRY_CAP_MS) })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect(calls).toHaveLength(3);
    expect(await rowOf('flaky:2')).toMatchObject({ attempts: 3, lastError: 'not yet', failedAt: null });
  });

  it('gives up at once on a PermanentJobError or a payload that does not fit its kind', async () => {
    await enqueueJob(database.db, { kind: 'test.permanent', payload: {}, key: 'permanent:1' });
    await enqueueJob(database.db, { kind: 'test.typed', payload: { id: 'seven' }, key: 'typed:1' });
    const permanent = recording('test.permanent', async () => {
      throw new PermanentJobError('the row is gone');
    });
    let typedRuns = 0;
    const typed = defineJob({
      kind: 'test.typed',
      payload: z.object({ id: z.number() }),
      run: async () => {
        typedRuns += 1;
      },
    });
    expect(await runnerWith([permanent.handler, typed]).runDue()).toEqual({ done: 0, retried: 0, failed: 2 });
    expect(await rowOf('permanent:1')).toMatchObject({ attempts: 1, lastError: 'the row is gone' });
    expect((await rowOf('typed:1')).lastError).toMatch(/^payload does not match job kind "test.typed"/);
    expect(typedRuns).toBe(0);
  });

  it('retries a kind this process has no handler for, and gives it up with a clear error', async () => {
    await enqueueJob(database.db, { kind: 'test.unknown', payload: {}, key: 'unknown:1', maxAttempts: 2 });
    const runner = runnerWith([]);
    expect(await runner.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    expect(await runner.runDue({ at: new Date(Date.now() + RETRY_CAP_MS) })).toEqual({
      done: 0,
      retried: 0,
      failed: 1,
    });
    const row = await rowOf('unknown:1');
    expect(row.lastError).toBe('no handler for job kind "test.unknown" in this process');
    expect(row.failedAt).toBeInstanceOf(Date);
  });

  it('commits onDone with the job: when it fails, neither its write nor the job’s end is kept', async () => {
    await enqueueJob(database.db, { kind: 'test.on-done', payload: {}, key: 'on-done:1' });
    let failOnDone = true;
    const handler = defineJob({
      kind: 'test.on-done',
      payload: anyPayload,
      run: async () => ({
        onDone: async (tx) => {
          await tx
            .insert(outbox)
            .values({ to: 'on-done@example.ac.ir', subject: 's', body: 'b', userId: null });
          if (failOnDone) throw new Error('onDone failed');
        },
      }),
    });
    const runner = runnerWith([handler]);
    expect(await runner.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    const sent = () => database.db.select().from(outbox).where(eq(outbox.to, 'on-done@example.ac.ir'));
    expect(await sent()).toHaveLength(0);
    failOnDone = false;
    expect(await runner.runDue({ at: new Date(Date.now() + RETRY_CAP_MS) })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect(await sent()).toHaveLength(1);
  });
});

describe('leases', () => {
  it('reclaims a job whose worker died once its lease lapses, and ignores that worker’s late finish', async () => {
    await enqueueJob(database.db, { kind: 'test.lease', payload: {}, key: 'lease:1' });
    // A worker claims it and dies before finishing.
    const [claimed] = await claimJobs(database.db, { limit: 10, leaseMs: JOB_LEASE_MS });
    expect(claimed).toMatchObject({ key: 'lease:1', attempts: 1 });
    const { handler, calls } = recording('test.lease');
    const runner = runnerWith([handler]);
    // The lease holds: nobody else runs it.
    expect(await runner.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await runner.runDue({ at: new Date(Date.now() + JOB_LEASE_MS - 60_000) })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
    expect(await runner.runDue({ at: new Date(Date.now() + JOB_LEASE_MS + 1000) })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect(calls).toEqual([{ payload: {}, key: 'lease:1', attempt: 2 }]);
    const row = await rowOf('lease:1');
    expect(row.lastError).toBe('attempt 1: its worker stopped before finishing (lease lapsed)');
    expect(row.doneAt).toBeInstanceOf(Date);
    // The first worker, back from the dead, cannot end the job a second time.
    expect(await finishJob(database.db, claimed?.id ?? 0, 1)).toBe(false);
  });

  it('gives up a job whose last attempt’s lease lapsed, without running it again', async () => {
    await enqueueJob(database.db, { kind: 'test.lease', payload: {}, key: 'lease:2', maxAttempts: 1 });
    await claimJobs(database.db, { limit: 10, leaseMs: JOB_LEASE_MS });
    const { handler, calls } = recording('test.lease');
    expect(await runnerWith([handler]).runDue({ at: new Date(Date.now() + JOB_LEASE_MS + 1000) })).toEqual({
      done: 0,
      retried: 0,
      failed: 1,
    });
    expect(calls).toEqual([]);
    expect((await rowOf('lease:2')).lastError).toMatch(/^attempt 1 of 1: its worker stopped .* given up$/);
  });
});

describe('the background loop', () => {
  it('runs due jobs on its own, and stop() waits for the jobs in flight and claims no more', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const startedOnce = new Promise<void>((resolve) => {
      started = resolve;
    });
    const runs: string[] = [];
    const handler = defineJob({
      kind: 'test.slow',
      payload: z.object({ name: z.string() }),
      run: async ({ payload }) => {
        runs.push(payload.name);
        started();
        await gate;
      },
    });
    const runner = runnerWith([handler], { concurrency: 2, pollMs: 20 });
    await enqueueJob(database.db, { kind: 'test.slow', payload: { name: 'first' }, key: 'slow:1' });
    runner.start();
    await startedOnce;
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await enqueueJob(database.db, { kind: 'test.slow', payload: { name: 'second' }, key: 'slow:2' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    expect((await rowOf('slow:1')).doneAt).toBeNull();
    release();
    await stopping;
    expect((await rowOf('slow:1')).doneAt).toBeInstanceOf(Date);
    // Stopped before it polled again: the second job waits for the next start.
    expect(runs).toEqual(['first']);
    expect(await rowOf('slow:2')).toMatchObject({ attempts: 0, doneAt: null });
  });

  it('refuses two handlers for one kind', () => {
    const { handler } = recording('test.twice');
    expect(() => runnerWith([handler, handler])).toThrow('two handlers for job kind "test.twice"');
  });
});
