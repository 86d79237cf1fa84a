// Which tables, rows and sequences a backup holds, read from the catalog so a table added by a later
// migration is backed up without a change here. Everything is engine-neutral SQL (PGlite and PostgreSQL).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.js';

/** Anything that runs a statement: the database or a transaction. */
export type Executor = Pick<Db, 'execute'>;

/** The rows a statement answers, whichever driver ran it (both answer `{ rows }`). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * The backup machinery's own bookkeeping (db/schema/backups.ts): never archived and never replaced by a
 * restore, so restoring an old archive keeps the list of backups, the schedule and the restore's state.
 */
export const BOOKKEEPING_TABLES: readonly string[] = ['backups', 'backup_settings', 'maintenance'];

/**
 * Rows left out of a table's copy. The backup and restore jobs themselves: the one writing an archive is
 * in flight inside its own snapshot, and restored it would run again.
 */
const ROW_FILTERS: Readonly<Record<string, SQL>> = {
  jobs: sql`where kind not like 'backup.%'`,
};

/** One table of a copy: its name, the columns a load writes, and the order its rows are read in. */
export type TableInfo = { name: string; columns: string[]; orderBy: SQL; filter: SQL };

/**
 * The data tables of the public schema (not an extension's, not the bookkeeping), by name, with their
 * insertable columns (generated ones are computed again on load) and primary key order. Text keys sort in
 * byte order (COLLATE "C"): the databases' collations may differ, and a checksum needs one row order.
 */
export async function dataTables(db: Executor): Promise<TableInfo[]> {
  const tables = await rowsOf<{
    name: string;
    columns: string[];
    key: { name: string; collatable: boolean }[];
  }>(
    db,
    sql`select c.relname as name,
      (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (select json_agg(json_build_object('name', a.attname, 'collatable', a.attcollation <> 0)
          order by array_position(i.indkey::int2[], a.attnum))
        from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
        where i.indrelid = c.oid and i.indisprimary) as key
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
      and not exists (select 1 from pg_depend d
        where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
    order by c.relname collate "C"`,
  );
  return tables
    .filter((table) => !BOOKKEEPING_TABLES.includes(table.name))
    .map((table) => {
      if (!table.key) throw new Error(`table ${table.name} has no primary key: its rows have no order`);
      const keys = table.key.map((k) =>
        k.collatable ? sql`${sql.identifier(k.name)} collate "C"` : sql`${sql.identifier(k.name)}`,
      );
      return {
        name: table.name,
        columns: table.columns,
        orderBy: sql.join(keys, sql`, `),
        filter: ROW_FILTERS[table.name] ?? sql``,
      };
    });
}

/** A sequence's state: `setval(name, value, isCalled)` puts it back. */
export type SequenceState = { name: string; value: string; isCalled: boolean };

/** The sequences of the public schema that belong to no bookkeeping table (identity columns' included). */
export async function sequenceNames(db: Executor): Promise<string[]> {
  const found = await rowsOf<{ name: string; owner: string | null }>(
    db,
    sql`select s.relname as name, t.relname as owner
    from pg_class s
    left join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid and d.deptype in ('a', 'i')
    left join pg_class t on t.oid = d.refobjid
    where s.relnamespace = 'public'::regnamespace and s.relkind = 'S'
      and not exists (select 1 from pg_depend e
        where e.classid = 'pg_class'::regclass and e.objid = s.oid and e.deptype = 'e')
    order by s.relname collate "C"`,
  );
  return found.filter((s) => !s.owner || !BOOKKEEPING_TABLES.includes(s.owner)).map((s) => s.name);
}

/** The current state of every sequence named. */
export async function readSequences(db: Executor, names: readonly string[]): Promise<SequenceState[]> {
  const states: SequenceState[] = [];
  for (const name of names) {
    const [row] = await rowsOf<{ value: string | number; called: boolean }>(
      db,
      sql`select last_value::text as value, is_called as called from ${sql.identifier(name)}`,
    );
    if (row) states.push({ name, value: String(row.value), isCalled: row.called });
  }
  return states;
}

/** Puts sequences back to the states given. */
export async function writeSequences(db: Executor, states: readonly SequenceState[]): Promise<void> {
  for (const s of states)
    await db.execute(
      sql`select setval(${`public.${quoteIdent(s.name)}`}::regclass, ${s.value}::bigint, ${s.isCalled})`,
    );
}

/** A name quoted as an SQL identifier (for the regclass text above). */
function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
