// The gate's limits (docs/ARCHITECTURE.md "Single sign-on: who may enter"), through limits written by
// the API, and the caller's address as the server sees it (X-Forwarded-For only with TRUST_PROXY).
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@darvazeh/shared';
import { ssoClientLoginLogs } from '../../db/schema/index.js';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AppModule } from '../app-module.js';
import { testApp, type Client, type TestApp, type TestUser } from '../../test/test-app.js';
import { checkSsoAccess, type SsoGateAnswer } from './access.service.js';
import { created, systemBody, systemUpdate } from './sso.fixture.js';

/**
 * A test-only endpoint asking the gate about the signed-in caller from `request.ip`, the address
 * Fastify gives the request — as the protocol helpers call it.
 */
const gateProbe = (app: () => TestApp): AppModule => ({
  name: 'test-sso-gate',
  endpoints: [
    bind(
      endpoint({
        method: 'GET',
        path: 'test/sso-gate/{id}',
        access: ['*'],
        params: (s) => s.idParams,
        response: () => z.object({ allowed: z.boolean(), reason: z.string().optional(), ip: z.string() }),
      }),
      async ({ params, user, request }) => {
        const answer = await checkSsoAccess(app().database.db, {
          clientId: params.id,
          userId: user?.id ?? null,
          ip: request.ip,
        });
        return ok({ ...answer, ip: request.ip });
      },
    ),
  ],
});

const t: TestApp = testApp({ modules: [gateProbe(() => t)] });
const behindProxy: TestApp = testApp({
  env: { TRUST_PROXY: 'true' },
  modules: [gateProbe(() => behindProxy)],
});

let admin: Client;
let faculty: number;
let department: number;
let otherFaculty: number;
let inDepartment: TestUser;
let inFaculty: TestUser;
let inOtherFaculty: TestUser;
let applicant: TestUser;
let adminUser: TestUser;
let roleOf: (alias: string) => number;

beforeAll(async () => {
  adminUser = await t.user({ roles: ['Admin'], firstName: 'مدیر' });
  admin = t.as(adminUser);
  faculty = (await t.unit({ name: 'دانشکده مهندسی' })).id;
  department = (await t.unit({ name: 'گروه برق', parentId: faculty })).id;
  otherFaculty = (await t.unit({ name: 'دانشکده پزشکی' })).id;
  inDepartment = await t.employee({ unitId: department });
  inFaculty = await t.employee({ unitId: faculty });
  inOtherFaculty = await t.employee({ unitId: otherFaculty });
  applicant = await t.user();
  await t.user({ roles: ['Employee'] });
  const roles = (await admin.post('/api/v1/role/all', {})).json<{
    data: { list: { id: number; alias: string }[] };
  }>().data.list;
  roleOf = (alias) => roles.find((r) => r.alias === alias)?.id as number;
});

let names = 0;
/** A fresh enabled system with `limits` ([resource, body without clientId]) added through the API. */
async function systemWith(limits: [string, Record<string, unknown>][], app: TestApp = t): Promise<number> {
  const by = app === t ? admin : app.as(await app.user({ roles: ['Admin'] }));
  const id = (await created(by, 'ssomanagement', systemBody({ name: `سامانه ${++names}` }))).id;
  for (const [resource, body] of limits) await created(by, resource, { clientId: id, ...body });
  return id;
}

const gate = (clientId: number, userId: number | null, ip: string | null = '10.0.0.1') =>
  checkSsoAccess(t.database.db, { clientId, userId, ip });
const refused = (reason: string): SsoGateAnswer => ({ allowed: false, reason }) as SsoGateAnswer;
const allowed: SsoGateAnswer = { allowed: true };

describe('user and role limits', () => {
  it('refuses a denied user, and nobody else', async () => {
    const id = await systemWith([['ssouserlimit', { userId: applicant.id, allowed: false }]]);
    expect(await gate(id, applicant.id)).toEqual(refused('user'));
    expect(await gate(id, inFaculty.id)).toEqual(allowed);
  });

  it('with allow rows, lets in only the users and roles they name', async () => {
    const id = await systemWith([
      ['ssouserlimit', { userId: applicant.id, allowed: true }],
      ['ssouserlimit', { roleId: roleOf('Admin'), allowed: true }],
    ]);
    expect(await gate(id, applicant.id)).toEqual(allowed);
    expect(await gate(id, adminUser.id)).toEqual(allowed);
    expect(await gate(id, inFaculty.id)).toEqual(refused('user'));
  });

  it('counts a unit responsibility as the Employee role, as the session does', async () => {
    const id = await systemWith([['ssouserlimit', { roleId: roleOf('Employee'), allowed: true }]]);
    expect(await gate(id, inDepartment.id)).toEqual(allowed);
    expect(await gate(id, applicant.id)).toEqual(refused('user'));
  });

  it('lets a deny row win over an allow row that also matches', async () => {
    const id = await systemWith([
      ['ssouserlimit', { roleId: roleOf('Employee'), allowed: true }],
      ['ssouserlimit', { userId: inFaculty.id, allowed: false }],
    ]);
    expect(await gate(id, inFaculty.id)).toEqual(refused('user'));
    expect(await gate(id, inDepartment.id)).toEqual(allowed);
  });

  it('forgets a removed limit', async () => {
    const id = await systemWith([]);
    const limit = await created(admin, 'ssouserlimit', {
      clientId: id,
      userId: applicant.id,
      allowed: false,
    });
    expect(await gate(id, applicant.id)).toEqual(refused('user'));
    expect((await admin.delete(`/api/v1/ssouserlimit/${limit.id}`)).statusCode).toBe(200);
    expect(await gate(id, applicant.id)).toEqual(allowed);
  });
});

describe('unit limits', () => {
  it('lets an allowed unit in with every unit under it, and nobody else', async () => {
    const id = await systemWith([['ssounitlimit', { unitId: faculty, allowed: true }]]);
    expect(await gate(id, inFaculty.id)).toEqual(allowed);
    expect(await gate(id, inDepartment.id)).toEqual(allowed);
    expect(await gate(id, inOtherFaculty.id)).toEqual(refused('unit'));
    // Someone with no unit responsibility belongs to no allowed unit.
    expect(await gate(id, applicant.id)).toEqual(refused('unit'));
  });

  it('refuses a denied sub-unit inside an allowed unit', async () => {
    const id = await systemWith([
      ['ssounitlimit', { unitId: faculty, allowed: true }],
      ['ssounitlimit', { unitId: department, allowed: false }],
    ]);
    expect(await gate(id, inFaculty.id)).toEqual(allowed);
    expect(await gate(id, inDepartment.id)).toEqual(refused('unit'));
  });

  it('names the first kind that refuses: user before unit, unit before address', async () => {
    const id = await systemWith([
      ['ssouserlimit', { userId: inOtherFaculty.id, allowed: false }],
      ['ssounitlimit', { unitId: faculty, allowed: true }],
      ['ssoiplimit', { range: '10.0.0.0/8', allowed: true }],
    ]);
    expect(await gate(id, inOtherFaculty.id, '192.0.2.1')).toEqual(refused('user'));
    expect(await gate(id, applicant.id, '192.0.2.1')).toEqual(refused('unit'));
    expect(await gate(id, inFaculty.id, '192.0.2.1')).toEqual(refused('ip'));
    expect(await gate(id, inFaculty.id, '10.20.30.40')).toEqual(allowed);
  });

  it('refuses a disabled system before any limit', async () => {
    const id = await systemWith([['ssoiplimit', { range: '10.0.0.0/8', allowed: true }]]);
    const system = await admin.get(`/api/v1/ssomanagement/${id}`);
    const { name, description, homeUrl, unitId, showOnMainPage, priority } = system.json().data;
    const off = { name, description, homeUrl, unitId, showOnMainPage, priority, enabled: false };
    expect((await admin.put(`/api/v1/ssomanagement/${id}`, off)).statusCode).toBe(200);
    expect(await gate(id, applicant.id, '10.0.0.1')).toEqual(refused('disabled'));
  });
});

describe('address limits', () => {
  it('allows only addresses in an allowed range, IPv4-mapped IPv6 included', async () => {
    const id = await systemWith([
      ['ssoiplimit', { range: '10.0.0.0/8', allowed: true }],
      ['ssoiplimit', { range: '2001:db8::/32', allowed: true }],
      ['ssoiplimit', { range: '10.66.0.0/16', allowed: false }],
    ]);
    for (const ip of ['10.0.0.1', '10.255.255.255', '::ffff:10.1.2.3', '2001:db8:1::5'])
      expect(await gate(id, applicant.id, ip), ip).toEqual(allowed);
    for (const ip of ['11.0.0.1', '::ffff:192.168.0.1', '2001:db9::1', '10.66.1.1', '::ffff:10.66.0.9'])
      expect(await gate(id, applicant.id, ip), ip).toEqual(refused('ip'));
    // No address, or one that is not an address, proves nothing.
    expect(await gate(id, applicant.id, null)).toEqual(refused('ip'));
    expect(await gate(id, applicant.id, 'unknown')).toEqual(refused('ip'));
  });

  it('refuses a denied single address only', async () => {
    const id = await systemWith([['ssoiplimit', { range: '192.0.2.7', allowed: false }]]);
    expect(await gate(id, applicant.id, '192.0.2.7')).toEqual(refused('ip'));
    expect(await gate(id, applicant.id, '::ffff:192.0.2.7')).toEqual(refused('ip'));
    expect(await gate(id, applicant.id, '192.0.2.8')).toEqual(allowed);
    expect(await gate(id, applicant.id, null)).toEqual(allowed);
  });

  it('holds a client acting for itself (client credentials) to the address limits only', async () => {
    const id = await systemWith([
      ['ssouserlimit', { userId: applicant.id, allowed: true }],
      ['ssounitlimit', { unitId: faculty, allowed: true }],
      ['ssoiplimit', { range: '203.0.113.0/24', allowed: true }],
    ]);
    expect(await gate(id, null, '203.0.113.9')).toEqual(allowed);
    expect(await gate(id, null, '198.51.100.1')).toEqual(refused('ip'));
  });
});

describe('the address the gate sees', () => {
  const probe = async (app: TestApp, id: number, user: TestUser, headers: Record<string, string>) => {
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/v1/test/sso-gate/${id}`,
      remoteAddress: '198.51.100.20',
      cookies: { darvazeh_session: user.token },
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { allowed: boolean; reason?: string; ip: string } }>().data;
  };

  it('without TRUST_PROXY, ignores X-Forwarded-For: a spoofed allowed address does not pass', async () => {
    const id = await systemWith([['ssoiplimit', { range: '10.0.0.0/8', allowed: true }]]);
    expect(await probe(t, id, applicant, { 'x-forwarded-for': '10.1.1.1' })).toEqual({
      allowed: false,
      reason: 'ip',
      ip: '198.51.100.20',
    });
    const denied = await systemWith([['ssoiplimit', { range: '198.51.100.0/24', allowed: false }]]);
    expect(await probe(t, denied, applicant, { 'x-forwarded-for': '10.1.1.1' })).toMatchObject({
      allowed: false,
      reason: 'ip',
    });
  });

  it('with TRUST_PROXY, counts the forwarded address', async () => {
    const id = await systemWith([['ssoiplimit', { range: '10.0.0.0/8', allowed: true }]], behindProxy);
    const user = await behindProxy.user();
    expect(await probe(behindProxy, id, user, { 'x-forwarded-for': '10.1.1.1' })).toEqual({
      allowed: true,
      ip: '10.1.1.1',
    });
    expect(await probe(behindProxy, id, user, { 'x-forwarded-for': '192.0.2.1' })).toMatchObject({
      allowed: false,
      reason: 'ip',
    });
  });
});

/** GET `path` as `user` (a visitor for null) calling from `address`: the answer's data. */
async function read<T>(path: string, user: TestUser | null, address: string): Promise<T> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/${path}`,
    remoteAddress: address,
    cookies: user ? { darvazeh_session: user.token } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}
const among = (found: { id: number }[], ids: number[]) =>
  found
    .map((system) => system.id)
    .filter((id) => ids.includes(id))
    .sort((a, b) => a - b);

describe('the connected systems of /panel/sso/clients', () => {
  /** The ids, among `ids`, that `user` finds on ssomanagement/clients when calling from `address`, ascending. */
  const listed = async (user: TestUser, address: string, ids: number[]) =>
    among((await read<{ list: { id: number }[] }>('ssomanagement/clients', user, address)).list, ids);

  it('lists only the systems the gate would let the user enter from their address, logging nothing', async () => {
    const open = await systemWith([]);
    const campus = await systemWith([['ssoiplimit', { range: '10.0.0.0/8', allowed: true }]]);
    const notApplicant = await systemWith([['ssouserlimit', { userId: applicant.id, allowed: false }]]);
    const engineering = await systemWith([['ssounitlimit', { unitId: faculty, allowed: true }]]);
    const all = [open, campus, notApplicant, engineering];
    expect(await listed(applicant, '198.51.100.20', all)).toEqual([open]);
    expect(await listed(applicant, '10.1.2.3', all)).toEqual([open, campus]);
    expect(await listed(inDepartment, '10.1.2.3', all)).toEqual(all);
    expect(await listed(inOtherFaculty, '198.51.100.20', all)).toEqual([open, notApplicant]);
    const logs = await t.database.db.select().from(ssoClientLoginLogs);
    expect(logs.filter((log) => all.includes(log.clientId))).toEqual([]);
  });
});

describe("the home page's systems", () => {
  type Shaped = { all: { id: number }[] | null; byUnit: { systems: { id: number }[] }[] };
  /** The ids, among `ids`, on the home page for `user` (a visitor for null) from `address`: in `all`, in the unit groups. */
  const shown = async (user: TestUser | null, address: string, ids: number[]) => {
    const shaped = await read<Shaped>('ssomanagement/systems', user, address);
    return {
      all: among(shaped.all ?? [], ids),
      byUnit: among(
        shaped.byUnit.flatMap((g) => g.systems),
        ids,
      ),
    };
  };

  it('shows a signed-in user only the systems the gate would let them enter; visitors see every one', async () => {
    const unitType = (await t.unitType({ name: 'دانشکده‌ها' })).id;
    const unit = (await t.unit({ name: 'دانشکده علوم', unitTypeId: unitType })).id;
    const home = await created(admin, 'generalsetting', {
      name: 'displaySystemsBaseOn',
      data: JSON.stringify({ showTypes: ['all', 'unitType'], unitTypeIds: [unitType] }),
    });
    const open = await systemWith([]);
    const campus = await systemWith([['ssoiplimit', { range: '10.0.0.0/8', allowed: true }]]);
    const notApplicant = await systemWith([['ssouserlimit', { userId: applicant.id, allowed: false }]]);
    const all = [open, campus, notApplicant];
    for (const id of all) {
      const moved = await admin.put(
        `/api/v1/ssomanagement/${id}`,
        systemUpdate({ name: `سامانه ${id}`, unitId: unit }),
      );
      expect(moved.statusCode, moved.body).toBe(200);
    }

    expect(await shown(null, '198.51.100.20', all)).toEqual({ all, byUnit: all });
    expect(await shown(applicant, '198.51.100.20', all)).toEqual({ all: [open], byUnit: [open] });
    expect(await shown(applicant, '10.1.2.3', all)).toEqual({ all: [open, campus], byUnit: [open, campus] });
    expect(await shown(inOtherFaculty, '10.1.2.3', all)).toEqual({ all, byUnit: all });
    expect((await admin.delete(`/api/v1/generalsetting/${home.id}`)).statusCode).toBe(200);
  });
});
