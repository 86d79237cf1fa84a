// A restore's first half, and the check after every backup: the archive is loaded into a scratch PGlite
// (a folder of its own) migrated to the archive's level, then every table is read back and compared with
// the manifest (rows and SHA-256 of the lines, which also catches a column the load dropped). Nothing
// outside the scratch is touched, so a tampered or broken archive changes nothing.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../client.js';
import { loadTable, withLoadMode } from './load-rows.js';
import { codeLevel, migrateToLevel } from './migration-level.js';
import { ArchiveError, type Manifest } from './manifest.js';
import { openArchive, type ArchiveReader } from './read-archive.js';
import { dataTables, writeSequences } from './snapshot-scope.js';
import { canonicalOutput, tableDigest } from './table-lines.js';
import type { ProgressListener } from './write-archive.js';

/** A scratch database holding an archive's data; `dispose` closes it and removes its folder. */
export type Scratch = { database: Database; dispose(): Promise<void> };

/**
 * Opens a PGlite in `dir` (emptied first) for an archive at level `migration`: from the build's initial
 * cluster when that is the code's level, else initdb and the migrations up to it.
 */
async function openScratch(dir: string, migration: string): Promise<Scratch> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const latest = migration === (await codeLevel());
  const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite'), initialCluster: latest });
  const dispose = async () => {
    await database.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await migrateToLevel(database, migration, dir);
  } catch (err) {
    await dispose();
    throw err;
  }
  return { database, dispose };
}

/** Loads every table of the archive into `database` (at the archive's level) and checks it; all or nothing. */
async function loadAndCheck(
  database: Database,
  archive: ArchiveReader,
  onProgress: ProgressListener,
): Promise<void> {
  const { manifest } = archive;
  const total = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  let done = 0;
  await database.db.transaction(async (tx) => {
    await canonicalOutput(tx);
    const tables = await dataTables(tx);
    const names = tables.map((t) => t.name).join(',');
    if (names !== manifest.tables.map((t) => t.name).join(','))
      throw new ArchiveError('tampered', 'the tables are not those of its migration level');
    await withLoadMode(
      tx,
      tables.map((t) => t.name),
      async () => {
        // Migrations seed some tables (the Jalali calendar, the roles): the archive's rows replace those.
        await tx.execute(
          sql`truncate ${sql.join(
            tables.map((t) => sql.identifier(t.name)),
            sql`, `,
          )}`,
        );
        for (const table of tables)
          await loadTable(tx, table, archive.tableLines(table.name), (n) => {
            done += n;
            onProgress({ phase: 'verify', done, total });
          });
      },
    );
    await writeSequences(tx, manifest.sequences);
    for (const [i, table] of tables.entries()) {
      const expected = manifest.tables[i] as Manifest['tables'][number];
      const found = await tableDigest(tx, table);
      if (found.rows !== expected.rows || found.sha256 !== expected.sha256)
        throw new ArchiveError('tampered', `table ${table.name} reads back differently`);
    }
  });
}

/** Reads every file of the archive through its check, writing nothing. */
async function checkFiles(archive: ArchiveReader): Promise<void> {
  for (const file of archive.manifest.files)
    await pipeline(await archive.fileStream(file.name), new Writable({ write: (_c, _e, done) => done() }));
}

/**
 * Restores the archive into a scratch PGlite under `workDir` and checks it against its manifest; answers
 * the scratch, brought up to the code's migration level, and the open archive (for its files). Throws
 * ArchiveError (tampered, sealed with another key, from a newer portal, …) having changed nothing.
 */
export async function restoreToScratch(options: {
  file: string;
  secret: string | undefined;
  workDir: string;
  onProgress?: ProgressListener;
}): Promise<{ scratch: Scratch; archive: ArchiveReader }> {
  const archive = await openArchive(options.file, options.secret);
  let scratch: Scratch | undefined;
  try {
    scratch = await openScratch(path.join(options.workDir, 'scratch'), archive.manifest.migration);
    await loadAndCheck(scratch.database, archive, options.onProgress ?? (() => undefined));
    await scratch.database.migrate();
    return { scratch, archive };
  } catch (err) {
    archive.close();
    await scratch?.dispose();
    throw err;
  }
}

/**
 * The check after every backup: restores the archive into a scratch database, compares every table's rows
 * and checksum and every file's checksum with the manifest, and throws (ArchiveError) on any difference.
 */
export async function verifyArchive(options: {
  file: string;
  secret: string | undefined;
  workDir: string;
  onProgress?: ProgressListener;
}): Promise<Manifest> {
  const { scratch, archive } = await restoreToScratch(options);
  try {
    await checkFiles(archive);
    return archive.manifest;
  } finally {
    archive.close();
    await scratch.dispose();
  }
}
