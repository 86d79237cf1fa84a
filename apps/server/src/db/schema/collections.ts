import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { FormDefinition } from '@darvazeh/shared';
import { auditColumns } from './audit.js';
import { deletedIndex, idColumn, uniqueAmongLive } from './columns.js';

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
  (t) => [uniqueAmongLive('data_collections_fname_live', t, t.fname), deletedIndex('data_collections', t)],
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
    deletedIndex('collection_records', t),
  ],
);

/**
 * Live records per collection, date field and day, kept by triggers on collection_records (migration
 * 0015) in the writing statement's transaction: `n` records of `collectionId` are live and hold the day
 * number `day` (days since 1970-01-01, `floor` of the JSON number) under `keys['{fieldId}#d']`. Only stored
 * keys count, not the form, so the rows say what a scan of the keys would find (docs/ARCHITECTURE.md,
 * "Queries"). Rows whose count fell to 0 stay.
 */
export const collectionDayCounts = pgTable(
  'collection_day_counts',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => dataCollections.id),
    fieldId: text('field_id').notNull(),
    day: integer('day').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.fieldId, t.day] })],
);

/** Live records per collection, kept by the same triggers: the records without a day are `live` minus the days' counts. */
export const collectionRecordTotals = pgTable('collection_record_totals', {
  collectionId: integer('collection_id')
    .primaryKey()
    .references(() => dataCollections.id),
  live: integer('live').notNull(),
});
