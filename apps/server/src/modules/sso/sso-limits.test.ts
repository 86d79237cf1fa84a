import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { changeLogs } from '../../db/schema/index.js';
import { testApp, type Client, type TestUser } from '../../test/test-app.js';
import { created, systemBody, unitRoles } from './sso.fixture.js';
import { ssoMessages } from '../../messages/index.js';

const t = testApp();
let admin: Client;
let managerA: Client;
let plainEmployee: Client;
let applicant: Client;
let unitA: number;
let unitB: number;
let systemA: number;
let systemB: number;
let someone: TestUser;
let staffRole: number;

beforeAll(async () => {
  admin = t.as(await t.user({ roles: ['Admin'] }));
  const [ordinary, sso] = await unitRoles(t);
  unitA = (await t.unit({ name: 'دانشکده فنی', unitRoleIds: [ordinary, sso] })).id;
  unitB = (await t.unit({ name: 'دانشکده علوم', unitRoleIds: [ordinary, sso] })).id;
  managerA = t.as(await t.employee({ unitId: unitA, unitRoleId: sso }));
  plainEmployee = t.as(await t.employee({ unitId: unitA, unitRoleId: ordinary }));
  someone = await t.user({ firstName: 'مریم', lastName: 'کاظمی', username: 'kazemi' });
  applicant = t.as(await t.user());
  systemA = (await created(admin, 'ssomanagement', systemBody({ unitId: unitA }))).id;
  systemB = (await created(admin, 'ssomanagement', systemBody({ name: 'سامانه علوم', unitId: unitB }))).id;
  await t.user({ roles: ['Employee'] });
  const roles = (await admin.post('/api/v1/role/all', {})).json<{
    data: { list: { id: number; alias: string }[] };
  }>();
  staffRole = roles.data.list.find((r) => r.alias === 'Employee')?.id as number;
});

describe('user and role limits (ssouserlimit)', () => {
  it('adds a user limit with the user’s name, and a role limit with the role’s', async () => {
    const user = await created(managerA, 'ssouserlimit', {
      clientId: systemA,
      userId: someone.id,
      allowed: false,
    });
    expect(user).toMatchObject({
      clientId: systemA,
      userId: someone.id,
      roleId: null,
      allowed: false,
      user: { id: someone.id, name: 'مریم کاظمی' },
      role: null,
    });
    const role = await created(managerA, 'ssouserlimit', {
      clientId: systemA,
      roleId: staffRole,
      allowed: true,
    });
    expect(role).toMatchObject({ roleId: staffRole, user: null, role: { id: staffRole } });
    const logged = await t.database.db
      .select()
      .from(changeLogs)
      .where(eq(changeLogs.resource, 'ssouserlimit'));
    expect(logged.map((l) => l.action)).toEqual(['create', 'create']);
  });

  it('refuses a body naming both or neither, and a second limit on the same user, in Persian', async () => {
    for (const body of [
      { clientId: systemA, allowed: true },
      { clientId: systemA, userId: someone.id, roleId: staffRole, allowed: true },
    ]) {
      const res = await managerA.post('/api/v1/ssouserlimit', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('یک کاربر یا یک نقش انتخاب کنید.');
    }
    const again = await managerA.post('/api/v1/ssouserlimit', {
      clientId: systemA,
      userId: someone.id,
      allowed: true,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ssoMessages.limits.userTaken);
    const ghost = await admin.post('/api/v1/ssouserlimit', {
      clientId: systemA,
      userId: 999_999,
      allowed: true,
    });
    expect([ghost.statusCode, ghost.json().message]).toEqual([400, ssoMessages.limits.userMissing]);
  });

  it('finds users by name for the picker, for managers only', async () => {
    const res = await managerA.get('/api/v1/ssouserlimit/users?q=کاظمی');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: someone.id, name: 'مریم کاظمی', username: 'kazemi' }]);
    expect((await plainEmployee.get('/api/v1/ssouserlimit/users?q=a')).statusCode).toBe(403);
    expect((await applicant.get('/api/v1/ssouserlimit/users')).statusCode).toBe(403);
  });
});

describe('who manages limits', () => {
  it('lets a unit-role-3 Employee manage only their unit’s systems’ limits', async () => {
    const theirs = await managerA.post('/api/v1/ssounitlimit', {
      clientId: systemB,
      unitId: unitA,
      allowed: true,
    });
    expect([theirs.statusCode, theirs.json().message]).toEqual([403, ssoMessages.limits.systemNotYours]);
    const ghost = await managerA.post('/api/v1/ssoiplimit', {
      clientId: 999_999,
      range: '10.0.0.0/8',
      allowed: true,
    });
    expect(ghost.statusCode).toBe(403);
    const adminGhost = await admin.post('/api/v1/ssoiplimit', {
      clientId: 999_999,
      range: '10.0.0.0/8',
      allowed: true,
    });
    expect([adminGhost.statusCode, adminGhost.json().message]).toEqual([
      400,
      ssoMessages.limits.systemMissing,
    ]);

    const onB = await created(admin, 'ssoiplimit', {
      clientId: systemB,
      range: '10.9.0.0/16',
      allowed: false,
    });
    expect((await managerA.get(`/api/v1/ssoiplimit/${onB.id}`)).statusCode).toBe(404);
    expect((await managerA.delete(`/api/v1/ssoiplimit/${onB.id}`)).statusCode).toBe(404);
    const listed = await managerA.post('/api/v1/ssoiplimit/filter', {});
    expect(listed.json().data.list.map((r: { id: number }) => r.id)).not.toContain(onB.id);
    // Moving one of their limits to another unit's system is refused too.
    const mine = await created(managerA, 'ssoiplimit', {
      clientId: systemA,
      range: '10.8.0.0/16',
      allowed: false,
    });
    const moved = await managerA.put(`/api/v1/ssoiplimit/${mine.id}`, {
      clientId: systemB,
      range: '10.8.0.0/16',
      allowed: false,
    });
    expect(moved.statusCode).toBe(403);
    for (const client of [plainEmployee, applicant])
      expect((await client.post('/api/v1/ssoiplimit/filter', {})).statusCode).toBe(403);
  });

  it('lists a system’s limits by clientId, and hides those of a deleted system', async () => {
    const gone = (await created(admin, 'ssomanagement', systemBody({ name: 'سامانه رفته' }))).id;
    const limit = await created(admin, 'ssounitlimit', { clientId: gone, unitId: unitB, allowed: true });
    expect(limit.unit).toEqual({ id: unitB, name: 'دانشکده علوم' });
    const list = async () =>
      (
        await admin.post('/api/v1/ssounitlimit/filter', { filters: { clientId: { op: 'eq', value: gone } } })
      ).json().data.list as { id: number }[];
    expect((await list()).map((r) => r.id)).toEqual([limit.id]);
    expect((await admin.delete(`/api/v1/ssomanagement/${gone}`)).statusCode).toBe(200);
    expect(await list()).toEqual([]);
  });
});

describe('address limits (ssoiplimit)', () => {
  it('stores a range normalised, so two spellings of one range are one limit', async () => {
    const cases: [string, string][] = [
      ['10.1.2.3/8', '10.0.0.0/8'],
      [' 192.168.1.10 ', '192.168.1.10'],
      ['192.168.1.10/32', '192.168.1.10'],
      ['2001:DB8:0:0::/32', '2001:db8::/32'],
      ['::ffff:172.16.0.1', '172.16.0.1'],
      ['::ffff:172.16.0.0/108', '172.16.0.0/12'],
    ];
    for (const [typed, stored] of cases) {
      const row = await created(admin, 'ssoiplimit', { clientId: systemA, range: typed, allowed: true });
      expect(row.range, typed).toBe(stored);
      // The same range spelt another way is the same limit.
      const twice = await admin.post('/api/v1/ssoiplimit', {
        clientId: systemA,
        range: stored,
        allowed: false,
      });
      expect([twice.statusCode, twice.json().message]).toEqual([400, ssoMessages.limits.rangeTaken]);
      expect((await admin.delete(`/api/v1/ssoiplimit/${row.id}`)).statusCode).toBe(200);
    }
  });

  it('refuses what is not an address or range with a Persian 400', async () => {
    for (const range of ['', '10.0.0.0/33', '300.1.1.1', 'fe80::1%eth0', 'example.ac.ir', '10.0.0.1/']) {
      const res = await admin.post('/api/v1/ssoiplimit', { clientId: systemA, range, allowed: true });
      expect(res.statusCode, range).toBe(400);
      expect(res.json().message, range).toMatch(/نشانی اینترنتی \(IP\)/);
    }
  });
});
