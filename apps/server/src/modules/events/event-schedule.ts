// Scheduled events: each slot is one `event.run` job keyed by the event and the slot's instant, written
// when the event is saved or enabled, at start-up, and by the previous slot's run. However many instances
// write it, the key makes it one job, so each slot fires once across instances. A slot whose run finds
// the event changed (another schedule, disabled, deleted) does not fire; a slot missed while every
// instance was down fires once, late, and the chain goes on from now.
import {
  isWorkingDay,
  jalaliYearOfDay,
  nextScheduleSlot,
  type EventSchedule,
  type EventTrigger,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../plugins/jobs/job-queue.js';
import { loadWorkCalendar } from '../calendar/working-days.service.js';
import { EVENT_MAX_ATTEMPTS, EVENT_RUN_JOB } from './events.service.js';
import { enabledScheduledEvents, type SystemEventRow } from './events.repository.js';

/** The schedule's first slot after `after`; working days by the stored working-day calendar. */
export async function nextSlotOf(db: Db, schedule: EventSchedule, after: Date): Promise<Date | null> {
  if (schedule.every !== 'workingDay') return nextScheduleSlot(schedule, after);
  const jy = jalaliYearOfDay(after);
  // The look-ahead (WORKING_DAY_LOOKAHEAD days) reaches at most two years on.
  const calendar = await loadWorkCalendar(db, jy, jy + 2);
  return nextScheduleSlot(schedule, after, (day) => isWorkingDay(day, calendar));
}

/** The schedule of an event, when it is a live, enabled scheduled event. */
export function scheduleOf(event: SystemEventRow): EventSchedule | null {
  const trigger = event.trigger as EventTrigger;
  if (trigger.kind !== 'schedule' || event.state !== 'enabled' || event.deletedAt !== null) return null;
  return trigger.schedule;
}

/** Tells whether `slot` is one of the schedule's slots (it was not moved or cancelled since it was written). */
export async function isSlotOf(db: Db, schedule: EventSchedule, slot: Date): Promise<boolean> {
  return (await nextSlotOf(db, schedule, new Date(slot.getTime() - 1)))?.getTime() === slot.getTime();
}

/** Writes the job of the event's first slot after `after` (nothing for other events, or when it exists). */
export async function scheduleNextSlot(db: Db, event: SystemEventRow, after: Date): Promise<void> {
  const schedule = scheduleOf(event);
  if (!schedule) return;
  const slot = await nextSlotOf(db, schedule, after);
  if (!slot) return;
  const at = slot.toISOString();
  await enqueueJob(db, {
    kind: EVENT_RUN_JOB,
    key: `${EVENT_RUN_JOB}:${event.id}:slot:${at}`,
    payload: { eventId: event.id, slot: at },
    runAt: slot,
    maxAttempts: EVENT_MAX_ATTEMPTS,
  });
}

/** Writes the next slot of every enabled scheduled event (at start-up: restores a chain a crash broke). */
export async function scheduleAllEvents(db: Db, now: Date): Promise<void> {
  for (const event of await enabledScheduledEvents(db)) await scheduleNextSlot(db, event, now);
}
