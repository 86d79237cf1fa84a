// The `event.run` job: one event for one occurrence, after the triggering write committed. The job key
// makes each occurrence one job; a run that ends well is recorded in the transaction that ends the job;
// a failed attempt is recorded, counted and retried with the queue's back-off, and gives up once the
// event is suspended. The function's own writes are at-least-once, as every job's: a crash between the
// run and its record runs it again (docs/adr/0010-events.md).
import { z } from 'zod';
import { formatJalaliDateTime, toPersianDigits } from '@darvazeh/shared';
import { defineJob, PermanentJobError, type JobDefinition } from '../../plugins/jobs/job-queue.js';
import { eventMessages } from '../../messages/index.js';
import { isSlotOf, scheduleNextSlot, scheduleOf } from './event-schedule.js';
import { performEvent, recordFailure, recordSuccess, type EventRunDeps } from './event-run.js';
import { EVENT_RUN_JOB, type OccurrencePayload } from './events.service.js';
import { findEvent, insertRunLogs, type SystemEventRow } from './events.repository.js';

const values = z.record(z.string(), z.unknown());
const occurrence: z.ZodType<OccurrencePayload> = z.object({
  key: z.string(),
  occurredAt: z.string(),
  actorId: z.number().int().nullable(),
  old: values.nullable(),
  new: values.nullable(),
  answers: values,
  summary: z.string(),
  depth: z.number().int().min(0),
});
const payload = z.union([
  z.object({ eventId: z.number().int(), occurrence }),
  z.object({ eventId: z.number().int(), slot: z.iso.datetime() }),
]);

/** The occurrence of a scheduled event's slot. */
function slotOccurrence(slot: string): OccurrencePayload {
  return {
    key: `slot:${slot}`,
    occurredAt: slot,
    actorId: null,
    old: null,
    new: null,
    answers: {},
    summary: eventMessages.scheduled(toPersianDigits(formatJalaliDateTime(slot))),
    depth: 0,
  };
}

/** A slot's occurrence when it should fire now, after writing the next slot (the chain goes on first). */
async function dueSlot(deps: EventRunDeps, event: SystemEventRow, slot: string, now: Date) {
  const schedule = scheduleOf(event);
  if (!schedule) return null;
  const at = new Date(slot);
  await scheduleNextSlot(deps.db, event, at > now ? at : now);
  return (await isSlotOf(deps.db, schedule, at)) ? slotOccurrence(slot) : null;
}

/** The handler of `event.run`. */
export function eventRunJob(deps: EventRunDeps): JobDefinition {
  return defineJob({
    kind: EVENT_RUN_JOB,
    payload,
    run: async ({ payload: job, key, attempt, maxAttempts, now }) => {
      const event = await findEvent(deps.db, job.eventId);
      if (!event) return;
      const found = 'slot' in job ? await dueSlot(deps, event, job.slot, now) : job.occurrence;
      if (!found) return;
      if (event.state !== 'enabled') {
        await insertRunLogs(deps.db, [
          {
            eventId: event.id,
            occurrence: found.key,
            occurredAt: new Date(found.occurredAt),
            attempt,
            outcome: 'skipped',
            userId: null,
            summary: found.summary,
            diagnostics: [eventMessages.notEnabled],
            durationMs: 0,
          },
        ]);
        return;
      }
      const options = { attempt, isTest: false, jobKey: key };
      const result = await performEvent(deps, event, found);
      if (result.ok)
        return { onDone: async (tx) => void (await recordSuccess(tx, event, found, result, options)) };
      const suspended = await recordFailure(deps, event, found, result, options);
      const message = result.diagnostics[0] ?? eventMessages.eventNotFound;
      if (suspended || attempt >= maxAttempts) throw new PermanentJobError(message);
      throw new Error(message);
    },
  });
}
