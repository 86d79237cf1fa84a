import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { QueryDefinition, StoredQueryColumn } from '@darvazeh/shared';
import { auditColumns } from './audit.js';
import { deletedIndex, idColumn, uniqueAmongLive } from './columns.js';

/**
 * Stored queries (پرس‌وجوی ذخیره‌شده): a query definition (SPEC §3) under a Persian name, named by form
 * fields (`queryId`) and functions (`read` with `queryId`). `definition` is stored as checked (defaults
 * filled in) and compiled on every write; `columns` (output names with Persian labels) is derived from it
 * then, never taken from a client. The name (stored normalised) is unique among live rows.
 */
export const storedQueries = pgTable(
  'stored_queries',
  {
    id: idColumn(),
    fname: text('fname').notNull(),
    description: text('description'),
    definition: jsonb('definition').$type<QueryDefinition>().notNull(),
    columns: jsonb('columns').$type<StoredQueryColumn[]>().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueAmongLive('stored_queries_fname_live', t, t.fname), deletedIndex('stored_queries', t)],
);
