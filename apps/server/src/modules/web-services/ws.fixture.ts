// Test-only: a web service that needs no person — start → form (age, ename years) → compute → end —
// published by `admin`, for the /ws/call tests and the newman run.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { loadConfig } from '../../config.js';
import { wsResourceOf } from '../sso/web-service-callers.service.js';
import { edge, node } from '../../test/process-fixtures.js';
import type { Client, TestApp } from '../../test/test-app.js';

/**
 * Publishes a synchronous web service with `options` whose function sets `name` to `value` (an
 * expression over the answer `age`); answers its id.
 */
export async function publishedSyncService(
  t: TestApp,
  admin: Client,
  options: Record<string, unknown> = {},
  { name = 'adult', value = 'toNumber(age) >= 18' } = {},
): Promise<number> {
  const fn = await t.function({ expressions: [{ id: 'v', type: 'var', name, value }] });
  const service = await t.service({
    elements: [{ id: 'age', fname: 'سن', ename: 'years', type: 'text', required: true }],
    options: { isApi: true, method: 'post', ...options },
    process: {
      nodes: [
        node('start', 'start'),
        node('applicantForm', 'form'),
        node('function', 'compute', { functionId: fn.id }),
        node('end', 'done'),
      ],
      edges: [edge('start', 'form'), edge('form', 'compute'), edge('compute', 'done')],
    },
  });
  const published = await admin.post(`/api/v1/service/${service.id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return service.id;
}

/**
 * A published synchronous web service that a new connected system may call, and a JWT access token that
 * system got from the portal's provider by client credentials (asked through `t.app.inject`, so the app
 * need not listen): what the sweeps call /ws/call with.
 */
export async function bearerCaller(
  t: TestApp,
  admin: Client,
  // A test app's config names no PUBLIC_ORIGIN and keeps the default port, unless the test says otherwise.
  resource = wsResourceOf(loadConfig({})),
): Promise<{ serviceId: number; token: string }> {
  const unit = await t.unit();
  const system = await admin.post('/api/v1/ssomanagement', {
    name: 'سامانه آموزش',
    description: 'ثبت‌نام و انتخاب واحد',
    homeUrl: 'https://edu.example.ac.ir/',
    categoryId: 1,
    unitId: unit.id,
  });
  expect(system.statusCode, system.body).toBe(200);
  const systemId = system.json<{ data: { id: number } }>().data.id;
  const oidc = await admin.put(`/api/v1/ssomanagement/${systemId}/oidc`, {
    grantTypes: ['client_credentials'],
    scopes: ['openid'],
  });
  expect(oidc.statusCode, oidc.body).toBe(200);
  const { clientId, secret } = oidc.json<{ data: { clientId: string; secret: string } }>().data;
  const serviceId = await publishedSyncService(t, admin, { mapInputs: 'ename' });
  const access = await admin.post('/api/v1/unitwebserviceaccess', { unitId: unit.id, serviceId });
  expect(access.statusCode, access.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      resource,
    }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { serviceId, token: res.json<{ access_token: string }>().access_token };
}

/** POSTs the answer `years: 20` to /ws/call of `serviceId` on `app`, as JSON, with `headers` added. */
export const callWithYears = (
  app: Pick<FastifyInstance, 'inject'>,
  serviceId: number,
  headers: Record<string, string>,
) =>
  app.inject({
    method: 'POST',
    url: `/ws/call/${serviceId}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ years: '20' }),
  });
