import { and, count as countRows, eq, getTableColumns, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { normalizeText, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { changeLogs } from '../../db/schema/index.js';
import { AppError, fieldError, pgErrorOf } from '../errors.js';
import type { ReadOnlyResourceDefinition, ResourceActor, ResourceDefinition } from './resource-definition.js';
import { allOf, searchKey } from './resource-query.js';
import { commonMessages } from '../../messages/index.js';

type Row = Record<string, unknown>;
type Actor = ResourceActor;

/**
 * Where a resource's name lives: the body field that maps to `nameColumn` (`fname` for data
 * collections, `name` elsewhere) and the unique index on live names over that column, if the table has one.
 */
function nameSlots(def: ResourceDefinition): { field?: string; index?: string } {
  const column = def.nameColumn;
  if (!column) return {};
  const field = Object.entries(getTableColumns(def.table)).find(([, c]) => c === column)?.[0];
  const index = getTableConfig(def.table).indexes.find(
    ({ config }) =>
      config.unique &&
      config.columns.length === 1 &&
      (config.columns[0] as { name?: string }).name === column.name,
  )?.config.name;
  return { field, index };
}

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

  const names = nameSlots(def);
  const duplicateName = () =>
    new AppError('conflict', def.duplicateNameMessage ?? commonMessages.duplicateName);

  async function nameTaken(tx: Db, name: string, exceptId?: number | null): Promise<boolean> {
    if (!def.nameColumn) return false;
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          isNull(table.deletedAt),
          // Names keep typed digits: ۱۴۰۵ and 1405 are the same name.
          eq(searchKey(def.nameColumn), name),
          exceptId ? ne(table.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Refuses a body whose name a live row other than `id` holds; runs inside the write's transaction. */
  async function assertNameFree(tx: Db, body: Row, id: number | null): Promise<void> {
    const raw = names.field === undefined ? undefined : body[names.field];
    if (typeof raw === 'string' && (await nameTaken(tx, normalizeText(raw), id))) throw duplicateName();
  }

  /**
   * Runs a write; two writers that both passed the name check race to the unique index on live names,
   * and the loser's unique violation is the same Persian 400 as the check's.
   */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      const pgError = pgErrorOf(err);
      if (names.index && pgError?.code === '23505' && pgError.constraint === names.index)
        throw duplicateName();
      const unique = def.uniqueMessages;
      const constraint = pgError?.code === '23505' ? pgError.constraint : undefined;
      if (constraint && unique && Object.hasOwn(unique, constraint)) {
        const message = unique[constraint] as string;
        const field = def.uniqueFields?.[constraint];
        throw field ? fieldError('conflict', field, message) : new AppError('conflict', message);
      }
      throw err;
    }
  }

  const secrets = new Set(def.secretFields ?? []);
  const forLog = def.hooks?.forLog ?? ((row: Row) => row);
  const withoutSecrets = (row: Row | null): Row | null =>
    row && Object.fromEntries(Object.entries(forLog(row)).filter(([key]) => !secrets.has(key)));

  async function log(
    tx: Db,
    actor: Actor,
    action: 'create' | 'update' | 'delete',
    id: number,
    before: Row | null,
    after: Row | null,
  ) {
    await tx.insert(changeLogs).values({
      resource: def.api.name,
      recordId: id,
      action,
      before: withoutSecrets(before),
      after: withoutSecrets(after),
      actorId: actor.user.id,
      requestId: actor.requestId,
    });
  }

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
      return nameTaken(db, name, exceptId);
    },

    /** Creates a row; a name a live row holds is refused inside the transaction. */
    async create(actor: Actor, values: Row) {
      return writing(() =>
        db.transaction(async (tx) => {
          await assertNameFree(tx, values, null);
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
      return writing(() =>
        db.transaction(async (tx) => {
          const before = await findLive(tx, actor.user, id, true);
          if (!before) return undefined;
          def.hooks?.assertWritable?.(before, actor.user);
          await assertNameFree(tx, values, id);
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

    /** Soft-deletes a live row the user owns; false when there is none. */
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
