// A number card's change against the previous period (issue 28): bound to a date range filter with both
// ends, `dashboard/data` also answers the card for the range of equal length just before, in the viewer's
// same scope and with the other filters as they are. Runs on PGlite and, with TEST_DB_ENGINE=postgres,
// on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { formatJalaliDate, previousRange, type DashboardBody } from '@darvazeh/shared';
import { testApp, type Client, type TestUser } from '../../test/test-app.js';
import { reviewedService, submitReviewed, type TestUnit } from '../../test/request-fixtures.js';
import { userRequests } from '../../db/schema/index.js';

const t = testApp({ admin: true });

const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);
/** The last ten days, today included; the period before them is 19 to 10 days ago. */
const period = { from: formatJalaliDate(daysAgo(9)), to: formatJalaliDate(daysAgo(0)) };

let unitA: TestUnit;
let employeeA: TestUser;
let serviceA: { id: number };
let serviceB: { id: number };
let dashboardId: number;

type Card = {
  id: string;
  error: string | null;
  rows: Record<string, unknown>[];
  previous?: { from: string; to: string; rows: Record<string, unknown>[] };
};

async function cards(client: Client, filters: Record<string, unknown>) {
  const res = await client.post('/api/v1/dashboard/data', { id: dashboardId, filters });
  expect(res.statusCode, res.body).toBe(200);
  const answered = res.json().data.cards as Card[];
  return (id: string) => answered.find((c) => c.id === id)!;
}

const n = (rows: Record<string, unknown>[] | undefined) => Number(rows?.[0]?.n ?? 0);

beforeAll(async () => {
  unitA = await t.unit();
  const unitB = await t.unit();
  employeeA = await t.employee({ unitId: unitA.id, roles: ['Employee'] });
  serviceA = await reviewedService(t, t.admin, unitA);
  serviceB = await reviewedService(t, t.admin, unitB);
  const applicant = await t.user();
  const submit = (serviceId: number) => submitReviewed(t, applicant, serviceId);
  const backdate = async (days: number, ids: number[]) => {
    await t.database.db
      .update(userRequests)
      .set({ createdAt: daysAgo(days) })
      .where(inArray(userRequests.id, ids));
  };
  // Unit A: 3 in this period, 2 in the one before, 1 long before. Unit B: 1 now, 4 in the one before.
  const a = [];
  for (let i = 0; i < 6; i++) a.push(await submit(serviceA.id));
  const b = [];
  for (let i = 0; i < 5; i++) b.push(await submit(serviceB.id));
  await backdate(14, [a[3]!, a[4]!, ...b.slice(1)]);
  await backdate(40, [a[5]!]);

  const { id: queryId } = await t.storedQuery({
    fname: 'شمار درخواست‌ها در دوره',
    definition: {
      sources: [{ alias: 'r', collectionId: 'Requests' }],
      selects: [{ source: 'r', fieldId: 'id', aggregate: 'count', as: 'n' }],
    },
    by: t.admin,
  });
  const layout = (y: number) => ({ x: 0, y, w: 6, h: 3 });
  const periodBinding = { filterId: 'period', source: 'r', fieldId: 'createdAt' };
  const serviceBinding = { filterId: 'service', source: 'r', fieldId: 'serviceId' };
  const body: DashboardBody = {
    title: 'مقایسه با دوره پیش',
    filters: [
      { id: 'period', kind: 'dateRange', title: 'بازه' },
      { id: 'service', kind: 'service', title: 'خدمت' },
    ],
    cards: [
      {
        id: 'total',
        title: 'درخواست‌ها',
        queryId,
        chartType: 'number',
        layout: layout(0),
        bindings: [periodBinding, serviceBinding],
      },
      { id: 'bar', title: 'نمودار', queryId, chartType: 'bar', layout: layout(3), bindings: [periodBinding] },
      {
        id: 'unbound',
        title: 'بی‌بازه',
        queryId,
        chartType: 'number',
        layout: layout(6),
        bindings: [serviceBinding],
      },
    ],
    shares: [{ role: null, unitId: unitA.id, unitRoleId: -1 }],
  };
  const created = await t.as(t.admin).post('/api/v1/dashboard', body);
  expect(created.statusCode, created.body).toBe(200);
  dashboardId = created.json().data.id;
});

describe('a number card against the previous period', () => {
  it('answers the range of equal length before the filter’s, for the Admin the whole portal', async () => {
    const card = await cards(t.as(t.admin), { period });
    expect(n(card('total').rows)).toBe(4);
    expect(card('total').previous).toMatchObject(previousRange(period.from, period.to)!);
    expect(n(card('total').previous?.rows)).toBe(6);
  });

  it('keeps the viewer’s scope: an Employee compares only what their unit owns', async () => {
    const card = await cards(t.as(employeeA), { period });
    expect(n(card('total').rows)).toBe(3);
    expect(n(card('total').previous?.rows)).toBe(2);
  });

  it('keeps the other filters as they are', async () => {
    const card = await cards(t.as(t.admin), { period, service: [serviceB.id] });
    expect(n(card('total').rows)).toBe(1);
    expect(n(card('total').previous?.rows)).toBe(4);
  });

  it('answers none for an open range, an unbound card or a chart', async () => {
    const open = await cards(t.as(t.admin), { period: { from: period.from, to: null } });
    expect(open('total').previous).toBeUndefined();
    const card = await cards(t.as(t.admin), { period });
    expect(card('unbound').previous).toBeUndefined();
    expect(card('bar').previous).toBeUndefined();
    expect(n(card('bar').rows)).toBe(4);
    const none = await cards(t.as(t.admin), {});
    expect(none('total').previous).toBeUndefined();
  });
});
