import type { DeletedItem, DeletedKind, PagedList } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { purgeDeleted } from '../../plugins/resources/recycle-purge.js';
import { kindNamed, type RecycleRegistry } from '../../plugins/resources/recycle-registry.js';
import {
  deletedWithCounts,
  fullNamesOf,
  recycleCount,
  recycleRows,
  type RecycleRow,
} from '../../plugins/resources/recycle-list.js';
import { restoreDeleted } from '../../plugins/resources/recycle-restore.js';
import type { LogActor } from '../../plugins/resources/resource-writes.js';
import { releaseFilesOf, type FileService } from '../files/files.service.js';
import { recycleMessages } from '../../messages/index.js';

/** What the list is asked for: one kind or all, Tehran days the rows were deleted in, a page. */
export type RecycleListQuery = {
  kind?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The recycle bin of one app: its kinds (gathered from every module) and the file service its purges use. */
export type RecycleBin = ReturnType<typeof createRecycleBin>;

/** Makes the recycle bin over `registry`; purged files' bytes go through `files`. */
export function createRecycleBin(db: Db, registry: RecycleRegistry, files: FileService) {
  const kindsOf = (kind: string | undefined) => {
    if (kind === undefined) return [...registry.values()];
    const found = registry.get(kind);
    if (!found) throw new AppError('bad_request', recycleMessages.unknownKind);
    return [found];
  };

  async function itemsOf(rows: readonly RecycleRow[]): Promise<DeletedItem[]> {
    const names = await fullNamesOf(db, [
      ...new Set(rows.flatMap((r) => (r.deleterId === null ? [] : [r.deleterId]))),
    ]);
    return Promise.all(
      rows.map(async (row) => {
        const kind = kindNamed(registry, row.kind);
        return {
          kind: row.kind,
          kindLabel: kind.label,
          id: row.id,
          name: row.name,
          deletedAt: row.deletedAt.toISOString(),
          deleter:
            row.deleterId === null ? null : { id: row.deleterId, fullName: names.get(row.deleterId) ?? '' },
          with: await deletedWithCounts(db, kind, row.id),
        };
      }),
    );
  }

  /**
   * Purges a deleted row for good with what was deleted with it, then removes its files' bytes; throws
   * 404 (no such deleted row), 400 (something else still names it).
   */
  async function purge(kind: string, id: number, actor: LogActor): Promise<void> {
    const released = await purgeDeleted(db, kindNamed(registry, kind), id, actor, releaseFilesOf);
    await files.discardReleased(released);
  }

  return {
    purge,

    /** The kinds the bin holds with their Persian names, in the registry's order. */
    kinds(): DeletedKind[] {
      return [...registry.values()].map((k) => ({ kind: k.kind, label: k.label }));
    },

    /** One page of deleted rows, newest deletion first; an unknown kind is a Persian 400. */
    async page(query: RecycleListQuery, page: number, count: number): Promise<PagedList<DeletedItem>> {
      const where = { kinds: kindsOf(query.kind), from: query.from, to: query.to };
      const [total, rows] = await Promise.all([
        recycleCount(db, registry, where),
        recycleRows(db, registry, where, { offset: (page - 1) * count, limit: count }),
      ]);
      return { list: await itemsOf(rows), pages: Math.ceil(total / count), currentPage: page };
    },

    /**
     * Restores a deleted row with what was deleted with it; throws 404 (no such deleted row), 400 (a parent
     * is deleted, or its unique name is taken now).
     */
    async restore(kind: string, id: number, actor: LogActor): Promise<void> {
      await restoreDeleted(db, registry, kindNamed(registry, kind), id, actor);
    },

    /**
     * Purges every row deleted before `cutoff`, oldest first, as the portal (no actor); a row something
     * still names is left (and skipped) until that is gone. Answers how many were purged.
     */
    async purgeExpired(cutoff: Date): Promise<number> {
      const where = { kinds: [...registry.values()], before: cutoff };
      const BATCH = 200;
      let purged = 0;
      let kept = 0;
      for (;;) {
        const rows = await recycleRows(db, registry, where, {
          offset: kept,
          limit: BATCH,
          oldestFirst: true,
        });
        for (const row of rows) {
          try {
            await purge(row.kind, row.id, { actorId: null, requestId: null });
            purged += 1;
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            kept += 1;
          }
        }
        if (rows.length < BATCH) return purged;
      }
    },
  };
}
