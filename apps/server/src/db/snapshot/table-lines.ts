// A table's rows as JSON lines, read through a cursor a batch at a time: the engine-neutral form an archive
// holds, and what a restore compares. The same row gives the same text on PGlite and PostgreSQL once the
// transaction's output settings are fixed (canonicalOutput).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor, type TableInfo } from './snapshot-scope.js';

const BATCH = 1000;

/**
 * Fixes how values print for the rest of the transaction: times in UTC, floats shortest-exact, bytea in
 * hex, intervals in the PostgreSQL style. The servers' own settings can differ; the lines must not.
 */
export async function canonicalOutput(tx: Executor): Promise<void> {
  await tx.execute(sql`set local timezone to 'UTC'`);
  await tx.execute(sql`set local extra_float_digits to 1`);
  await tx.execute(sql`set local bytea_output to 'hex'`);
  await tx.execute(sql`set local intervalstyle to 'postgres'`);
}

/**
 * The rows of `table` as JSON text, one per line, in key order, yielded a batch at a time (each batch's
 * lines joined and ended by '\n'). Runs inside the caller's transaction, after canonicalOutput.
 */
export async function* tableLines(tx: Executor, table: TableInfo): AsyncGenerator<string> {
  await tx.execute(
    sql`declare snapshot_rows no scroll cursor for
      select row_to_json(t)::text as line from ${sql.identifier(table.name)} t ${table.filter}
      order by ${table.orderBy}`,
  );
  try {
    for (;;) {
      const rows = await rowsOf<{ line: string }>(tx, sql.raw(`fetch forward ${BATCH} from snapshot_rows`));
      if (rows.length === 0) return;
      yield rows.map((row) => row.line).join('\n') + '\n';
    }
  } finally {
    await tx.execute(sql`close snapshot_rows`);
  }
}

/** Counts and hashes what `tableLines` gives for `table`, as the archive's manifest records it. */
export async function tableDigest(tx: Executor, table: TableInfo): Promise<{ rows: number; sha256: string }> {
  const hash = createHash('sha256');
  let rows = 0;
  for await (const chunk of tableLines(tx, table)) {
    hash.update(chunk);
    rows += countLines(chunk);
  }
  return { rows, sha256: hash.digest('hex') };
}

/** The number of '\n' in a chunk of lines. */
export function countLines(chunk: string): number {
  let n = 0;
  for (let at = chunk.indexOf('\n'); at >= 0; at = chunk.indexOf('\n', at + 1)) n += 1;
  return n;
}

/** How many rows of `table` its copy holds (the row filter applied). */
export async function tableCount(tx: Executor, table: TableInfo): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(
    tx,
    sql`select count(*) as n from ${sql.identifier(table.name)} ${table.filter}`,
  );
  return Number(row?.n ?? 0);
}
