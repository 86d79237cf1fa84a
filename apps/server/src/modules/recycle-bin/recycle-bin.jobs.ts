// The bin's retention: once a day, rows deleted more than RECYCLE_BIN_DAYS ago are purged for good. The
// job's key names the day, so however many instances run, each day's purge is written and run once; each
// run writes the next day's, so the chain survives restarts.
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { defineJob, enqueueJob, type JobDefinition } from '../../plugins/jobs/job-queue.js';
import type { RecycleBin } from './recycle-bin.service.js';

export const RECYCLE_PURGE_JOB = 'recycle-bin.purge';
const DAY_MS = 86_400_000;

/** Writes the purge job of the (UTC) day holding `at` (nothing when it exists). */
export async function schedulePurge(db: Db, at: Date): Promise<void> {
  const start = new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
  await enqueueJob(db, {
    kind: RECYCLE_PURGE_JOB,
    key: `${RECYCLE_PURGE_JOB}:${start.toISOString().slice(0, 10)}`,
    payload: {},
    runAt: start,
  });
}

/** The daily purge of rows older than `days` (none when `days` is 0: the bin keeps them until purged by hand). */
export function recyclePurgeJob(db: Db, bin: RecycleBin, days: number): JobDefinition {
  return defineJob({
    kind: RECYCLE_PURGE_JOB,
    payload: z.object({}),
    run: async () => {
      if (days > 0) await bin.purgeExpired(new Date(Date.now() - days * DAY_MS));
      await schedulePurge(db, new Date(Date.now() + DAY_MS));
    },
  });
}
