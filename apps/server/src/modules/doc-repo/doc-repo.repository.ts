import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { isAdmin, ROLE_EMPLOYEE, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { docRepoFolders, docRepos, units } from '../../db/schema/index.js';
import { liveRowExists } from '../../db/live-rows.js';

/** The units whose staff the user is: the units of their Employee grants (responsibilities included). */
export function unitsOf(user: Principal): number[] {
  const ids = user.roles
    .filter((grant) => grant.alias === ROLE_EMPLOYEE && grant.unitId !== null)
    .map((grant) => grant.unitId as number);
  return [...new Set(ids)];
}

/**
 * Rows of a table with a `unitId` that `user` may see and manage: Admins every row; anyone else rows of
 * no unit (shared by all staff) and rows of the units they serve in.
 */
export function unitScope(
  user: Principal | null,
  column: typeof docRepoFolders.unitId | typeof docRepos.unitId,
): SQL | undefined {
  if (!user) return sql`false`;
  if (isAdmin(user)) return undefined;
  const mine = unitsOf(user);
  return mine.length === 0 ? isNull(column) : or(isNull(column), inArray(column, mine));
}

type FolderRow = { id: number; unitId: number | null; parentId: number | null };

/** A live folder `user` may see, or undefined. */
export async function visibleFolder(db: Db, user: Principal, id: number): Promise<FolderRow | undefined> {
  const [row] = await db
    .select({ id: docRepoFolders.id, unitId: docRepoFolders.unitId, parentId: docRepoFolders.parentId })
    .from(docRepoFolders)
    .where(
      and(
        eq(docRepoFolders.id, id),
        isNull(docRepoFolders.deletedAt),
        unitScope(user, docRepoFolders.unitId),
      ),
    );
  return row;
}

/** The unit of a live folder (null: shared), or undefined when there is no such folder. */
export async function folderUnit(db: Db, id: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ unitId: docRepoFolders.unitId })
    .from(docRepoFolders)
    .where(and(eq(docRepoFolders.id, id), isNull(docRepoFolders.deletedAt)));
  return row ? row.unitId : undefined;
}

/** Every live folder below `id`, at any depth (level by level; the check hook keeps the tree acyclic). */
export async function descendantFolders(db: Db, id: number): Promise<number[]> {
  const found = new Set<number>([id]);
  let level = [id];
  while (level.length > 0) {
    const rows = await db
      .select({ id: docRepoFolders.id })
      .from(docRepoFolders)
      .where(and(inArray(docRepoFolders.parentId, level), isNull(docRepoFolders.deletedAt)));
    level = rows.map((r) => r.id).filter((child) => !found.has(child));
    for (const child of level) found.add(child);
  }
  found.delete(id);
  return [...found];
}

/** The units of the live folders below `id` (null for shared ones). */
export async function unitsBelow(db: Db, id: number): Promise<Set<number | null>> {
  const below = await descendantFolders(db, id);
  if (below.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ unitId: docRepoFolders.unitId })
    .from(docRepoFolders)
    .where(inArray(docRepoFolders.id, below));
  return new Set(rows.map((r) => r.unitId));
}

/** True when a live unit has this id. */
export async function unitExists(db: Db, id: number): Promise<boolean> {
  return liveRowExists(db, units, eq(units.id, id));
}

/** True when the folder holds no live folder and no live document. */
export async function folderIsEmpty(db: Db, id: number): Promise<boolean> {
  const hasFolder = await liveRowExists(db, docRepoFolders, eq(docRepoFolders.parentId, id));
  return !hasFolder && !(await liveRowExists(db, docRepos, eq(docRepos.folderId, id)));
}

/**
 * Keeps units consistent below a folder whose unit was just set: its documents take it, and when it is a
 * unit's folder, so does everything below it (folders and their documents).
 */
export async function spreadFolderUnit(tx: Db, id: number, unitId: number | null): Promise<void> {
  await tx.update(docRepos).set({ unitId }).where(eq(docRepos.folderId, id));
  if (unitId === null) return;
  const below = await descendantFolders(tx, id);
  if (below.length === 0) return;
  await tx.update(docRepoFolders).set({ unitId }).where(inArray(docRepoFolders.id, below));
  await tx.update(docRepos).set({ unitId }).where(inArray(docRepos.folderId, below));
}

/** True when `user` may see the live document `id` (the download check of its file). */
export async function documentVisible(db: Db, user: Principal, id: number): Promise<boolean> {
  return liveRowExists(db, docRepos, eq(docRepos.id, id), unitScope(user, docRepos.unitId));
}
