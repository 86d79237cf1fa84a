import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per write through a resource: who changed what, when, and the values before and after. */
export const changeLogs = pgTable(
  'change_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete', 'restore'] }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    actorId: integer('actor_id'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('change_logs_record').on(t.resource, t.recordId)],
);
