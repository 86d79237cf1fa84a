// What other modules call inside their writes' transactions when something an event may listen to
// happens (docs/adr/0010-events.md): the outbox pattern — the event's job row commits with the write, so
// the action runs after the commit, once per occurrence (the job key), never inside the transaction. The
// listeners are read from the database on every call (one indexed read), so every instance sees an
// Admin's change at once. Conditions are evaluated here, over the values as the write saw them.
import { evaluateEventCondition, type EventTrigger } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../plugins/jobs/job-queue.js';
import { eventMessages } from '../../messages/index.js';
import { eventDepth, MAX_EVENT_CHAIN } from './event-chain.js';
import { insertRunLogs, listeningEvents, type NewEventOnLog } from './events.repository.js';

/** The job that runs one event for one occurrence (events.jobs.ts). */
export const EVENT_RUN_JOB = 'event.run';
/** Attempts one occurrence gets (retried with the queue's back-off: about 10, 20, 40 and 80 s). */
export const EVENT_MAX_ATTEMPTS = 5;

type Values = Record<string, unknown>;

/** What happened, as the event's condition, function and summary see it. */
export type EventOccurrence = {
  /** What it was: a record's change in a collection, a request's in a service, a user's. */
  trigger:
    | { kind: 'record'; collectionId: number; on: 'create' | 'update' | 'delete'; recordId: number }
    | {
        kind: 'request';
        serviceId: number;
        on: 'submitted' | 'status' | 'taskCompleted';
        trackingCode: string;
        status: string;
        task?: string;
      }
    | { kind: 'user'; on: 'created' | 'signedIn'; username: string };
  /** Unique among the occurrences of its kind (a change-log or history row id): the job key's tail. */
  key: string;
  actorId: number | null;
  old: Values | null;
  new: Values | null;
  /** The answers the event's function starts with (a record's or a request's, by field id). */
  answers?: Values;
};

/** The job payload of one occurrence (events.jobs.ts parses it back). */
export type OccurrencePayload = {
  key: string;
  occurredAt: string;
  actorId: number | null;
  old: Values | null;
  new: Values | null;
  answers: Values;
  summary: string;
  depth: number;
};

/** The trigger key an event listens on (system_events.trigger_key), from its definition. */
export function triggerKeyOf(trigger: EventTrigger): string {
  if (trigger.kind === 'record') return `record:${trigger.on}:${trigger.collectionId}`;
  if (trigger.kind === 'request') return `request:${trigger.on}:${trigger.serviceId}`;
  if (trigger.kind === 'user') return `user:${trigger.on}`;
  return 'schedule';
}

function keyOf(t: EventOccurrence['trigger']): string {
  if (t.kind === 'record') return `record:${t.on}:${t.collectionId}`;
  if (t.kind === 'request') return `request:${t.on}:${t.serviceId}`;
  return `user:${t.on}`;
}

/** One Persian line naming what happened (lists and the log screen show it). */
export function summaryOf(t: EventOccurrence['trigger']): string {
  if (t.kind === 'record')
    return {
      create: eventMessages.recordCreate,
      update: eventMessages.recordUpdate,
      delete: eventMessages.recordDelete,
    }[t.on](t.recordId);
  if (t.kind === 'request') {
    if (t.on === 'submitted') return eventMessages.requestSubmitted(t.trackingCode);
    if (t.on === 'status') return eventMessages.requestStatus(t.trackingCode, t.status);
    return eventMessages.taskCompleted(t.trackingCode, t.task ?? '');
  }
  return (t.on === 'created' ? eventMessages.userCreated : eventMessages.userSignedIn)(t.username);
}

const clock = () => performance.now();

/** A status trigger naming a status fires only when the request reaches that one ('' is any). */
function statusMatches(trigger: EventTrigger, t: EventOccurrence['trigger']): boolean {
  if (trigger.kind !== 'request' || trigger.on !== 'status' || trigger.status.trim() === '') return true;
  return t.kind === 'request' && t.status.trim() === trigger.status.trim();
}

/**
 * Enqueues, in `tx` (the triggering write's transaction), one job per enabled event that listens to an
 * occurrence and whose condition holds; an occurrence whose condition cannot be evaluated, or that comes
 * from too deep a chain of events, is logged as skipped instead. Answers how many jobs it wrote.
 */
export async function emitEvents(tx: Db, occurrences: readonly EventOccurrence[]): Promise<number> {
  if (occurrences.length === 0) return 0;
  const listeners = await listeningEvents(
    tx,
    occurrences.map((o) => keyOf(o.trigger)),
  );
  if (listeners.length === 0) return 0;
  const depth = eventDepth();
  const now = new Date();
  const skipped: NewEventOnLog[] = [];
  let written = 0;
  for (const occurrence of occurrences) {
    const key = keyOf(occurrence.trigger);
    const summary = summaryOf(occurrence.trigger);
    for (const event of listeners) {
      if (event.triggerKey !== key) continue;
      const trigger = event.trigger as EventTrigger;
      if (trigger.kind === 'schedule') continue;
      if (!statusMatches(trigger, occurrence.trigger)) continue;
      const skip = (message: string) =>
        skipped.push({
          eventId: event.id,
          occurrence: occurrence.key,
          occurredAt: now,
          attempt: 0,
          outcome: 'skipped',
          userId: occurrence.actorId,
          summary,
          input: null,
          output: null,
          diagnostics: [message],
          durationMs: 0,
        });
      const verdict = evaluateEventCondition(trigger.condition, occurrence, now.getTime(), clock);
      if (!verdict.ok) {
        skip(verdict.message);
        continue;
      }
      if (!verdict.fires) continue;
      if (depth >= MAX_EVENT_CHAIN) {
        skip(eventMessages.chainTooDeep(MAX_EVENT_CHAIN));
        continue;
      }
      const payload: OccurrencePayload = {
        key: occurrence.key,
        occurredAt: now.toISOString(),
        actorId: occurrence.actorId,
        old: occurrence.old,
        new: occurrence.new,
        answers: occurrence.answers ?? {},
        summary,
        depth,
      };
      const wrote = await enqueueJob(tx, {
        kind: EVENT_RUN_JOB,
        key: `${EVENT_RUN_JOB}:${event.id}:${occurrence.key}`,
        payload: { eventId: event.id, occurrence: payload },
        maxAttempts: EVENT_MAX_ATTEMPTS,
      });
      if (wrote) written += 1;
    }
  }
  await insertRunLogs(tx, skipped);
  return written;
}
