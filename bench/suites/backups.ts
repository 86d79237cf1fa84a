// Backups of the 100,000-request data set (the requests suite's seed): writing the archive, its
// verification (a restore into a scratch PGlite compared with the manifest) and a restore into an empty
// database of the same engine, beside pg_dump -Fc / pg_restore of the same PostgreSQL database in the same
// run (PGlite has no pg_dump: its own dumpDataDir, a tarball of the cluster, stands beside it).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { files } from '../../apps/server/src/db/schema/index.js';
import { verifyArchive } from '../../apps/server/src/db/snapshot/restore-archive.js';
import { restoreInto } from '../../apps/server/src/db/snapshot/restore-into.js';
import { writeArchive } from '../../apps/server/src/db/snapshot/write-archive.js';
import { loadNow, onEachDatabase, root, scratchPostgres, type Section, spawnTarget } from '../lib.js';
import { adminOf } from './organisation.js';
import { seedSql, servicesOf } from './requests.js';

const run = promisify(execFile);
const seconds = (start: number) => (performance.now() - start) / 1000;
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
type Row = { what: string; seconds: number; size?: number };

async function seed(dataDir: string, env: Record<string, string>): Promise<void> {
  const server = await spawnTarget(path.join(root, 'apps/server/dist/server.js'), {
    CAPTCHA: 'off',
    DATA_DIR: dataDir,
    ...env,
  });
  try {
    await servicesOf(await adminOf(server.url));
  } finally {
    await server.stop();
  }
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(seedSql());
    await client.end();
  } else {
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
    await db.exec(seedSql());
    await db.close();
  }
}

async function measure(env: Record<string, string>): Promise<{ rows: Row[]; tableRows: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'darvazeh-bench-backups-'));
  const opened: Database[] = [];
  const drops: (() => Promise<void>)[] = [];
  try {
    await seed(dataDir, env);
    const open = async (url: string | undefined, dir: string) => {
      const database = await openDatabase({ databaseUrl: url, pgliteDir: dir });
      opened.push(database);
      await database.migrate();
      return database;
    };
    const source = await open(env.DATABASE_URL, path.join(dataDir, 'pglite'));
    const file = path.join(dataDir, 'backup.zip');
    let start = performance.now();
    const { manifest, size } = await writeArchive({
      database: source,
      file,
      filesDir: path.join(dataDir, 'files'),
      fileNames: async (tx) => (await tx.select({ key: files.storageKey }).from(files)).map((f) => f.key),
      portalVersion: 'bench',
      secret: undefined,
    });
    const rows: Row[] = [{ what: 'backup: write the archive', seconds: seconds(start), size }];
    start = performance.now();
    await verifyArchive({ file, secret: undefined, workDir: path.join(dataDir, 'verify') });
    rows.push({ what: 'backup: verify (restore into a scratch PGlite, compare)', seconds: seconds(start) });
    let targetUrl: string | undefined;
    if (env.DATABASE_URL) {
      const scratch = await scratchPostgres(
        process.env.BENCH_DATABASE_URL ?? String(process.env.TEST_DATABASE_URL),
      );
      drops.push(scratch.drop);
      targetUrl = scratch.url;
    }
    const target = await open(targetUrl, path.join(dataDir, 'target'));
    start = performance.now();
    await restoreInto({
      file,
      secret: undefined,
      workDir: path.join(dataDir, 'restore'),
      target,
      filesDir: path.join(dataDir, 'restored-files'),
    });
    rows.push({ what: 'restore into an empty database (verify, then replace)', seconds: seconds(start) });
    for (const database of opened.splice(0)) await database.close();
    if (env.DATABASE_URL) {
      const dump = path.join(dataDir, 'dump.pgc');
      start = performance.now();
      await run('pg_dump', ['-Fc', '-f', dump, env.DATABASE_URL]);
      rows.push({ what: 'baseline: `pg_dump -Fc`', seconds: seconds(start), size: (await stat(dump)).size });
      const scratch = await scratchPostgres(
        process.env.BENCH_DATABASE_URL ?? String(process.env.TEST_DATABASE_URL),
      );
      drops.push(scratch.drop);
      start = performance.now();
      await run('pg_restore', ['-d', scratch.url, dump]);
      rows.push({ what: 'baseline: `pg_restore` into an empty database', seconds: seconds(start) });
    } else {
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
      start = performance.now();
      const tarball = await db.dumpDataDir('gzip');
      rows.push({
        what: 'baseline: PGlite `dumpDataDir` (gzip)',
        seconds: seconds(start),
        size: tarball.size,
      });
      await db.close();
    }
    const tableRows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    return { rows, tableRows };
  } finally {
    for (const database of opened) await database.close().catch(() => undefined);
    for (const drop of drops) await drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function backupsSuite(): Promise<Section> {
  const loadBefore = loadNow();
  const results = await onEachDatabase(measure);
  const lines = [
    "The requests suite's data set (100,000 requests, 500,000 tasks, 20,600 users; bench/suites/requests.ts `seedSql`), through `db/snapshot` in the bench process as the backup job runs it, then the engine's own dump of the same database in the same run.",
    '',
    '| database | what | seconds | archive MB |',
    '|---|---|---:|---:|',
    ...results.flatMap(([name, { rows }]) =>
      rows.map(
        (r) =>
          `| ${name} | ${r.what} | ${r.seconds.toFixed(1)} | ${r.size === undefined ? '' : mb(r.size)} |`,
      ),
    ),
    '',
    ...results.map(
      ([name, { tableRows }]) => `${name}: ${tableRows.toLocaleString('en-US')} rows in the archive.`,
    ),
    '',
    `Other work shared the 2 cores (load average ${loadBefore.toFixed(1)} at the start, ${loadNow().toFixed(1)} at the end), so compare the ratios.`,
  ];
  return { title: 'Backups and restores of the 100,000-request data set', body: lines.join('\n') };
}
