import { and, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findLiveRow } from '../../db/live-rows.js';
import { files } from '../../db/schema/files.js';

/** A row of the files table. */
export type FileRow = typeof files.$inferSelect;

/** Owner of attached files: a resource name and a record id. */
export type FileOwner = { resource: string; id: number };

/**
 * The owner resource of the files a draft (tempanswer) holds. They are kept while the draft lives, but
 * they are still their uploader's: they count against the upload quota like unattached ones, or a user
 * could park any number of bytes in drafts.
 */
export const DRAFT_FILES = 'tempanswer';

/** Stores a received upload; it starts unattached. */
export async function insertFile(db: Db, row: typeof files.$inferInsert): Promise<void> {
  await db.insert(files).values(row);
}

/**
 * What `uploaderId` has uploaded, for the upload limits: the bytes of their live files no record has
 * taken (unattached, or held by a draft), and
 * how many files (in any state the clean-up has not yet removed) they uploaded in the last `windowMs`,
 * by the database's clock so every server process counts alike.
 */
export async function uploadUsage(
  db: Db,
  uploaderId: number,
  windowMs: number,
): Promise<{ unattachedBytes: number; recent: number }> {
  const since = sql`now() - (${Math.ceil(windowMs / 1000)})::integer * interval '1 second'`;
  const [row] = await db
    .select({
      unattachedBytes: sql<string>`coalesce(sum(${files.size}) filter (where (${files.ownerResource} is null or ${files.ownerResource} = ${DRAFT_FILES}) and ${files.deletedAt} is null), 0)`,
      recent: sql<string>`count(*) filter (where ${files.createdAt} > ${since})`,
    })
    .from(files)
    .where(eq(files.uploaderId, uploaderId));
  return { unattachedBytes: Number(row?.unattachedBytes ?? 0), recent: Number(row?.recent ?? 0) };
}

// The first key of the per-user advisory locks of uploads (the second is the user id).
const UPLOAD_LOCK_SPACE = 727_302;

/** Holds a per-user lock until the transaction ends, so one user's uploads are counted one at a time. */
export async function lockUploader(tx: Db, uploaderId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_SPACE}, ${uploaderId})`);
}

/** A file that is not deleted, or undefined. */
export async function findLiveFile(db: Db, id: string): Promise<FileRow | undefined> {
  return findLiveRow(db, files, eq(files.id, id));
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

/** Gives the live files of `from` among `ids` to `to`. */
export async function moveOwned(
  tx: Db,
  from: FileOwner,
  to: FileOwner,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(files)
    .set({ ownerResource: to.resource, ownerId: to.id, attachedAt: new Date() })
    .where(
      and(
        eq(files.ownerResource, from.resource),
        eq(files.ownerId, from.id),
        inArray(files.id, [...ids]),
        isNull(files.deletedAt),
      ),
    );
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

/** Soft-deletes every live file of the rows `ownerIds` of `resource`; answers their ids. */
export async function softDeleteFilesOf(
  tx: Db,
  resource: string,
  ownerIds: readonly number[],
): Promise<string[]> {
  if (ownerIds.length === 0) return [];
  const rows = await tx
    .update(files)
    .set({ deletedAt: new Date() })
    .where(
      and(eq(files.ownerResource, resource), inArray(files.ownerId, [...ownerIds]), isNull(files.deletedAt)),
    )
    .returning({ id: files.id });
  return rows.map((row) => row.id);
}

/**
 * Deletes the soft-deleted rows among `ids` and returns their storage keys; rows another process holds
 * (the clean-up job) are skipped: that process removes them.
 */
export async function claimReleasedFiles(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const released = db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, [...ids]), isNotNull(files.deletedAt)))
    .for('update', { skipLocked: true });
  const rows = await db.delete(files).where(inArray(files.id, released)).returning({ key: files.storageKey });
  return rows.map((row) => row.key);
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
