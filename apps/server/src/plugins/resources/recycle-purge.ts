// Purging a row of the recycle bin for good: in one transaction its deleted dependents, the rows that
// exist only for it, the row itself, and its files' rows are released (their bytes go after the commit,
// by whoever called). A row something else still names (a foreign key) is refused, not half removed.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, pgErrorOf } from '../errors.js';
import type { RecycleKind } from './recycle-definition.js';
import { deletedDependentIds, purgeRows } from './recycle-cascade.js';
import { lockDeleted } from './recycle-restore.js';
import { logChanges, type LogActor } from './resource-writes.js';
import { recycleMessages } from '../../messages/index.js';

/** Files owned by rows of `resource` among `ids`. */
export type FileOwners = { resource: string; ids: readonly number[] };

/**
 * Releases the files of `owners` inside the purge's transaction (marks them deleted) and answers their
 * ids, so their bytes can be removed once it commits (the files module's, handed in by the caller).
 */
export type ReleaseOwnedFiles = (tx: Db, owners: readonly FileOwners[]) => Promise<string[]>;

/**
 * Removes the deleted row `id` of `kind` for good, with every deleted dependent and the rows that exist
 * only for it; logs the purge (the name and counts, never the content). Answers the ids of the files it
 * released. Throws 404 when there is no such deleted row, 400 when another row still names it.
 */
export async function purgeDeleted(
  db: Db,
  kind: RecycleKind,
  id: number,
  actor: LogActor,
  releaseFiles: ReleaseOwnedFiles,
): Promise<string[]> {
  const { table } = kind;
  try {
    return await db.transaction(async (tx) => {
      await lockDeleted(tx, kind, id);
      const [named] = await tx
        .select({ name: sql<string>`coalesce((${kind.title})::text, '')` })
        .from(table)
        .where(eq(table.id, id));
      const owners: FileOwners[] = kind.files ? [{ resource: kind.kind, ids: [id] }] : [];
      const dependents = [];
      for (const dependent of kind.dependents ?? []) {
        const ids = await deletedDependentIds(tx, dependent, id);
        dependents.push({ dependent, ids });
        if (dependent.files) owners.push({ resource: dependent.resource, ids });
      }
      const files = await releaseFiles(tx, owners);
      for (const owner of kind.purgeAlso ?? []) await tx.delete(owner.table).where(eq(owner, id));
      for (const { dependent, ids } of dependents) await purgeRows(tx, dependent, ids);
      await tx.delete(table).where(eq(table.id, id));
      await logChanges(tx, kind.kind, actor, [
        {
          action: 'purge',
          id,
          before: {
            name: named?.name ?? '',
            with: dependents.map(({ dependent, ids }) => ({
              resource: dependent.resource,
              count: ids.length,
            })),
            files: files.length,
          },
          after: null,
        },
      ]);
      return files;
    });
  } catch (err) {
    // Something else still names the row (a request its service, a unit its deleted sub-units).
    if (pgErrorOf(err)?.code === '23503') throw new AppError('bad_request', recycleMessages.stillReferenced);
    throw err;
  }
}
