// Loads JSON lines into tables, engine-neutrally: batches of rows through json_populate_recordset, ids
// kept as they were (OVERRIDING SYSTEM VALUE). While a load runs, foreign keys are dropped and user
// triggers disabled, in the loading transaction: rows arrive in any order (a unit before its parent), and
// derived rows (collection day counts) come from the archive, not from triggers firing a second time.
// The keys are added back at the end, which checks every reference.
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor, type TableInfo } from './snapshot-scope.js';

const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

/** Inserts one batch of JSON lines into `table`. */
async function insertBatch(tx: Executor, table: TableInfo, lines: string[]): Promise<void> {
  const columns = sql.join(
    table.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const name = sql.identifier(table.name);
  await tx.execute(
    sql`insert into ${name} (${columns}) overriding system value
      select ${columns} from json_populate_recordset(null::${name}, ${`[${lines.join(',')}]`}::json)`,
  );
}

/** Loads `lines` into `table` in batches; calls `onRows` after each; answers how many rows it loaded. */
export async function loadTable(
  tx: Executor,
  table: TableInfo,
  lines: AsyncIterable<string>,
  onRows: (n: number) => void = () => undefined,
): Promise<number> {
  let batch: string[] = [];
  let chars = 0;
  let loaded = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await insertBatch(tx, table, batch);
    loaded += batch.length;
    onRows(batch.length);
    batch = [];
    chars = 0;
  };
  for await (const line of lines) {
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
  }
  await flush();
  return loaded;
}

/**
 * Runs `load` with the foreign keys among `tables` dropped and their user triggers disabled, then puts
 * both back (adding a key checks every row against it). DDL is transactional: if anything throws, the
 * caller's transaction rolls all of it back.
 */
export async function withLoadMode<T>(
  tx: Executor,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const keys = await rowsOf<{ table: string; name: string; definition: string }>(
    tx,
    sql`select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class c on c.oid = k.conrelid
    where k.contype = 'f' and k.connamespace = 'public'::regnamespace
    order by c.relname, k.conname`,
  );
  const triggered = await rowsOf<{ table: string }>(
    tx,
    sql`select distinct c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid
    where not g.tgisinternal and c.relnamespace = 'public'::regnamespace`,
  );
  const ours = new Set(tables);
  const dropped = keys.filter((k) => ours.has(k.table));
  const paused = triggered.filter((t) => ours.has(t.table));
  for (const key of dropped)
    await tx.execute(
      sql`alter table ${sql.identifier(key.table)} drop constraint ${sql.identifier(key.name)}`,
    );
  for (const { table } of paused)
    await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
  const result = await load();
  for (const { table } of paused)
    await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
  for (const key of dropped)
    await tx.execute(
      sql`alter table ${sql.identifier(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  return result;
}
