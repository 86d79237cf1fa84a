// A backup moves between engines: the suite's data is restored into PGlite, backed up from there, restored
// into PostgreSQL, backed up from there and restored into PGlite again, and at every step every row and
// every file is back with equal checksums. Needs the test PostgreSQL (TEST_DATABASE_URL), so it runs in the
// PostgreSQL pass of the suite and wherever that variable is set.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf, storedFileNames } from '../../test/archive-helpers.js';
import { testApp } from '../../test/test-app.js';
import { createScratchPostgres } from '../../test/test-database.js';
import { openDatabase, type Database } from '../client.js';
import { restoreInto } from './restore-into.js';
import { writeArchive } from './write-archive.js';

describe.runIf(process.env.TEST_DATABASE_URL)('a backup across engines', () => {
  const t = testApp({ admin: true });
  let work: string;
  let source: Record<string, string>;
  let names: string[];
  const opened: Database[] = [];
  let dropPostgres: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'darvazeh-engines-'));
    await t.unit({ name: 'دانشکده مهندسی' });
    await t.news({ name: 'خبر جابه‌جایی' });
    await t.uploadFile(t.admin);
    source = await digestOf(t.database);
    names = await storedFileNames(t.database.db);
  }, 120_000);
  afterAll(async () => {
    for (const database of opened) await database.close();
    await dropPostgres?.();
    await rm(work, { recursive: true, force: true });
  });

  const backUp = async (database: Database, filesDir: string, name: string) => {
    const file = path.join(work, `${name}.zip`);
    const { manifest } = await writeArchive({
      database,
      file,
      filesDir,
      fileNames: (tx) => storedFileNames(tx),
      portalVersion: 'test',
      secret: undefined,
    });
    expect(manifest.engine).toBe(database.kind);
    return file;
  };
  const restore = async (file: string, target: Database, name: string) => {
    const filesDir = path.join(work, `${name}-files`);
    await restoreInto({
      file,
      secret: undefined,
      workDir: path.join(work, `${name}-work`),
      target,
      filesDir,
    });
    expect(await digestOf(target)).toEqual(source);
    expect((await readdir(filesDir)).sort()).toEqual(names);
    for (const file of names)
      expect(await readFile(path.join(filesDir, file))).toEqual(
        await readFile(path.join(t.dataDir, 'files', file)),
      );
    return filesDir;
  };
  const migrated = async (database: Database) => {
    opened.push(database);
    await database.migrate();
    return database;
  };

  it('goes PGlite → PostgreSQL → PGlite with every row and file intact', async () => {
    const first = await migrated(await openDatabase({ pgliteDir: path.join(work, 'pglite-1') }));
    const firstFiles = await restore(
      await backUp(t.database, path.join(t.dataDir, 'files'), 'origin'),
      first,
      'pglite-1',
    );

    const scratch = await createScratchPostgres();
    dropPostgres = scratch.drop;
    const postgres = await migrated(await openDatabase({ databaseUrl: scratch.url, pgliteDir: null }));
    const postgresFiles = await restore(await backUp(first, firstFiles, 'from-pglite'), postgres, 'postgres');

    const last = await migrated(await openDatabase({ pgliteDir: path.join(work, 'pglite-2') }));
    await restore(await backUp(postgres, postgresFiles, 'from-postgres'), last, 'pglite-2');
  }, 300_000);
});
