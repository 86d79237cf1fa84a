// Dashboards (SPEC §2 /panel/bi, §3 `dashboard`, §7 `dashboard/data`): Admins define them over stored
// queries; an Employee reads the dashboards shared with them and sees only what their unit
// responsibilities own, unless a card is portal-wide; no filter value widens that; a broken card fails
// alone. Runs on PGlite and, with TEST_DB_ENGINE=postgres, on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DASHBOARD_LIMITS, type DashboardBody, type QueryDefinitionInput } from '@darvazeh/shared';
import { testApp, type Client, type TestUser } from '../../test/test-app.js';
import { reviewedService, submitReviewed, type TestUnit } from '../../test/request-fixtures.js';
import { textField } from '../../test/factories.js';
import { collectionRecords, units } from '../../db/schema/index.js';
import { commonMessages, dashboardMessages } from '../../messages/index.js';
import { testEngine } from '../../test/test-database.js';
import { principalOf } from '../queries/queries.fixture.js';
import { dashboardData } from './dashboards.service.js';

const t = testApp({ admin: true });

const PERSIAN = /[\u0600-\u06FF]/;

let unitA: TestUnit;
let unitB: TestUnit;
let employeeA: TestUser;
let employeeB: TestUser;
let serviceA: { id: number };
let serviceB: { id: number };
const queries: Record<string, number> = {};

/** Stores `definition` as the Admin; answers its id. */
const storedQuery = async (fname: string, definition: QueryDefinitionInput) =>
  (await t.storedQuery({ fname, definition, by: t.admin })).id;

const layout = (y: number) => ({ x: 0, y, w: 6, h: 4 });

/** The test dashboard: requests by service, tasks per unit, open by status, sign-ups, and a portal-wide count. */
function dashboard(overrides: Partial<DashboardBody> = {}): DashboardBody {
  return {
    title: `داشبورد درخواست‌ها ${Math.random()}`,
    filters: [
      { id: 'period', kind: 'dateRange', title: 'بازه' },
      { id: 'service', kind: 'service', title: 'خدمت' },
      { id: 'unit', kind: 'unit', title: 'واحد' },
      { id: 'status', kind: 'status', title: 'وضعیت' },
      { id: 'code', kind: 'parameter', title: 'کد رهگیری', op: 'eq' },
    ],
    cards: [
      {
        id: 'byService',
        title: 'درخواست‌ها بر اساس خدمت',
        queryId: queries.byService!,
        chartType: 'bar',
        options: { stacked: true, horizontal: true },
        layout: layout(0),
        bindings: [
          { filterId: 'period', source: 'r', fieldId: 'createdAt' },
          { filterId: 'service', source: 'r', fieldId: 'serviceId' },
          { filterId: 'status', source: 'r', fieldId: 'status' },
          { filterId: 'code', source: 'r', fieldId: 'trackingCode' },
        ],
      },
      {
        id: 'byUnit',
        title: 'درخواست‌ها بر اساس واحد',
        queryId: queries.byUnit!,
        chartType: 'pie',
        layout: layout(4),
        bindings: [{ filterId: 'unit', source: 'k', fieldId: 'unitId' }],
      },
      {
        id: 'total',
        title: 'همه درخواست‌ها',
        queryId: queries.total!,
        chartType: 'number',
        layout: layout(8),
        bindings: [{ filterId: 'service', source: 'r', fieldId: 'serviceId' }],
      },
      {
        id: 'portal',
        title: 'همه درخواست‌های سامانه',
        queryId: queries.total!,
        chartType: 'gauge',
        options: { gaugeMin: 0, gaugeMax: 100 },
        layout: layout(12),
        portalWide: true,
      },
      { id: 'people', title: 'کاربران', queryId: queries.users!, chartType: 'table', layout: layout(16) },
    ],
    shares: [{ role: null, unitId: unitA.id, unitRoleId: -1 }],
    ...overrides,
  };
}

async function create(body: unknown, by: TestUser = t.admin) {
  return t.as(by).post('/api/v1/dashboard', body);
}

async function created(body: DashboardBody) {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
}

type Card = {
  id: string;
  error: string | null;
  rows: Record<string, unknown>[];
  truncated: boolean;
  names?: Record<string, Record<string, string>>;
};

async function data(client: Client, body: Record<string, unknown>) {
  const res = await client.post('/api/v1/dashboard/data', body);
  return { res, cards: res.statusCode === 200 ? (res.json().data.cards as Card[]) : [] };
}

const cardOf = (cards: Card[], id: string) => {
  const card = cards.find((c) => c.id === id);
  expect(card, id).toBeDefined();
  return card!;
};
const count = (card: Card) => Number(card.rows[0]?.n ?? 0);

beforeAll(async () => {
  unitA = await t.unit();
  unitB = await t.unit();
  employeeA = await t.employee({ unitId: unitA.id, roles: ['Employee'] });
  employeeB = await t.employee({ unitId: unitB.id, roles: ['Employee'] });
  serviceA = await reviewedService(t, t.admin, unitA);
  serviceB = await reviewedService(t, t.admin, unitB);
  const applicant = await t.user();
  for (const id of [serviceA.id, serviceA.id, serviceA.id, serviceB.id, serviceB.id])
    await submitReviewed(t, applicant, id);

  queries.byService = await storedQuery('درخواست‌ها بر اساس خدمت و ماه', {
    sources: [{ alias: 'r', collectionId: 'Requests' }],
    selects: [
      { source: 'r', fieldId: 'serviceId', as: 'service' },
      { source: 'r', fieldId: 'createdAt', dateGroup: 'jalaliMonth', as: 'month' },
      { source: 'r', fieldId: 'id', aggregate: 'count', as: 'n' },
    ],
    orderBy: [{ select: 'service' }],
  });
  queries.byUnit = await storedQuery('درخواست‌ها بر اساس واحد', {
    sources: [{ alias: 'k', collectionId: 'RequestTasks' }],
    selects: [
      { source: 'k', fieldId: 'unitId', as: 'unit' },
      { source: 'k', fieldId: 'requestId', aggregate: 'countDistinct', as: 'n' },
    ],
    whereStatement: { source: 'k', fieldId: 'kind', op: 'eq', value: 'provider' },
    orderBy: [{ select: 'unit' }],
  });
  queries.total = await storedQuery('شمار درخواست‌ها', {
    sources: [{ alias: 'r', collectionId: 'Requests' }],
    selects: [{ source: 'r', fieldId: 'id', aggregate: 'count', as: 'n' }],
  });
  queries.users = await storedQuery('شمار کاربران', {
    sources: [{ alias: 'u', collectionId: 'users' }],
    selects: [{ source: 'u', fieldId: 'id', aggregate: 'count', as: 'n' }],
  });
});

describe('the dashboard resource', () => {
  it('stores an Admin’s dashboard as checked, defaults filled in', async () => {
    const body = dashboard();
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({ title: body.title, categoryId: null, shares: body.shares });
    expect(item.cards).toHaveLength(5);
    expect(item.cards[1]).toMatchObject({ id: 'byUnit', options: {}, portalWide: false });
    expect(item.filters[4]).toMatchObject({ id: 'code', op: 'eq' });
  });

  it('files a dashboard under a live category only', async () => {
    const category = await t.serviceCategory();
    expect((await create(dashboard({ categoryId: category.id }))).statusCode).toBe(200);
    const res = await create(dashboard({ categoryId: 999_999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: dashboardMessages.categoryMissing,
      data: { code: 'field', field: 'categoryId' },
    });
  });

  it.each([
    ['an unknown key', { scope: 'all' }],
    ['an empty title', { title: ' ' }],
    ['too many cards', { cards: 'many' }],
    ['a chart type it does not draw', { cards: [{ chartType: 'radar' }] }],
    ['a card past the grid', { cards: [{ layout: { x: 8, y: 0, w: 6, h: 2 } }] }],
    [
      'a binding to a filter not declared',
      { cards: [{ bindings: [{ filterId: 'x', source: 'r', fieldId: 'id' }] }] },
    ],
    ['two cards of one id', { cards: [{}, {}] }],
    ['a share with a unit role of 0', { shares: [{ role: null, unitId: null, unitRoleId: 0 }] }],
    [
      'an op on a filter other than a parameter',
      { filters: [{ id: 'p', kind: 'unit', title: 'واحد', op: 'eq' }] },
    ],
  ])('refuses %s with a Persian 400, writing nothing', async (_, change) => {
    const base = dashboard();
    const card = base.cards![0]!;
    const body: Record<string, unknown> = { ...base, ...change };
    if ('cards' in change) {
      body.cards =
        change.cards === 'many'
          ? Array.from({ length: DASHBOARD_LIMITS.cards + 1 }, (_, i) => ({ ...card, id: `c${i}` }))
          : (change.cards as object[]).map((c) => ({ ...card, ...c }));
    }
    const before = (await t.as(t.admin).post('/api/v1/dashboard/filter', {})).json().data.total;
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(PERSIAN);
    expect((await t.as(t.admin).post('/api/v1/dashboard/filter', {})).json().data.total).toBe(before);
  });

  it('names the card whose stored query is gone, and the binding whose source its query lacks', async () => {
    const base = dashboard();
    const missing = await create({ ...base, cards: [{ ...base.cards![0]!, queryId: 999_999 }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data).toEqual({ code: 'field', field: 'cards.0.queryId' });
    const alias = await create({
      ...base,
      cards: [{ ...base.cards![0]!, bindings: [{ filterId: 'unit', source: 'nope', fieldId: 'id' }] }],
    });
    expect(alias.statusCode).toBe(400);
    expect(alias.json().data).toEqual({ code: 'field', field: 'cards.0.bindings.0.source' });
    const unit = await create({ ...base, shares: [{ role: null, unitId: 999_999, unitRoleId: -1 }] });
    expect(unit.json()).toMatchObject({ data: { code: 'field', field: 'shares.0.unitId' } });
  });

  it('keeps titles unique among live dashboards', async () => {
    const body = dashboard();
    await created(body);
    const res = await create({ ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(dashboardMessages.duplicateTitle);
  });

  it('answers check-name to Admins alone: it sees dashboards not shared with the caller', async () => {
    const body = dashboard();
    await created(body);
    const admin = await t.as(t.admin).post('/api/v1/dashboard/check-name', { name: body.title });
    expect(admin.json().data).toEqual({ available: false });
    expect(
      (await t.as(employeeA).post('/api/v1/dashboard/check-name', { name: body.title })).statusCode,
    ).toBe(403);
  });

  it('is written by Admins only', async () => {
    expect((await create(dashboard(), employeeA)).statusCode).toBe(403);
    const { id } = await created(dashboard());
    expect((await t.as(employeeA).put(`/api/v1/dashboard/${id}`, dashboard())).statusCode).toBe(403);
    expect((await t.as(employeeA).delete(`/api/v1/dashboard/${id}`)).statusCode).toBe(403);
  });

  it('is read by the Employees it is shared with (SPEC §6 matching), and by Admins', async () => {
    const forA = await created(dashboard());
    const forEmployees = await created(
      dashboard({ shares: [{ role: 'Employee', unitId: null, unitRoleId: -1 }] }),
    );
    const forRoleInA = await created(
      dashboard({ shares: [{ role: null, unitId: unitA.id, unitRoleId: unitA.unitRoles[0]!.id }] }),
    );
    const forAdmins = await created(dashboard({ shares: [{ role: 'Admin', unitId: null, unitRoleId: -1 }] }));
    const listed = async (user: TestUser) =>
      (
        (await t.as(user).post('/api/v1/dashboard/filter', { count: 100 })).json().data.list as {
          id: number;
        }[]
      ).map((d) => d.id);
    const a = await listed(employeeA);
    const b = await listed(employeeB);
    expect(a).toEqual(expect.arrayContaining([forA.id, forEmployees.id, forRoleInA.id]));
    expect(a).not.toContain(forAdmins.id);
    expect(b).toContain(forEmployees.id);
    expect(b).not.toContain(forA.id);
    expect(b).not.toContain(forRoleInA.id);
    expect((await t.as(employeeA).get(`/api/v1/dashboard/${forA.id}`)).statusCode).toBe(200);
    expect((await t.as(employeeB).get(`/api/v1/dashboard/${forA.id}`)).statusCode).toBe(404);
    expect(await listed(t.admin)).toEqual(expect.arrayContaining([forA.id, forAdmins.id]));
  });

  it('keeps a stored query a dashboard names from being deleted', async () => {
    const body = dashboard();
    await created(body);
    const res = await t.as(t.admin).delete(`/api/v1/query/${queries.total}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(body.title);
  });
});

describe('dashboard/data', () => {
  let shared: { id: number };
  let forEmployees: { id: number };
  beforeAll(async () => {
    shared = await created(dashboard());
    forEmployees = await created(dashboard({ shares: [{ role: 'Employee', unitId: null, unitRoleId: -1 }] }));
  });

  it('answers an Admin the whole portal', async () => {
    const { res, cards } = await data(t.as(t.admin), { id: shared.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(cards.map((c) => c.id)).toEqual(['byService', 'byUnit', 'total', 'portal', 'people']);
    expect(count(cardOf(cards, 'total'))).toBe(5);
    expect(count(cardOf(cards, 'portal'))).toBe(5);
    expect(cardOf(cards, 'people').error).toBeNull();
    const byService = cardOf(cards, 'byService').rows;
    expect(byService.map((r) => [r.service, r.n])).toEqual([
      [serviceA.id, 3],
      [serviceB.id, 2],
    ]);
    expect(byService[0]!.month).toMatch(/^\d{4}\/\d{2}$/);
    // People read the services by name; the rows keep the ids a drill-down filters by.
    const [nameA, nameB] = await Promise.all(
      [serviceA.id, serviceB.id].map(
        async (id) => (await t.as(t.admin).get(`/api/v1/service/${id}`)).json().data.serviceFname,
      ),
    );
    expect(cardOf(cards, 'byService').names).toEqual({
      service: { [serviceA.id]: nameA, [serviceB.id]: nameB },
    });
  });

  it('answers an Employee only what their unit owns, a portal-wide card the whole portal', async () => {
    const { res, cards } = await data(t.as(employeeA), { id: shared.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(count(cardOf(cards, 'total'))).toBe(3);
    expect(count(cardOf(cards, 'portal'))).toBe(5);
    expect(cardOf(cards, 'byService').rows.map((r) => [r.service, r.n])).toEqual([[serviceA.id, 3]]);
    expect(cardOf(cards, 'byUnit').rows.map((r) => [r.unit, r.n])).toEqual([[unitA.id, 3]]);
    const [unit] = await t.database.db.select({ name: units.name }).from(units).where(eq(units.id, unitA.id));
    expect(cardOf(cards, 'byUnit').names).toEqual({ unit: { [unitA.id]: unit!.name } });
    const b = await data(t.as(employeeB), { id: forEmployees.id });
    expect(count(cardOf(b.cards, 'total'))).toBe(2);
    expect(cardOf(b.cards, 'byUnit').rows.map((r) => [r.unit, r.n])).toEqual([[unitB.id, 2]]);
  });

  it('answers a card its viewer may not read with its own Persian error, the others drawn', async () => {
    const { cards } = await data(t.as(employeeA), { id: shared.id });
    const people = cardOf(cards, 'people');
    expect(people).toMatchObject({ error: commonMessages.forbidden, rows: [] });
    expect(cardOf(cards, 'total').error).toBeNull();
  });

  it('answers a card whose binding names a field its query lacks with its own error', async () => {
    const base = dashboard();
    const broken = await created({
      ...base,
      cards: [
        {
          ...base.cards![2]!,
          id: 'broken',
          bindings: [{ filterId: 'service', source: 'r', fieldId: 'nope' }],
        },
        base.cards![2]!,
      ],
    });
    const { res, cards } = await data(t.as(employeeA), {
      id: broken.id,
      filters: { service: [serviceA.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(cardOf(cards, 'broken').error).toMatch(PERSIAN);
    expect(count(cardOf(cards, 'total'))).toBe(3);
  });

  it('runs the cards asked for, with the filters bound', async () => {
    const admin = t.as(t.admin);
    const one = await data(admin, { id: shared.id, cardIds: ['total'], filters: { service: [serviceB.id] } });
    expect(one.cards.map((c) => c.id)).toEqual(['total']);
    expect(count(cardOf(one.cards, 'total'))).toBe(2);
    const future = await data(admin, { id: shared.id, filters: { period: { from: '1500/01/01' } } });
    expect(cardOf(future.cards, 'byService').rows).toEqual([]);
    const all = await data(admin, { id: shared.id, filters: { period: { from: '۱۴۰۰/۰۱/۰۱', to: null } } });
    expect(cardOf(all.cards, 'byService').rows.map((r) => r.n)).toEqual([3, 2]);
    const open = await data(admin, { id: shared.id, filters: { status: ['registered', 'نامعلوم'] } });
    expect(open.res.statusCode, open.res.body).toBe(200);
  });

  it('limits a card over a data collection to the records the Employee created', async () => {
    const collection = await t.collection();
    const fieldId = 'title';
    for (const by of [employeeA, employeeA, employeeB, t.admin]) {
      const res = await t.as(by).post(`/api/v1/datacollection/${collection.id}/record`, {
        data: { [fieldId]: 'نمونه' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const records = await storedQuery(`شمار رکوردها ${collection.id}`, {
      sources: [{ alias: 'c', collectionId: collection.id }],
      selects: [{ source: 'c', fieldId: 'id', aggregate: 'count', as: 'n' }],
    });
    const card = { id: 'records', title: 'رکوردها', queryId: records, chartType: 'number' as const };
    const { id } = await created(
      dashboard({
        filters: [],
        cards: [
          { ...card, layout: layout(0) },
          { ...card, id: 'allRecords', layout: layout(4), portalWide: true },
        ],
      }),
    );
    const mine = await data(t.as(employeeA), { id });
    expect(count(cardOf(mine.cards, 'records'))).toBe(2);
    expect(count(cardOf(mine.cards, 'allRecords'))).toBe(4);
    expect(count(cardOf((await data(t.as(t.admin), { id })).cards, 'records'))).toBe(4);
  });

  it('leaves query/run as it was: the requests sources are an Admin’s there, not an Employee’s', async () => {
    const definition = {
      sources: [{ alias: 'r', collectionId: 'Requests' }],
      selects: [{ source: 'r', fieldId: 'id', aggregate: 'count', as: 'n' }],
    };
    const admin = await t.as(t.admin).post('/api/v1/query/run', definition);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().data.rows).toEqual([{ n: 5 }]);
    expect((await t.as(employeeA).post('/api/v1/query/run', definition)).statusCode).toBe(403);
  });

  it('refuses a dashboard not shared with the viewer as if it did not exist', async () => {
    const { res } = await data(t.as(employeeB), { id: shared.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(dashboardMessages.dashboardNotFound);
  });
});

describe('a hostile sweep of dashboard/data: the viewer scope cannot be widened', () => {
  let shared: { id: number };
  beforeAll(async () => {
    shared = await created(dashboard());
  });

  // Each body as employee A of unit A sends it: a 400, or unit A's own numbers at most.
  const bodies = (): [string, unknown][] => [
    ['unit B as a unit filter', { filters: { unit: [unitB.id] } }],
    ['unit B alone', { filters: { unit: unitB.id } }],
    ['service B', { filters: { service: [serviceB.id, serviceA.id] } }],
    [
      'a where tree as a parameter',
      { filters: { code: { or: [{ source: 'r', fieldId: 'id', op: 'gt', value: 0 }] } } },
    ],
    ['a where tree as a range', { filters: { period: { from: '1400/01/01', or: [] } } }],
    ['a where tree as a unit', { filters: { unit: [{ source: 'k', fieldId: 'unitId', op: 'isNull' }] } }],
    ['a quote in a parameter', { filters: { code: `' or '1'='1` } }],
    ['a quote in a date', { filters: { period: { from: `1403/01/01' or 1=1 --` } } }],
    ['an unknown filter', { filters: { scope: 'all' } }],
    ['a prototype key', JSON.parse(`{"filters":{"__proto__":{"unit":[1]}}}`)],
    ['a constructor key', { filters: { constructor: [1] } }],
    ['a top-level scope', { scope: 'all' }],
    ['portal-wide from the viewer', { portalWide: true }],
    ['cards sent along', { cards: [{ id: 'x', portalWide: true }] }],
    ['a card not on the dashboard', { cardIds: ['people', 'elsewhere'] }],
    ['a huge list', { filters: { status: Array.from({ length: 500 }, (_, i) => `s${i}`) } }],
    ['a huge text', { filters: { code: 'x'.repeat(100_000) } }],
    ['a huge number', { filters: { unit: [1e308] } }],
    ['a negative unit', { filters: { unit: [-1] } }],
    ['a fraction', { filters: { service: [1.5] } }],
    [
      'too many filters',
      { filters: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, null])) },
    ],
    ['a boolean unit', { filters: { unit: true } }],
    ['a reversed range', { filters: { period: { from: '1404/01/01', to: '1403/01/01' } } }],
    ['a null id', { id: null }],
    ['an id as text', { id: 'all' }],
  ];

  it.each([0, 1])('answers 400 or unit A’s own numbers, never unit B’s (%#)', async (round) => {
    const client = t.as(employeeA);
    const violations: string[] = [];
    for (const [name, change] of bodies()) {
      const body = { id: shared.id, ...(change as object) };
      if (round === 1 && 'filters' in body)
        body.filters = { ...(body.filters as object), service: serviceA.id };
      const { res, cards } = await data(client, body);
      if (res.statusCode === 400) {
        if (!PERSIAN.test(res.json().message)) violations.push(`${name}: 400 without a Persian message`);
        continue;
      }
      if (res.statusCode !== 200) {
        violations.push(`${name}: ${res.statusCode}`);
        continue;
      }
      for (const card of cards) {
        if (card.id === 'portal' || card.error !== null) continue;
        for (const row of card.rows) {
          if (row.service === serviceB.id) violations.push(`${name}: service B in ${card.id}`);
          if (row.unit === unitB.id) violations.push(`${name}: unit B in ${card.id}`);
          if (Number(row.n) > 3) violations.push(`${name}: ${String(row.n)} in ${card.id}`);
        }
      }
      if (cards.some((c) => c.id === 'people' && c.error === null))
        violations.push(`${name}: the users card ran for an Employee`);
    }
    expect(violations).toEqual([]);
  });

  it('narrows to nothing when the viewer filters by another unit or service, and still counts their own', async () => {
    const client = t.as(employeeA);
    const unit = await data(client, { id: shared.id, filters: { unit: [unitB.id] } });
    expect(unit.res.statusCode, unit.res.body).toBe(200);
    expect(cardOf(unit.cards, 'byUnit').rows).toEqual([]);
    expect(count(cardOf(unit.cards, 'total'))).toBe(3);
    const service = await data(client, { id: shared.id, filters: { service: serviceB.id } });
    expect(count(cardOf(service.cards, 'total'))).toBe(0);
    expect(cardOf(service.cards, 'byService').rows).toEqual([]);
    const quoted = await data(client, { id: shared.id, filters: { code: `' or '1'='1` } });
    expect(cardOf(quoted.cards, 'byService').rows).toEqual([]);
  });
});

describe('dashboard/data answers kept by the instance', () => {
  it('answers anew after a request is submitted, for an Admin and for the Employee whose unit owns it', async () => {
    const unitC = await t.unit();
    const employeeC = await t.employee({ unitId: unitC.id, roles: ['Employee'] });
    const serviceC = await reviewedService(t, t.admin, unitC);
    const { id } = await created(dashboard({ shares: [{ role: null, unitId: unitC.id, unitRoleId: -1 }] }));
    const totals = async () => {
      const admin = await data(t.as(t.admin), { id });
      const employee = await data(t.as(employeeC), { id });
      return [count(cardOf(admin.cards, 'total')), count(cardOf(employee.cards, 'total'))];
    };
    const [before] = await totals();
    // Read twice: the second answer may come from the instance's copy, and must be the same.
    expect(await totals()).toEqual([before, 0]);
    const applicant = await t.user();
    const submitted = await t.as(applicant).post('/api/v1/userrequest', {
      serviceId: serviceC.id,
      answers: { name: 'مریم' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await totals()).toEqual([before! + 1, 1]);
  });

  it('keeps a records card’s answer until a record of its collection is written or its definition changes', async () => {
    const collection = await t.collection();
    const add = async () => {
      const res = await t.as(t.admin).post(`/api/v1/datacollection/${collection.id}/record`, {
        data: { title: 'نمونه' },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // A record written with the triggers paused sends no notice: only a kept answer can still miss it.
    const addUnnoticed = () =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.insert(collectionRecords).values({ collectionId: collection.id, data: {}, keys: {} });
      });
    await add();
    const records = await storedQuery(`شمار رکوردهای نگه‌داشته ${collection.id}`, {
      sources: [{ alias: 'c', collectionId: collection.id }],
      selects: [{ source: 'c', fieldId: 'id', aggregate: 'count', as: 'n' }],
    });
    const { id } = await created(
      dashboard({
        filters: [],
        cards: [
          { id: 'records', title: 'رکوردها', queryId: records, chartType: 'number', layout: layout(0) },
        ],
      }),
    );
    const counted = async () => count(cardOf((await data(t.as(t.admin), { id })).cards, 'records'));
    expect(await counted()).toBe(1);
    await addUnnoticed();
    expect(await counted()).toBe(1);
    // A record added through the portal drops the answer: both records since are counted.
    await add();
    expect(await counted()).toBe(3);
    await addUnnoticed();
    expect(await counted()).toBe(3);
    // So does a change to the collection's definition.
    const changed = await t.as(t.admin).put(`/api/v1/datacollection/${collection.id}`, {
      fname: `مجموعه تغییرکرده ${collection.id}`,
      formInfo: { formFields: [textField('title', 'عنوان تازه')] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await counted()).toBe(4);
  });
});

describe('dashboard/data answers over the services', () => {
  it('keeps a card over Services until a service is added or changed', async () => {
    const services = await storedQuery('شمار خدمت‌های نگه‌داشته', {
      sources: [{ alias: 's', collectionId: 'Services' }],
      selects: [{ source: 's', fieldId: 'id', aggregate: 'count', as: 'n' }],
    });
    const { id } = await created(
      dashboard({
        filters: [],
        cards: [
          { id: 'services', title: 'خدمت‌ها', queryId: services, chartType: 'number', layout: layout(0) },
        ],
      }),
    );
    const counted = async () => count(cardOf((await data(t.as(t.admin), { id })).cards, 'services'));
    const before = await counted();
    // A service moved to the recycle bin with the triggers paused sends no notice: only a kept answer still counts it.
    const unit = await t.unit();
    const first = await reviewedService(t, t.admin, unit);
    expect(await counted()).toBe(before + 1);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update services set deleted_at = now() where id = ${first.id}`);
    });
    expect(await counted()).toBe(before + 1);
    // A service added through the portal is told: the answer drops, and both changes are counted.
    await reviewedService(t, t.admin, unit);
    expect(await counted()).toBe(before + 1);
    await t.database.db.execute(sql`update services set deleted_at = null where id = ${first.id}`);
    expect(await counted()).toBe(before + 2);
  });
});

describe('a filter changed', () => {
  it('runs again only the cards bound to it: the others answer as kept', async () => {
    const collection = await t.collection();
    for (const title of ['الف', 'الف', 'ب']) {
      const res = await t.as(t.admin).post(`/api/v1/datacollection/${collection.id}/record`, {
        data: { title },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const records = await storedQuery(`شمار رکوردهای فیلترشده ${collection.id}`, {
      sources: [{ alias: 'c', collectionId: collection.id }],
      selects: [{ source: 'c', fieldId: 'id', aggregate: 'count', as: 'n' }],
    });
    const card = { title: 'رکوردها', queryId: records, chartType: 'number' as const };
    const { id } = await created(
      dashboard({
        filters: [{ id: 'title', kind: 'parameter', title: 'عنوان', op: 'eq' }],
        cards: [
          {
            ...card,
            id: 'bound',
            layout: layout(0),
            bindings: [{ filterId: 'title', source: 'c', fieldId: 'title' }],
          },
          { ...card, id: 'free', layout: layout(4) },
        ],
      }),
    );
    const counts = async (title: string) => {
      const { res, cards } = await data(t.as(t.admin), { id, filters: { title } });
      expect(res.statusCode, res.body).toBe(200);
      return [count(cardOf(cards, 'bound')), count(cardOf(cards, 'free'))];
    };
    expect(await counts('الف')).toEqual([2, 3]);
    // A record no notice tells of, «ب» as the portal would key it: only a card that runs again counts it.
    const [like] = await t.database.db
      .select({ data: collectionRecords.data, keys: collectionRecords.keys })
      .from(collectionRecords)
      .where(
        sql`${collectionRecords.collectionId} = ${collection.id} and ${collectionRecords.data} ->> 'title' = 'ب'`,
      );
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(collectionRecords).values({ collectionId: collection.id, ...like! });
    });
    // The bound card runs for the new value (both «ب» records); the free one answers as it was kept.
    expect(await counts('ب')).toEqual([2, 3]);
  });
});

describe('drill-down: the server says where a card’s rows lead', () => {
  type Drill = {
    list: string;
    collectionId: number | null;
    filters: Record<string, string | number>;
    columns: { column: string; filter: string; dateGroup: string | null }[];
  };
  const drillOf = (cards: Card[], id: string) => (cardOf(cards, id) as Card & { drill: Drill | null }).drill;
  let shared: { id: number };
  beforeAll(async () => {
    shared = await created(dashboard());
  });

  it('leads an Admin’s rows over requests to every request, by service and Jalali month', async () => {
    const { cards } = await data(t.as(t.admin), { id: shared.id });
    expect(drillOf(cards, 'byService')).toEqual({
      list: 'requests',
      collectionId: null,
      filters: {},
      columns: [
        { column: 'service', filter: 'service', dateGroup: null },
        { column: 'month', filter: 'created', dateGroup: 'jalaliMonth' },
      ],
    });
    // Nothing to lead by: a lone count, tasks by unit, users.
    expect(drillOf(cards, 'total')).toBeNull();
    expect(drillOf(cards, 'byUnit')).toBeNull();
    expect(drillOf(cards, 'people')).toBeNull();
  });

  it('carries the bound filters a list takes: one service, one state, the range as ISO days', async () => {
    const { cards } = await data(t.as(t.admin), {
      id: shared.id,
      filters: {
        service: [serviceA.id],
        period: { from: '1405/01/01', to: '۱۴۰۵/۰۱/۳۱' },
        unit: [unitA.id],
      },
    });
    // The status filter is bound to `status` (not the list's `state`): it is left to the card alone.
    expect(drillOf(cards, 'byService')?.filters).toEqual({
      service: serviceA.id,
      from: '2026-03-21',
      to: '2026-04-20',
    });
  });

  it('leads an Employee to the requests their unit owns, and that list never shows another unit’s', async () => {
    const { cards } = await data(t.as(employeeA), { id: shared.id });
    const drill = drillOf(cards, 'byService');
    expect(drill?.list).toBe('ownedRequests');
    // The portal-wide card leads to the same list: the viewer's own scope applies there.
    const list = async (client: Client, query: string) => {
      const res = await client.get(`/api/v1/userrequest?box=owned${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { total: number; list: { serviceId: number }[] };
    };
    const mine = await list(t.as(employeeA), '');
    expect(mine.total).toBe(3);
    expect(new Set(mine.list.map((r) => r.serviceId))).toEqual(new Set([serviceA.id]));
    // Another unit's service asked for: nothing, never their requests.
    expect((await list(t.as(employeeA), `&serviceId=${serviceB.id}`)).total).toBe(0);
    expect((await list(t.as(employeeB), '')).total).toBe(2);
    // Every request stays the Admin's.
    expect((await t.as(employeeA).get('/api/v1/userrequest?box=all')).statusCode).toBe(403);
  });

  it('leads a records card to its collection’s records, by the grouped field and a bound unit', async () => {
    const collection = await t.collection({
      formFields: [textField('title', 'عنوان'), textField('unit', 'واحد', { format: 'integer' })],
    });
    const records = await storedQuery(`رکوردها بر اساس عنوان ${collection.id}`, {
      sources: [{ alias: 'c', collectionId: collection.id }],
      selects: [
        { source: 'c', fieldId: 'title', as: 'title' },
        { source: 'c', fieldId: 'id', aggregate: 'count', as: 'n' },
      ],
    });
    const { id } = await created(
      dashboard({
        filters: [
          { id: 'unit', kind: 'unit', title: 'واحد' },
          { id: 'period', kind: 'dateRange', title: 'بازه' },
        ],
        cards: [
          {
            id: 'records',
            title: 'رکوردها',
            queryId: records,
            chartType: 'bar',
            layout: layout(0),
            bindings: [
              { filterId: 'unit', source: 'c', fieldId: 'unit' },
              { filterId: 'period', source: 'c', fieldId: 'createdAt' },
            ],
          },
        ],
      }),
    );
    const { cards } = await data(t.as(employeeA), {
      id,
      filters: { unit: [unitA.id], period: { from: '1405/01/01' } },
    });
    expect(drillOf(cards, 'records')).toEqual({
      list: 'records',
      collectionId: collection.id,
      filters: { unit: unitA.id },
      columns: [{ column: 'title', filter: 'title', dateGroup: null }],
    });
  });
});

describe.runIf(testEngine() === 'postgres')('a card past its time (PostgreSQL)', () => {
  it('answers its own Persian error and the dashboard does not wait for it; the others draw', async () => {
    const collection = await t.collection();
    const records = await storedQuery(`شمار رکوردهای کند ${collection.id}`, {
      sources: [{ alias: 'c', collectionId: collection.id }],
      selects: [{ source: 'c', fieldId: 'id', aggregate: 'count', as: 'n' }],
    });
    const base = dashboard({ filters: [] });
    const { id } = await created({
      ...base,
      cards: [
        { id: 'slow', title: 'رکوردها', queryId: records, chartType: 'number', layout: layout(0) },
        { ...base.cards![2]!, bindings: [] },
      ],
    });
    // The records card's statement waits for a lock held until the answer is in: it can only end by
    // the card's time running out (its statements are given far longer).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${collectionRecords} in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const unexpected: unknown[] = [];
    const answer = await dashboardData(
      t.database.db,
      await principalOf(t, t.admin),
      { id },
      (error) => unexpected.push(error),
      { cardTimeoutMs: 3000, timeoutMs: 120_000 },
    ).finally(release);
    await holder;
    const cards = answer.cards as Card[];
    expect(cards.map((c) => c.id)).toEqual(['slow', 'total']);
    expect(cardOf(cards, 'slow')).toMatchObject({ error: dashboardMessages.cardTimedOut(3), rows: [] });
    expect(cardOf(cards, 'total').error).toBeNull();
    expect(count(cardOf(cards, 'total'))).toBeGreaterThan(0);
    expect(unexpected).toEqual([]);
  });
});
