// The one log screen through the real app: every kind in one list, found by kind, outcome, user, Tehran
// days and free text; a row's details; the Excel export; the retention purge, once a day.
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { endpoint, LOG_KIND_LABELS, type LogEntry } from '@darvazeh/shared';
import { authLogs, jobs, programLogs } from '../../../db/schema/index.js';
import { bind } from '../../../plugins/endpoints.js';
import type { AppModule } from '../../app-module.js';
import { testApp, type TestUser } from '../../../test/test-app.js';
import { commonMessages, labels, logMessages } from '../../../messages/index.js';
import { textField } from '../../../test/factories.js';
import { PURGE_LOGS_JOB, schedulePurge } from './logs-purge.js';

const probes: AppModule = {
  name: 'test-logs',
  endpoints: [
    bind(endpoint({ method: 'GET', path: 'test/logs-boom', access: ['*'] }), () => {
      throw new Error('the ledger service is down password=hunter2');
    }),
  ],
};

const t = testApp({ admin: true, modules: [probes] });
let employee: TestUser;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());

async function list(filters: Record<string, unknown>) {
  await t.app.programLog.flush();
  const res = await t.as(t.admin).post('/api/v1/logs/filter', { from: today, to: today, ...filters });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: LogEntry[]; pages: number; capped: boolean };
}

beforeAll(async () => {
  employee = await t.user({ roles: ['Employee'], firstName: 'مریم', lastName: 'کاظمی' });
  // A failed and a good sign-in of the employee, a failed one of nobody who exists.
  await t.anon.post('/api/v1/account/login', { username: employee.username, password: 'wrong-Pw-1' });
  await t.anon.post('/api/v1/account/login', { username: employee.username, password: employee.password });
  await t.anon.post('/api/v1/account/login', { username: 'ghost_user', password: 'wrong-Pw-1' });
  expect((await t.as(employee).get('/api/v1/test/logs-boom')).statusCode).toBe(500);
});

describe('the log list', () => {
  it('finds a failed sign-in by kind, outcome and user, with its Persian summary', async () => {
    const { list: rows } = await list({ kind: 'authlog', outcome: 'failure', userId: employee.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'authlog',
      outcome: 'failure',
      userId: employee.id,
      userName: 'مریم کاظمی',
      summary: 'نام کاربری یا رمز عبور نادرست',
    });
    const good = await list({ kind: 'authlog', outcome: 'success', userId: employee.id });
    expect(good.list.map((r) => r.summary)).toEqual(['ورود موفق']);
  });

  it('counts a sign-in left at the two-factor step as unfinished, never as a success', async () => {
    const careful = await t.user({ twoFactorEnabled: true, twoFactorSecret: 'JBSWY3DPEHPK3PXP' });
    const res = await t.anon.post('/api/v1/account/login', {
      username: careful.username,
      password: careful.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list({ kind: 'authlog', outcome: 'success', userId: careful.id })).list).toEqual([]);
    expect((await list({ kind: 'authlog', outcome: 'failure', userId: careful.id })).list).toEqual([]);
    expect((await list({ kind: 'authlog', outcome: 'pending', userId: careful.id })).list).toEqual([
      expect.objectContaining({ outcome: 'pending', summary: 'در انتظار ورود دومرحله‌ای' }),
    ]);
  });

  it('names a failed sign-in of nobody by the username typed, and finds it by free text', async () => {
    const { list: rows } = await list({ text: 'ghost_' });
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'authlog', userId: null, userName: 'ghost_user' }),
    ]);
    expect((await list({ text: 'کاظمی', kind: 'authlog' })).list).toHaveLength(2);
  });

  it('finds a server error in the program log by kind and outcome, the user it happened to named', async () => {
    const { list: rows } = await list({ kind: 'programlog', outcome: 'error', text: 'unexpected' });
    // The summary an Admin reads is Persian; the message as the server logged it stays in the details.
    expect(rows[0]).toMatchObject({
      kind: 'programlog',
      outcome: 'error',
      userId: employee.id,
      summary: 'خطای پیش‌بینی‌نشده هنگام پاسخ به یک درخواست',
    });
    const detail = await t.as(t.admin).get(`/api/v1/logs/programlog/${rows[0]!.id}`);
    expect(detail.statusCode).toBe(200);
    const fields = detail.json().data.fields as { label: string; value: string }[];
    const value = (label: string) => fields.find((f) => f.label === label)?.value;
    expect(value(logMessages.message)).toBe('unexpected error');
    expect(value(logMessages.route)).toBe('/api/v1/test/logs-boom');
    expect(value(logMessages.status)).toBe('500');
    expect(value(logMessages.errorStack)).toContain('the ledger service is down');
    expect(value(logMessages.errorStack)).not.toContain('hunter2');
    expect(value(logMessages.errorStack)).toContain(commonMessages.redacted);
  });

  it('lists every kind newest first; a day with nothing lists nothing; bad ranges are Persian 400s', async () => {
    const { list: rows } = await list({});
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['authlog', 'programlog']));
    const at = rows.map((r) => r.at);
    expect([...at].sort().reverse()).toEqual(at);
    expect((await list({ from: '2020-01-01', to: '2020-01-02' })).list).toEqual([]);
    expect((await list({ kind: 'eventonlog' })).list).toEqual([]);
    const backwards = await t.as(t.admin).post('/api/v1/logs/filter', { from: today, to: '2020-01-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('تاریخ پایان باید بعد از تاریخ شروع باشد.');
    const tooLong = await t.as(t.admin).post('/api/v1/logs/filter', { from: '2020-01-01', to: today });
    expect(tooLong.statusCode).toBe(400);
  });

  it('shows a sign-in’s details as labelled fields', async () => {
    const [row] = (await list({ kind: 'authlog', outcome: 'failure', userId: employee.id })).list;
    const res = await t.as(t.admin).get(`/api/v1/logs/authlog/${row!.id}`);
    const fields = res.json().data.fields as { label: string; value: string }[];
    expect(fields).toContainEqual(
      expect.objectContaining({ label: labels.username, value: employee.username }),
    );
    expect((await t.as(t.admin).get('/api/v1/logs/authlog/99999999')).statusCode).toBe(404);
    expect((await t.as(t.admin).get('/api/v1/logs/apilog/1')).statusCode).toBe(404);
  });

  it('exports the matching rows to Excel with Persian headers', async () => {
    const res = await t.as(t.admin).post('/api/v1/logs/export', { from: today, to: today, kind: 'authlog' });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      logMessages.kind,
      labels.time,
      labels.result,
      labels.user,
      logMessages.summary,
    ]);
    const kinds = new Set<unknown>();
    sheet.eachRow((row, n) => n > 1 && kinds.add(row.getCell(1).value));
    expect([...kinds]).toEqual([LOG_KIND_LABELS.authlog]);
    expect(sheet.actualRowCount).toBeGreaterThanOrEqual(4);
  });

  it('lists an event run under «اجرای رویداد», found by outcome and free text, with its details', async () => {
    const books = await t.collection({ formFields: [textField('title', 'عنوان')] });
    const event = await t.systemEvent({
      fname: 'رویداد کتاب تازه',
      trigger: { kind: 'record', collectionId: books.id, on: 'create', condition: '' },
      functionId: (await t.function({ expressions: [] })).id,
    });
    const fired = await t.as(t.admin).post(`/api/v1/systemevent/${event.id}/test-fire`, {});
    expect(fired.json().data).toMatchObject({ isTest: true, outcome: 'success' });
    const { list: found } = await list({ kind: 'eventonlog', outcome: 'success', text: 'کتاب تازه' });
    expect(found).toHaveLength(1);
    expect(found[0]!.summary).toContain(logMessages.eventRun('رویداد کتاب تازه'));
    expect((await list({ kind: 'eventonlog', outcome: 'failure' })).list).toEqual([]);
    const res = await t.as(t.admin).get(`/api/v1/logs/eventonlog/${found[0]!.id}`);
    const fields = res.json().data.fields as { label: string; value: string }[];
    expect(fields).toContainEqual({ label: labels.name, value: 'رویداد کتاب تازه' });
    expect(fields).toContainEqual(expect.objectContaining({ label: logMessages.testFire }));
  });

  it('lists a password reset by an Admin and a responsibility given, about the user they concern', async () => {
    const role = await t.unitRole({ name: 'کارشناس گزارش' });
    const unit = await t.unit({ name: 'دفتر فناوری', unitRoleIds: [role.id] });
    const person = await t.user({ firstName: 'نرگس', lastName: 'رحیمی' });
    expect((await t.as(t.admin).post(`/api/v1/user/${person.id}/reset-password`)).statusCode).toBe(200);
    const given = await t
      .as(t.admin)
      .post('/api/v1/unitresponsibility', { userId: person.id, unitId: unit.id, unitRoleId: role.id });
    expect(given.statusCode, given.body).toBe(200);
    const { list: rows } = await list({ userId: person.id });
    expect(rows.map((r) => [r.kind, r.summary, r.userName])).toEqual([
      ['unitresponsibilitylog', logMessages.actions.create, 'نرگس رحیمی'],
      ['securitystamplog', logMessages.stampReasons.password_reset_by_admin, 'نرگس رحیمی'],
    ]);
    // Filtered by who did it, the Admin's own acts are there too.
    const byAdmin = await list({ userId: t.admin.id, kind: 'securitystamplog' });
    expect(byAdmin.list.map((r) => r.userId)).toContain(person.id);
    const detail = await t.as(t.admin).get(`/api/v1/logs/unitresponsibilitylog/${rows[0]!.id}`);
    const fields = detail.json().data.fields as { label: string; value: string }[];
    // Who, where and which role by their names: never the rows' ids.
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: labels.user, value: 'نرگس رحیمی' }),
        expect.objectContaining({ label: labels.unit, value: 'دفتر فناوری' }),
        expect.objectContaining({ label: labels.unitRole, value: 'کارشناس گزارش' }),
      ]),
    );
    const shown = fields.map((f) => f.value).join('\n');
    for (const id of ['userId', 'unitId', 'unitRoleId', 'creatorId']) expect(shown).not.toContain(id);
  });

  it('names the responsibility before and after an update, never by ids', async () => {
    const role = await t.unitRole({ name: 'کارشناس بودجه' });
    const other = await t.unitRole({ name: 'مدیر بودجه' });
    const unit = await t.unit({ name: 'دفتر بودجه', unitRoleIds: [role.id, other.id] });
    const person = await t.user({ firstName: 'هانیه', lastName: 'صادقی' });
    const given = await t
      .as(t.admin)
      .post('/api/v1/unitresponsibility', { userId: person.id, unitId: unit.id, unitRoleId: role.id });
    const id = given.json().data.id as number;
    const changed = await t
      .as(t.admin)
      .put(`/api/v1/unitresponsibility/${id}`, { userId: person.id, unitId: unit.id, unitRoleId: other.id });
    expect(changed.statusCode, changed.body).toBe(200);
    const { list: rows } = await list({ userId: person.id, kind: 'unitresponsibilitylog' });
    const update = rows.find((r) => r.summary === logMessages.actions.update)!;
    const detail = await t.as(t.admin).get(`/api/v1/logs/unitresponsibilitylog/${update.id}`);
    const fields = detail.json().data.fields as { label: string; value: string }[];
    const value = (label: string) => fields.find((f) => f.label === label)?.value;
    expect(value(logMessages.before)).toContain('کارشناس بودجه');
    expect(value(logMessages.after)).toContain('مدیر بودجه');
    expect(value(logMessages.after)).not.toMatch(/Id:/);
  });

  it('finds users for the user filter by name or username', async () => {
    const res = await t.as(t.admin).get(`/api/v1/logs/users?q=${encodeURIComponent('کاظمی')}`);
    expect(res.json().data).toEqual([{ id: employee.id, name: 'مریم کاظمی', username: employee.username }]);
    const byUsername = await t.as(t.admin).get(`/api/v1/logs/users?q=${employee.username}`);
    expect(byUsername.json().data.map((u: { id: number }) => u.id)).toEqual([employee.id]);
    expect((await t.as(employee).get('/api/v1/logs/users?q=ab')).statusCode).toBe(403);
  });

  it('is for Admins only', async () => {
    const body = { from: today, to: today };
    expect((await t.as(employee).post('/api/v1/logs/filter', body)).statusCode).toBe(403);
    expect((await t.as(employee).post('/api/v1/logs/export', body)).statusCode).toBe(403);
    expect((await t.anon.get('/api/v1/logs/authlog/1')).statusCode).toBe(401);
  });
});

describe('retention', () => {
  it('purges each kind past its days once a day, keeping newer rows and kinds kept for ever', async () => {
    const db = t.database.db;
    const old = new Date(Date.now() - 40 * 86_400_000);
    const [oldSignIn] = await db
      .insert(authLogs)
      .values({ username: 'old_one', result: 'success', createdAt: old })
      .returning();
    const [oldError] = await db
      .insert(programLogs)
      .values({ level: 50, instance: 'x:1', message: 'old', createdAt: old })
      .returning();
    const data = JSON.stringify({ authlog: 30, programlog: null });
    const saved = await t.as(t.admin).post('/api/v1/generalsetting', { name: 'logRetention', data });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await t
      .as(t.admin)
      .post('/api/v1/generalsetting', { name: 'logRetention', data: JSON.stringify({ authlog: 0 }) });
    expect(refused.statusCode).toBe(400);

    // Two instances starting the same day write one job.
    await schedulePurge(db, new Date());
    await schedulePurge(db, new Date());
    const due = await db.select().from(jobs).where(eq(jobs.kind, PURGE_LOGS_JOB));
    expect(due).toHaveLength(1);
    await t.app.jobs.runDue({ at: new Date(Date.now() + 86_400_000) });

    expect(await db.select().from(authLogs).where(eq(authLogs.id, oldSignIn!.id))).toEqual([]);
    expect(await db.select().from(programLogs).where(eq(programLogs.id, oldError!.id))).toHaveLength(1);
    expect((await list({ kind: 'authlog', userId: employee.id })).list).toHaveLength(2);
    // Tomorrow's purge is written by today's.
    expect(await db.select().from(jobs).where(eq(jobs.kind, PURGE_LOGS_JOB))).toHaveLength(2);
  });
});
