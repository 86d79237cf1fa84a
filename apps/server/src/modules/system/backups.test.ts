// Backups through the API: made from the job queue, verified, downloaded (change-logged), restored with the
// portal refusing writes meanwhile, refused when tampered with, and scheduled.
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLogs, jobs, news } from '../../db/schema/index.js';
import { openArchive } from '../../db/snapshot/read-archive.js';
import { digestOf, rewriteArchive } from '../../test/archive-helpers.js';
import { testApp, type TestUser } from '../../test/test-app.js';

const t = testApp({ admin: true });
let employee: TestUser;
let backupId: number;

beforeAll(async () => {
  employee = await t.user({ roles: ['Employee'] });
  await t.news({ name: 'خبر پیش از پشتیبان' });
  await t.uploadFile(t.admin);
});

const backup = async (id: number) => (await t.as(t.admin).get(`/api/v1/backup/${id}`)).json().data;
const restoreStatus = async () => (await t.as(t.admin).get('/api/v1/backup/restore')).json().data;

describe('making a backup', () => {
  it('is for Admins only', async () => {
    expect((await t.anon.post('/api/v1/backup')).statusCode).toBe(401);
    expect((await t.as(employee).post('/api/v1/backup')).statusCode).toBe(403);
    expect((await t.as(employee).post('/api/v1/backup/filter', {})).statusCode).toBe(403);
  });

  it('queues one backup at a time, then writes and verifies it from the job queue', async () => {
    const started = await t.as(t.admin).post('/api/v1/backup');
    expect(started.statusCode, started.body).toBe(200);
    backupId = started.json().data.id;
    expect(started.json().data).toMatchObject({ state: 'queued', trigger: 'manual' });
    const second = await t.as(t.admin).post('/api/v1/backup');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/در حال انجام/);

    expect(await t.jobs.runDue()).toMatchObject({ done: 1, failed: 0 });
    const made = await backup(backupId);
    expect(made).toMatchObject({ state: 'verified', failure: null, progress: { percent: 100 } });
    expect(made.size).toBeGreaterThan(0);
    expect(made.summary).toMatchObject({ engine: t.database.kind, files: 1, missingFiles: 0 });
    expect(made.fileName).toMatch(/^darvazeh-\d{4}-\d{2}-\d{2}-\d{4}-[0-9a-f]{6}\.zip$/);
    const list = (await t.as(t.admin).post('/api/v1/backup/filter', {})).json().data;
    expect(list.list.map((b: { id: number }) => b.id)).toContain(backupId);
  }, 120_000);

  it('downloads the archive for Admins, change-logged', async () => {
    expect((await t.as(employee).get(`/api/v1/backup/${backupId}/download`)).statusCode).toBe(403);
    const res = await t.as(t.admin).get(`/api/v1/backup/${backupId}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(Number(res.headers['content-length'])).toBe((await backup(backupId)).size);
    const logged = await t.database.db.select().from(changeLogs).where(eq(changeLogs.resource, 'backup'));
    expect(logged.map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'download']));
    expect(logged.find((row) => row.action === 'download')?.actorId).toBe(t.admin.id);
  });
});

describe('restoring a backup from the list', () => {
  it('refuses writes while it runs and comes back on the restored data', async () => {
    const archive = await openArchive(
      path.join(t.dataDir, 'backups', (await backup(backupId)).fileName),
      undefined,
    );
    const { manifest } = archive;
    archive.close();
    await t.news({ name: 'خبر پس از پشتیبان' });
    const started = await t.as(t.admin).post(`/api/v1/backup/${backupId}/restore`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ backupId, state: 'running' });

    const refused = await t.as(t.admin).post('/api/v1/backup');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toMatch(/بازیابی/);
    expect((await t.as(t.admin).get('/api/v1/backup/restore')).statusCode).toBe(200);

    await t.jobs.runDue();
    expect(await restoreStatus()).toMatchObject({ state: 'done', failure: null, progress: { percent: 100 } });
    const titles = (await t.database.db.select({ name: news.name }).from(news)).map((n) => n.name);
    expect(titles).toContain('خبر پیش از پشتیبان');
    expect(titles).not.toContain('خبر پس از پشتیبان');
    // Every table as the archive has it, but for the change log (the restore added its own row) and the
    // sessions' last use (this test's requests since the restore wrote it).
    const after = await digestOf(t.database);
    for (const table of manifest.tables)
      if (!['change_logs', 'sessions'].includes(table.name))
        expect(after[table.name], table.name).toBe(`${table.rows}:${table.sha256}`);
    expect(after.sessions?.split(':')[0]).toBe(
      String(manifest.tables.find((x) => x.name === 'sessions')?.rows),
    );
    const logRows = manifest.tables.find((table) => table.name === 'change_logs')?.rows ?? 0;
    expect(after.change_logs?.split(':')[0]).toBe(String(logRows + 1));
    const restored = await t.database.db.select().from(changeLogs).where(eq(changeLogs.action, 'restore'));
    expect(restored).toMatchObject([{ resource: 'backup', recordId: backupId, actorId: t.admin.id }]);
    // Writes are taken again, and the backup stays listed.
    expect((await t.as(t.admin).post('/api/v1/backup/filter', {})).statusCode).toBe(200);
    expect((await backup(backupId)).state).toBe('verified');
  }, 180_000);

  it('refuses a tampered archive, leaving the data as it was', async () => {
    const file = path.join(t.dataDir, 'backups', (await backup(backupId)).fileName);
    await rewriteArchive(file, `${file}.tmp`, (name, bytes) =>
      name.startsWith('files/') ? Buffer.concat([bytes, Buffer.from('!')]) : bytes,
    );
    await rename(`${file}.tmp`, file);
    const before = await digestOf(t.database);
    expect((await t.as(t.admin).post(`/api/v1/backup/${backupId}/restore`)).statusCode).toBe(200);
    await t.jobs.runDue();
    const status = await restoreStatus();
    expect(status.state).toBe('failed');
    expect(status.failure).toMatch(/دست‌کاری/);
    const after = await digestOf(t.database);
    // Nothing changed, but the sessions' last use, which this test's own requests may touch, and the
    // program log, which records the refusal.
    const touched = new Set(['sessions', 'program_logs']);
    expect(
      Object.keys(after).filter((table) => !touched.has(table) && after[table] !== before[table]),
    ).toEqual([]);
    expect(after.sessions?.split(':')[0]).toBe(before.sessions?.split(':')[0]);
  }, 180_000);
});

describe('the schedule', () => {
  it('answers the defaults, refuses a bad time in Persian, and saves a good one', async () => {
    expect((await t.as(t.admin).get('/api/v1/backup/settings')).json().data).toEqual({
      enabled: true,
      dailyTime: '02:00',
      keepDaily: 7,
      keepMonthly: 12,
    });
    const bad = await t.as(t.admin).put('/api/v1/backup/settings', {
      enabled: true,
      dailyTime: '25:00',
      keepDaily: 0,
      keepMonthly: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/ساعت|عدد/);
    const saved = await t.as(t.admin).put('/api/v1/backup/settings', {
      enabled: true,
      dailyTime: '03:30',
      keepDaily: 2,
      keepMonthly: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const slots = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'backup.schedule'));
    expect(slots.map((job) => job.key)).toContainEqual(
      expect.stringMatching(/^backup\.schedule:\d{4}-\d\d-\d\dT03:30$/),
    );
  });

  it('makes the slot’s backup once when it is due, and enqueues the next slot', async () => {
    const slots = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'backup.schedule'));
    const slot = slots.find((job) => job.key.endsWith('T03:30'));
    if (!slot) throw new Error('no slot');
    await t.jobs.runDue({ at: new Date(slot.runAt.getTime() + 1000) });
    const list = (await t.as(t.admin).post('/api/v1/backup/filter', {})).json().data.list;
    const scheduled = list.filter((b: { trigger: string }) => b.trigger === 'schedule');
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].state).toBe('verified');
    const keys = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'backup.schedule'))).map(
      (j) => j.key,
    );
    expect(keys.filter((key) => key.endsWith('T03:30'))).toHaveLength(2);
  }, 180_000);
});
