import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.js';
import type { TestUser } from './test/factories.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.user({ roles: ['Admin'] });
});
afterAll(() => t.close());

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

describe('XSRF on every write', () => {
  it('covers a meaningful set of routes', () => {
    expect(t.app.routeList.filter((r) => !SAFE.has(r.method)).length).toBeGreaterThan(15);
  });

  it('refuses every non-GET route without, or with a wrong, X-XSRF-TOKEN with 403', async () => {
    const writes = t.app.routeList.filter((r) => !SAFE.has(r.method));
    for (const route of writes) {
      const url = route.url.replace(/:\w+\??/g, '1');
      for (const headers of [{}, { 'x-xsrf-token': 'wrong' }]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          cookies: { 'XSRF-TOKEN': 'right', darvazeh_session: admin.token },
          headers,
          payload: {},
        });
        expect(res.statusCode, `${route.method} ${url}`).toBe(403);
      }
    }
  });
});
