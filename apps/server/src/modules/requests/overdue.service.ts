// Overdue tasks (issue 16 item 3): a task past its due day (working days on the Jalali calendar) is marked
// in the inboxes by the query itself (inbox.repository.ts "overdue"); once, the day it falls due, the one
// who holds it — or, while nobody does, its candidates (at most MAX_REMINDED) — are reminded by e-mail and
// the request's history says so. An hourly job does it; its key names the hour, so however many instances
// run, each hour's job is written and run once.
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../plugins/jobs/job-queue.js';
import { requestMessages } from '../../messages/index.js';
import { enqueueNodeNotification } from '../notifications/notifications.service.js';
import { tehranToday } from './inbox.service.js';
import { requestVersion } from './request-version.js';
import { candidateUsers, insertEvents, markReminded, overdueUnreminded } from './requests.repository.js';

export const REMIND_OVERDUE_JOB = 'request.remind-overdue';
/** Most people one overdue task's reminder goes to. */
export const MAX_REMINDED = 20;
/** Most tasks one run reminds of (the next hour's run takes the rest). */
const BATCH = 500;
const HOUR_MS = 3_600_000;

/** The hourly job's key for the hour holding `at`. */
export function remindKey(at: Date): string {
  return `${REMIND_OVERDUE_JOB}:${new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS).toISOString()}`;
}

/** Writes the reminder job of the hour holding `at` (nothing when it exists). */
export async function scheduleReminders(db: Db, at: Date): Promise<void> {
  const start = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  await enqueueJob(db, { kind: REMIND_OVERDUE_JOB, key: remindKey(start), payload: {}, runAt: start });
}

/** Reminds of every overdue task not reminded yet; answers how many tasks it reminded of. */
export async function remindOverdue(db: Db, now = new Date()): Promise<number> {
  const due = await overdueUnreminded(db, tehranToday(now), BATCH);
  let reminded = 0;
  for (const { task, request } of due) {
    const version = await requestVersion(db, request.serviceId, request.serviceVersion);
    const recipients =
      task.claimedBy !== null ? [task.claimedBy] : await candidateUsers(db, task, MAX_REMINDED);
    const done = await db.transaction(async (tx) => {
      if (!(await markReminded(tx, task.id))) return false;
      await enqueueNodeNotification(tx, {
        requestId: request.id,
        nodeKey: `overdue-${task.id}`,
        revision: 0,
        channels: ['email'],
        template: requestMessages.overdueReminder,
        recipients,
        values: { trackingCode: request.trackingCode, serviceName: version?.serviceFname ?? '' },
      });
      await insertEvents(tx, [
        { requestId: request.id, kind: 'overdue', nodeKey: task.nodeKey, taskId: task.id },
      ]);
      return true;
    });
    if (done) reminded += 1;
  }
  return reminded;
}
