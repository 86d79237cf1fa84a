import { describe, expect, it } from 'vitest';
import { allEndpoints, ERROR_MESSAGES, isWrite, needsXsrf, pathParamNames, urlOf } from '@darvazeh/shared';
import { createSession } from './plugins/session-store.js';
import { testApp } from './test/test-app.js';
import { bearerCaller, callWithYears } from './modules/web-services/ws.fixture.js';

const t = testApp({ admin: true });

// Every write, and every GET that changes state (the sign-out).
const writes = allEndpoints.filter(needsXsrf);

describe('XSRF on every write', () => {
  it('sweeps every declared write, and the sign-out', () => {
    expect(writes.length).toBeGreaterThan(80);
    expect(writes.filter((spec) => !isWrite(spec)).map((spec) => spec.path)).toEqual([
      'account/logout/{flag}',
    ]);
  });

  it('refuses every declared write without, or with a wrong, X-XSRF-TOKEN with 403', async () => {
    for (const spec of writes) {
      const params = Object.fromEntries(pathParamNames(spec.path).map((name) => [name, '1']));
      const url = `/api/v1/${urlOf(spec, params)}`;
      // A GET's twin HEAD (Fastify answers HEAD with the GET's handler) is guarded alike.
      for (const method of isWrite(spec) ? [spec.method] : (['GET', 'HEAD'] as const)) {
        for (const headers of [{}, { 'x-xsrf-token': 'wrong' }]) {
          const res = await t.app.inject({
            method,
            url,
            cookies: { 'XSRF-TOKEN': 'right', darvazeh_session: t.admin.token },
            headers,
            ...(isWrite(spec) ? { payload: {} } : {}),
          });
          expect(res.statusCode, `${method} ${url}`).toBe(403);
        }
      }
    }
    // The Admin's session survived the sweep's sign-outs.
    expect((await t.as(t.admin).get('/api/v1/account/profile')).statusCode).toBe(200);
  });
});

describe('/ws/call: bearer calls need no XSRF token, cookie calls do (issue 26)', () => {
  it('serves a connected system’s bearer POST with no XSRF cookie or header, and gives a session cookie no way in', async () => {
    const { serviceId, token } = await bearerCaller(t, t.as(t.admin));
    const call = (headers: Record<string, string>) => callWithYears(t.app, serviceId, headers);
    const bearer = await call({ authorization: `Bearer ${token}` });
    expect(bearer.statusCode, bearer.body).toBe(200);
    expect(bearer.json()).toMatchObject({ state: 'completed', variables: { adult: true } });
    // Another site can make a browser send the portal's cookies to /ws/call, never a bearer token: the
    // cookies alone start nothing there, with or without an XSRF token.
    for (const xsrf of [{}, { 'x-xsrf-token': 'wrong' }] as Record<string, string>[]) {
      const res = await call({ cookie: `darvazeh_session=${t.admin.token}; XSRF-TOKEN=right`, ...xsrf });
      expect(res.statusCode).toBe(401);
    }
  });

  it('sweeps the web-service endpoints people reach with cookies: they need the XSRF token', () => {
    const paths = writes.map((spec) => `${spec.method} ${spec.path}`);
    for (const resource of ['unitwebserviceaccess', 'externalservice'])
      expect(paths).toEqual(
        expect.arrayContaining([`POST ${resource}`, `PUT ${resource}/{id}`, `DELETE ${resource}/{id}`]),
      );
  });
});

describe('signing out is a change too (issue 23 item 4)', () => {
  it.each(['false', 'true'])(
    'refuses GET account/logout/%s from another site (no X-XSRF-TOKEN) with the Persian 403, ending no session',
    async (flag) => {
      const user = await t.user();
      const otherSession = await createSession(t.database.db, { userId: user.id });
      for (const headers of [
        { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
        { 'x-xsrf-token': 'wrong' },
      ]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/account/logout/${flag}`,
          cookies: { 'XSRF-TOKEN': 'right', darvazeh_session: user.token },
          headers,
        });
        expect([res.statusCode, res.json().message]).toEqual([403, ERROR_MESSAGES.forbidden]);
      }
      expect((await t.as(user).get('/api/v1/account/profile')).statusCode).toBe(200);
      expect((await t.as({ ...user, token: otherSession }).get('/api/v1/account/profile')).statusCode).toBe(
        200,
      );
      // The web app's own call (cookie repeated in the header) still signs out.
      expect((await t.as(user).get(`/api/v1/account/logout/${flag}`)).statusCode).toBe(200);
      expect((await t.as(user).get('/api/v1/account/profile')).statusCode).toBe(401);
    },
  );
});
