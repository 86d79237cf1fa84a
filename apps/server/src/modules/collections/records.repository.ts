import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { isAdmin, type FormDefinition, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { changeLogs, collectionRecords, dataCollections } from '../../db/schema/index.js';

/** The resource name records carry in the change log and as the owner of their files. */
export const RECORD_RESOURCE = 'collectionrecord';

export type RecordRow = typeof collectionRecords.$inferSelect;
type Answers = Record<string, unknown>;
/** A record ready to store: its checked answers and their comparable keys. */
export type RecordValues = { data: Answers; keys: Answers };
type Actor = { userId: number; requestId: string };

/** Rows per INSERT or IN list: far below every engine's bind-parameter limit. */
const CHUNK = 500;

/** SPEC §6 ownership: Admins reach every record, everyone else only the records they created. */
export function ownedBy(user: Principal): SQL | undefined {
  return isAdmin(user) ? undefined : eq(collectionRecords.creatorId, user.id);
}

/** Live records of one collection that `user` may reach, plus `extra` conditions. */
export function liveRecords(collectionId: number, user: Principal, extra: SQL[] = []): SQL | undefined {
  return and(
    eq(collectionRecords.collectionId, collectionId),
    isNull(collectionRecords.deletedAt),
    ownedBy(user),
    ...extra,
  );
}

/** A live collection's definition, or undefined. */
export async function findCollection(
  db: Db,
  id: number,
): Promise<{ id: number; formInfo: FormDefinition } | undefined> {
  const [row] = await db
    .select({ id: dataCollections.id, formInfo: dataCollections.formInfo })
    .from(dataCollections)
    .where(and(eq(dataCollections.id, id), isNull(dataCollections.deletedAt)));
  return row;
}

/** One page of records and the total count under the same condition. */
export async function pageRecords(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  size: number,
): Promise<{ list: RecordRow[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(collectionRecords).where(where);
  const list = await db
    .select()
    .from(collectionRecords)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset((page - 1) * size);
  return { list, total: Number(total?.n ?? 0) };
}

/** A live record `user` may reach, locked for the rest of the transaction when `lock`. */
export async function findRecord(
  db: Db,
  collectionId: number,
  id: number,
  user: Principal,
  lock = false,
): Promise<RecordRow | undefined> {
  const query = db
    .select()
    .from(collectionRecords)
    .where(liveRecords(collectionId, user, [eq(collectionRecords.id, id)]));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Which of `ids` are live records of collection `collectionId` (any creator). */
export async function liveRecordIds(db: Db, collectionId: number, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .select({ id: collectionRecords.id })
      .from(collectionRecords)
      .where(
        and(
          eq(collectionRecords.collectionId, collectionId),
          isNull(collectionRecords.deletedAt),
          inArray(collectionRecords.id, ids.slice(i, i + CHUNK)),
        ),
      );
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** Writes change-log rows for records, in the caller's transaction. */
export async function logRecordChanges(
  tx: Db,
  actor: Actor,
  entries: { action: 'create' | 'update' | 'delete'; id: number; before: unknown; after: unknown }[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += CHUNK) {
    await tx.insert(changeLogs).values(
      entries.slice(i, i + CHUNK).map((e) => ({
        resource: RECORD_RESOURCE,
        recordId: e.id,
        action: e.action,
        before: e.before,
        after: e.after,
        actorId: actor.userId,
        requestId: actor.requestId,
      })),
    );
  }
}

/** Inserts one record; answers the stored row. */
export async function insertRecord(
  tx: Db,
  collectionId: number,
  creatorId: number,
  values: RecordValues,
): Promise<RecordRow> {
  const [row] = await tx
    .insert(collectionRecords)
    .values({ collectionId, creatorId, ...values })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Inserts many records in chunks (the Excel import, test and benchmark seeding), in the caller's
 * transaction; answers the new ids in input order.
 */
export async function insertRecords(
  tx: Db,
  collectionId: number,
  creatorId: number,
  rows: readonly RecordValues[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = await tx
      .insert(collectionRecords)
      .values(rows.slice(i, i + CHUNK).map((values) => ({ collectionId, creatorId, ...values })))
      .returning({ id: collectionRecords.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** Replaces a record's answers. */
export async function updateRecord(
  tx: Db,
  id: number,
  updaterId: number,
  values: RecordValues,
): Promise<RecordRow> {
  const [row] = await tx
    .update(collectionRecords)
    .set({ ...values, updatedAt: sql`now()`, updaterId })
    .where(eq(collectionRecords.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** Soft-deletes a record. */
export async function softDeleteRecord(
  tx: Db,
  id: number,
  deleterId: number,
): Promise<RecordRow | undefined> {
  const [row] = await tx
    .update(collectionRecords)
    .set({ deletedAt: sql`now()`, deleterId })
    .where(eq(collectionRecords.id, id))
    .returning();
  return row;
}

/** Whether the live record `id` was created by `userId`. */
export async function recordCreatedBy(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: collectionRecords.id })
    .from(collectionRecords)
    .where(
      and(
        eq(collectionRecords.id, id),
        eq(collectionRecords.creatorId, userId),
        isNull(collectionRecords.deletedAt),
      ),
    );
  return rows.length > 0;
}
