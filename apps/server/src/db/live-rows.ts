import { and, isNull, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** A table under the soft-delete convention of the audit columns (db/schema/audit.ts). */
export type SoftDeleteTable = PgTable & { id: PgColumn; deletedAt: PgColumn };

/** True when a live (not soft-deleted) row of `table` meets every condition. */
export async function liveRowExists(
  db: Db,
  table: SoftDeleteTable,
  ...conditions: (SQL | undefined)[]
): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(isNull(table.deletedAt), ...conditions))
    .limit(1);
  return rows.length > 0;
}

/** The live row of `table` meeting every condition, whole, or undefined when there is none. */
export async function findLiveRow<T extends SoftDeleteTable>(
  db: Db,
  table: T,
  ...conditions: (SQL | undefined)[]
): Promise<InferSelectModel<T> | undefined> {
  const source: SoftDeleteTable = table;
  const [row] = await db
    .select()
    .from(source)
    .where(and(isNull(table.deletedAt), ...conditions))
    .limit(1);
  return row as InferSelectModel<T> | undefined;
}
