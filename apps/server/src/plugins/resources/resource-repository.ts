import { count as countRows, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { deleteDependents } from './recycle-cascade.js';
import type { ReadOnlyResourceDefinition, ResourceActor, ResourceDefinition } from './resource-definition.js';
import { allOf } from './resource-query.js';
import { logChanges, loggedRow, nameRules, type LogActor } from './resource-writes.js';

type Row = Record<string, unknown>;
type Actor = ResourceActor;

const logActorOf = (actor: Actor): LogActor => ({ actorId: actor.user.id, requestId: actor.requestId });

/** Generic data access for one resource: every query excludes soft-deleted rows and applies ownership. */
export function resourceRepository(db: Db, def: ResourceDefinition) {
  const { table } = def;
  const live = (user: Principal | null, extra: (SQL | undefined)[] = []) =>
    allOf([isNull(table.deletedAt), def.ownedBy?.(user), ...extra]);
  const listed = () => (def.listColumns ? db.select(def.listColumns) : db.select());

  async function findLive(
    tx: Db,
    user: Principal | null,
    id: number,
    lock: boolean,
  ): Promise<Row | undefined> {
    const query = tx
      .select()
      .from(table)
      .where(live(user, [eq(table.id, id)]));
    const rows = (lock ? await query.for('update') : await query) as Row[];
    return rows[0];
  }

  const names = nameRules(def);
  const logged = (row: Row | null) => loggedRow({ ...def, forLog: def.hooks?.forLog }, row);
  const log = (
    tx: Db,
    actor: Actor,
    action: 'create' | 'update' | 'delete',
    id: number,
    before: Row | null,
    after: Row | null,
  ) =>
    logChanges(tx, def.api.name, logActorOf(actor), [
      { action, id, before: logged(before), after: logged(after) },
    ]);

  return {
    async page(user: Principal | null, where: SQL[], order: SQL[], page: number, size: number) {
      const condition = live(user, where);
      const [total] = await db.select({ n: countRows() }).from(table).where(condition);
      const list = (await listed()
        .from(table)
        .where(condition)
        .orderBy(...order)
        .limit(size)
        .offset((page - 1) * size)) as Row[];
      return { list, total: Number(total?.n ?? 0) };
    },

    async all(user: Principal | null, order: SQL[], limit: number) {
      return (await listed()
        .from(table)
        .where(live(user, [def.allScope]))
        .orderBy(...order)
        .limit(limit)) as Row[];
    },

    async byId(user: Principal | null, id: number) {
      return findLive(db, user, id, false);
    },

    async nameTaken(name: string, exceptId?: number) {
      return names.nameTaken(db, name, exceptId);
    },

    /** Creates a row; a name a live row holds is refused inside the transaction. */
    async create(actor: Actor, values: Row) {
      return names.writing(() =>
        db.transaction(async (tx) => {
          await names.assertNameFree(tx, values, null);
          const [row] = (await tx
            .insert(table)
            .values({
              ...((await def.hooks?.toValues?.(values, tx, null)) ?? values),
              creatorId: actor.user.id,
            })
            .returning()) as Row[];
          if (!row) throw new Error('insert returned no row');
          def.hooks?.assertWritable?.(row, actor.user);
          await def.hooks?.afterWrite?.(tx, row.id as number, values, actor);
          await log(tx, actor, 'create', row.id as number, null, row);
          return row;
        }),
      );
    },

    /** Updates a live row the user owns; undefined when there is none. */
    async update(actor: Actor, id: number, values: Row) {
      return names.writing(() =>
        db.transaction(async (tx) => {
          const before = await findLive(tx, actor.user, id, true);
          if (!before) return undefined;
          def.hooks?.assertWritable?.(before, actor.user);
          await names.assertNameFree(tx, values, id);
          const [after] = (await tx
            .update(table)
            .set({
              ...((await def.hooks?.toValues?.(values, tx, id)) ?? values),
              updatedAt: sql`now()`,
              updaterId: actor.user.id,
            })
            .where(eq(table.id, id))
            .returning()) as Row[];
          if (after) def.hooks?.assertWritable?.(after, actor.user);
          await def.hooks?.afterWrite?.(tx, id, values, actor);
          await log(tx, actor, 'update', id, before, after ?? null);
          return after;
        }),
      );
    },

    /**
     * Soft-deletes a live row the user owns, and its live dependents (recycle.dependents) with the same
     * `deletedAt` and deleter so the recycle bin restores them together; false when there is none.
     */
    async remove(actor: Actor, id: number) {
      return db.transaction(async (tx) => {
        const before = await findLive(tx, actor.user, id, true);
        if (!before) return false;
        def.hooks?.assertWritable?.(before, actor.user);
        await def.hooks?.beforeRemove?.(tx, id);
        const [after] = (await tx
          .update(table)
          .set({ deletedAt: sql`now()`, deleterId: actor.user.id })
          .where(eq(table.id, id))
          .returning()) as Row[];
        await log(tx, actor, 'delete', id, before, after ?? null);
        await deleteDependents(tx, def.recycle?.dependents ?? [], id, logActorOf(actor), actor.user.id);
        return true;
      });
    },
  };
}

/** Data access for a read-only resource over an append-only table (logs, the outbox). */
export function readOnlyRepository(db: Db, def: ReadOnlyResourceDefinition) {
  return {
    async page(where: SQL[], order: SQL[], page: number, size: number) {
      const condition = allOf([def.scope, ...where]);
      const [total] = await db.select({ n: countRows() }).from(def.table).where(condition);
      const list = (await db
        .select()
        .from(def.table)
        .where(condition)
        .orderBy(...order)
        .limit(size)
        .offset((page - 1) * size)) as Row[];
      return { list, total: Number(total?.n ?? 0) };
    },

    async byId(id: number): Promise<Row | undefined> {
      const [row] = (await db
        .select()
        .from(def.table)
        .where(allOf([def.scope, eq(def.table.id, id)]))) as Row[];
      return row;
    },
  };
}
