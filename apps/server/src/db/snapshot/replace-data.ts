// A restore's second half: the data of a checked scratch database (at the code's migration level) replaces
// the target's in one transaction — every data table truncated and loaded, sequences set, every table's
// checksum compared with the scratch's — so the target ends with all of it or none of it. The bookkeeping
// tables (the backup list, the schedule, the restore's own state) are left as they are.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../client.js';
import { EVERYTHING, sendNotice } from '../notices.js';
import { loadTable, withLoadMode } from './load-rows.js';
import {
  dataTables,
  readSequences,
  rowsOf,
  sequenceNames,
  writeSequences,
  type TableInfo,
} from './snapshot-scope.js';
import { canonicalOutput, tableCount, tableDigest, tableLines } from './table-lines.js';
import type { ProgressListener } from './write-archive.js';

/** The same tables with the same columns, or the two databases are not at one migration level. */
function sameShape(a: TableInfo[], b: TableInfo[]): boolean {
  const shape = (tables: TableInfo[]) => JSON.stringify(tables.map((t) => [t.name, t.columns]));
  return shape(a) === shape(b);
}

/**
 * Refreshes every materialized view (working_day_ordinals, migration 0049) from the tables just loaded:
 * the load paused the triggers that keep them.
 */
async function refreshViews(tx: Db): Promise<void> {
  const views = await rowsOf<{ name: string }>(
    tx,
    sql`select relname as name from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'm' order by relname`,
  );
  for (const { name } of views) await tx.execute(sql`refresh materialized view ${sql.identifier(name)}`);
}

/**
 * Replaces the data of `target` with that of `source` (both at the code's migration level), all or nothing;
 * `inTransaction` runs last inside the target's transaction (the restore's record commits with the data).
 */
export async function replaceData(options: {
  target: Pick<Database, 'db'>;
  source: Database;
  onProgress?: ProgressListener;
  inTransaction?: (tx: Db) => Promise<void>;
}): Promise<void> {
  const { target, source, onProgress = () => undefined } = options;
  await source.db.transaction(
    async (stx) => {
      await canonicalOutput(stx);
      const tables = await dataTables(stx);
      const sequences = await readSequences(stx, await sequenceNames(stx));
      const counts = await Promise.all(tables.map((table) => tableCount(stx, table)));
      const total = counts.reduce((a, b) => a + b, 0);
      let done = 0;
      await target.db.transaction(async (ttx) => {
        await canonicalOutput(ttx);
        const targetTables = await dataTables(ttx);
        if (!sameShape(tables, targetTables))
          throw new Error('the target database is not at the migration level of the restored data');
        const digests = new Map<string, string>();
        await withLoadMode(
          ttx,
          tables.map((t) => t.name),
          async () => {
            await ttx.execute(
              sql`truncate ${sql.join(
                tables.map((t) => sql.identifier(t.name)),
                sql`, `,
              )}`,
            );
            for (const table of tables) {
              const hash = createHash('sha256');
              async function* lines() {
                for await (const chunk of tableLines(stx, table)) {
                  hash.update(chunk);
                  yield* chunk.slice(0, -1).split('\n');
                }
              }
              await loadTable(ttx, table, lines(), (n) => {
                done += n;
                onProgress({ phase: 'replace', done, total });
              });
              digests.set(table.name, hash.digest('hex'));
            }
          },
        );
        await writeSequences(ttx, sequences);
        await refreshViews(ttx);
        for (const table of targetTables) {
          const found = await tableDigest(ttx, table);
          if (found.sha256 !== digests.get(table.name))
            throw new Error(`table ${table.name} reads back differently after the restore`);
        }
        // The load paused the triggers that send notices: every instance drops every cache at the commit.
        await sendNotice(ttx, EVERYTHING);
        await options.inTransaction?.(ttx);
      });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
