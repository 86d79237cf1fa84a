import { describe, expect, it } from 'vitest';
import { allEndpoints, isWrite, pathParamNames, urlOf } from '@darvazeh/shared';
import { testApp } from './test/test-app.js';

const t = testApp({ admin: true });

describe('XSRF on every write', () => {
  const writes = allEndpoints.filter(isWrite);

  it('sweeps every declared write', () => {
    expect(writes.length).toBeGreaterThan(80);
  });

  it('refuses every declared write without, or with a wrong, X-XSRF-TOKEN with 403', async () => {
    for (const spec of writes) {
      const params = Object.fromEntries(pathParamNames(spec.path).map((name) => [name, '1']));
      const url = `/api/v1/${urlOf(spec, params)}`;
      for (const headers of [{}, { 'x-xsrf-token': 'wrong' }]) {
        const res = await t.app.inject({
          method: spec.method,
          url,
          cookies: { 'XSRF-TOKEN': 'right', darvazeh_session: t.admin.token },
          headers,
          payload: {},
        });
        expect(res.statusCode, `${spec.method} ${url}`).toBe(403);
      }
    }
  });
});
