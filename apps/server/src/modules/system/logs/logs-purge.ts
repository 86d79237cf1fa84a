// The daily retention purge: one job per Tehran day, its key naming the day, so however many instances
// run, each day's purge is written and claimed once (the job queue's unique key and its claim).
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { defineJob, enqueueJob, type JobDefinition } from '../../../plugins/jobs/job-queue.js';
import { purgeExpiredLogs } from './logs.service.js';

export const PURGE_LOGS_JOB = 'system.purge-logs';
const DAY_MS = 86_400_000;
/** The Tehran hour the purge runs at: the night's quietest. */
const PURGE_HOUR = '03:00:00+03:30';

const tehranDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(at);

/** Writes the purge of the Tehran day holding `at` (nothing when it exists), due at PURGE_HOUR that day. */
export async function schedulePurge(db: Db, at: Date): Promise<void> {
  const day = tehranDay(at);
  const runAt = new Date(`${day}T${PURGE_HOUR}`);
  await enqueueJob(db, { kind: PURGE_LOGS_JOB, key: `${PURGE_LOGS_JOB}:${day}`, payload: {}, runAt });
}

/** The purge job: deletes what outlived its kind's retention, then writes tomorrow's run. */
export function purgeLogsJob(db: Db): JobDefinition {
  return defineJob({
    kind: PURGE_LOGS_JOB,
    payload: z.object({}),
    run: async () => {
      await purgeExpiredLogs(db);
      await schedulePurge(db, new Date(Date.now() + DAY_MS));
    },
  });
}
