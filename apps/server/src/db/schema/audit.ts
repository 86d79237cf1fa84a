import { integer, timestamp } from 'drizzle-orm/pg-core';

/** The audit column set of SPEC §3; every resource table spreads it. `deletedAt` set means soft-deleted. */
export function auditColumns() {
  return {
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    creatorId: integer('creator_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
    updaterId: integer('updater_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deleterId: integer('deleter_id'),
  };
}
