// The archive format end to end on one engine: write, verify, restore into a fresh database, and refuse
// tampered archives having changed nothing. Cross-engine restores are in snapshot-engines.test.ts.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textField } from '../../test/factories.js';
import { digestOf, rewriteArchive, storedFileNames } from '../../test/archive-helpers.js';
import { openTestDatabase } from '../../test/test-database.js';
import { testApp } from '../../test/test-app.js';
import type { Database } from '../client.js';
import { calendarYears, holidays, unitRoles } from '../schema/index.js';
import { ArchiveError } from './manifest.js';
import { restoreInto } from './restore-into.js';
import { verifyArchive } from './restore-archive.js';
import { writeArchive } from './write-archive.js';

const t = testApp({ admin: true });
let work: string;
let archive: string;
let source: Record<string, string>;
let target: Database;

async function fill() {
  const parent = await t.unit({ name: 'دانشکده فنی' });
  await t.unit({ name: 'گروه برق', parentId: parent.id });
  await t.employee();
  await t.news({ name: 'خبر پشتیبان' });
  const collection = await t.collection({
    formFields: [textField('name', 'نام'), { id: 'day', fname: 'تاریخ', ename: 'day', type: 'date' }],
  });
  for (const name of ['اول', 'دوم', 'سوم'])
    expect(
      (
        await t.as(t.admin).post(`/api/v1/datacollection/${collection.id}/record`, {
          data: { name, day: '1403/01/01' },
        })
      ).statusCode,
    ).toBe(200);
  await t.uploadFile(t.admin);
  await t.uploadFile(t.admin, { use: 'document' });
  // A confirmed year with a holiday, which the working-day count (a view over them) must follow.
  await t.database.db.insert(calendarYears).values({ jy: 1404, confirmedAt: new Date() });
  await t.database.db.insert(holidays).values({ day: '2025-10-06', jy: 1404, title: 'تعطیل پشتیبان' });
}

/** Working days from Saturday 2025-10-04 to Saturday 2025-10-11 as `database` counts them in SQL. */
async function workingWeek(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select working_days_between('2025-10-04', '2025-10-11') as n`);
  return Number((result as { rows: { n: number }[] }).rows[0]!.n);
}

const write = (file: string) =>
  writeArchive({
    database: t.database,
    file,
    filesDir: path.join(t.dataDir, 'files'),
    fileNames: (tx) => storedFileNames(tx),
    portalVersion: 'test',
    secret: undefined,
  });

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'darvazeh-snapshot-'));
  await fill();
  archive = path.join(work, 'a.zip');
  await write(archive);
  source = await digestOf(t.database);
  target = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  await target?.close();
  await rm(work, { recursive: true, force: true });
});

describe('a backup archive', () => {
  it('names every table with its rows, and every stored file, in its manifest', async () => {
    const manifest = await verifyArchive({ file: archive, secret: undefined, workDir: path.join(work, 'v') });
    expect(manifest.engine).toBe(t.database.kind);
    expect(manifest.migration).toMatch(/^\d{4}_/);
    const rows = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    expect(rows.units).toBeGreaterThanOrEqual(2);
    expect(rows.collection_records).toBe(3);
    expect(rows.backups).toBeUndefined();
    expect(manifest.files).toHaveLength(2);
    expect(Object.keys(rows).sort()).toEqual(Object.keys(source).sort());
  });

  it('restores into another database with every row and every file back, checksums equal', async () => {
    const filesDir = path.join(work, 'files');
    // Before: the fresh database knows no holiday on Monday 2025-10-06.
    expect(await workingWeek(target)).toBe(5);
    await restoreInto({ file: archive, secret: undefined, workDir: path.join(work, 'r'), target, filesDir });
    expect(await digestOf(target)).toEqual(source);
    expect(await workingWeek(target)).toBe(4);
    expect(await workingWeek(t.database)).toBe(4);
    const names = await storedFileNames(t.database.db);
    expect((await readdir(filesDir)).sort()).toEqual(names);
    for (const name of names)
      expect(await readFile(path.join(filesDir, name))).toEqual(
        await readFile(path.join(t.dataDir, 'files', name)),
      );
  });

  it('numbers new rows after the restored ones', async () => {
    const [restored] = await target.db.insert(unitRoles).values({ name: 'پس از بازیابی' }).returning();
    const [original] = await t.database.db.insert(unitRoles).values({ name: 'پس از پشتیبان' }).returning();
    expect(restored?.id).toBe(original?.id);
  });
});

describe('a tampered archive', () => {
  const refused = async (change: (name: string, bytes: Buffer) => Buffer | null) => {
    const file = path.join(work, `tampered-${Math.random()}.zip`);
    await rewriteArchive(archive, file, change);
    const before = await digestOf(target);
    const error = await restoreInto({
      file,
      secret: undefined,
      workDir: path.join(work, 'x'),
      target,
      filesDir: path.join(work, 'files'),
    }).catch((err: unknown) => err);
    expect(await digestOf(target)).toEqual(before);
    return error;
  };

  it('is refused when a stored file was changed', async () => {
    const error = await refused((name, bytes) =>
      name.startsWith('files/') ? Buffer.concat([bytes, Buffer.from('x')]) : bytes,
    );
    expect(error).toBeInstanceOf(ArchiveError);
    expect((error as ArchiveError).problem).toBe('tampered');
  });

  it('is refused when a table’s rows were changed', async () => {
    const error = await refused((name, bytes) =>
      name === 'tables/users.jsonl'
        ? Buffer.from(bytes.toString().replace('"username":"', '"username":"x'))
        : bytes,
    );
    expect((error as ArchiveError).problem).toBe('tampered');
  });

  it('is refused when the manifest was changed', async () => {
    const error = await refused((name, bytes) =>
      name === 'manifest.json' ? Buffer.from(bytes.toString().replace('"test"', '"tost"')) : bytes,
    );
    expect((error as ArchiveError).problem).toBe('tampered');
  });

  it('is refused when an entry was added or left out', async () => {
    expect(
      ((await refused((name, bytes) => (name.startsWith('files/') ? null : bytes))) as ArchiveError).problem,
    ).toBe('tampered');
  });

  it('is refused when it comes from a newer portal', async () => {
    const file = path.join(work, 'newer.zip');
    await rewriteArchive(
      archive,
      file,
      (name, bytes) =>
        name === 'manifest.json'
          ? Buffer.from(bytes.toString().replace(/"migration":"\d+_[a-z_]+"/, '"migration":"9999_future"'))
          : bytes,
      { reseal: { secret: undefined } },
    );
    const error = await verifyArchive({ file, secret: undefined, workDir: path.join(work, 'n') }).catch(
      (err: unknown) => err,
    );
    expect((error as ArchiveError).problem).toBe('newer_portal');
  });
});
