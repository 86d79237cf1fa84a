// What every write of a resource row shares, whether through its routes or the recycle bin: the unique
// names among live rows (checked, and a race past the check turned into the same Persian 400) and the
// change log (secrets left out).
import { and, eq, getTableColumns, isNull, ne } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { normalizeText } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { changeLogs } from '../../db/schema/index.js';
import { AppError, fieldError, pgErrorOf } from '../errors.js';
import { searchKey } from './resource-query.js';
import { commonMessages } from '../../messages/index.js';

type Row = Record<string, unknown>;

/** The parts of a resource (or a bin kind) its name rules and change log read. */
export type WriteRules = {
  table: PgTable & { id: PgColumn; deletedAt: PgColumn };
  nameColumn?: PgColumn;
  duplicateNameMessage?: string;
  uniqueMessages?: Readonly<Record<string, string>>;
  uniqueFields?: Readonly<Record<string, string>>;
  secretFields?: readonly string[];
};

/** Who a change log row names: a user and the request (none for the portal's own jobs). */
export type LogActor = { actorId: number | null; requestId: string | null };

/** A change log action. */
export type ChangeAction = 'create' | 'update' | 'delete' | 'restore' | 'purge';

/** One change log entry: what happened to row `id`, and the row before and after. */
export type ChangeEntry = { action: ChangeAction; id: number; before: Row | null; after: Row | null };

/**
 * Where a resource's name lives: the property that maps to `nameColumn` (`fname` for data collections,
 * `name` elsewhere) and the unique index on live names over that column, if the table has one.
 */
function nameSlots(rules: WriteRules): { field?: string; index?: string } {
  const column = rules.nameColumn;
  if (!column) return {};
  const field = Object.entries(getTableColumns(rules.table)).find(([, c]) => c === column)?.[0];
  const index = getTableConfig(rules.table).indexes.find(
    ({ config }) =>
      config.unique &&
      config.columns.length === 1 &&
      (config.columns[0] as { name?: string }).name === column.name,
  )?.config.name;
  return { field, index };
}

/** The name checks of one resource: is a name taken, refuse a row whose name is, and map a racing write. */
export function nameRules(rules: WriteRules) {
  const { table } = rules;
  const names = nameSlots(rules);
  const duplicateName = () =>
    new AppError('conflict', rules.duplicateNameMessage ?? commonMessages.duplicateName);

  async function nameTaken(tx: Db, name: string, exceptId?: number | null): Promise<boolean> {
    if (!rules.nameColumn) return false;
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          isNull(table.deletedAt),
          // Names keep typed digits: ۱۴۰۵ and 1405 are the same name.
          eq(searchKey(rules.nameColumn), name),
          exceptId ? ne(table.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  return {
    nameTaken,

    /** Refuses a row (or body) whose name a live row other than `id` holds; runs inside the write's transaction. */
    async assertNameFree(tx: Db, row: Row, id: number | null): Promise<void> {
      const raw = names.field === undefined ? undefined : row[names.field];
      if (typeof raw === 'string' && (await nameTaken(tx, normalizeText(raw), id))) throw duplicateName();
    },

    /**
     * Runs a write; two writers that both passed the name check race to the unique index on live names,
     * and the loser's unique violation is the same Persian 400 as the check's (so is one on another
     * unique index the resource names a message for).
     */
    async writing<T>(write: () => Promise<T>): Promise<T> {
      try {
        return await write();
      } catch (err) {
        const pgError = pgErrorOf(err);
        if (names.index && pgError?.code === '23505' && pgError.constraint === names.index)
          throw duplicateName();
        const unique = rules.uniqueMessages;
        const constraint = pgError?.code === '23505' ? pgError.constraint : undefined;
        if (constraint && unique && Object.hasOwn(unique, constraint)) {
          const message = unique[constraint] as string;
          const field = rules.uniqueFields?.[constraint];
          throw field ? fieldError('conflict', field, message) : new AppError('conflict', message);
        }
        throw err;
      }
    },
  };
}

/**
 * What the change log needs to keep a row without its secrets. `forLog` is a required key (a resource
 * keeps it in `hooks`), so a definition passed as it is cannot drop it unseen.
 */
export type LogRules = Pick<WriteRules, 'secretFields'> & { forLog: ((row: Row) => Row) | undefined };

/** The row as the change log keeps it: `forLog` applied, secret columns left out. */
export function loggedRow(rules: LogRules, row: Row | null): Row | null {
  if (!row) return null;
  const secrets = new Set(rules.secretFields ?? []);
  const shown = rules.forLog ? rules.forLog(row) : row;
  return Object.fromEntries(Object.entries(shown).filter(([key]) => !secrets.has(key)));
}

/** One change log row per entry, under `resource`, in chunks (a collection's records may be many). */
export async function logChanges(
  tx: Db,
  resource: string,
  actor: LogActor,
  entries: readonly ChangeEntry[],
): Promise<void> {
  const CHUNK = 500;
  for (let i = 0; i < entries.length; i += CHUNK) {
    await tx.insert(changeLogs).values(
      entries.slice(i, i + CHUNK).map((e) => ({
        resource,
        recordId: e.id,
        action: e.action,
        before: e.before,
        after: e.after,
        actorId: actor.actorId,
        requestId: actor.requestId,
      })),
    );
  }
}
