// Events (رویداد, SPEC §3 systemevent and eventonlog): what an Admin defines — a trigger, and the action it
// runs (a stored function with the event's data as input, and/or a notification) with the rights the
// Admin gives it — and the log of every run. Item schemas carry no transforms: answers are encoded by them.
import { z } from 'zod';
import { resourceItem } from '../schemas/envelope.js';
import { toLatinDigits } from '../rules/digits.js';
import { unknownPlaceholders } from '../services/notification-template.js';
import { eventConditionProblem } from './condition.js';
import { EVENT_LIMITS, EVENT_MESSAGES as m } from './messages.js';
import { EVENT_MINUTES_RANGE } from './schedule.js';

/** What happens to a record of a data collection. */
export const EVENT_RECORD_CHANGES = ['create', 'update', 'delete'] as const;
/** What happens to a request of a service: submitted, its status changed, one of its tasks completed. */
export const EVENT_REQUEST_CHANGES = ['submitted', 'status', 'taskCompleted'] as const;
/** What happens to a user: created, signed in (password or provider, second factor included). */
export const EVENT_USER_CHANGES = ['created', 'signedIn'] as const;
/** Enabled events run; disabled ones do not; suspended ones kept failing and wait for an Admin. */
export const EVENT_STATES = ['enabled', 'disabled', 'suspended'] as const;
export type EventState = (typeof EVENT_STATES)[number];
/**
 * Whose rights the event's function runs with: the Admin who last saved the event, the user whose action
 * triggered it, or a chosen user. Never more than the Admin's: it runs only while that Admin is one.
 */
export const EVENT_RUN_AS = ['owner', 'actor', 'user'] as const;
export type EventRunAs = (typeof EVENT_RUN_AS)[number];
/** How a run ended; `skipped` is an occurrence not run (its condition failed, the chain was too deep). */
export const EVENT_RUN_OUTCOMES = ['success', 'failed', 'skipped'] as const;
export type EventRunOutcome = (typeof EVENT_RUN_OUTCOMES)[number];
/** The channels an event's notification goes out on. */
export const EVENT_NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
/** The placeholders an event's notification template may use. */
export const EVENT_PLACEHOLDERS = ['eventName', 'occurredAt', 'userName', 'summary'] as const;
const PLACEHOLDER_SET: ReadonlySet<string> = new Set(EVENT_PLACEHOLDERS);

const id = (message: string) => z.number(message).int(message).positive(message);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const condition = z
  .string()
  .max(2_000, m.conditionInvalid('حداکثر ۲٬۰۰۰ کاراکتر'))
  .superRefine((source, ctx) => {
    const problem = eventConditionProblem(source);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A schedule: every N minutes, or daily, each Jalali month's first day or each working day at a time. */
export const eventSchedule = z.discriminatedUnion(
  'every',
  [
    z.strictObject({
      every: z.literal('minutes'),
      minutes: z
        .number(m.minutesRange)
        .int(m.minutesRange)
        .min(EVENT_MINUTES_RANGE.min, m.minutesRange)
        .max(EVENT_MINUTES_RANGE.max, m.minutesRange),
    }),
    z.strictObject({
      every: z.literal(['day', 'jalaliMonthStart', 'workingDay']),
      time: z.string(m.timeInvalid).regex(TIME, m.timeInvalid),
    }),
  ],
  m.scheduleInvalid,
);

/** What sets an event off. */
export const eventTrigger = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('record'),
      collectionId: id(m.collectionRequired),
      on: z.enum(EVENT_RECORD_CHANGES, m.changeInvalid),
      condition,
    }),
    z.strictObject({
      kind: z.literal('request'),
      serviceId: id(m.serviceRequired),
      on: z.enum(EVENT_REQUEST_CHANGES, m.changeInvalid),
      /** For `status`: only when the request reaches this status label ('' for any). */
      status: z.string().max(120, m.statusTooLong),
      condition,
    }),
    z.strictObject({ kind: z.literal('user'), on: z.enum(EVENT_USER_CHANGES, m.changeInvalid), condition }),
    z.strictObject({ kind: z.literal('schedule'), schedule: eventSchedule }),
  ],
  m.triggerInvalid,
);
export type EventTrigger = z.infer<typeof eventTrigger>;

/** A notification the event sends: channels, named users and/or the user who set it off, and the text. */
export const eventNotification = z
  .strictObject({
    channels: z
      .array(z.enum(EVENT_NOTIFICATION_CHANNELS, m.channelsRequired))
      .min(1, m.channelsRequired)
      .max(EVENT_NOTIFICATION_CHANNELS.length, m.channelsRequired),
    userIds: z.array(id(m.recipientsRequired)).max(EVENT_LIMITS.recipients, m.tooManyRecipients),
    toActor: z.boolean(),
    template: z
      .string(m.templateRequired)
      .min(1, m.templateRequired)
      .max(EVENT_LIMITS.templateLength, m.templateTooLong)
      .superRefine((template, ctx) => {
        const unknown = unknownPlaceholders(template, PLACEHOLDER_SET);
        if (template.trim() === '') ctx.addIssue({ code: 'custom', message: m.templateRequired });
        else if (unknown.length > 0)
          ctx.addIssue({ code: 'custom', message: m.unknownPlaceholders(unknown, EVENT_PLACEHOLDERS) });
      }),
  })
  .refine((n) => n.userIds.length > 0 || n.toActor, { message: m.recipientsRequired, path: ['userIds'] });
export type EventNotification = z.infer<typeof eventNotification>;

const fname = z.string(m.nameRequired).trim().min(1, m.nameRequired).max(200, m.nameTooLong);

// Times typed with Persian digits (۰۸:۳۰) are stored with Latin ones.
const latinTime = (trigger: unknown): unknown => {
  if (typeof trigger !== 'object' || trigger === null) return trigger;
  const schedule = (trigger as { schedule?: unknown }).schedule;
  if (typeof schedule !== 'object' || schedule === null) return trigger;
  const time = (schedule as { time?: unknown }).time;
  if (typeof time !== 'string') return trigger;
  return { ...trigger, schedule: { ...schedule, time: toLatinDigits(time).trim() } };
};

/** Body of `POST systemevent` and `PUT systemevent/{id}`; the state is changed by enable and disable only. */
export const systemEventBody = z
  .strictObject({
    fname,
    description: z.string().max(EVENT_LIMITS.description, m.descriptionTooLong).default(''),
    trigger: z.preprocess(latinTime, eventTrigger),
    functionId: id(m.actionRequired).nullable().default(null),
    notification: eventNotification.nullable().default(null),
    runAs: z.enum(EVENT_RUN_AS, m.runAsInvalid).default('owner'),
    runAsUserId: id(m.runAsUserRequired).nullable().default(null),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.functionId === null && body.notification === null) issue('functionId', m.actionRequired);
    if (body.functionId !== null && body.runAs === 'user' && body.runAsUserId === null)
      issue('runAsUserId', m.runAsUserRequired);
    if (body.trigger.kind !== 'schedule') return;
    if (body.functionId !== null && body.runAs === 'actor') issue('runAs', m.actorWithSchedule);
    if (body.notification?.toActor) issue('notification', m.actorRecipientWithSchedule);
  });
export type SystemEventBody = z.input<typeof systemEventBody>;

/** An event as the API answers it: the definition, its state and its failures in a row. */
export const systemEventItem = resourceItem({
  fname: z.string(),
  description: z.string(),
  trigger: eventTrigger,
  functionId: z.number().int().nullable(),
  notification: eventNotification.nullable(),
  runAs: z.enum(EVENT_RUN_AS),
  runAsUserId: z.number().int().nullable(),
  state: z.enum(EVENT_STATES),
  consecutiveFailures: z.number().int(),
  suspendedAt: z.iso.datetime({ offset: true }).nullable(),
  lastRunAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SystemEventItem = z.infer<typeof systemEventItem>;

const sampleValue = z.union([z.string().max(2_000), z.number(), z.boolean(), z.null()]);
const sampleValues = z
  .record(z.string().min(1, m.sampleInvalid).max(100, m.sampleInvalid), sampleValue)
  .refine((values) => Object.keys(values).length <= 200, m.sampleInvalid);

/** Body of `POST systemevent/{id}/test-fire`: sample values before and after the change. */
export const eventTestFireBody = z.strictObject({
  old: sampleValues.nullable().default(null),
  new: sampleValues.nullable().default(null),
});
export type EventTestFireBody = z.input<typeof eventTestFireBody>;

/**
 * One run of an event (`eventonlog`): when it occurred, as whom it ran, the input and output, how long it
 * took, how it ended and why; `summary` is one Persian line for lists (the log screen shows it).
 */
export const eventOnLogItem = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  occurrence: z.string(),
  occurredAt: z.iso.datetime({ offset: true }),
  attempt: z.number().int(),
  isTest: z.boolean(),
  outcome: z.enum(EVENT_RUN_OUTCOMES),
  userId: z.number().int().nullable(),
  summary: z.string(),
  input: z.unknown(),
  output: z.unknown(),
  diagnostics: z.array(z.string()),
  durationMs: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type EventOnLogItem = z.infer<typeof eventOnLogItem>;
