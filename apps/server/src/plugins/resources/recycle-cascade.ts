// Rows deleted with another (recycle-definition.ts RecycleDependent): they take the transaction's `now()`
// and the deleter of the row they go with, and "deleted with it" means exactly that pair, so a restore
// brings back those and never rows of the same parent deleted on their own before.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { RecyclableTable, RecycleDependent } from './recycle-definition.js';
import { logChanges, type LogActor } from './resource-writes.js';

type Row = Record<string, unknown>;

// Rows changed per statement: a collection's records may be many, and each batch is logged as it goes.
const BATCH = 1000;

/** The rows of `dependent` deleted together with `table`'s row whose id is `parentId` (an SQL value). */
export function deletedWith(
  dependent: RecycleDependent,
  table: RecyclableTable,
  parentId: SQL | PgColumn,
): SQL {
  const child = dependent.table;
  return sql`${dependent.column} = ${parentId} and exists (select 1 from ${table} p where p.id = ${parentId}
    and p.deleted_at = ${child.deletedAt} and p.deleter_id is not distinct from ${child.deleterId})`;
}

/** Repeats `step` over batches of at most BATCH rows until one comes back short. */
async function inBatches(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await step();
    total += n;
    if (n < BATCH) return total;
  }
}

/** Soft-deletes the live dependents of row `id` in the deleting transaction, logging each as deleted. */
export async function deleteDependents(
  tx: Db,
  dependents: readonly RecycleDependent[],
  id: number,
  actor: LogActor,
  deleterId: number | null,
): Promise<void> {
  for (const dependent of dependents) {
    const { table } = dependent;
    await inBatches(async () => {
      const batch = tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(dependent.column, id), isNull(table.deletedAt)))
        .limit(BATCH);
      const rows = (await tx
        .update(table)
        .set({ deletedAt: sql`now()`, deleterId })
        .where(inArray(table.id, batch))
        .returning()) as Row[];
      await logChanges(
        tx,
        dependent.resource,
        actor,
        rows.map((row) => ({
          action: 'delete' as const,
          id: row.id as number,
          before: { ...row, deletedAt: null, deleterId: null },
          after: row,
        })),
      );
      return rows.length;
    });
  }
}

/**
 * Brings back the dependents deleted with the row `id` of `table`, logging each as restored; call it
 * before the row itself is restored (it reads the row's deletion). Answers how many came back.
 */
export async function restoreDependents(
  tx: Db,
  table: RecyclableTable,
  dependents: readonly RecycleDependent[],
  id: number,
  actor: LogActor,
): Promise<number> {
  let restored = 0;
  for (const dependent of dependents) {
    const child = dependent.table;
    restored += await inBatches(async () => {
      const batch = tx
        .select({ id: child.id })
        .from(child)
        .where(deletedWith(dependent, table, sql`${id}::integer`))
        .limit(BATCH);
      const rows = (await tx
        .update(child)
        .set({ deletedAt: null, deleterId: null, updatedAt: sql`now()`, updaterId: actor.actorId })
        .where(inArray(child.id, batch))
        .returning()) as Row[];
      await logChanges(
        tx,
        dependent.resource,
        actor,
        rows.map((row) => ({ action: 'restore' as const, id: row.id as number, before: null, after: row })),
      );
      return rows.length;
    });
  }
  return restored;
}

/** The ids of every deleted dependent of row `id` (deleted with it or before it), locked for the purge. */
export async function deletedDependentIds(
  tx: Db,
  dependent: RecycleDependent,
  id: number,
): Promise<number[]> {
  const { table } = dependent;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(dependent.column, id), sql`${table.deletedAt} is not null`))
    .for('update');
  return rows.map((row) => row.id as number);
}

/** Deletes `ids` of the dependent's table for good, in batches; answers how many went. */
export async function purgeRows(
  tx: Db,
  dependent: RecycleDependent,
  ids: readonly number[],
): Promise<number> {
  const { table } = dependent;
  for (let i = 0; i < ids.length; i += BATCH)
    await tx.delete(table).where(inArray(table.id, ids.slice(i, i + BATCH)));
  return ids.length;
}
