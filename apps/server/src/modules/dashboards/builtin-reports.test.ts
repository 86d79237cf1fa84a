// The built-in reports (issue 28 item 6): the p90 aggregate and a request's handling time in working days
// (Fridays, closed Thursdays, the fixed solar holidays and a confirmed year's holidays left out), overdue
// tasks per unit, the ready dashboard on a fresh portal and its copy, and the `statistics` resource, with
// known rows giving known figures. Runs on PGlite and, with TEST_DB_ENGINE=postgres, on PostgreSQL.
import { and, eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workCalendar, workingDaysBetween, type QueryDefinitionInput } from '@darvazeh/shared';
import { testApp, type TestUser } from '../../test/test-app.js';
import { reviewedService, submitReviewed, type TestUnit } from '../../test/request-fixtures.js';
import {
  authLogs,
  calendarYears,
  changeLogs,
  dashboards,
  holidays,
  requestTasks,
  services,
  units,
  userRequests,
} from '../../db/schema/index.js';
import { labels, reportMessages } from '../../messages/index.js';
import { storedYears } from '../calendar/calendar.repository.js';
import { seedBuiltInReports } from './builtin-reports.service.js';

const t = testApp({ admin: true });
const db = () => t.database.db;

let unitA: TestUnit;
let unitB: TestUnit;
let employee: TestUser;
let serviceName = '';
let serviceAId = 0;
let unitAName = '';
const requestIds: number[] = [];

/** 10:00 in Tehran on Gregorian day `day`. */
const at = (day: string) => new Date(`${day}T06:30:00Z`);

const submit = (serviceId: number, applicant: TestUser) => submitReviewed(t, applicant, serviceId);

async function run(definition: QueryDefinitionInput, by: TestUser = t.admin) {
  return t.as(by).post('/api/v1/query/run', definition);
}

beforeAll(async () => {
  // A fresh portal: the ready dashboard is written once, before anything else holds a dashboard.
  expect(await seedBuiltInReports(db())).toBe(true);
  expect(await seedBuiltInReports(db())).toBe(false);

  unitA = await t.unit();
  unitB = await t.unit();
  employee = await t.employee({ unitId: unitA.id, roles: ['Employee'] });
  const serviceA = await reviewedService(t, t.admin, unitA);
  const serviceB = await reviewedService(t, t.admin, unitB);
  const applicant = await t.user();
  for (let i = 0; i < 5; i += 1) requestIds.push(await submit(i < 4 ? serviceA.id : serviceB.id, applicant));
  const [service] = await db()
    .select({ name: services.serviceFname })
    .from(services)
    .where(eq(services.id, serviceA.id));
  serviceName = service!.name;
  serviceAId = serviceA.id;
  const [unit] = await db().select({ name: units.name }).from(units).where(eq(units.id, unitA.id));
  unitAName = unit!.name;

  // Year 1404 confirmed, with one stored holiday: Monday 14 Mehr (2025-10-06). 2025-10-04 is a Saturday.
  await db().insert(calendarYears).values({ jy: 1404, thursdayClosed: true, confirmedAt: new Date() });
  await db().insert(holidays).values({ day: '2025-10-06', jy: 1404, title: 'تعطیل آزمایشی' });
  // Handling days: Sat→Wed 3 (the Monday holiday left out), Sat→next Sat 4 (Thursday and Friday
  // closed), Wed→Sat 1, Sat→Wed two weeks on 13. The fifth request still runs.
  const spans: [string, string, number | null][] = [
    ['2025-10-04', '2025-10-08', 5],
    ['2025-10-04', '2025-10-11', 3],
    ['2025-10-08', '2025-10-11', null],
    ['2025-10-04', '2025-10-22', null],
  ];
  for (const [i, [from, to, score]] of spans.entries())
    await db()
      .update(userRequests)
      .set({
        createdAt: at(from),
        endedAt: at(to),
        state: 'completed',
        survey: score === null ? null : { score, comment: '', at: at(to).toISOString() },
      })
      .where(eq(userRequests.id, requestIds[i]!));

  // Overdue: the running request's task in unit B is past due; two tasks of unit A are too, one of them
  // claimed; a done task past due and an open one due in the future are not.
  const tasks = await db()
    .select({ id: requestTasks.id, requestId: requestTasks.requestId })
    .from(requestTasks)
    .where(inArray(requestTasks.requestId, requestIds))
    .orderBy(requestTasks.id);
  const taskOf = (i: number) => tasks.find((task) => task.requestId === requestIds[i])!.id;
  const setTask = (i: number, values: Partial<typeof requestTasks.$inferInsert>) =>
    db()
      .update(requestTasks)
      .set(values)
      .where(eq(requestTasks.id, taskOf(i)));
  await setTask(0, { state: 'open', dueOn: '2020-01-01' });
  await setTask(1, { state: 'claimed', claimedBy: employee.id, dueOn: '2020-01-02' });
  await setTask(2, { state: 'done', dueOn: '2020-01-01' });
  await setTask(3, { state: 'open', dueOn: '2999-01-01' });
  await setTask(4, { state: 'open', dueOn: '2020-01-01' });

  // Sign-ins on 13 Mehr 1404 (2025-10-05): two that let the person in, one that did not.
  await db()
    .insert(authLogs)
    .values([
      {
        userId: applicant.id,
        username: 'a',
        ip: '127.0.0.1',
        userAgent: '',
        result: 'success',
        createdAt: at('2025-10-05'),
      },
      {
        userId: applicant.id,
        username: 'a',
        ip: '127.0.0.1',
        userAgent: '',
        result: 'registered',
        createdAt: at('2025-10-05'),
      },
      {
        userId: applicant.id,
        username: 'a',
        ip: '127.0.0.1',
        userAgent: '',
        result: 'wrong_credentials',
        createdAt: at('2025-10-05'),
      },
    ]);
});

describe('working days in SQL', () => {
  it('counts as the shared working-day arithmetic does, over the stored calendar', async () => {
    const calendar = workCalendar(await storedYears(db(), 1403, 1405));
    const pairs: [string, string][] = [
      ['2025-10-04', '2025-10-08'],
      ['2025-10-02', '2025-10-03'],
      ['2025-03-15', '2025-04-10'], // Nowruz and 12–13 Farvardin
      ['2025-06-01', '2025-06-10'], // 14–15 Khordad
      ['2024-12-01', '2026-02-15'], // across years, one confirmed
      ['2025-10-08', '2025-10-08'],
      ['2025-10-09', '2025-10-05'], // b before a: none
    ];
    for (const [a, b] of pairs) {
      const result = await db().execute(sql`select working_days_between(${a}::date, ${b}::date) as n`);
      const n = Number((result as { rows: { n: number }[] }).rows[0]!.n);
      expect(n, `${a} → ${b}`).toBe(Math.max(0, workingDaysBetween(a, b, calendar)));
    }
  });
});

describe('working days in SQL after the calendar changes', () => {
  const sqlCount = async (a: string, b: string) => {
    const result = await db().execute(sql`select working_days_between(${a}::date, ${b}::date) as n`);
    return Number((result as { rows: { n: number }[] }).rows[0]!.n);
  };
  const arithmetic = async (a: string, b: string) =>
    Math.max(0, workingDaysBetween(a, b, workCalendar(await storedYears(db(), 1403, 1405))));

  it('follows a year’s Thursdays and its holidays at once, in the same transaction too', async () => {
    // Saturday 2025-10-04 to Saturday 2025-10-11: Thursday 10-09 closed, Monday 10-06 a holiday.
    const week = ['2025-10-04', '2025-10-11'] as const;
    expect(await sqlCount(...week)).toBe(await arithmetic(...week));
    try {
      await db().update(calendarYears).set({ thursdayClosed: false }).where(eq(calendarYears.jy, 1404));
      expect(await sqlCount(...week)).toBe(await arithmetic(...week));
      await db().update(holidays).set({ deletedAt: new Date() }).where(eq(holidays.day, '2025-10-06'));
      expect(await sqlCount(...week)).toBe(await arithmetic(...week));
      expect(await sqlCount(...week)).toBe(6);
      // A holiday written in a transaction counts in that transaction's reads.
      await db()
        .transaction(async (tx) => {
          await tx.insert(holidays).values({ day: '2025-10-07', jy: 1404, title: 'تعطیل آزمایشی دوم' });
          const result = await tx.execute(sql`select working_days_between('2025-10-04', '2025-10-11') as n`);
          expect(Number((result as { rows: { n: number }[] }).rows[0]!.n)).toBe(5);
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
      expect(await sqlCount(...week)).toBe(6);
    } finally {
      await db().update(calendarYears).set({ thursdayClosed: true }).where(eq(calendarYears.jy, 1404));
      await db().update(holidays).set({ deletedAt: null }).where(eq(holidays.day, '2025-10-06'));
    }
    expect(await sqlCount(...week)).toBe(4);
  });
});

describe('the query model for the reports', () => {
  it('answers the average and p90 of handling time in working days', async () => {
    const res = await run({
      sources: [{ alias: 'r', collectionId: 'Requests' }],
      selects: [
        { source: 'r', fieldId: 'handlingDays', aggregate: 'avg', as: 'average' },
        { source: 'r', fieldId: 'handlingDays', aggregate: 'p90', as: 'p90' },
        { source: 'r', fieldId: 'handlingDays', aggregate: 'max', as: 'longest' },
        { source: 'r', fieldId: 'id', aggregate: 'count', as: 'n' },
      ],
      whereStatement: { source: 'r', fieldId: 'endedAt', op: 'isNull', value: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    // [1, 3, 4, 13]: mean 21 / 4; p90 at 0.9 × 3 = 2.7 between 4 and 13: 4 + 0.7 × 9.
    const [row] = res.json().data.rows;
    expect(row.n).toBe(4);
    expect(row.longest).toBe(13);
    expect(row.average).toBeCloseTo(5.25, 10);
    expect(row.p90).toBeCloseTo(10.3, 10);
  });

  it('refuses p90 of a field that is not a number, in Persian', async () => {
    const res = await run({
      sources: [{ alias: 'r', collectionId: 'Requests' }],
      selects: [{ source: 'r', fieldId: 'status', aggregate: 'p90' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('تابع p90');
    const bad = await run({
      sources: [{ alias: 'r', collectionId: 'Requests' }],
      selects: [{ source: 'r', fieldId: 'id', aggregate: 'p95' }] as never,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('counts overdue provider tasks per unit', async () => {
    const res = await run({
      sources: [
        { alias: 'k', collectionId: 'RequestTasks' },
        { alias: 'u', collectionId: 'Unit' },
      ],
      joins: [{ left: { source: 'k', fieldId: 'unitId' }, right: { source: 'u', fieldId: 'id' } }],
      selects: [
        { source: 'u', fieldId: 'id', as: 'unit' },
        { source: 'k', fieldId: 'id', aggregate: 'count', as: 'n' },
      ],
      whereStatement: { source: 'k', fieldId: 'overdue', op: 'eq', value: true },
      orderBy: [{ select: 'unit' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows).toEqual([
      { unit: unitA.id, n: 2 },
      { unit: unitB.id, n: 1 },
    ]);
  });
});

type Card = {
  id: string;
  error: string | null;
  rows: Record<string, unknown>[];
  names?: Record<string, Record<string, string>>;
  drill?: { list: string } | null;
};

async function builtInDashboardId(): Promise<number> {
  const [row] = await db()
    .select({ id: dashboards.id })
    .from(dashboards)
    .where(eq(dashboards.title, reportMessages.dashboardTitle));
  return row!.id;
}

describe('the built-in reports dashboard', () => {
  it('answers every card to an Admin, with the known figures', async () => {
    const id = await builtInDashboardId();
    const res = await t.as(t.admin).post('/api/v1/dashboard/data', { id });
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json().data.cards as Card[];
    expect(cards.map((c) => c.id)).toEqual([
      'requestsByServiceMonth',
      'requestsByUnitMonth',
      'handlingTime',
      'overdueByUnit',
      'openByStatus',
      'surveyByService',
      'signInsPerDay',
    ]);
    for (const card of cards) expect(card.error, card.id).toBeNull();
    const card = (cardId: string) => cards.find((c) => c.id === cardId)!;
    const m = reportMessages;
    // Services and units are answered by id, and named beside the rows.
    const service = { [labels.service]: serviceAId };
    const serviceNames = { [labels.service]: { [serviceAId]: serviceName } };
    expect(card('handlingTime').rows).toEqual([
      {
        ...service,
        [m.averageDaysColumn]: 5.25,
        [m.p90DaysColumn]: expect.closeTo(10.3, 10),
        [m.countColumn]: 4,
      },
    ]);
    expect(card('handlingTime').names).toEqual(serviceNames);
    expect(card('overdueByUnit').rows[0]).toEqual({ [m.unitColumn]: unitA.id, [m.countColumn]: 2 });
    expect(card('overdueByUnit').names?.[m.unitColumn]?.[unitA.id]).toBe(unitAName);
    expect(card('surveyByService').rows).toEqual([
      { ...service, [m.averageScoreColumn]: 4, [m.countColumn]: 2 },
    ]);
    expect(card('signInsPerDay').rows).toContainEqual({ [m.dayColumn]: '1404/07/13', [m.countColumn]: 2 });
    expect(card('requestsByServiceMonth').rows).toContainEqual({
      [m.monthColumn]: '1404/07',
      ...service,
      [m.countColumn]: 4,
    });
    // A card over the requests alone leads to the requests of a row's service and month.
    expect(card('requestsByServiceMonth').drill).toMatchObject({ list: 'requests' });
  });

  it('narrows every card by its date range filter', async () => {
    const id = await builtInDashboardId();
    const res = await t.as(t.admin).post('/api/v1/dashboard/data', {
      id,
      cardIds: ['handlingTime'],
      filters: { period: { from: '1404/07/17', to: '1404/07/30' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Ended 16 Mehr (left out), 19 Mehr twice and 30 Mehr: three in the range.
    const [row] = (res.json().data.cards as Card[])[0]!.rows;
    expect(row![reportMessages.countColumn]).toBe(3);
  });

  it('is copied by an Admin into a dashboard of its own queries, which the Admin changes', async () => {
    const id = await builtInDashboardId();
    const res = await t.as(t.admin).post(`/api/v1/dashboard/${id}/copy`);
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().data;
    expect(copy.title).toBe(reportMessages.copyOf(reportMessages.dashboardTitle, 1));
    expect(copy.shares).toEqual([]);
    const original = (await t.as(t.admin).get(`/api/v1/dashboard/${id}`)).json().data;
    expect(copy.cards).toHaveLength(original.cards.length);
    const originalQueries = new Set(original.cards.map((c: { queryId: number }) => c.queryId));
    for (const card of copy.cards) expect(originalQueries.has(card.queryId)).toBe(false);
    // Each new row is in the change log, by whom and as created.
    const copiedQueries = [...new Set<number>(copy.cards.map((c: { queryId: number }) => c.queryId))];
    const logged = await db()
      .select()
      .from(changeLogs)
      .where(and(eq(changeLogs.action, 'create'), eq(changeLogs.actorId, t.admin.id)));
    const created = (resource: string) =>
      logged.filter((row) => row.resource === resource).map((row) => row.recordId);
    expect(created('dashboard')).toContain(copy.id);
    expect(created('query')).toEqual(expect.arrayContaining(copiedQueries));
    const dashboardLog = logged.find((row) => row.resource === 'dashboard' && row.recordId === copy.id);
    expect(dashboardLog?.after).toMatchObject({ title: copy.title, shares: [] });

    // The copy's query is changed; the original's answers stay as they were.
    const queryId = copy.cards.find((c: { id: string }) => c.id === 'openByStatus').queryId;
    const stored = (await t.as(t.admin).get(`/api/v1/query/${queryId}`)).json().data;
    const changed = await t.as(t.admin).put(`/api/v1/query/${queryId}`, {
      fname: stored.fname,
      definition: { ...stored.definition, whereStatement: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const renamed = await t.as(t.admin).put(`/api/v1/dashboard/${copy.id}`, {
      title: 'گزارش‌های من',
      cards: copy.cards,
      filters: copy.filters,
      shares: [],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    // A second copy takes the next free title.
    const again = await t.as(t.admin).post(`/api/v1/dashboard/${id}/copy`);
    expect(again.json().data.title).toBe(reportMessages.copyOf(reportMessages.dashboardTitle, 1));
    const third = await t.as(t.admin).post(`/api/v1/dashboard/${id}/copy`);
    expect(third.json().data.title).toBe(reportMessages.copyOf(reportMessages.dashboardTitle, 2));
  });

  it('refuses a copy to anyone but an Admin, and of a dashboard that does not exist', async () => {
    const id = await builtInDashboardId();
    expect((await t.as(employee).post(`/api/v1/dashboard/${id}/copy`)).statusCode).toBe(403);
    const missing = await t.as(t.admin).post('/api/v1/dashboard/999999/copy');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the statistics resource', () => {
  it('answers an Admin the headline figures the dashboard shows', async () => {
    const res = await t.as(t.admin).get('/api/v1/statistics');
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json().data;
    expect(figures).toMatchObject({
      requests: 5,
      running: 1,
      ended: 4,
      averageHandlingDays: 5.25,
      overdueTasks: 3,
      surveys: 2,
      averageSurveyScore: 4,
      dashboardId: await builtInDashboardId(),
    });
    expect(figures.p90HandlingDays).toBeCloseTo(10.3, 10);
    expect(typeof figures.signInsToday).toBe('number');
  });

  it('keeps the figures until a request is written, on every visit to the panel home', async () => {
    const figures = async () => (await t.as(t.admin).get('/api/v1/statistics')).json().data;
    const before = await figures();
    // A request changed with the triggers paused sends no notice: only kept figures can still miss it.
    const [running] = await db()
      .select({ id: userRequests.id })
      .from(userRequests)
      .where(and(inArray(userRequests.id, requestIds), eq(userRequests.state, 'running')));
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(userRequests).set({ state: 'completed' }).where(eq(userRequests.id, running!.id));
    });
    try {
      expect(await figures()).toMatchObject({ requests: before.requests, running: before.running });
      // A request submitted through the portal drops them: the new one and the changed one are counted.
      const service = await reviewedService(t, t.admin, unitA);
      await submit(service.id, await t.user());
      expect(await figures()).toMatchObject({ requests: before.requests + 1, running: before.running });
    } finally {
      await db().update(userRequests).set({ state: 'running' }).where(eq(userRequests.id, running!.id));
    }
  });

  it('refuses an Employee', async () => {
    const res = await t.as(employee).get('/api/v1/statistics');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});
