import { and, eq, inArray, isNotNull, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/files.js';

/** A row of the files table. */
export type FileRow = typeof files.$inferSelect;

/** Owner of attached files: a resource name and a record id. */
export type FileOwner = { resource: string; id: number };

/** Stores a received upload; it starts unattached. */
export async function insertFile(db: Db, row: typeof files.$inferInsert): Promise<void> {
  await db.insert(files).values(row);
}

/** A file that is not deleted, or undefined. */
export async function findLiveFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deletedAt)));
  return row;
}

/** Live files among `ids`, locked until the transaction ends so two saves cannot both take one. */
export async function lockLiveFiles(tx: Db, ids: readonly string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(files)
    .where(and(inArray(files.id, [...ids]), isNull(files.deletedAt)))
    .for('update');
}

/** Attaches unattached files to `owner`. */
export async function setOwner(tx: Db, ids: readonly string[], owner: FileOwner): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(files)
    .set({ ownerResource: owner.resource, ownerId: owner.id, attachedAt: new Date() })
    .where(and(inArray(files.id, [...ids]), isNull(files.ownerResource)));
}

/** Soft-deletes the files of `owner` other than `keepIds`. */
export async function softDeleteOwned(tx: Db, owner: FileOwner, keepIds: readonly string[]): Promise<void> {
  const conditions = [
    eq(files.ownerResource, owner.resource),
    eq(files.ownerId, owner.id),
    isNull(files.deletedAt),
  ];
  if (keepIds.length > 0) conditions.push(notInArray(files.id, [...keepIds]));
  await tx
    .update(files)
    .set({ deletedAt: new Date() })
    .where(and(...conditions));
}

/**
 * Deletes up to `batch` rows that are soft-deleted or were left unattached since before `cutoff`, and
 * returns their storage keys. Rows another process holds are skipped (`FOR UPDATE SKIP LOCKED`), so any
 * number of instances may run this at once and each row is claimed by exactly one.
 */
export async function claimExpiredFiles(db: Db, cutoff: Date, batch: number): Promise<string[]> {
  const expired = db
    .select({ id: files.id })
    .from(files)
    .where(or(isNotNull(files.deletedAt), and(isNull(files.ownerResource), lt(files.createdAt, cutoff))))
    .limit(batch)
    .for('update', { skipLocked: true });
  const rows = await db.delete(files).where(inArray(files.id, expired)).returning({ key: files.storageKey });
  return rows.map((row) => row.key);
}
