import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamptz } from './columns.js';

/**
 * Every uploaded file. An upload starts temporary (no owner); saving the record that uses it attaches it
 * (`ownerResource` + `ownerId`). Unattached files older than a day are removed by the clean-up job.
 * The bytes live under `DATA_DIR/files/{storageKey}`; the id is random (128 bits) and never a path.
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The upload limit class it was accepted under (image, document, …). */
    use: text('use').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploaderId: integer('uploader_id'),
    ownerResource: text('owner_resource'),
    ownerId: integer('owner_id'),
    attachedAt: timestamptz('attached_at'),
    createdAt: createdAtColumn(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('files_owner').on(t.ownerResource, t.ownerId),
    index('files_unattached')
      .on(t.createdAt)
      .where(sql`${t.ownerResource} is null`),
    // The upload quota and rate limit sum and count one uploader's rows on every upload.
    index('files_uploader').on(t.uploaderId, t.createdAt),
  ],
);
