import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRoles, SSO_MANAGER_ROLES, type RoleRule } from '@darvazeh/shared';
import { buildTestApp, type TestApp } from './test/build-test-app.js';
import type { TestUser } from './test/factories.js';
import { readOnlyResources, resources } from './modules/resources.js';

let t: TestApp;
const callers: Record<string, TestUser | null> = {};
let responsibilityOfA = 0;

/** The principal a test user is, as the server sees them (roles only; ids do not matter for role rules). */
const grants: Record<string, { alias: string; unitId: number | null; unitRoleId: number | null }[]> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await t.user({ roles: ['Admin'] });
  const post = async (path: string, body: unknown) =>
    (await t.as(admin).post(`/api/v1/${path}`, body)).json().data;
  const role = await post('unitrole', { name: 'کارشناس' });
  const unitA = await post('unit', { name: 'واحد الف', unitRoleIds: [role.id] });
  const unitB = await post('unit', { name: 'واحد ب', unitRoleIds: [role.id] });
  const employeeA = await t.user();
  const employeeB = await t.user();
  responsibilityOfA = (
    await post('unitresponsibility', { userId: employeeA.id, unitId: unitA.id, unitRoleId: role.id })
  ).id;
  await post('unitresponsibility', { userId: employeeB.id, unitId: unitB.id, unitRoleId: role.id });
  Object.assign(callers, { anonymous: null, applicant: await t.user(), employeeA, employeeB, admin });
  Object.assign(grants, {
    anonymous: [],
    applicant: [],
    employeeA: [{ alias: 'Employee', unitId: unitA.id, unitRoleId: role.id }],
    employeeB: [{ alias: 'Employee', unitId: unitB.id, unitRoleId: role.id }],
    admin: [{ alias: 'Admin', unitId: null, unitRoleId: null }],
  });
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; rules: readonly RoleRule[] };

function callsOf(): Call[] {
  const calls: Call[] = [];
  for (const r of resources) {
    const base = `/api/v1/${r.name}`;
    calls.push(
      { method: 'POST', url: `${base}/filter`, rules: r.access.list },
      { method: 'POST', url: `${base}/all`, rules: r.access.list },
      { method: 'POST', url: `${base}/check-name`, rules: r.access.list },
      { method: 'GET', url: `${base}/1`, rules: r.access.read },
      { method: 'POST', url: base, rules: r.access.create },
      { method: 'PUT', url: `${base}/1`, rules: r.access.update },
      { method: 'DELETE', url: `${base}/999999`, rules: r.access.delete },
    );
  }
  for (const r of readOnlyResources) {
    calls.push(
      { method: 'POST', url: `/api/v1/${r.name}/filter`, rules: r.access },
      { method: 'GET', url: `/api/v1/${r.name}/1`, rules: r.access },
    );
  }
  return calls;
}

describe('the permission matrix of every resource route', () => {
  it.each(['anonymous', 'applicant', 'employeeA', 'employeeB', 'admin'])(
    'gives %s exactly what SPEC §6 allows',
    async (who) => {
      const user = callers[who] ?? null;
      const client = user ? t.as(user) : t.anon;
      const violations: string[] = [];
      for (const call of callsOf()) {
        const res = await client.request(
          call.method,
          call.url,
          call.method === 'GET' || call.method === 'DELETE' ? undefined : {},
        );
        const allowed = user !== null && hasRoles({ id: user.id, roles: grants[who] ?? [] }, call.rules);
        const refused = res.statusCode === 401 || res.statusCode === 403;
        if (allowed === refused || res.statusCode >= 500)
          violations.push(`${call.method} ${call.url} → ${res.statusCode}`);
        if (!user && res.statusCode !== 401)
          violations.push(`${call.method} ${call.url} anonymous → ${res.statusCode}`);
      }
      expect(violations).toEqual([]);
    },
  );

  it('hides one unit’s responsibilities from an Employee of another unit', async () => {
    const a = callers.employeeA as TestUser;
    const b = callers.employeeB as TestUser;
    expect((await t.as(a).get(`/api/v1/unitresponsibility/${responsibilityOfA}`)).statusCode).toBe(200);
    expect((await t.as(b).get(`/api/v1/unitresponsibility/${responsibilityOfA}`)).statusCode).toBe(404);
    const listB = (await t.as(b).post('/api/v1/unitresponsibility/filter', {})).json().data.list;
    expect(listB.map((r: { id: number }) => r.id)).not.toContain(responsibilityOfA);
  });
});

describe('declared access matches the organisation rules', () => {
  const A = 'Admin';
  const E = 'Employee';
  const staff = [A, E];
  // Who may list / read / write each resource, written from SPEC §6 and the organisation issue.
  const expected: Record<string, [readonly RoleRule[], readonly RoleRule[], readonly RoleRule[]]> = {
    unittype: [['*'], ['*'], [A]],
    unitrole: [['*'], ['*'], [A]],
    unit: [['*'], ['*'], [A]],
    unitresponsibility: [[A, E], [A, E], [A]],
    defaultusersunitrole: [[A], [A], [A]],
    role: [['*'], ['*'], [A]],
    user: [[A], [A], [A]],
    contentpage: [[A], [A], [A]],
    menu: [[A], [A], [A]],
    docrepofolder: [staff, staff, staff],
    docrepo: [staff, staff, staff],
    generalsetting: [[A], [A], [A]],
    datacollection: [staff, staff, [A]],
    ssomanagement: [SSO_MANAGER_ROLES, SSO_MANAGER_ROLES, SSO_MANAGER_ROLES],
  };

  it.each(resources.map((r) => [r.name, r] as const))('%s', (name, r) => {
    const [list, read, write] = expected[name] ?? [[], [], []];
    expect(r.access).toEqual({ list, read, create: write, update: write, delete: write });
  });

  it('keeps every log and the outbox for Admins only', () => {
    for (const r of readOnlyResources) expect(r.access, r.name).toEqual([A]);
  });
});
