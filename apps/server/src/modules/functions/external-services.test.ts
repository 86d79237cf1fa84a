// Outside web services (issue 26 item 5) through the real server: an Admin registers one with a secret
// that no answer and no log carries, and a function's fetch reaches a path under its base URL, signed as
// registered, only through the guarded client. The outside service is a local server on 127.0.0.1, which
// OUTBOUND_ALLOW_HOSTS lets through (as an Admin would allow an intranet API); `localhost` stays refused.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalServices, functionLogs } from '../../db/schema/functions.js';
import { changeLogs, programLogs } from '../../db/schema/system.js';
import { testApp } from '../../test/test-app.js';
import { externalServiceMessages, outboundMessages } from '../../messages/index.js';

const t = testApp({ admin: true, env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });

const SECRET = 'tok-3f9a-never-shown';

type Received = { method: string; url: string; headers: IncomingHttpHeaders };
let outside: Server;
let port = 0;
const received: Received[] = [];

beforeAll(async () => {
  outside = createServer((req, res) => {
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ data: { grade: 19.5, path: req.url } }));
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  port = (outside.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => outside.close(() => resolve())));

const admin = () => t.as(t.admin);

async function registered(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await admin().post('/api/v1/externalservice', {
    name: `سامانه آموزش ${received.length}-${Math.random()}`,
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Runs, as the Admin, a function that fetches `url` of outside service `id` with `headers`. */
async function fetched(id: unknown, url: string, headers: Record<string, string> = {}) {
  const fn = await t.function({
    expressions: [
      {
        id: 'call',
        type: 'fetch',
        externalServiceId: id,
        // A source of the expression language: the path as a text literal.
        url: `'${url}'`,
        method: 'get',
        headers,
        outputs: [{ name: 'grade', path: 'data.grade' }],
        into: 'got',
      },
    ],
  });
  const res = await admin().post('/api/v1/function/run-request-function', { functionId: fn.id, answers: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ok: boolean; variables: { got?: unknown }; diagnostics: { message: string }[] };
}

describe('registering an outside web service', () => {
  it('stores the secret sealed and answers only whether one is set, in every answer', async () => {
    const item = await registered({ authKind: 'bearer', secret: SECRET });
    expect(item).toMatchObject({ authKind: 'bearer', secretSet: true });
    expect(JSON.stringify(item)).not.toContain(SECRET);
    expect(item).not.toHaveProperty('secret');
    expect(item).not.toHaveProperty('secretSealed');
    const read = await admin().get(`/api/v1/externalservice/${item.id as number}`);
    const list = await admin().post('/api/v1/externalservice/filter', {});
    for (const res of [read, list]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain('secretSealed');
    }
    const [row] = await t.database.db
      .select()
      .from(externalServices)
      .where(eq(externalServices.id, item.id as number));
    expect(row!.secretSealed).not.toBe('');
    expect(row!.secretSealed).not.toContain(SECRET);
    expect(Buffer.from(row!.secretSealed, 'utf8').toString('base64')).not.toContain(
      Buffer.from(SECRET).toString('base64'),
    );
  });

  it('refuses a service that signs its calls without a secret, naming the field, and keeps one on update', async () => {
    const refused = await admin().post('/api/v1/externalservice', {
      name: 'بدون رمز',
      baseUrl: `http://127.0.0.1:${port}/`,
      authKind: 'apiKey',
      headerName: 'X-Api-Key',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: externalServiceMessages.secretRequired,
      data: { field: 'secret' },
    });
    const item = await registered({ authKind: 'apiKey', headerName: 'X-Api-Key', secret: SECRET });
    const { id, name, baseUrl } = item;
    const updated = await admin().put(`/api/v1/externalservice/${id as number}`, {
      name,
      baseUrl,
      authKind: 'apiKey',
      headerName: 'X-Api-Key',
      secret: '',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.secretSet).toBe(true);
    expect((await fetched(id, 'keys')).ok).toBe(true);
    expect(received.at(-1)?.headers['x-api-key']).toBe(SECRET);
  });

  it('refuses an address with credentials in it, in Persian', async () => {
    const res = await admin().post('/api/v1/externalservice', {
      name: 'با رمز در نشانی',
      baseUrl: 'https://user:pass@example.com/',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('a function fetching an outside web service', () => {
  it('calls the path under the base URL with the registered bearer token, the function unable to replace it', async () => {
    const { id } = await registered({ authKind: 'bearer', secret: SECRET });
    const before = received.length;
    const result = await fetched(id, '/grades?term=1403', {
      authorization: "'Bearer forged'",
      'x-trace': "'a'",
    });
    expect(result).toMatchObject({ ok: true, variables: { got: { grade: 19.5 } } });
    expect(received.length).toBe(before + 1);
    const got = received.at(-1)!;
    expect([got.method, got.url]).toEqual(['GET', '/api/v1/grades?term=1403']);
    expect(got.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(got.headers['x-trace']).toBe('a');
  });

  it('signs with basic authentication, and sends nothing with none', async () => {
    const basic = await registered({ authKind: 'basic', username: 'portal', secret: SECRET });
    expect((await fetched(basic.id, 'who')).ok).toBe(true);
    expect(received.at(-1)?.headers.authorization).toBe(
      `Basic ${Buffer.from(`portal:${SECRET}`).toString('base64')}`,
    );
    const open = await registered({ authKind: 'none' });
    expect(open.secretSet).toBe(false);
    expect((await fetched(open.id, '')).ok).toBe(true);
    expect(received.at(-1)).toMatchObject({ url: '/api/v1' });
    expect(received.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('refuses a path that leaves the base URL, reaching nothing', async () => {
    const { id } = await registered({ authKind: 'bearer', secret: SECRET });
    const before = received.length;
    for (const url of ['http://127.0.0.1:1/x', '//evil.example/x', 'https://evil.example/']) {
      const result = await fetched(id, url);
      expect(result.ok).toBe(false);
      expect(result.diagnostics[0]?.message).toContain(externalServiceMessages.pathInvalid);
    }
    expect(received.length).toBe(before);
  });

  it('goes through the guarded client: a private address no Admin allowed is refused before connecting', async () => {
    const before = received.length;
    for (const baseUrl of [`http://localhost:${port}/api`, `http://[::ffff:127.0.0.1]:${port}/`]) {
      const { id } = await registered({ baseUrl, authKind: 'bearer', secret: SECRET });
      const result = await fetched(id, 'grades');
      expect(result.ok).toBe(false);
      expect(result.diagnostics[0]?.message).toBe(outboundMessages.forbiddenDestination);
    }
    expect(received.length).toBe(before);
  });

  it('answers a Persian diagnostic for an outside service that is not there', async () => {
    const result = await fetched(999_999, 'x');
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]?.message).toBe(externalServiceMessages.notFound);
  });

  it('keeps the secret out of the change log, the function log and the program log', async () => {
    const logged = JSON.stringify([
      await t.database.db.select().from(changeLogs),
      await t.database.db.select().from(functionLogs),
      await t.database.db.select().from(programLogs),
    ]);
    expect(logged).toContain('externalservice');
    expect(logged).not.toContain(SECRET);
  });
});
