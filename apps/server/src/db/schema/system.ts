import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { idColumn, bigIdColumn, createdAtColumn, timestamptz } from './columns.js';

/** One row per write through a resource: who changed what, when, and the values before and after. */
export const changeLogs = pgTable(
  'change_logs',
  {
    id: bigIdColumn(),
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    action: text('action', {
      enum: ['create', 'update', 'delete', 'restore', 'purge', 'download'],
    }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    actorId: integer('actor_id'),
    requestId: text('request_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('change_logs_record').on(t.resource, t.recordId),
    // The log screen reads one resource's changes newest first (unitresponsibilitylog), and purges by age.
    index('change_logs_resource_time').on(t.resource, t.createdAt),
  ],
);

/** Every e-mail the portal sends; delivered by SMTP when configured, readable by Admins either way. */
export const outbox = pgTable(
  'outbox',
  {
    id: idColumn(),
    userId: integer('user_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('outbox_created').on(t.createdAt)],
);

/**
 * The server's warnings and errors (SPEC resource programlog), written by the logger's program-log
 * destination (plugins/program-log) in batches, secrets redacted. Every instance writes its own rows.
 */
export const programLogs = pgTable(
  'program_logs',
  {
    id: bigIdColumn(),
    /** pino's level: 40 warn, 50 error, 60 fatal. */
    level: smallint('level').notNull(),
    /** The instance that logged it (host and process id). */
    instance: text('instance').notNull(),
    requestId: text('request_id'),
    method: text('method'),
    /** The route's pattern (`/api/v1/news/:id`), never the address with its values. */
    route: text('route'),
    status: smallint('status'),
    userId: integer('user_id'),
    message: text('message').notNull(),
    errorName: text('error_name'),
    errorStack: text('error_stack'),
    /** The record's other fields, secret-looking keys hidden, cut at 4 KiB. */
    details: jsonb('details'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('program_logs_time').on(t.createdAt)],
);
