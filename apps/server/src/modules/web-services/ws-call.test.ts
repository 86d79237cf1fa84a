// Web services through the real server (issue 26 items 1–3): a connected system gets a JWT access token
// for the web services resource from the portal's own provider with openid-client (client credentials),
// calls /ws/call/{id}, and every call lands in the API log with nothing secret.
import { AsyncLocalStorage } from 'node:async_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import * as client from 'openid-client';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT, importJWK } from 'jose';
import { SERVICE_MESSAGES, serviceOptions } from '@darvazeh/shared';
import { apiLogs, userRequests, users } from '../../db/schema/index.js';
import { SESSION_COOKIE } from '../../plugins/session-store.js';
import type { Client } from '../../test/test-app.js';
import { reviewedService, type TestUnit } from '../../test/request-fixtures.js';
import { publishedSyncService } from './ws.fixture.js';
import { created, oidcSystem } from '../sso/sso.fixture.js';
import { listeningApp, relyingParty } from '../sso/oidc/oidc-browser.fixture.js';
import { keysInForceOrFirst } from '../sso/signing-keys.service.js';
import { testEngine } from '../../test/test-database.js';

const { t, originOf } = listeningApp();

let origin: string;
let adminUser: Awaited<ReturnType<typeof t.user>>;
let admin: Client;
let unit: TestUnit;
let system: { id: number; clientId: string; secret: string };
let config: client.Configuration;

const resource = () => `${origin}/ws`;
const tokenFor = async (c = config) =>
  (await client.clientCredentialsGrant(c, { resource: resource() })).access_token;

type Options = Record<string, unknown>;

const syncService = (options: Options = {}) => publishedSyncService(t, admin, options);

const allow = (serviceId: number, unitId = unit.id) =>
  created(admin, 'unitwebserviceaccess', { unitId, serviceId });

const call = (
  serviceId: number,
  token: string | null,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; ip?: string; url?: string } = {},
) =>
  t.app.inject({
    method: (init.method ?? 'POST') as 'POST',
    url: init.url ?? `/ws/call/${serviceId}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { payload: JSON.stringify(init.body) } : {}),
    ...(init.ip ? { remoteAddress: init.ip } : {}),
  });

const problemOf = (res: { headers: Record<string, unknown>; json: () => unknown }) => {
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  const body = res.json() as { title: string; detail: string; code: string; status: number };
  expect(body.detail).toMatch(/[\u0600-\u06FF]/);
  expect(body.title).toMatch(/[\u0600-\u06FF]/);
  return body;
};

beforeAll(async () => {
  origin = originOf();
  adminUser = await t.user({ roles: ['Admin'] });
  admin = t.as(adminUser);
  unit = await t.unit();
  system = await oidcSystem(
    admin,
    { grantTypes: ['client_credentials'], scopes: ['openid'] },
    { unitId: unit.id },
  );
  config = await relyingParty(origin, system.clientId, system.secret);
});

describe('calling a service', () => {
  it('answers a synchronous service’s computed answers at once, as the system’s own applicant', async () => {
    const id = await syncService({ mapInputs: 'ename' });
    await allow(id);
    const token = await tokenFor();
    const res = await call(id, token, { body: { years: '20' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'completed',
      answers: { age: '20' },
      variables: { adult: true },
    });
    const [request] = await t.database.db
      .select()
      .from(userRequests)
      .where(eq(userRequests.trackingCode, res.json().trackingCode));
    const [applicant] = await t.database.db.select().from(users).where(eq(users.id, request!.applicantId));
    expect(applicant).toMatchObject({ ssoSystemId: system.id, firstName: 'سامانه آموزش', locked: true });
  });

  it('answers 202 for a service with a person’s task, and the status URL follows it to completion', async () => {
    const provider = await t.employee({ unitId: unit.id, roles: ['Employee'] });
    const service = await reviewedService(t, adminUser, unit, { options: { isApi: true, method: 'post' } });
    await allow(service.id);
    const token = await tokenFor();
    const res = await call(service.id, token, { body: { name: 'علی' } });
    expect(res.statusCode, res.body).toBe(202);
    const { statusUrl, trackingCode } = res.json();
    expect(statusUrl).toBe(`/ws/call/${service.id}/${trackingCode}`);
    const polled = await call(service.id, token, { method: 'GET', url: statusUrl });
    expect(polled.statusCode, polled.body).toBe(202);
    expect(polled.json()).toMatchObject({ state: 'running', status: 'در انتظار بررسی' });
    const inbox = (await t.as(provider).get('/api/v1/userrequest/task?box=received')).json().data;
    const task = inbox.list.find((x: { trackingCode: string }) => x.trackingCode === trackingCode);
    // The provider sees which system asked, as the applicant.
    expect(task.applicantName).toBe('سامانه آموزش (سامانهٔ متصل)');
    const claimed = await t
      .as(provider)
      .post(`/api/v1/userrequest/task/${task.id}/claim`, { revision: task.revision });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const done = await t.as(provider).post(`/api/v1/userrequest/task/${task.id}/complete`, {
      revision: claimed.json().data.revision,
      outcome: 'ok',
    });
    expect(done.statusCode, done.body).toBe(200);
    const finished = await call(service.id, token, { method: 'GET', url: statusUrl });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({ state: 'completed', answers: { name: 'علی' } });
  });

  it('refuses a body failing the form check in Persian, starting nothing', async () => {
    const id = await syncService();
    await allow(id);
    const res = await call(id, await tokenFor(), { body: {} });
    expect(res.statusCode).toBe(400);
    expect(problemOf(res)).toMatchObject({ code: 'invalid_input', status: 400 });
    expect(await t.database.db.select().from(userRequests).where(eq(userRequests.serviceId, id))).toEqual([]);
  });
});

describe('formats', () => {
  it('answers XML where the service says so', async () => {
    const id = await syncService({ format: 'xml' });
    await allow(id);
    const res = await call(id, await tokenFor(), { body: { age: '20' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<state>completed</state>');
    expect(res.body).toContain('<adult>true</adult>');
    const refused = await call(id, null, { body: { age: '20' } });
    expect(refused.headers['content-type']).toContain('application/problem+xml');
    expect(refused.body).toContain('<code>unauthenticated</code>');
  });

  it('takes a form body where the service says so, and refuses another body', async () => {
    const id = await syncService({ requestBodyType: 'form' });
    await allow(id);
    const token = await tokenFor();
    const form = await t.app.inject({
      method: 'POST',
      url: `/ws/call/${id}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'age=20',
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toMatchObject({ answers: { age: '20' }, variables: { adult: true } });
    const json = await call(id, token, { body: { age: '20' } });
    expect(json.statusCode).toBe(400);
    expect(problemOf(json).code).toBe('invalid_body');
    const wrongMethod = await call(id, token, { method: 'PUT', body: { age: '20' } });
    expect(wrongMethod.statusCode).toBe(405);
    expect(problemOf(wrongMethod).code).toBe('method_not_allowed');
  });
});

describe('who may call', () => {
  let id: number;
  beforeAll(async () => {
    id = await syncService({ origins: ['https://edu.example.ac.ir'], ips: ['10.1.0.0/16', '2001:db8::/32'] });
    await allow(id);
  });

  it('refuses a system whose unit has no access', async () => {
    const other = await oidcSystem(
      admin,
      { grantTypes: ['client_credentials'], scopes: ['openid'] },
      {
        unitId: (await t.unit()).id,
      },
    );
    const token = await tokenFor(await relyingParty(origin, other.clientId, other.secret));
    const res = await call(id, token, { body: { age: '20' }, ip: '10.1.2.3' });
    expect(res.statusCode).toBe(403);
    expect(problemOf(res).code).toBe('forbidden');
  });

  it('refuses an expired token and one signed by another key', async () => {
    const [key] = (await keysInForceOrFirst(t.database.db, 'oidc'))[0]!.jwks.keys;
    const claims = { client_id: system.clientId, sub: system.clientId };
    const sign = (signer: Parameters<SignJWT['sign']>[0], exp: number, kid?: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', ...(kid ? { kid } : {}) })
        .setIssuer(`${origin}/oidc`)
        .setAudience(resource())
        .setIssuedAt(exp - 600)
        .setExpirationTime(exp)
        .sign(signer);
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign(
      await importJWK(key as never, 'RS256'),
      now - 60,
      (key as { kid?: string }).kid,
    );
    const foreign = await sign(
      (await generateKeyPair('RS256')).privateKey,
      now + 600,
      (key as { kid?: string }).kid,
    );
    for (const token of [expired, foreign]) {
      const res = await call(id, token, { body: { age: '20' }, ip: '10.1.2.3' });
      expect(res.statusCode).toBe(401);
      expect(problemOf(res).code).toBe('unauthenticated');
    }
    expect((await call(id, null, { body: { age: '20' }, ip: '10.1.2.3' })).statusCode).toBe(401);
  });

  it('answers the listed origin’s preflight and refuses another origin', async () => {
    const token = await tokenFor();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/ws/call/${id}`,
      headers: { origin: 'https://edu.example.ac.ir', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://edu.example.ac.ir');
    const listed = await call(id, token, {
      body: { age: '20' },
      ip: '10.1.2.3',
      headers: { origin: 'https://edu.example.ac.ir' },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers['access-control-allow-origin']).toBe('https://edu.example.ac.ir');
    const wrong = await call(id, token, {
      body: { age: '20' },
      ip: '10.1.2.3',
      headers: { origin: 'https://evil.example' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(problemOf(wrong).code).toBe('origin_refused');
  });

  it('takes addresses in the ranges, IPv4 and IPv6, and refuses one outside', async () => {
    const token = await tokenFor();
    expect((await call(id, token, { body: { age: '20' }, ip: '2001:db8::5' })).statusCode).toBe(200);
    const outside = await call(id, token, { body: { age: '20' }, ip: '10.2.0.1' });
    expect(outside.statusCode).toBe(403);
    expect(problemOf(outside).code).toBe('ip_refused');
  });

  it('takes the system’s client id and secret where the service says basic', async () => {
    const basic = await syncService({ auth: 'basic' });
    await allow(basic);
    const auth = (secret: string) =>
      `Basic ${Buffer.from(`${system.clientId}:${secret}`).toString('base64')}`;
    const ok = await call(basic, null, {
      body: { age: '20' },
      headers: { authorization: auth(system.secret) },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await call(basic, null, { body: { age: '20' }, headers: { authorization: auth('wrong') } });
    expect(bad.statusCode).toBe(401);
    problemOf(bad);
  });

  it('refuses the 61st call in a minute of a 60-per-minute limit with Retry-After', async () => {
    const limited = await syncService({ ratePerSystem: 60, method: 'get' });
    await allow(limited);
    const token = await tokenFor();
    for (let i = 0; i < 60; i++) {
      const res = await call(limited, token, { method: 'GET', url: `/ws/call/${limited}?age=20` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await call(limited, token, { method: 'GET', url: `/ws/call/${limited}?age=20` });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(problemOf(over).code).toBe('rate_limited');
    // Every call is logged, the refused one too.
    const logged = await t.database.db.select().from(apiLogs).where(eq(apiLogs.serviceId, limited));
    expect(logged.map((row) => row.status).sort()).toEqual([...Array<number>(60).fill(200), 429]);
  });
});

describe('no authentication, and cookies', () => {
  it('lets a service without authentication be called from its addresses only', async () => {
    const id = await syncService({ auth: 'none', ips: ['192.0.2.0/24'] });
    const inside = await call(id, null, { body: { age: '20' }, ip: '192.0.2.7' });
    expect(inside.statusCode, inside.body).toBe(200);
    const outside = await call(id, null, { body: { age: '20' }, ip: '198.51.100.1' });
    expect(outside.statusCode).toBe(403);
    expect(problemOf(outside).code).toBe('ip_refused');
    expect(serviceOptions.safeParse({ isApi: true, auth: 'none' }).error?.issues[0]?.message).toBe(
      SERVICE_MESSAGES.noneNeedsIps,
    );
  });

  it('gives a signed-in browser no authority: its cookies without a token are refused, no XSRF asked', async () => {
    const id = await syncService();
    await allow(id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/ws/call/${id}`,
      headers: { cookie: `${SESSION_COOKIE}=${adminUser.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ age: '20' }),
    });
    expect(res.statusCode).toBe(401);
    expect(problemOf(res).code).toBe('unauthenticated');
  });
});

describe('the API log', () => {
  it('has a row for every call, with nothing secret', async () => {
    const id = await syncService({ logBodies: true });
    await allow(id);
    const token = await tokenFor();
    const res = await call(id, token, { body: { age: '30', password: 'hunter2' } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.select().from(apiLogs).where(eq(apiLogs.serviceId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      systemId: system.id,
      method: 'POST',
      status: 200,
      trackingCode: res.json().trackingCode,
    });
    expect(rows[0]!.outputBytes).toBeGreaterThan(0);
    const text = JSON.stringify(await t.database.db.select().from(apiLogs));
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain(token);
    expect(text).not.toContain(system.secret);

    // The Admin's log screen lists it under its kind, found by its tracking code, about the system.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Tehran' });
    const listed = await admin.post('/api/v1/logs/filter', {
      kind: 'apilog',
      from: today,
      to: today,
      text: res.json().trackingCode,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const [entry] = listed.json().data.list;
    expect(listed.json().data.list).toHaveLength(1);
    expect(entry).toMatchObject({ outcome: 'success', userName: 'سامانه آموزش (سامانهٔ متصل)' });
    expect(entry.summary).toContain('۲۰۰');
    const detail = await admin.get(`/api/v1/logs/apilog/${entry.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.fields).toContainEqual(
      expect.objectContaining({ value: res.json().trackingCode }),
    );
    expect(detail.body).not.toContain('hunter2');
  });

  it('logs a refused call too, without its token', async () => {
    const id = await syncService();
    const res = await call(id, 'not-a-token', { body: { age: '30' } });
    expect(res.statusCode).toBe(401);
    const rows = await t.database.db.select().from(apiLogs).where(eq(apiLogs.serviceId, id));
    expect(rows).toMatchObject([{ status: 401, code: 'unauthenticated', systemId: null }]);
    expect(JSON.stringify(rows)).not.toContain('not-a-token');
  });
});

describe('what a call costs', () => {
  /** The statements node-postgres sends on behalf of `work` (its async context: no worker's, no other call's). */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const seen: string[] = [];
    const scope = new AsyncLocalStorage<string[]>();
    const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const query = client.query;
    client.query = function (this: unknown, ...args: unknown[]) {
      const [first] = args as [string | { text?: string }];
      scope.getStore()?.push(typeof first === 'string' ? first : (first.text ?? ''));
      return query.apply(this, args);
    };
    try {
      await scope.run(seen, work);
    } finally {
      client.query = query;
    }
    return seen;
  }

  // PostgreSQL only: counted where node-postgres sends them (PGlite runs the same statements in-process).
  it.skipIf(testEngine() !== 'postgres')(
    'runs 18 statements for a synchronous service: the apilog row opened, a rate count, two transactions, the row completed',
    async () => {
      const id = await syncService({ mapInputs: 'ename' });
      await allow(id);
      const token = await tokenFor();
      const once = async () =>
        expect((await call(id, token, { body: { years: '20' } })).statusCode).toBe(200);
      // The first calls fill the instance's caches (the version, the system's access and applicant, grants).
      await once();
      await once();
      const statements = await statementsOf(once);
      expect(statements, statements.join('\n')).toHaveLength(18);
      expect(statements.filter((text) => /^(begin|commit)$/i.test(text.trim()))).toHaveLength(4);
      expect(statements.filter((text) => text.includes('"api_logs"'))).toHaveLength(3);
    },
  );
});
