// Test-only: a web service that needs no person — start → form (age, ename years) → compute → end —
// published by `admin`, for the /ws/call tests and the newman run.
import { expect } from 'vitest';
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
