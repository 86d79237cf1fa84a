// What an Admin does to an event besides editing it: enable it (a suspended one too: its failures are
// forgotten, and the enabling Admin becomes the owner whose rights bound it), disable it, and fire it
// now with sample data, logged as a test run.
import { randomUUID } from 'node:crypto';
import type { EventOnLogItem, EventTrigger, Principal, SystemEventItem } from '@darvazeh/shared';
import { AppError } from '../../plugins/errors.js';
import { eventMessages } from '../../messages/index.js';
import { scheduleNextSlot } from './event-schedule.js';
import { performEvent, recordTestRun, type EventRunDeps } from './event-run.js';
import type { OccurrencePayload } from './events.service.js';
import { findEvent, setEventState, type EventOnLogRow, type SystemEventRow } from './events.repository.js';

type Actor = { user: Principal; requestId: string };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An event row as the API answers it. */
export function eventItemOf(row: SystemEventRow): SystemEventItem {
  return {
    id: row.id,
    fname: row.fname,
    description: row.description,
    trigger: row.trigger as EventTrigger,
    functionId: row.functionId,
    notification: row.notification as SystemEventItem['notification'],
    runAs: row.runAs,
    runAsUserId: row.runAsUserId,
    state: row.state,
    consecutiveFailures: row.consecutiveFailures,
    suspendedAt: iso(row.suspendedAt),
    lastRunAt: iso(row.lastRunAt),
    createdAt: row.createdAt.toISOString(),
    creatorId: row.creatorId,
    updatedAt: iso(row.updatedAt),
    updaterId: row.updaterId,
  };
}

/** A run's log row as the API answers it. */
export function runItemOf(row: EventOnLogRow): EventOnLogItem {
  return {
    ...row,
    occurredAt: row.occurredAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Enables or disables a live event; 404 when there is none. An enabled schedule gets its next slot. */
export async function setEventEnabled(
  deps: Pick<EventRunDeps, 'db'>,
  actor: Actor,
  id: number,
  enabled: boolean,
): Promise<SystemEventRow> {
  const row = await deps.db.transaction(async (tx) => {
    const after = await setEventState(tx, id, enabled ? 'enabled' : 'disabled', {
      userId: actor.user.id,
      requestId: actor.requestId,
    });
    if (after) await scheduleNextSlot(tx, after, new Date());
    return after;
  });
  if (!row) throw new AppError('not_found', eventMessages.eventNotFound);
  return row;
}

/**
 * Runs the event's action now with `sample` as the values before and after (Admin only), as the tester
 * when the event runs as its actor; logged as a test run. Its notification goes to the tester alone.
 */
export async function testFireEvent(
  deps: EventRunDeps,
  actor: Actor,
  id: number,
  sample: { old: Record<string, unknown> | null; new: Record<string, unknown> | null },
): Promise<EventOnLogRow> {
  const event = await findEvent(deps.db, id);
  if (!event) throw new AppError('not_found', eventMessages.eventNotFound);
  const occurrence: OccurrencePayload = {
    key: `test:${randomUUID()}`,
    occurredAt: new Date().toISOString(),
    actorId: actor.user.id,
    old: sample.old,
    new: sample.new,
    answers: sample.new ?? sample.old ?? {},
    summary: eventMessages.sampleData,
    depth: 0,
  };
  const result = await performEvent(deps, event, occurrence);
  return recordTestRun(deps.db, event, occurrence, result, actor.user.id);
}
