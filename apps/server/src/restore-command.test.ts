// Durability through `npm run restore -- FILE`: a backup, the data wiped (a new DATA_DIR, or a new
// PostgreSQL database), the command, and every row and every file is back with equal checksums. A tampered
// archive is refused with a Persian reason and changes nothing.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client.js';
import { writeArchive } from './db/snapshot/write-archive.js';
import { digestOf, rewriteArchive, storedFileNames } from './test/archive-helpers.js';
import { testApp } from './test/test-app.js';
import { createScratchPostgres, testEngine } from './test/test-database.js';
import { runRestoreCommand } from './restore-command.js';

const t = testApp({ admin: true });
let work: string;
let archive: string;
let source: Record<string, string>;
const cleanups: (() => Promise<void>)[] = [];

/** A wiped portal: an empty DATA_DIR and, on PostgreSQL, an empty database. */
async function wipedPortal(): Promise<{ env: NodeJS.ProcessEnv; open: () => Promise<Database> }> {
  const dataDir = await mkdtemp(path.join(work, 'data-'));
  if (testEngine() === 'pglite')
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }),
    };
  const scratch = await createScratchPostgres();
  cleanups.push(scratch.drop);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    open: () => openDatabase({ databaseUrl: scratch.url, pgliteDir: null }),
  };
}

const run = async (args: string[], env: NodeJS.ProcessEnv) => {
  const lines: string[] = [];
  const code = await runRestoreCommand(args, env, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return { code, text: lines.join('\n') };
};

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'darvazeh-restore-command-'));
  await t.unit({ name: 'دانشکده علوم' });
  await t.news({ name: 'خبر بازیابی' });
  await t.uploadFile(t.admin);
  await t.uploadFile(t.admin, { use: 'document' });
  archive = path.join(work, 'backup.zip');
  await writeArchive({
    database: t.database,
    file: archive,
    filesDir: path.join(t.dataDir, 'files'),
    fileNames: (tx) => storedFileNames(tx),
    portalVersion: 'test',
    secret: undefined,
  });
  source = await digestOf(t.database);
}, 120_000);
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await rm(work, { recursive: true, force: true });
});

describe('npm run restore -- FILE', () => {
  it('brings every row and every file back into a wiped portal', async () => {
    const portal = await wipedPortal();
    const { code, text } = await run([archive], portal.env);
    expect(code, text).toBe(0);
    expect(text).toMatch(/بازیابی انجام شد/);
    const restored = await portal.open();
    try {
      const digests = await digestOf(restored);
      // The command's own change-log row is the one difference.
      const { change_logs: logs, ...rest } = digests;
      const { change_logs: sourceLogs, ...sourceRest } = source;
      expect(rest).toEqual(sourceRest);
      expect(Number(logs?.split(':')[0])).toBe(Number(sourceLogs?.split(':')[0]) + 1);
    } finally {
      await restored.close();
    }
    const names = await storedFileNames(t.database.db);
    const filesDir = path.join(String(portal.env.DATA_DIR), 'files');
    expect((await readdir(filesDir)).sort()).toEqual(names);
    for (const name of names)
      expect(await readFile(path.join(filesDir, name))).toEqual(
        await readFile(path.join(t.dataDir, 'files', name)),
      );
  }, 180_000);

  it('refuses a tampered archive in Persian and writes nothing', async () => {
    const tampered = path.join(work, 'tampered.zip');
    await rewriteArchive(archive, tampered, (name, bytes) =>
      name === 'tables/news.jsonl' ? Buffer.from(bytes.toString().replace('خبر بازیابی', 'خبر جعلی')) : bytes,
    );
    const portal = await wipedPortal();
    const { code, text } = await run([tampered], portal.env);
    expect(code).toBe(1);
    expect(text).toMatch(/دست‌کاری/);
    expect(await readdir(path.join(String(portal.env.DATA_DIR), 'files')).catch(() => [])).toEqual([]);
  }, 180_000);

  it('says how it is used when no file is named', async () => {
    const { code, text } = await run([], { DATA_DIR: work });
    expect(code).toBe(2);
    expect(text).toMatch(/npm run restore/);
  });
});
