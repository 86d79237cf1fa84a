// Restoring a row of the recycle bin: refused while a parent is deleted or its unique name is taken since,
// otherwise the row and what was deleted with it come back in one transaction, logged as restored.
import { and, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { AppError } from '../errors.js';
import type { RecycleKind } from './recycle-definition.js';
import { restoreDependents } from './recycle-cascade.js';
import { kindNamed, type RecycleRegistry } from './recycle-registry.js';
import { logChanges, loggedRow, nameRules, type LogActor } from './resource-writes.js';
import { commonMessages, recycleMessages } from '../../messages/index.js';

type Row = Record<string, unknown>;

/** The property name of `column` in rows read from `kind`'s table. */
function propertyOf(kind: RecycleKind, column: PgColumn): string {
  const found = Object.entries(getTableColumns(kind.table)).find(([, c]) => c === column);
  if (!found) throw new Error(`recycle bin: ${kind.kind} has no column ${column.name}`);
  return found[0];
}

/** A deleted row of `kind`, locked until the transaction ends; a live or missing one is a 404. */
export async function lockDeleted(tx: Db, kind: RecycleKind, id: number): Promise<Row> {
  const { table } = kind;
  const [row] = (await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
    .for('update')) as Row[];
  if (!row) throw new AppError('not_found', commonMessages.recordNotFound);
  return row;
}

/**
 * Refuses (400, naming it) a restore while a parent of `row` is deleted; the parents it finds live are
 * locked (FOR SHARE), so none is deleted before this restore commits.
 */
async function assertParentsLive(tx: Db, registry: RecycleRegistry, kind: RecycleKind, row: Row) {
  for (const link of kind.parents ?? []) {
    const parentId = row[propertyOf(kind, link.column)];
    if (typeof parentId !== 'number') continue;
    const parent = kindNamed(registry, link.kind);
    const [found] = await tx
      .select({ deletedAt: parent.table.deletedAt, name: sql<string>`coalesce((${parent.title})::text, '')` })
      .from(parent.table)
      .where(eq(parent.table.id, parentId))
      .for('share');
    if (!found) throw new AppError('bad_request', recycleMessages.parentGone(parent.label));
    if (found.deletedAt)
      throw new AppError('bad_request', recycleMessages.parentDeleted(parent.label, found.name));
  }
}

/**
 * Restores the deleted row `id` of `kind` and the rows deleted with it, in one transaction, logged as
 * restored. Throws 404 when there is no such deleted row, 400 when a parent is deleted or its name (or
 * another unique value) is now a live row's.
 */
export async function restoreDeleted(
  db: Db,
  registry: RecycleRegistry,
  kind: RecycleKind,
  id: number,
  actor: LogActor,
): Promise<void> {
  const names = nameRules(kind);
  const { table } = kind;
  await names.writing(() =>
    db.transaction(async (tx) => {
      const before = await lockDeleted(tx, kind, id);
      await assertParentsLive(tx, registry, kind, before);
      await kind.assertRestorable?.(tx, before);
      await names.assertNameFree(tx, before, id);
      // First: the dependents are found by the row's deletion time, which the row's own restore clears.
      await restoreDependents(tx, table, kind.dependents ?? [], id, actor);
      const [after] = (await tx
        .update(table)
        .set({ deletedAt: null, deleterId: null, updatedAt: sql`now()`, updaterId: actor.actorId })
        .where(eq(table.id, id))
        .returning()) as Row[];
      if (!after) throw new Error('restore updated no row');
      await kind.afterRestore?.(tx, after, actor);
      await logChanges(tx, kind.kind, actor, [
        { action: 'restore', id, before: loggedRow(kind, before), after: loggedRow(kind, after) },
      ]);
    }),
  );
}
