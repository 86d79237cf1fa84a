import { beforeAll, describe, expect, it } from 'vitest';
import {
  allEndpoints,
  HUB_PATH,
  hasRoles,
  isWrite,
  pathParamNames,
  ROLE_ADMIN,
  ROLE_EMPLOYEE,
  SSO_MANAGER_ROLES,
  urlOf,
  type Access,
  type EndpointSpec,
  type RoleGrant,
} from '@darvazeh/shared';
import { testApp } from './test/test-app.js';
import type { TestUser } from './test/factories.js';
import { createSession } from './plugins/session-store.js';
import { routePath } from './plugins/endpoints.js';
import { bearerCaller, callWithYears } from './modules/web-services/ws.fixture.js';

const t = testApp();
let responsibilityOfA = 0;

/** A caller of the sweep: how the server should see them, and their session token (null: a visitor). */
type Caller = {
  token: string | null;
  grants: RoleGrant[];
  stage: 'visitor' | 'twoFactorPending' | 'passwordDeprecated' | 'complete';
};
const callers: Record<string, Caller> = {};
const users: Record<string, TestUser> = {};

beforeAll(async () => {
  const admin = await t.user({ roles: [ROLE_ADMIN] });
  const employeeA = await t.employee();
  const employeeB = await t.employee();
  responsibilityOfA = employeeA.responsibilityId;
  const pending = await t.user({ roles: [ROLE_ADMIN] });
  const deprecated = await t.user({ roles: [ROLE_ADMIN], passwordDeprecated: true });
  Object.assign(users, { employeeA, employeeB, admin });
  const grant = (alias: string, unitId: number | null = null, unitRoleId: number | null = null) => ({
    alias,
    unitId,
    unitRoleId,
  });
  Object.assign(callers, {
    visitor: { token: null, grants: [], stage: 'visitor' },
    twoFactorPending: {
      token: await createSession(t.database.db, { userId: pending.id, twoFactorPending: true }),
      grants: [grant(ROLE_ADMIN)],
      stage: 'twoFactorPending',
    },
    passwordDeprecated: { token: deprecated.token, grants: [grant(ROLE_ADMIN)], stage: 'passwordDeprecated' },
    applicant: { token: (await t.user()).token, grants: [], stage: 'complete' },
    employeeA: {
      token: employeeA.token,
      grants: [grant(ROLE_EMPLOYEE, employeeA.unitId, employeeA.unitRoleId)],
      stage: 'complete',
    },
    employeeB: {
      token: employeeB.token,
      grants: [grant(ROLE_EMPLOYEE, employeeB.unitId, employeeB.unitRoleId)],
      stage: 'complete',
    },
    admin: { token: admin.token, grants: [grant(ROLE_ADMIN)], stage: 'complete' },
  } satisfies Record<string, Caller>);
});

/** What an endpoint must answer `caller` when refused: 401, 403, or null when it must serve them. */
function refusalFor(spec: EndpointSpec, caller: Caller): 401 | 403 | null {
  const access: Access = spec.access;
  if (access === 'anyone') return null;
  if (caller.stage === 'visitor') return 401;
  if (caller.stage === 'twoFactorPending' && !spec.sessions?.twoFactorPending) return 401;
  if (caller.stage === 'passwordDeprecated' && !spec.sessions?.passwordDeprecated) return 403;
  return hasRoles({ id: 1, roles: caller.grants }, access) ? null : 403;
}

/** A call of `spec` with placeholder values: ids that exist nowhere, so no sweep call changes a row. */
function urlFor(spec: EndpointSpec): string {
  const values: Record<string, string> = {};
  for (const name of pathParamNames(spec.path)) {
    values[name] = name === 'use' ? 'image' : name === 'flag' ? 'false' : '999999';
  }
  return `/api/v1/${urlOf(spec, values)}`;
}

// Signing out ends the caller's session: it goes last.
const sweep = [...allEndpoints].sort(
  (a, b) => Number(a.path.startsWith('account/logout')) - Number(b.path.startsWith('account/logout')),
);

describe('the permission matrix of every declared endpoint', () => {
  // Before the sweep: its last call signs every caller out.
  it('hides one unit’s responsibilities from an Employee of another unit', async () => {
    const a = users.employeeA as TestUser;
    const b = users.employeeB as TestUser;
    expect((await t.as(a).get(`/api/v1/unitresponsibility/${responsibilityOfA}`)).statusCode).toBe(200);
    expect((await t.as(b).get(`/api/v1/unitresponsibility/${responsibilityOfA}`)).statusCode).toBe(404);
    const listB = (await t.as(b).post('/api/v1/unitresponsibility/filter', {})).json().data.list;
    expect(listB.map((r: { id: number }) => r.id)).not.toContain(responsibilityOfA);
  });

  it.each([
    'visitor',
    'twoFactorPending',
    'passwordDeprecated',
    'applicant',
    'employeeA',
    'employeeB',
    'admin',
  ])('gives %s exactly what its access rule (SPEC §6) allows', async (who) => {
    const caller = callers[who] as Caller;
    const violations: string[] = [];
    for (const spec of sweep) {
      const url = urlFor(spec);
      const res = await t.app.inject({
        method: spec.method,
        url,
        cookies: { 'XSRF-TOKEN': 'x', ...(caller.token ? { darvazeh_session: caller.token } : {}) },
        headers: { 'x-xsrf-token': 'x' },
        ...(isWrite(spec) ? { payload: {} } : {}),
      });
      const refusal = refusalFor(spec, caller);
      const refused = res.statusCode === 401 || res.statusCode === 403;
      if (res.statusCode >= 500 || (refusal === null ? refused : res.statusCode !== refusal))
        violations.push(`${spec.method} ${url} → ${res.statusCode} (expected ${refusal ?? 'served'})`);
    }
    expect(violations).toEqual([]);
  });
});

describe('/ws/call, outside the API: a connected system’s bearer token, never a session', () => {
  // Placed after the sweep's describe, whose last call signs every caller out: sessions are made here.
  it('refuses every session (visitor to Admin) without a token with 401, and serves the token of a system with access', async () => {
    const admin = await t.user({ roles: [ROLE_ADMIN] });
    const { serviceId, token } = await bearerCaller(t, t.as(admin));
    const sessions = [
      null,
      (await t.user()).token,
      (await t.employee()).token,
      admin.token,
      await createSession(t.database.db, { userId: admin.id, twoFactorPending: true }),
    ];
    const call = (headers: Record<string, string>) => callWithYears(t.app, serviceId, headers);
    for (const session of sessions) {
      const cookie: Record<string, string> = session
        ? { cookie: `darvazeh_session=${session}; XSRF-TOKEN=x`, 'x-xsrf-token': 'x' }
        : {};
      const res = await call(cookie);
      expect(res.statusCode, `session ${session ?? 'none'}`).toBe(401);
    }
    const served = await call({ authorization: `Bearer ${token}` });
    expect(served.statusCode, served.body).toBe(200);
    // A session beside the token adds nothing and takes nothing away.
    const both = await call({ authorization: `Bearer ${token}`, cookie: `darvazeh_session=${admin.token}` });
    expect(both.statusCode, both.body).toBe(200);
  });
});

describe('the declarations are the API', () => {
  it('serves exactly the declared endpoints: a route nobody declared fails here', () => {
    // The live hub is a websocket, not an endpoint of the API's envelope: hub.test.ts holds who may open it.
    const served = t.app.routeList
      .filter(
        (route) => route.url.startsWith('/api/v1/') && route.method !== 'HEAD' && route.url !== HUB_PATH,
      )
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const declared = allEndpoints.map((e) => `${e.method} /api/v1${routePath(e.path)}`).sort();
    expect(served).toEqual(declared);
  });
});

describe('declared access matches the organisation rules', () => {
  const A = ROLE_ADMIN;
  const E = ROLE_EMPLOYEE;
  const staff = [A, E];
  // Who may list / read / write each resource, written from SPEC §6 and the organisation issue.
  const expected: Record<string, [Access, Access, Access]> = {
    unittype: [['*'], ['*'], [A]],
    unitrole: [['*'], ['*'], [A]],
    unit: [['*'], ['*'], [A]],
    unitresponsibility: [staff, staff, [A]],
    defaultusersunitrole: [[A], [A], [A]],
    role: [['*'], ['*'], [A]],
    user: [[A], [A], [A]],
    contentpage: [[A], [A], [A]],
    menu: [[A], [A], [A]],
    news: ['anyone', 'anyone', [A]],
    docrepofolder: [staff, staff, staff],
    docrepo: [staff, staff, staff],
    generalsetting: [[A], [A], [A]],
    datacollection: [staff, staff, [A]],
    ssomanagement: [SSO_MANAGER_ROLES, SSO_MANAGER_ROLES, SSO_MANAGER_ROLES],
    ssouserlimit: [SSO_MANAGER_ROLES, SSO_MANAGER_ROLES, SSO_MANAGER_ROLES],
    ssounitlimit: [SSO_MANAGER_ROLES, SSO_MANAGER_ROLES, SSO_MANAGER_ROLES],
    ssoiplimit: [SSO_MANAGER_ROLES, SSO_MANAGER_ROLES, SSO_MANAGER_ROLES],
    unitwebserviceaccess: [[A], [A], [A]],
    externalservice: [[A], [A], [A]],
  };
  const resourceAccess = (name: string) => {
    const rule = (path: string, method: string) =>
      allEndpoints.find((e) => e.path === path && e.method === method)?.access;
    return {
      list: rule(`${name}/filter`, 'POST'),
      read: rule(`${name}/{id}`, 'GET'),
      update: rule(`${name}/{id}`, 'PUT'),
      delete: rule(`${name}/{id}`, 'DELETE'),
    };
  };

  it.each(Object.entries(expected))('%s', (name, [list, read, write]) => {
    expect(resourceAccess(name)).toEqual({ list, read, update: write, delete: write });
  });

  it('keeps every log and the outbox for Admins only', () => {
    for (const name of ['authlog', 'securitystamplog', 'outbox', 'unitresponsibilitylog'])
      expect(resourceAccess(name).list, name).toEqual([A]);
  });
});
