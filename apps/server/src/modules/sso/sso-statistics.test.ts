import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ssoClientLoginLogs } from '../../db/schema/index.js';
import { testApp, type Client } from '../../test/test-app.js';
import { created, systemBody } from './sso.fixture.js';
import { statisticsSql } from './sso-statistics.repository.js';

const t = testApp();
let admin: Client;
let a: number;
let b: number;

type Log = typeof ssoClientLoginLogs.$inferInsert;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  admin = t.as(await t.user({ roles: ['Admin'] }));
  a = (await created(admin, 'ssomanagement', systemBody({ name: 'سامانه آموزش' }))).id;
  b = (await created(admin, 'ssomanagement', systemBody({ name: 'سامانه کتابخانه' }))).id;
  const log = (
    clientId: number,
    event: string,
    iso: string,
    userId: number | null = 1,
    reason?: string,
  ): Log => ({
    clientId,
    userId,
    protocol: 'oidc',
    event,
    reason: reason ?? null,
    ip: '10.0.0.1',
    createdAt: at(iso),
  });
  await t.database.db.insert(ssoClientLoginLogs).values([
    // 23:30 on 1404/12/29 in Tehran: the day before the range.
    log(a, 'authorization', '2026-03-20T20:00:00Z'),
    // 00:30 on 1405/01/01 in Tehran (still 20 March in UTC): inside it.
    log(a, 'authorization', '2026-03-20T21:00:00Z'),
    log(a, 'authorization', '2026-03-21T10:00:00Z'),
    log(a, 'token', '2026-03-21T10:00:01Z'),
    log(a, 'authorization', '2026-03-22T08:00:00Z', 2),
    log(b, 'authorization', '2026-04-25T08:00:00Z'),
    log(a, 'refusal', '2026-03-23T08:00:00Z', 3, 'ip'),
    log(a, 'refusal', '2026-03-24T08:00:00Z', 3, 'ip'),
    log(b, 'refusal', '2026-03-24T09:00:00Z', 4, 'unit'),
    log(b, 'logout', '2026-03-24T10:00:00Z'),
    // The day after the range ends (1 May in Tehran).
    log(b, 'authorization', '2026-04-30T21:00:00Z'),
  ]);
});

const statistics = async (query: string, client: Client = admin) => {
  const res = await client.get(`/api/v1/ssomanagement/statistics?${query}`);
  return res;
};

describe('sign-in statistics', () => {
  it('counts logins per system per Jalali day on Tehran days, unique users, refusals by reason, top systems', async () => {
    const res = await statistics('from=2026-03-21&to=2026-04-30&bucket=day');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      totals: { logins: 4, uniqueUsers: 2, refusals: 3 },
      series: [
        { key: '1405/01/01', start: '2026-03-21', clientId: a, logins: 2 },
        { key: '1405/01/02', start: '2026-03-22', clientId: a, logins: 1 },
        { key: '1405/02/05', start: '2026-04-25', clientId: b, logins: 1 },
      ],
      refusalsByReason: [
        { reason: 'ip', count: 2 },
        { reason: 'unit', count: 1 },
      ],
      topSystems: [
        { clientId: a, name: 'سامانه آموزش', logins: 3, uniqueUsers: 2 },
        { clientId: b, name: 'سامانه کتابخانه', logins: 1, uniqueUsers: 1 },
      ],
      systems: [
        { id: a, name: 'سامانه آموزش' },
        { id: b, name: 'سامانه کتابخانه' },
      ],
    });
  });

  it('groups by Jalali week (Saturday first, week 1 holding 1 Farvardin) and by month', async () => {
    const weeks = (await statistics('from=2026-03-21&to=2026-04-30&bucket=week')).json().data.series;
    expect(weeks).toEqual([
      { key: '1405-01', start: '2026-03-21', clientId: a, logins: 3 },
      { key: '1405-06', start: '2026-04-25', clientId: b, logins: 1 },
    ]);
    const months = (await statistics('from=2026-03-21&to=2026-04-30&bucket=month')).json().data.series;
    expect(months).toEqual([
      { key: '1405/01', start: '2026-03-21', clientId: a, logins: 3 },
      { key: '1405/02', start: '2026-04-25', clientId: b, logins: 1 },
    ]);
  });

  it('narrows to one system', async () => {
    const data = (await statistics(`from=2026-03-21&to=2026-04-30&clientId=${b}`)).json().data;
    expect(data.totals).toEqual({ logins: 1, uniqueUsers: 1, refusals: 1 });
    expect(data.topSystems.map((s: { clientId: number }) => s.clientId)).toEqual([b]);
  });

  it('refuses a range that ends before it starts, is too long for its step, or is no date, in Persian', async () => {
    for (const [query, message] of [
      ['from=2026-04-01&to=2026-03-01', 'تاریخ پایان باید بعد از تاریخ شروع باشد.'],
      ['from=2025-01-01&to=2026-03-01&bucket=day', 'بازه برای این گام زمانی حداکثر 186 روز است.'],
      ['from=2026-02-30&to=2026-03-01', 'تاریخ معتبر نیست.'],
      ['from=2026-03-01&to=2026-03-02&bucket=year', 'گام زمانی باید روز، هفته یا ماه باشد.'],
    ] as const) {
      const res = await statistics(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('answers Admins only', async () => {
    const employee = t.as(await t.employee());
    expect((await statistics('from=2026-03-21&to=2026-04-30', employee)).statusCode).toBe(403);
  });
});

// The plan on PostgreSQL with 200,000 log rows over two years: every statistics query reads a time range
// through an index, never the whole table. PGlite plans alike but is not the engine in production.
describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('the statistics’ plans on 200,000 rows', () => {
  it('reads the month asked for through the time indexes', async () => {
    const db = t.database.db;
    await db.execute(sql`
      insert into sso_client_login_logs (client_id, user_id, protocol, event, reason, ip, created_at)
      select case when g % 3 = 0 then ${b}::int else ${a}::int end, 1 + g % 5000, 'oidc',
        case when g % 10 = 0 then 'refusal' when g % 2 = 0 then 'token' else 'authorization' end,
        case when g % 10 = 0 then 'ip' end, '10.0.0.1',
        timestamptz '2024-04-01' + (g * interval '315 seconds')
      from generate_series(1, 200000) g`);
    await db.execute(sql`analyze sso_client_login_logs`);
    const range = { from: '2025-01-01', to: '2025-01-31' };
    const plans: Record<string, string> = {};
    for (const [name, query] of Object.entries({
      series: statisticsSql.series(range, 'day'),
      totals: statisticsSql.totals(range),
      reasons: statisticsSql.reasons(range),
      top: statisticsSql.top(range, 10),
      oneSystem: statisticsSql.series({ ...range, clientId: b }, 'day'),
    })) {
      const result: unknown = await db.execute(sql`explain ${query}`);
      const rows = (result as { rows: { 'QUERY PLAN': string }[] }).rows;
      plans[name] = rows.map((r) => r['QUERY PLAN']).join('\n');
    }
    for (const [name, plan] of Object.entries(plans)) {
      expect(plan, name).not.toMatch(/Seq Scan on sso_client_login_logs/);
      expect(plan, name).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    }
    expect(plans.series, 'series').not.toMatch(/Seq Scan on jalali_days/);
  });
});
