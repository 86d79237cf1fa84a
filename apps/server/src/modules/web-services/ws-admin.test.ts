// The service designer's web service panel through the real server (issue 26): an Admin allows a
// connected system (its unit's unitwebserviceaccess row naming the service) and revokes it, reads who may
// call with names only, and reads the service's calls, errors and p95 duration from the API log, computed
// in SQL on either engine (run with TEST_DB_ENGINE=postgres for PostgreSQL).
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebServiceCallers, WebServiceFigures } from '@darvazeh/shared';
import { apiLogs } from '../../db/schema/index.js';
import { testApp, type Client } from '../../test/test-app.js';
import { created, systemBody } from '../sso/sso.fixture.js';

const t = testApp();

let admin: Client;
let employee: Client;
let serviceId: number;
let otherServiceId: number;
let unit: { id: number; name: string };
let system: { id: number };

const callers = async (id = serviceId) => {
  const res = await admin.get(`/api/v1/service/${id}/web-service-callers`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: WebServiceCallers }>().data;
};

const figures = async (query = '') => {
  const res = await admin.get(`/api/v1/service/${serviceId}/web-service-figures${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: WebServiceFigures }>().data;
};

beforeAll(async () => {
  admin = t.as(await t.user({ roles: ['Admin'] }));
  employee = t.as(await t.employee());
  serviceId = (await t.service({ serviceFname: 'استعلام وضعیت تحصیلی', options: { isApi: true } })).id;
  otherServiceId = (await t.service({ options: { isApi: true } })).id;
  unit = await t.unit({ name: 'دانشکده فنی' });
  system = await created(admin, 'ssomanagement', systemBody({ name: 'سامانه آموزش', unitId: unit.id }));
  await created(admin, 'ssomanagement', systemBody({ name: 'سامانه بی‌واحد' }));
});

describe('who may call a web service', () => {
  it('lists the connected systems with their units, and no unit allowed at first', async () => {
    const { allowed, systems } = await callers();
    expect(allowed).toEqual([]);
    expect(systems).toContainEqual({
      id: system.id,
      name: 'سامانه آموزش',
      unitId: unit.id,
      unitName: unit.name,
    });
    expect(systems).toContainEqual(
      expect.objectContaining({ name: 'سامانه بی‌واحد', unitId: null, unitName: null }),
    );
  });

  it('lets an Admin allow a system’s unit and revoke it; the row names this service only', async () => {
    const row = await created(admin, 'unitwebserviceaccess', { unitId: unit.id, serviceId });
    const { allowed } = await callers();
    expect(allowed).toEqual([
      { id: row.id, unitId: unit.id, unitName: 'دانشکده فنی', systems: ['سامانه آموزش'] },
    ]);
    expect((await callers(otherServiceId)).allowed).toEqual([]);
    const again = await admin.post('/api/v1/unitwebserviceaccess', { unitId: unit.id, serviceId });
    expect(again.statusCode).toBe(400);
    expect(again.body).toMatch(/[\u0600-\u06FF]/);
    const removed = await admin.delete(`/api/v1/unitwebserviceaccess/${row.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await callers()).allowed).toEqual([]);
  });

  it('refuses Employees the reads and the writes, and a write without the XSRF token', async () => {
    for (const path of ['web-service-callers', 'web-service-figures']) {
      const res = await employee.get(`/api/v1/service/${serviceId}/${path}`);
      expect(res.statusCode).toBe(403);
    }
    const write = await employee.post('/api/v1/unitwebserviceaccess', { unitId: unit.id, serviceId });
    expect(write.statusCode).toBe(403);
    const forged = await admin.request(
      'POST',
      '/api/v1/unitwebserviceaccess',
      { unitId: unit.id, serviceId },
      { headers: { 'x-xsrf-token': 'forged' } },
    );
    expect(forged.statusCode).toBe(403);
    expect((await callers()).allowed).toEqual([]);
  });

  it('answers a Persian 404 for a service that is not there, and 400 for a period not offered', async () => {
    const missing = await admin.get('/api/v1/service/999999/web-service-callers');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/[\u0600-\u06FF]/);
    const period = await admin.get(`/api/v1/service/${serviceId}/web-service-figures?days=11`);
    expect(period.statusCode).toBe(400);
    expect(period.body).toContain('بازه را از فهرست برگزینید.');
  });
});

describe('the web service’s figures', () => {
  it('counts the period’s calls and errors and the p95 of the answered calls’ durations', async () => {
    expect(await figures()).toEqual({ days: 30, calls: 0, errors: 0, p95Ms: null });
    const day = 86_400_000;
    const now = Date.now();
    const row = (fields: Partial<typeof apiLogs.$inferInsert>) => ({
      serviceId,
      method: 'POST',
      status: 200,
      createdAt: new Date(now - day),
      ...fields,
    });
    await t.database.db.insert(apiLogs).values([
      // 1…20 ms, and the two errors' 2 and 3: the 95th percentile (interpolated) of these 22 is 18.95.
      ...Array.from({ length: 20 }, (_, i) => row({ durationMs: i + 1 })),
      row({ status: 403, code: 'forbidden', durationMs: 2 }),
      row({ status: 500, durationMs: 3 }),
      // In progress: a call, but no duration yet.
      row({ status: 0, durationMs: 0 }),
      // Forty days ago: only in the 90 days.
      row({ status: 429, durationMs: 5000, createdAt: new Date(now - 40 * day) }),
      // Another service's.
      row({ serviceId: otherServiceId, status: 500, durationMs: 9000 }),
    ]);
    expect(await figures()).toEqual({ days: 30, calls: 23, errors: 2, p95Ms: 19 });
    expect(await figures('?days=7')).toEqual({ days: 7, calls: 23, errors: 2, p95Ms: 19 });
    // With the 5000 ms: 19 + 0.9 × (20 − 19).
    expect(await figures('?days=90')).toEqual({ days: 90, calls: 24, errors: 3, p95Ms: 20 });
  });
});
