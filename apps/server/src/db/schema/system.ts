import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, bigIdColumn, createdAtColumn, timestamptz } from './columns.js';

/** One row per write through a resource: who changed what, when, and the values before and after. */
export const changeLogs = pgTable(
  'change_logs',
  {
    id: bigIdColumn(),
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete', 'restore', 'purge'] }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    actorId: integer('actor_id'),
    requestId: text('request_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('change_logs_record').on(t.resource, t.recordId)],
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
