import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { FormDefinition } from '@darvazeh/shared';
import { auditColumns } from './audit.js';
import { idColumn, uniqueAmongLive } from './columns.js';

/** Data collections (مجموعه داده, SPEC §3): a name and the form definition its records follow. */
export const dataCollections = pgTable(
  'data_collections',
  {
    id: idColumn(),
    // Stored normalised (normalizeText), so the index compares names as the check does.
    fname: text('fname').notNull(),
    formInfo: jsonb('form_info').$type<FormDefinition>().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueAmongLive('data_collections_fname_live', t, t.fname)],
);

/**
 * The records of a data collection. `data` holds the answers keyed by field id exactly as submitted after
 * checking (file answers under `{fieldId}-path`). `keys` holds, per field, the normalised values filters
 * and sorting compare (see modules/collections/record-keys.ts), so a filter is a plain comparison: `eq`
 * and `in` are JSONB containment served by the GIN index, sorting reads a precomputed byte-ordered key.
 */
export const collectionRecords = pgTable(
  'collection_records',
  {
    id: idColumn(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => dataCollections.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    keys: jsonb('keys').$type<Record<string, unknown>>().notNull(),
    ...auditColumns(),
  },
  (t) => [
    index('collection_records_live')
      .on(t.collectionId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('collection_records_creator')
      .on(t.collectionId, t.creatorId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('collection_records_keys').using('gin', t.keys.op('jsonb_path_ops')),
  ],
);
