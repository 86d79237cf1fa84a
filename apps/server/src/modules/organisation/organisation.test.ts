import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_PASSWORD_POLICY, validatePassword } from '@darvazeh/shared';
import { changeLogs, unitResponsibilities, users } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { isCommonPassword } from '../identity/common-passwords.js';
import { temporaryPassword } from './organisation.service.js';

const t = testApp({ admin: true });

async function make(path: string, body: unknown) {
  const res = await t.as(t.admin).post(`/api/v1/${path}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('units', () => {
  it('builds a tree of units offering unit roles, and refuses cycles and missing parents', async () => {
    const type = await t.unitType({ name: 'دانشکده' });
    const [head, expert] = [await t.unitRole({ name: 'رئیس' }), await t.unitRole({ name: 'کارشناس' })];
    const parent = await make('unit', { name: 'دانشگاه', unitTypeId: type.id });
    const child = await make('unit', {
      name: 'دانشکده فنی',
      parentId: parent.id,
      unitTypeId: type.id,
      unitRoleIds: [head.id, expert.id],
    });
    expect(child.unitRoles.map((r: { name: string }) => r.name).sort()).toEqual(['رئیس', 'کارشناس']);

    const cycle = await t
      .as(t.admin)
      .put(`/api/v1/unit/${parent.id}`, { name: 'دانشگاه', parentId: child.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe('یک واحد نمی‌تواند زیرمجموعه خودش یا زیرمجموعه‌های خودش باشد.');
    const orphan = await t.as(t.admin).post('/api/v1/unit', { name: 'بی‌پدر', parentId: 99999 });
    expect(orphan.json().message).toBe('واحد بالادستی یافت نشد.');

    const all = await make('unit', { name: 'همه نقش‌ها', selectAll: true });
    expect(all.selectAll).toBe(true);
    const union = (await t.as(t.admin).get('/api/v1/unit/union-roles')).json().data.list;
    expect(union.map((r: { name: string }) => r.name).sort()).toEqual(['رئیس', 'کارشناس']);
    const children = await t
      .as(t.admin)
      .post('/api/v1/unit/filter', { filters: { parentId: { op: 'eq', value: parent.id } } });
    expect(children.json().data.list.map((u: { name: string }) => u.name)).toEqual(['دانشکده فنی']);
  });
});

describe('the whole unit tree', () => {
  it('answers every unit to unit/all, beyond the 1,000 rows other resources stop at', async () => {
    await t.database.db.execute(
      sql`insert into units (name) select 'واحد آزمایشی ' || n from generate_series(1, 2000) as n`,
    );
    const list = (await make('unit/all', {})).list as { name: string }[];
    expect(list.filter((unit) => unit.name.startsWith('واحد آزمایشی '))).toHaveLength(2000);
  });
});

describe('users and responsibilities', () => {
  it('creates a user with a temporary password that must be changed, and gives them a responsibility', async () => {
    const role = await t.unitRole({ name: 'مسئول دفتر' });
    const unit = await t.unit({ name: 'معاونت آموزشی', unitRoleIds: [role.id] });
    const created = await make('user', {
      username: 'Ali.Karimi',
      firstName: 'علي',
      lastName: 'كريمي',
      roleIds: [],
    });
    expect(created.user).toMatchObject({
      username: 'ali.karimi',
      firstName: 'علی',
      lastName: 'کریمی',
      passwordDeprecated: true,
    });
    expect(created.user).not.toHaveProperty('passwordHash');
    expect(created.temporaryPassword).toMatch(/^\S{12,}$/);
    const [log] = await t.database.db
      .select()
      .from(changeLogs)
      .where(and(eq(changeLogs.resource, 'user'), eq(changeLogs.recordId, created.user.id)));
    expect(log?.after).toMatchObject({ username: 'ali.karimi' });
    for (const secret of ['passwordHash', 'securityStamp', 'twoFactorSecret', 'twoFactorPendingSecret'])
      expect(log?.after, secret).not.toHaveProperty(secret);

    const wrongRole = await t
      .as(t.admin)
      .post('/api/v1/unitresponsibility', { userId: created.user.id, unitId: unit.id, unitRoleId: 99999 });
    expect(wrongRole.json().message).toBe('این واحد چنین نقشی ندارد.');
    await make('unitresponsibility', {
      userId: created.user.id,
      unitId: unit.id,
      unitRoleId: role.id,
      personalId: '۱۲۳۴',
    });

    const login = await t.anon.post('/api/v1/account/login', {
      username: 'ALI.KARIMI',
      password: created.temporaryPassword,
    });
    expect(login.statusCode, login.body).toBe(200);
    const profile = login.json().data;
    expect(profile.passwordDeprecated).toBe(true);
    expect(profile.roles).toContainEqual({
      alias: 'Employee',
      unit: { id: unit.id, name: 'معاونت آموزشی' },
      unitRole: { id: role.id, name: 'مسئول دفتر' },
    });
    expect(profile.unitResponsibilities[0]).toMatchObject({
      unitId: unit.id,
      personalId: '۱۲۳۴',
      unit: { name: 'معاونت آموزشی' },
    });

    const logs = await t.as(t.admin).post('/api/v1/unitresponsibilitylog/filter', {});
    expect(logs.json().data.list.map((l: { action: string }) => l.action)).toContain('create');
  });

  it('finds users by name whatever the letters and digits, by role and by unit', async () => {
    const staff = await make('role', { alias: 'Librarian', name: 'کتابدار' });
    const user = (
      await make('user', { username: 'zahra', firstName: 'زهرا', lastName: 'یکتا', roleIds: [staff.id] })
    ).user;
    const byName = await t
      .as(t.admin)
      .post('/api/v1/user/filter', { filters: { lastName: { op: 'like', value: 'يكتا' } } });
    expect(byName.json().data.list.map((u: { id: number }) => u.id)).toEqual([user.id]);
    const byRole = await t
      .as(t.admin)
      .post('/api/v1/user/filter', { filters: { roleId: { op: 'eq', value: staff.id } } });
    expect(byRole.json().data.list.map((u: { id: number }) => u.id)).toEqual([user.id]);
    expect(byRole.json().data.list[0].roles).toEqual([{ id: staff.id, alias: 'Librarian', name: 'کتابدار' }]);
  });

  it('refuses an Admin’s weak or common password for a new user, and makes temporary ones that pass', async () => {
    const body = { firstName: 'سارا', lastName: 'احمدی', roleIds: [] };
    for (const [password, message] of [
      ['abc123', 'رمز عبور ضعیف است؛ دست‌کم سه نوع از حروف بزرگ، حروف کوچک، رقم و نماد را به کار ببرید.'],
      ['Password1', 'این رمز عبور از رایج‌ترین رمزهاست و به‌آسانی حدس زده می‌شود؛ رمز عبور دیگری برگزینید.'],
    ]) {
      const res = await t.as(t.admin).post('/api/v1/user', { ...body, username: 'sara.weak', password });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const made = await t
      .as(t.admin)
      .post('/api/v1/user', { ...body, username: 'sara.strong', password: 'Sara-Ramz-1404' });
    expect(made.statusCode, made.body).toBe(200);
    for (let i = 0; i < 200; i += 1) {
      const generated = temporaryPassword();
      expect(validatePassword(generated, DEFAULT_PASSWORD_POLICY), generated).toBe(true);
      expect(isCommonPassword(generated), generated).toBe(false);
    }
  });

  it('locks a user and resets a password, ending their sessions at once', async () => {
    const target = await t.user({ password: 'Secret-pass1' });
    const reset = await t.as(t.admin).post(`/api/v1/user/${target.id}/reset-password`);
    expect(reset.statusCode).toBe(200);
    expect((await t.as(target).get('/api/v1/account/profile')).statusCode).toBe(401);
    const login = await t.anon.post('/api/v1/account/login', {
      username: target.username,
      password: reset.json().data.temporaryPassword,
    });
    expect(login.json().data.passwordDeprecated).toBe(true);
    const token = login.cookies.find((c) => c.name === 'darvazeh_session')?.value ?? '';
    const sessions = await t.as(t.admin).post(`/api/v1/user/${target.id}/sessions`, {});
    expect(sessions.json().data.list).toHaveLength(1);

    const current = (await t.as(t.admin).get(`/api/v1/user/${target.id}`)).json().data;
    const { firstName, lastName, email, mobile } = current;
    const locked = await t
      .as(t.admin)
      .put(`/api/v1/user/${target.id}`, { firstName, lastName, email, mobile, roleIds: [], locked: true });
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await t.as({ ...target, token }).get('/api/v1/account/profile')).statusCode).toBe(401);
  });

  it('refuses a taken username', async () => {
    await make('user', { username: 'dup-user', firstName: 'الف', lastName: 'ب' });
    const res = await t
      .as(t.admin)
      .post('/api/v1/user', { username: 'DUP-user', firstName: 'الف', lastName: 'ب' });
    expect(res.json().message).toBe('این نام کاربری قبلاً ثبت شده است.');
  });
});

describe('creating a user in a unit', () => {
  it('gives the new user the responsibility named in the dialog, with its log, in the same transaction', async () => {
    const role = await t.unitRole({ name: 'کارشناس پذیرش' });
    const unit = await t.unit({ name: 'اداره پذیرش', unitRoleIds: [role.id] });
    const created = await make('user', {
      username: 'placed-user',
      firstName: 'سارا',
      lastName: 'مرادی',
      unitId: unit.id,
      unitRoleId: role.id,
      personalId: '۴۴۱۲',
    });
    const rows = await t.database.db
      .select()
      .from(unitResponsibilities)
      .where(eq(unitResponsibilities.userId, created.user.id));
    expect(rows).toEqual([
      expect.objectContaining({
        unitId: unit.id,
        unitRoleId: role.id,
        // Typed with Persian digits, stored with Latin ones (SPEC §5).
        personalId: '4412',
        creatorId: t.admin.id,
      }),
    ]);
    const [log] = await t.database.db
      .select()
      .from(changeLogs)
      .where(and(eq(changeLogs.resource, 'unitresponsibility'), eq(changeLogs.recordId, rows[0]!.id)));
    expect(log).toMatchObject({ action: 'create', actorId: t.admin.id });
  });

  it('refuses a unit role the unit does not offer, naming the field, and creates nothing', async () => {
    const offered = await t.unitRole({ name: 'نقش پیشنهادی' });
    const other = await t.unitRole({ name: 'نقش دیگر' });
    const unit = await t.unit({ name: 'واحد با یک نقش', unitRoleIds: [offered.id] });
    const res = await t.as(t.admin).post('/api/v1/user', {
      username: 'misplaced',
      firstName: 'الف',
      lastName: 'ب',
      unitId: unit.id,
      unitRoleId: other.id,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'این واحد چنین نقشی ندارد.',
      data: { field: 'unitRoleId' },
    });
    expect(await t.database.db.select().from(users).where(eq(users.username, 'misplaced'))).toEqual([]);
    const half = await t.as(t.admin).post('/api/v1/user', {
      username: 'half-placed',
      firstName: 'الف',
      lastName: 'ب',
      unitId: unit.id,
    });
    expect(half.json().message).toBe('نقش در واحد را وارد کنید.');
  });

  it('refuses a national ID another user holds, naming the field, on create and on edit', async () => {
    const body = { firstName: 'الف', lastName: 'ب', nationalId: '0013542419' };
    await make('user', { username: 'first-holder', ...body });
    const res = await t.as(t.admin).post('/api/v1/user', { username: 'second-holder', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'این کد ملی برای کاربر دیگری ثبت شده است.',
      data: { field: 'nationalId' },
    });
    const other = await make('user', { username: 'third-holder', firstName: 'الف', lastName: 'ب' });
    const edit = await t.as(t.admin).put(`/api/v1/user/${other.user.id}`, { ...body, roleIds: [] });
    expect(edit.json()).toMatchObject({ data: { field: 'nationalId' } });
    const taken = await t
      .as(t.admin)
      .post('/api/v1/user', { username: 'FIRST-holder', firstName: 'الف', lastName: 'ب' });
    expect(taken.json()).toMatchObject({ data: { field: 'username' } });
  });
});

describe('creating a user with default responsibilities', () => {
  it('writes the user, the default responsibilities and their change-log rows together', async () => {
    const role = await t.unitRole({ name: 'کارشناس پیش‌فرض' });
    const unit = await t.unit({ name: 'واحد پیش‌فرض', unitRoleIds: [role.id] });
    const fallback = await make('defaultusersunitrole', { unitId: unit.id, unitRoleId: role.id });
    try {
      const created = await make('user', { username: 'with-default', firstName: 'الف', lastName: 'ب' });
      const rows = await t.database.db
        .select()
        .from(unitResponsibilities)
        .where(eq(unitResponsibilities.userId, created.user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ unitId: unit.id, unitRoleId: role.id, creatorId: t.admin.id });
      const [log] = await t.database.db
        .select()
        .from(changeLogs)
        .where(and(eq(changeLogs.resource, 'unitresponsibility'), eq(changeLogs.recordId, rows[0]!.id)));
      expect(log).toMatchObject({ action: 'create', actorId: t.admin.id });
      expect(log?.after).toMatchObject({ userId: created.user.id, unitId: unit.id });
    } finally {
      await t.as(t.admin).delete(`/api/v1/defaultusersunitrole/${fallback.id}`);
    }
  });

  it('leaves no user, responsibility or log behind when a default responsibility cannot be written', async () => {
    const role = await t.unitRole({ name: 'نقش ناموفق' });
    const unit = await t.unit({ name: 'واحد ناموفق', unitRoleIds: [role.id] });
    const fallback = await make('defaultusersunitrole', { unitId: unit.id, unitRoleId: role.id });
    // The database refuses responsibilities in this unit, so the write fails after the user row.
    const refuse = sql.raw(`check (unit_id <> ${Number(unit.id)}) not valid`);
    await t.database.db.execute(sql`alter table unit_responsibilities add constraint refuse_test ${refuse}`);
    try {
      const res = await t
        .as(t.admin)
        .post('/api/v1/user', { username: 'half-made', firstName: 'الف', lastName: 'ب' });
      expect(res.statusCode).toBe(500);
      expect(await t.database.db.select().from(users).where(eq(users.username, 'half-made'))).toEqual([]);
      const logs = await t.database.db
        .select()
        .from(changeLogs)
        .where(sql`${changeLogs.after} ->> 'username' = 'half-made'`);
      expect(logs).toEqual([]);
    } finally {
      await t.database.db.execute(sql`alter table unit_responsibilities drop constraint refuse_test`);
      await t.as(t.admin).delete(`/api/v1/defaultusersunitrole/${fallback.id}`);
    }
  });

  it('refuses a role that does not exist with a Persian 400 and creates nothing', async () => {
    const res = await t
      .as(t.admin)
      .post('/api/v1/user', { username: 'no-role', firstName: 'الف', lastName: 'ب', roleIds: [999999] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('نقش انتخاب‌شده یافت نشد.');
    expect(await t.database.db.select().from(users).where(eq(users.username, 'no-role'))).toEqual([]);
  });
});
