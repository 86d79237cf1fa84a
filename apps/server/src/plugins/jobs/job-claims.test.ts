import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase, type Database } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { createScratchPostgres, testEngine } from '../../test/test-database.js';
import { defineJob, enqueueJob } from './job-queue.js';
import { createJobRunner, type JobRunSummary } from './job-runner.js';

const JOBS = 200;

// Two instances on one PostgreSQL database, as behind a load balancer. PGlite is one process with one
// connection: there is nobody to race.
describe.skipIf(testEngine() !== 'postgres')('two instances claiming from one queue', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let instances: Database[] = [];
  beforeAll(async () => {
    scratch = await createScratchPostgres();
    instances = [
      await openDatabase({ databaseUrl: scratch.url, pgliteDir: null }),
      await openDatabase({ databaseUrl: scratch.url, pgliteDir: null }),
    ];
    await instances[0]?.migrate();
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await scratch?.drop();
  });

  it(`runs each of ${JOBS} jobs exactly once with both running in parallel`, async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('no instances');
    for (let i = 0; i < JOBS; i += 1)
      await enqueueJob(first.db, { kind: 'test.count', payload: { n: i }, key: `count:${i}` });
    const runs = new Map<number, string[]>();
    const runnerOn = (instance: Database, name: string) =>
      createJobRunner(instance.db, {
        handlers: [
          defineJob({
            kind: 'test.count',
            payload: z.object({ n: z.number() }),
            run: async ({ payload }) => {
              runs.set(payload.n, [...(runs.get(payload.n) ?? []), name]);
              // Long enough that the two instances' claims overlap.
              await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
            },
          }),
        ],
        concurrency: 2,
        pollMs: 60_000,
        log: { warn: () => undefined, error: () => undefined },
      });
    const summaries: JobRunSummary[] = await Promise.all([
      runnerOn(first, 'first').runDue(),
      runnerOn(second, 'second').runDue(),
    ]);
    expect(summaries.reduce((sum, s) => sum + s.done, 0)).toBe(JOBS);
    expect(summaries.every((s) => s.done > 0 && s.retried === 0 && s.failed === 0)).toBe(true);
    expect(runs.size).toBe(JOBS);
    expect([...runs.values()].filter((names) => names.length !== 1)).toEqual([]);
    expect(await first.db.select({ id: jobs.id }).from(jobs).where(isNotNull(jobs.doneAt))).toHaveLength(
      JOBS,
    );
  });

  it('never lets a second instance claim a job that outlasts its lease while it still runs', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('no instances');
    const LEASE_MS = 1_000;
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    const warnings: string[] = [];
    const runnerOn = (instance: Database, name: string) =>
      createJobRunner(instance.db, {
        handlers: [
          defineJob({
            kind: 'test.long',
            payload: z.object({}),
            run: async () => {
              runs.push(name);
              await gate;
            },
          }),
        ],
        concurrency: 1,
        pollMs: 60_000,
        leaseMs: LEASE_MS,
        log: { warn: (_detail, message) => void warnings.push(message), error: () => undefined },
      });
    await enqueueJob(first.db, { kind: 'test.long', payload: {}, key: 'long:1' });
    const [job] = await first.db.select().from(jobs).where(eq(jobs.key, 'long:1'));
    const firstRun = runnerOn(first, 'first').runDue();
    await expect.poll(() => runs.length).toBe(1);
    const lockedUntil = async () =>
      (await first.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!.lockedUntil!.getTime();
    const claimedUntil = await lockedUntil();
    // The running worker renews its lease: wait until it has been pushed past two whole leases.
    await expect
      .poll(lockedUntil, { timeout: 60_000, interval: 100 })
      .toBeGreaterThan(claimedUntil + 2 * LEASE_MS);
    // Its first lease has long lapsed, yet the other instance finds nothing to claim.
    expect(await runnerOn(second, 'second').runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    release();
    expect(await firstRun).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(runs).toEqual(['first']);
    expect(warnings).toEqual([]);
  });
});
