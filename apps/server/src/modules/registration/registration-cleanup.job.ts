// The daily `registration.cleanup` job: forgets code requests and attempts once no limit counts them
// (the longest window is a day; a registration lives 30 minutes). Who asked to register and never did
// (a national ID, a mobile, names) is kept no longer than that needs.
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { defineJob, enqueueJob, type JobDefinition } from '../../plugins/jobs/job-queue.js';
import { deleteRegistrationsBefore } from './registration.repository.js';

/** The job kind. */
export const REGISTRATION_CLEANUP = 'registration.cleanup';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long requests and attempts are kept: the day the limits count, and a day to spare. */
const KEPT_MS = 2 * DAY_MS;

/** Writes the clean-up job of the day holding `at` (once, however many instances start). */
export async function scheduleRegistrationCleanup(db: Db, at: Date): Promise<void> {
  const start = new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
  await enqueueJob(db, {
    kind: REGISTRATION_CLEANUP,
    key: `${REGISTRATION_CLEANUP}:${start.toISOString()}`,
    payload: {},
    runAt: start,
  });
}

/** The `registration.cleanup` handler: deletes what is older than two days, then writes tomorrow's job. */
export function registrationCleanupJob(db: Db): JobDefinition {
  return defineJob({
    kind: REGISTRATION_CLEANUP,
    payload: z.object({}),
    run: async () => {
      await deleteRegistrationsBefore(db, new Date(Date.now() - KEPT_MS));
      await scheduleRegistrationCleanup(db, new Date(Date.now() + DAY_MS));
    },
  });
}
