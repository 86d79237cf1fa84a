import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';
import { bigIdColumn, createdAtColumn, idColumn, timestamptz } from './columns.js';
import { users } from './identity.js';
import { services } from './services.js';

// Requests (درخواست) and their engine (docs/adr/0008-request-engine.md): a request runs on the service
// version it started on; tokens say where it stands in the graph, tasks are the waiting work, events the
// append-only history. Every action changes `revision` by compare-and-set in one transaction.

/** A request: who asked for which service version, where it stands, its answers. */
export const userRequests = pgTable(
  'user_requests',
  {
    id: idColumn(),
    /** Ten digits, the last a Verhoeff check digit (shared requests/tracking-code.ts). */
    trackingCode: text('tracking_code').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    serviceVersion: integer('service_version').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id),
    /** running | completed | rejected | cancelled */
    state: text('state', { enum: ['running', 'completed', 'rejected', 'cancelled'] })
      .notNull()
      .default('running'),
    /** The status label the applicant sees (registeredStatus, then each status-change node's). */
    status: text('status').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    /** The day the final answer is expected (the service's working days on the Jalali calendar). */
    expectedOn: date('expected_on', { mode: 'string' }),
    signedAt: timestamptz('signed_at'),
    endedAt: timestamptz('ended_at'),
    revision: integer('revision').notNull().default(0),
    /** The applicant's survey answer once the request ended (score 1–5 and a comment). */
    survey: jsonb('survey').$type<{ score: number; comment: string; at: string } | null>(),
    createdAt: createdAtColumn(),
    updatedAt: timestamptz('updated_at'),
  },
  (t) => [
    uniqueIndex('user_requests_tracking_code').on(t.trackingCode),
    index('user_requests_applicant').on(t.applicantId, t.createdAt.desc()),
    index('user_requests_service_state').on(t.serviceId, t.state),
  ],
);

/** Where a running request stands: one row per active position (parallel branches hold several). */
export const requestTokens = pgTable(
  'request_tokens',
  {
    id: idColumn(),
    requestId: integer('request_id')
      .notNull()
      .references(() => userRequests.id),
    nodeKey: text('node_key').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('request_tokens_request').on(t.requestId)],
);

/**
 * The waiting work of a request: a provider's task (candidates: a unit and unit role, null unit or role −1
 * matching any, or one user) or the applicant's (the applicant's form again, or a fix asked for).
 */
export const requestTasks = pgTable(
  'request_tasks',
  {
    id: idColumn(),
    requestId: integer('request_id')
      .notNull()
      .references(() => userRequests.id),
    tokenId: integer('token_id'),
    nodeKey: text('node_key').notNull(),
    /** provider | applicant */
    kind: text('kind', { enum: ['provider', 'applicant'] }).notNull(),
    unitId: integer('unit_id'),
    unitRoleId: integer('unit_role_id'),
    /** The one user the task is for (an applicant's task, a user assignee, a reassignment). */
    userId: integer('user_id'),
    /** open | claimed | done | cancelled */
    state: text('state', { enum: ['open', 'claimed', 'done', 'cancelled'] })
      .notNull()
      .default('open'),
    claimedBy: integer('claimed_by'),
    claimedAt: timestamptz('claimed_at'),
    /** The user the claimer stood in for (out-of-office delegation), when not themselves. */
    onBehalfOf: integer('on_behalf_of'),
    dueOn: date('due_on', { mode: 'string' }),
    priority: text('priority').notNull().default('normal'),
    outcome: text('outcome'),
    answers: jsonb('answers').$type<Record<string, unknown>>(),
    /** Why the task is here (a referral's or a return's note). */
    note: text('note').notNull().default(''),
    /** The node an applicant's fix returns to when done. */
    returnTo: text('return_to'),
    /** The task that referred or returned this one here. */
    fromTaskId: integer('from_task_id'),
    doneBy: integer('done_by'),
    doneAt: timestamptz('done_at'),
    remindedAt: timestamptz('reminded_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('request_tasks_request').on(t.requestId),
    index('request_tasks_live_unit')
      .on(t.unitId, t.unitRoleId)
      .where(sql`${t.state} in ('open', 'claimed')`),
    index('request_tasks_live_user')
      .on(t.userId)
      .where(sql`${t.state} in ('open', 'claimed')`),
    index('request_tasks_claimed_by').on(t.claimedBy, t.state),
    // The sent box and its counter: a provider's done tasks, newest first; the count reads the index alone.
    index('request_tasks_sent')
      .on(t.doneBy, t.createdAt.desc())
      .where(sql`${t.kind} = 'provider'`),
  ],
);

/** The append-only history of a request; applicants see only the events marked visible to them. */
export const requestEvents = pgTable(
  'request_events',
  {
    id: bigIdColumn(),
    requestId: integer('request_id')
      .notNull()
      .references(() => userRequests.id),
    at: createdAtColumn(),
    actorId: integer('actor_id'),
    onBehalfOf: integer('on_behalf_of'),
    kind: text('kind').notNull(),
    nodeKey: text('node_key'),
    taskId: integer('task_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    outcome: text('outcome'),
    note: text('note').notNull().default(''),
    /** Answers changed by the action: field id → [before, after]. */
    diff: jsonb('diff').$type<Record<string, [unknown, unknown]> | null>(),
    visibleToApplicant: boolean('visible_to_applicant').notNull().default(false),
  },
  (t) => [index('request_events_request').on(t.requestId, t.id)],
);

/** An applicant's draft of a service's form (SPEC tempanswer): one per user and service. */
export const tempAnswers = pgTable(
  'temp_answers',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamptz('updated_at'),
  },
  (t) => [uniqueIndex('temp_answers_user_service').on(t.userId, t.serviceId)],
);

/** Out-of-office delegation: `substituteId` takes `userId`'s tasks from `startsAt` until `endsAt`. */
export const substitutions = pgTable(
  'substitutions',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    substituteId: integer('substitute_id')
      .notNull()
      .references(() => users.id),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    note: text('note').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    index('substitutions_substitute')
      .on(t.substituteId, t.endsAt)
      .where(sql`${t.deletedAt} is null`),
    index('substitutions_user')
      .on(t.userId, t.endsAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * One row per public tracking attempt (the page asks for a tracking code and the applicant's mobile or
 * username): the limits per code and per IP count from here, so every instance agrees.
 */
export const trackingGuesses = pgTable(
  'tracking_guesses',
  {
    id: bigIdColumn(),
    trackingCode: text('tracking_code').notNull(),
    ip: text('ip'),
    /** Whether the code and the identity matched. */
    matched: boolean('matched').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('tracking_guesses_code').on(t.trackingCode, t.createdAt),
    index('tracking_guesses_ip').on(t.ip, t.createdAt),
  ],
);
