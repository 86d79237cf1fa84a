// `dashboard/card-excel`: one card of a dashboard as an Excel sheet, for the viewer — the same rows
// `dashboard/data` answers them (an Employee's unit only, never wider), under Persian column labels, with
// Jalali months and days, numbers as numbers. Runs on PGlite and, with TEST_DB_ENGINE=postgres, on PostgreSQL.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardBody, QueryDefinitionInput } from '@darvazeh/shared';
import { testApp, type Client, type TestUser } from '../../test/test-app.js';
import { reviewedService, submitReviewed, type TestUnit } from '../../test/request-fixtures.js';
import { storedQueries } from '../../db/schema/index.js';
import { commonMessages, dashboardMessages } from '../../messages/index.js';

const t = testApp({ admin: true });

const JALALI_MONTH = /^(فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) [۰-۹]{4}$/;
const JALALI_DAY_TIME = /^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/;

let unitA: TestUnit;
let employeeA: TestUser;
let employeeB: TestUser;
let dashboardId = 0;

/** Stores `definition` as the Admin; answers its id. */
const storedQuery = async (fname: string, definition: QueryDefinitionInput) =>
  (await t.storedQuery({ fname, definition, by: t.admin })).id;

async function exported(client: Client, body: Record<string, unknown>) {
  const res = await client.post('/api/v1/dashboard/card-excel', body);
  if (res.statusCode !== 200) return { res, rows: [] as unknown[][] };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { res, rows, sheet };
}

beforeAll(async () => {
  unitA = await t.unit();
  const unitB = await t.unit();
  employeeA = await t.employee({ unitId: unitA.id, roles: ['Employee'] });
  employeeB = await t.employee({ unitId: unitB.id, roles: ['Employee'] });
  const serviceA = await reviewedService(t, t.admin, unitA);
  const serviceB = await reviewedService(t, t.admin, unitB);
  const applicant = await t.user();
  for (const serviceId of [serviceA.id, serviceA.id, serviceA.id, serviceB.id, serviceB.id])
    await submitReviewed(t, applicant, serviceId);
  const months = await storedQuery('درخواست‌ها در هر ماه', {
    sources: [{ alias: 'r', collectionId: 'Requests' }],
    selects: [
      { source: 'r', fieldId: 'createdAt', dateGroup: 'jalaliMonth' },
      { source: 'r', fieldId: 'id', aggregate: 'count' },
    ],
  });
  const list = await storedQuery('فهرست درخواست‌ها', {
    sources: [{ alias: 'r', collectionId: 'Requests' }],
    selects: [
      { source: 'r', fieldId: 'trackingCode' },
      { source: 'r', fieldId: 'createdAt' },
    ],
  });
  const states = await storedQuery('درخواست‌ها بر اساس وضعیت', {
    sources: [{ alias: 'r', collectionId: 'Requests' }],
    selects: [
      { source: 'r', fieldId: 'state' },
      { source: 'r', fieldId: 'id', aggregate: 'count' },
    ],
  });
  const gone = await storedQuery('پرس‌وجوی رفتنی', {
    sources: [{ alias: 'r', collectionId: 'Requests' }],
    selects: [{ source: 'r', fieldId: 'id', aggregate: 'count' }],
  });
  const layout = { x: 0, y: 0, w: 6, h: 4 };
  const body: DashboardBody = {
    title: 'داشبورد خروجی',
    filters: [{ id: 'period', kind: 'dateRange', title: 'بازه' }],
    cards: [
      {
        id: 'months',
        title: 'درخواست‌ها در هر ماه',
        queryId: months,
        chartType: 'bar',
        layout,
        bindings: [{ filterId: 'period', source: 'r', fieldId: 'createdAt' }],
      },
      { id: 'list', title: 'فهرست', queryId: list, chartType: 'table', layout },
      { id: 'states', title: 'وضعیت‌ها', queryId: states, chartType: 'table', layout },
      { id: 'gone', title: 'رفتنی', queryId: gone, chartType: 'number', layout },
      { id: 'portal', title: 'همه سامانه', queryId: months, chartType: 'bar', layout, portalWide: true },
    ],
    shares: [{ role: null, unitId: unitA.id, unitRoleId: -1 }],
  };
  const res = await t.as(t.admin).post('/api/v1/dashboard', body);
  expect(res.statusCode, res.body).toBe(200);
  dashboardId = res.json().data.id as number;
  // The stored query goes (the dashboard names it, so it is deleted under it): the card fails alone.
  await t.database.db.update(storedQueries).set({ deletedAt: new Date() }).where(eq(storedQueries.id, gone));
});

describe('dashboard/card-excel', () => {
  it('answers an Employee their unit’s rows under Persian labels, the month by its Jalali name', async () => {
    const { res, rows, sheet } = await exported(t.as(employeeA), { id: dashboardId, cardId: 'months' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(rows[0]).toEqual(['ماه تاریخ ایجاد', 'تعداد']);
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toMatch(JALALI_MONTH);
    expect(rows[1]![1]).toBe(3);
    expect(sheet!.getCell('B2').numFmt).toBe('#,##0');
    expect(sheet!.views[0]).toMatchObject({ rightToLeft: true });
  });

  it('writes a request’s state by its Persian label, not its key', async () => {
    const { res, rows } = await exported(t.as(employeeA), { id: dashboardId, cardId: 'states' });
    expect(res.statusCode, res.body).toBe(200);
    expect(rows.slice(1)).toEqual([['در جریان', 3]]);
  });

  it('writes an instant as its Jalali day and time in Tehran', async () => {
    const { res, rows } = await exported(t.as(employeeA), { id: dashboardId, cardId: 'list' });
    expect(res.statusCode, res.body).toBe(200);
    expect(rows[0]).toEqual(['کد رهگیری', 'تاریخ ایجاد']);
    expect(rows.slice(1)).toHaveLength(3);
    for (const row of rows.slice(1)) expect(row[1]).toMatch(JALALI_DAY_TIME);
  });

  it('answers an Admin the whole portal, and a portal-wide card the whole portal to anyone it is shared with', async () => {
    expect((await exported(t.as(t.admin), { id: dashboardId, cardId: 'months' })).rows[1]![1]).toBe(5);
    expect((await exported(t.as(employeeA), { id: dashboardId, cardId: 'portal' })).rows[1]![1]).toBe(5);
  });

  it('applies the filters as the show page sends them', async () => {
    const { rows } = await exported(t.as(employeeA), {
      id: dashboardId,
      cardId: 'months',
      filters: { period: { from: '1300/01/01', to: '1300/12/29' } },
    });
    expect(rows).toHaveLength(1);
  });

  it('refuses whoever the dashboard is not shared with as if it did not exist', async () => {
    const { res } = await exported(t.as(employeeB), { id: dashboardId, cardId: 'months' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(dashboardMessages.dashboardNotFound);
  });

  it.each([
    ['a card the dashboard lacks', { cardId: 'nope' }, dashboardMessages.unknownCard('nope')],
    [
      'a filter the dashboard lacks',
      { cardId: 'months', filters: { unit: [1] } },
      dashboardMessages.unknownFilter('unit'),
    ],
    ['a wider scope asked for', { cardId: 'months', scope: 'all' }, null],
    ['a where tree as a filter value', { cardId: 'months', filters: { period: { or: [] } } }, null],
    ['no card', {}, null],
  ])('refuses %s with a Persian 400', async (_, change, message) => {
    const res = await t.as(employeeA).post('/api/v1/dashboard/card-excel', { id: dashboardId, ...change });
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers a card that fails with its own Persian error', async () => {
    const res = await t
      .as(employeeA)
      .post('/api/v1/dashboard/card-excel', { id: dashboardId, cardId: 'gone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(res.json().message).not.toBe(commonMessages.unexpected);
  });
});
