import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';
import { bigIdColumn, createdAtColumn, idColumn, timestamptz, uniqueAmongLive } from './columns.js';

/**
 * Events (رویداد, SPEC §3 systemevent; docs/adr/0010-events.md): a trigger and an action an Admin defines.
 * `trigger_key` names what the event listens to (`record:create:12`, `request:status:4`, `user:signedIn`,
 * `schedule`), so a write finds its listeners with one indexed read. `state` is enabled, disabled or
 * suspended (it failed `consecutive_failures` times in a row); the owner whose rights bound its runs is
 * the Admin who last saved or enabled it (`updater_id`, else `creator_id`).
 */
export const systemEvents = pgTable(
  'system_events',
  {
    id: idColumn(),
    fname: text('fname').notNull(),
    description: text('description').notNull().default(''),
    trigger: jsonb('trigger').$type<unknown>().notNull(),
    triggerKey: text('trigger_key').notNull(),
    functionId: integer('function_id'),
    notification: jsonb('notification').$type<unknown>(),
    runAs: text('run_as', { enum: ['owner', 'actor', 'user'] }).notNull(),
    runAsUserId: integer('run_as_user_id'),
    state: text('state', { enum: ['enabled', 'disabled', 'suspended'] })
      .notNull()
      .default('enabled'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    suspendedAt: timestamptz('suspended_at'),
    lastRunAt: timestamptz('last_run_at'),
    ...auditColumns(),
  },
  (t) => [
    uniqueAmongLive('system_events_fname_live', t, t.fname),
    // Only what can fire: every write in the portal asks this index which events listen to it.
    index('system_events_listening')
      .on(t.triggerKey)
      .where(sql`${t.deletedAt} is null and ${t.state} = 'enabled'`),
  ],
);

/**
 * One row per run of an event (SPEC §3 eventonlog): the occurrence it ran for (the job's idempotency key),
 * which attempt, whether an Admin's test fire, how it ended, as whom it ran, its input, output and
 * diagnostics, how long it took, and a one-line Persian summary for lists.
 */
export const eventOnLogs = pgTable(
  'event_on_logs',
  {
    id: bigIdColumn(),
    eventId: integer('event_id').notNull(),
    occurrence: text('occurrence').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    attempt: integer('attempt').notNull(),
    isTest: boolean('is_test').notNull().default(false),
    outcome: text('outcome', { enum: ['success', 'failed', 'skipped'] }).notNull(),
    userId: integer('user_id'),
    summary: text('summary').notNull(),
    input: jsonb('input'),
    output: jsonb('output'),
    diagnostics: jsonb('diagnostics').$type<string[]>().notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('event_on_logs_event').on(t.eventId, t.id), index('event_on_logs_created').on(t.createdAt)],
);
