import { integer } from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamptz } from './columns.js';

/** The audit column set of SPEC §3; every resource table spreads it. `deletedAt` set means soft-deleted. */
export function auditColumns() {
  return {
    createdAt: createdAtColumn(),
    creatorId: integer('creator_id'),
    updatedAt: timestamptz('updated_at'),
    updaterId: integer('updater_id'),
    deletedAt: timestamptz('deleted_at'),
    deleterId: integer('deleter_id'),
  };
}
