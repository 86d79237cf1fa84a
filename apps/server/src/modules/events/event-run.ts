// Running one event for one occurrence, from its job (events.jobs.ts) or an Admin's test fire: whose
// rights the function runs with — never more than the Admin who last saved the event, who must still be
// an active Admin — the run itself, and what it leaves behind: the run's log row, the event's failures in
// a row (suspended at EVENT_SUSPEND_AFTER, every Admin told by mail), and the notification's jobs.
import {
  EVENT_PLACEHOLDERS,
  fillPlaceholders,
  formatJalaliDateTime,
  isAdmin,
  toPersianDigits,
  type EventNotification,
  type Principal,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { eventMessages, functionMessages } from '../../messages/index.js';
import { redacted, type FunctionRunner } from '../functions/functions.service.js';
import { enqueueUserNotifications } from '../notifications/notifications.service.js';
import { queueMail, type MailConfig } from '../system/mail.service.js';
import { withinEvent } from './event-chain.js';
import type { OccurrencePayload } from './events.service.js';
import {
  activePrincipal,
  adminMailboxes,
  countEventFailure,
  insertRunLogs,
  markEventSucceeded,
  suspendEvent,
  userNames,
  type EventOnLogRow,
  type SystemEventRow,
} from './events.repository.js';

/** Failed attempts in a row (an occurrence's retries included) after which an event is suspended. */
export const EVENT_SUSPEND_AFTER = 5;

/** What running an event needs: the database, the functions engine, and mail for suspension notices. */
export type EventRunDeps = { db: Db; runner: FunctionRunner; mail: MailConfig };

/** How a run ended, before it is recorded. */
export type EventRunResult = {
  ok: boolean;
  /** Whose rights the function ran with (null when it had none to run, or none could be found). */
  userId: number | null;
  input: unknown;
  output: unknown;
  diagnostics: string[];
  durationMs: number;
};

/** The Admin whose rights bound the event: whoever saved or enabled it last. */
export const ownerOf = (event: SystemEventRow) => event.updaterId ?? event.creatorId;

/** Whose rights the function runs with, or the Persian reason it cannot run. */
async function principalFor(
  db: Db,
  event: SystemEventRow,
  occurrence: OccurrencePayload,
): Promise<Principal | string> {
  const owner = ownerOf(event);
  const admin = owner === null ? undefined : await activePrincipal(db, owner);
  if (!admin || !isAdmin(admin)) return eventMessages.ownerNotAdmin;
  if (event.runAs === 'owner') return admin;
  const userId = event.runAs === 'actor' ? occurrence.actorId : event.runAsUserId;
  if (userId === null) return eventMessages.noActor;
  return (await activePrincipal(db, userId)) ?? eventMessages.runAsUnavailable;
}

/** Runs the event's function for the occurrence (an event without one succeeds at once). Never throws for a user's mistake. */
export async function performEvent(
  deps: EventRunDeps,
  event: SystemEventRow,
  occurrence: OccurrencePayload,
): Promise<EventRunResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const variables = {
    event: { name: event.fname, occurredAt: occurrence.occurredAt, userId: occurrence.actorId },
    old: occurrence.old,
    new: occurrence.new,
  };
  const input = { answers: occurrence.answers, variables };
  const failed = (message: string, userId: number | null = null): EventRunResult => ({
    ok: false,
    userId,
    input: redacted(input),
    output: null,
    diagnostics: [message],
    durationMs: elapsed(),
  });
  const principal = await principalFor(deps.db, event, occurrence);
  if (typeof principal === 'string') return failed(principal);
  if (event.functionId === null)
    return {
      ok: true,
      userId: null,
      input: redacted(input),
      output: null,
      diagnostics: [],
      durationMs: elapsed(),
    };
  const functionId = event.functionId;
  try {
    const result = await withinEvent(occurrence.depth, () =>
      deps.runner.runStored(
        functionId,
        input,
        { principal, requestId: `event:${event.id}:${occurrence.key}` },
        { throttled: false },
      ),
    );
    return {
      ok: result.ok,
      userId: principal.id,
      input: redacted(input),
      output: result.ok ? redacted({ answers: result.answers, variables: result.variables }) : null,
      diagnostics: result.diagnostics.map((d) =>
        d.nodeId ? functionMessages.atNode(d.nodeId, d.message) : d.message,
      ),
      durationMs: elapsed(),
    };
  } catch (error) {
    if (error instanceof AppError) return failed(error.message, principal.id);
    throw error;
  }
}

/** The summary of a run: what happened, and by whom when someone did it. */
async function summaryWithActor(
  db: Db,
  occurrence: OccurrencePayload,
): Promise<{ summary: string; name: string }> {
  if (occurrence.actorId === null) return { summary: occurrence.summary, name: '' };
  const name = (await userNames(db, [occurrence.actorId])).get(occurrence.actorId) ?? '';
  return { summary: name ? eventMessages.byUser(occurrence.summary, name) : occurrence.summary, name };
}

type RecordOptions = { attempt: number; isTest: boolean; jobKey: string };

/** The run's log row as written. */
async function logRun(
  tx: Db,
  event: SystemEventRow,
  occurrence: OccurrencePayload,
  result: EventRunResult,
  options: RecordOptions,
): Promise<{ row: EventOnLogRow; actorName: string }> {
  const { summary, name } = await summaryWithActor(tx, occurrence);
  const [row] = await insertRunLogs(tx, [
    {
      eventId: event.id,
      occurrence: occurrence.key,
      occurredAt: new Date(occurrence.occurredAt),
      attempt: options.attempt,
      isTest: options.isTest,
      outcome: result.ok ? 'success' : 'failed',
      userId: result.userId,
      summary: options.isTest ? eventMessages.testRun(summary) : summary,
      input: result.input,
      output: result.output,
      diagnostics: result.diagnostics,
      durationMs: result.durationMs,
    },
  ]);
  return { row: row!, actorName: name };
}

/**
 * Records a run that ended well, in `tx` (the job's done transaction, so it commits exactly with the
 * job's end): its log row, failures in a row forgotten, and the notification's jobs — to its recipients,
 * or on a test fire to the testing Admin alone. Answers the log row.
 */
export async function recordSuccess(
  tx: Db,
  event: SystemEventRow,
  occurrence: OccurrencePayload,
  result: EventRunResult,
  options: RecordOptions & { testerId?: number },
): Promise<EventOnLogRow> {
  const { row, actorName } = await logRun(tx, event, occurrence, result, options);
  if (!options.isTest) await markEventSucceeded(tx, event.id);
  const notification = event.notification as EventNotification | null;
  if (notification) {
    const recipients =
      options.testerId !== undefined
        ? [options.testerId]
        : [
            ...notification.userIds,
            ...(notification.toActor && occurrence.actorId !== null ? [occurrence.actorId] : []),
          ];
    const values = {
      eventName: event.fname,
      occurredAt: toPersianDigits(formatJalaliDateTime(occurrence.occurredAt)),
      userName: actorName,
      summary: occurrence.summary,
    };
    await enqueueUserNotifications(tx, {
      key: options.jobKey,
      channels: notification.channels,
      recipients,
      subject: eventMessages.notificationSubject(event.fname),
      text: fillPlaceholders(notification.template, values, new Set(EVENT_PLACEHOLDERS)),
    });
  }
  return row;
}

/**
 * Records a failed attempt in one transaction: its log row and one more failure in a row; at
 * EVENT_SUSPEND_AFTER the event is suspended and every Admin with an e-mail is told (the outbox). Answers
 * whether this attempt suspended it.
 */
export async function recordFailure(
  deps: EventRunDeps,
  event: SystemEventRow,
  occurrence: OccurrencePayload,
  result: EventRunResult,
  options: RecordOptions,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await logRun(tx, event, occurrence, result, options);
    const failures = await countEventFailure(tx, event.id);
    if (failures < EVENT_SUSPEND_AFTER || !(await suspendEvent(tx, event.id))) return false;
    const reason = result.diagnostics[0] ?? '';
    for (const admin of await adminMailboxes(tx))
      await queueMail(tx, deps.mail, {
        to: admin.email,
        subject: eventMessages.suspendedSubject(event.fname),
        body: eventMessages.suspendedBody(event.fname, failures, reason),
        userId: admin.id,
      });
    return true;
  });
}

/**
 * Records an Admin's test fire in one transaction: its log row marked as a test, and on success the
 * notification's jobs to the tester alone. A failed test neither counts towards suspension nor is retried.
 */
export async function recordTestRun(
  db: Db,
  event: SystemEventRow,
  occurrence: OccurrencePayload,
  result: EventRunResult,
  testerId: number,
): Promise<EventOnLogRow> {
  const options = { attempt: 1, isTest: true, jobKey: `event.test:${occurrence.key}` };
  return db.transaction(async (tx) =>
    result.ok
      ? recordSuccess(tx, event, occurrence, result, { ...options, testerId })
      : (await logRun(tx, event, occurrence, result, options)).row,
  );
}
