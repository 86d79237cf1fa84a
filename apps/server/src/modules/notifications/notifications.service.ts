// Notifications (اطلاع‌رسانی): what the request engine calls, inside the transaction of each action, to
// send messages about a request: the service's templates when the request reaches a status or ends, and a
// process's notification steps. Each message is one `notify.send` job (ADR 0007) for one channel and one
// user, written with enqueueJob in the caller's transaction: a rolled-back action leaves no job, and an
// action repeated under the same revision writes none twice (the job keys).
import {
  requestStatusLabel,
  formatJalaliDate,
  matchingNotifications,
  renderNotificationTemplate,
  serviceNotification,
  toPersianDigits,
  type NotificationValues,
  type ProcessEndResult,
  type ServiceNotification,
  type ServiceNotificationChannel,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../plugins/jobs/job-queue.js';
import { notificationMessages as text } from '../../messages/index.js';

/** The job kind that sends one message on one channel to one user. */
export const NOTIFY_SEND = 'notify.send';

/** What a `notify.send` job carries: the message is rendered when enqueued, as the request stood then. */
export type NotifyPayload = {
  channel: ServiceNotificationChannel;
  userId: number;
  subject: string;
  text: string;
  /** The request it is about; none for an event's notification. */
  requestId?: number | undefined;
};

/** A request reaching a status (or ending), as the engine knows it inside the action's transaction. */
export type StatusNotificationInput = {
  requestId: number;
  trackingCode: string;
  serviceFname: string;
  applicantId: number;
  applicantName: string;
  /** The expected answer day (a Date or ISO text; shown as a Jalali day), null when the service has none. */
  expectedOn: Date | string | null;
  /** The status label the request has now (at registration: the service's registeredStatus). */
  status: string;
  /** Set when the request ended, with its result: then only the templates on that end fire. */
  end?: ProcessEndResult;
  /**
   * The service's templates as the request's pinned version holds them (`snapshot.service.notifications`;
   * missing in versions published before notifications existed: none are sent). Entries that do not
   * parse are skipped; the others keep their index, which keys their jobs.
   */
  templates: unknown;
  /** The request's revision after this action's compare-and-set. */
  revision: number;
};

/** A process's notification step reached by a request. */
export type NodeNotificationInput = {
  requestId: number;
  nodeKey: string;
  revision: number;
  channels: readonly ServiceNotificationChannel[];
  template: string;
  /** The users it goes to (the applicant, or the step's assignees), resolved by the engine. */
  recipients: readonly number[];
  values: NotificationValues;
};

/** The templates of a version, by their index in its list; null where an entry does not parse. */
function templatesOf(value: unknown): (ServiceNotification | null)[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry) => {
    const parsed = serviceNotification.safeParse(entry);
    return parsed.success ? parsed.data : null;
  });
}

/**
 * Whether any of a version's `templates` fires on `status` (or, when the request ended, on `end`): the
 * engine reads the values a template shows (the applicant's name) only then.
 */
export function statusTemplatesFire(templates: unknown, status: string, end?: ProcessEndResult): boolean {
  const valid = templatesOf(templates).flatMap((template) => (template ? [template] : []));
  return matchingNotifications(valid, status, end).length > 0;
}

/** A Jalali day in Persian digits (۱۴۰۵/۰۹/۰۱), or null. */
export function jalaliDay(value: Date | string | null): string | null {
  if (value === null) return null;
  const day = formatJalaliDate(value);
  return day === '' ? null : toPersianDigits(day);
}

const subjectOf = (trackingCode: string | null | undefined) =>
  trackingCode ? text.mailSubject(trackingCode) : text.mailSubjectWithoutCode;

/**
 * Enqueues, in `tx`, one `notify.send` job to the applicant for each of the service's templates that fires
 * now (on `end` when the request ended, else on `status`), rendered with the request's values; key
 * `notify:{requestId}:{revision}:{index}`. Answers how many jobs it wrote (0 for keys written before).
 */
export async function enqueueStatusNotifications(tx: Db, input: StatusNotificationInput): Promise<number> {
  const parsed = templatesOf(input.templates);
  const valid = parsed.flatMap((template, index) => (template ? [{ template, index }] : []));
  const firing = matchingNotifications(
    valid.map((entry) => entry.template),
    input.status,
    input.end,
  ).map(({ index, notification }) => ({ index: valid[index]!.index, notification }));
  const values: NotificationValues = {
    trackingCode: input.trackingCode,
    serviceName: input.serviceFname,
    status: requestStatusLabel(input.status),
    applicantName: input.applicantName,
    expectedOn: jalaliDay(input.expectedOn),
  };
  let written = 0;
  for (const { index, notification } of firing) {
    const payload: NotifyPayload = {
      channel: notification.channel,
      userId: input.applicantId,
      subject: subjectOf(input.trackingCode),
      text: renderNotificationTemplate(notification.template, values),
      requestId: input.requestId,
    };
    const key = `notify:${input.requestId}:${input.revision}:${index}`;
    if (await enqueueJob(tx, { kind: NOTIFY_SEND, payload, key })) written += 1;
  }
  return written;
}

/**
 * Enqueues, in `tx`, one `notify.send` job per channel and recipient of a process's notification step,
 * its template rendered with `values`; key `notify:{requestId}:{revision}:{nodeKey}:{channel}:{userId}`.
 * Answers how many jobs it wrote.
 */
export async function enqueueNodeNotification(tx: Db, input: NodeNotificationInput): Promise<number> {
  const body = renderNotificationTemplate(input.template, input.values);
  let written = 0;
  for (const channel of new Set(input.channels))
    for (const userId of new Set(input.recipients)) {
      const payload: NotifyPayload = {
        channel,
        userId,
        subject: subjectOf(input.values.trackingCode),
        text: body,
        requestId: input.requestId,
      };
      const key = `notify:${input.requestId}:${input.revision}:${input.nodeKey}:${channel}:${userId}`;
      if (await enqueueJob(tx, { kind: NOTIFY_SEND, payload, key })) written += 1;
    }
  return written;
}

/** A message to named users that is not about a request (an event's notification). */
export type UserNotificationInput = {
  /** Unique per message (the event run's key): with the channel and user it keys each job. */
  key: string;
  channels: readonly ServiceNotificationChannel[];
  recipients: readonly number[];
  subject: string;
  text: string;
};

/**
 * Enqueues, in `tx`, one `notify.send` job per channel and recipient of a message that is not about a
 * request; key `notify:{key}:{channel}:{userId}`. Answers how many jobs it wrote.
 */
export async function enqueueUserNotifications(tx: Db, input: UserNotificationInput): Promise<number> {
  let written = 0;
  for (const channel of new Set(input.channels))
    for (const userId of new Set(input.recipients)) {
      const payload: NotifyPayload = { channel, userId, subject: input.subject, text: input.text };
      const key = `notify:${input.key}:${channel}:${userId}`;
      if (await enqueueJob(tx, { kind: NOTIFY_SEND, payload, key })) written += 1;
    }
  return written;
}
