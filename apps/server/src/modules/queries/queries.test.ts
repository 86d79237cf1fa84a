import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  formatJalaliDate,
  mapQueryRows,
  QUERY_MESSAGES,
  queryDefinition,
  type QueryDefinitionInput,
  type QueryWhere,
} from '@darvazeh/shared';
import { collectionRecords } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { testApp } from '../../test/test-app.js';
import { buildQueryFixtures, PEOPLE, QUOTED_NAME, type QueryFixtures, refusal } from './queries.fixture.js';
import { labelledColumns, runQuery } from './queries.service.js';
import { insertSsoLog } from '../sso/access.repository.js';
import { created, systemBody } from '../sso/sso.fixture.js';

const t = testApp({ admin: true });
let f: QueryFixtures;

beforeAll(async () => {
  f = await buildQueryFixtures(t);
});

const people = (extra: Partial<QueryDefinitionInput> = {}): QueryDefinitionInput => ({
  sources: [{ alias: 'p', collectionId: f.people }],
  selects: [{ source: 'p', fieldId: 'name' }],
  orderBy: [{ source: 'p', fieldId: 'id' }],
  ...extra,
});

const where = (fieldId: string, op: string, value?: unknown): QueryWhere =>
  ({ source: 'p', fieldId, op, value }) as QueryWhere;

/** Runs `people(extra)` for `principal` (the Admin unless told). */
const runOverPeople = (extra: Partial<QueryDefinitionInput>, principal = f.admin) =>
  runQuery(t.database.db, principal, people(extra));

async function names(condition: QueryWhere, principal = f.admin): Promise<unknown[]> {
  const answer = await runOverPeople({ whereStatement: condition }, principal);
  return answer.rows.map((row) => (row as { name: unknown }).name);
}

describe('conditions', () => {
  it.each([
    ['like on folded text (ي/ك and digits)', where('name', 'like', 'علي'), ['علی رضایی']],
    ['like takes % and _ literally', where('name', 'like', '100%_'), [QUOTED_NAME]],
    ['eq on folded text', where('name', 'eq', 'سارا'), ['سارا']],
    ['eq with quotes and a backslash', where('name', 'eq', QUOTED_NAME), [QUOTED_NAME]],
    ['ne also matches unanswered fields', where('age', 'ne', 30), [QUOTED_NAME, 'سارا', 'مینا', 'رضا']],
    ['gt on numbers (Persian digits stored)', where('age', 'gt', 25), ['علی رضایی', 'سارا']],
    ['gte', where('age', 'gte', '۲۵'), ['علی رضایی', QUOTED_NAME, 'سارا']],
    ['lt', where('age', 'lt', 25), ['رضا']],
    ['lte', where('age', 'lte', 25), [QUOTED_NAME, 'رضا']],
    ['in on a choice', where('kind', 'in', [2, '۲']), [QUOTED_NAME, 'مینا']],
    ['eq on a multi choice holds the option', where('tags', 'eq', 'b'), [QUOTED_NAME, 'سارا']],
    ['like on choice labels', where('kind', 'like', 'کارمند'), [QUOTED_NAME, 'مینا']],
    ['isNull', where('age', 'isNull'), ['مینا']],
    ['isNull false', where('tags', 'isNull', false), ['علی رضایی', QUOTED_NAME, 'سارا']],
    ['gt on a date (Jalali value)', where('day', 'gt', '1403/12/30'), ['سارا', 'مینا']],
    ['lte on a date (ISO value)', where('day', 'lte', '2025-03-20'), ['علی رضایی', QUOTED_NAME, 'رضا']],
    ['eq on a date read in Tehran time', where('day', 'eq', '1404/01/01'), ['سارا', 'مینا']],
    ['a field inside a subform', where('city', 'eq', 'تبریز'), ['علی رضایی']],
    [
      'nested and/or',
      { or: [where('name', 'eq', 'رضا'), { and: [where('kind', 'eq', 1), where('age', 'gt', 35)] }] },
      ['سارا', 'رضا'],
    ],
  ])('%s', async (_name, condition, expected) => {
    expect(await names(condition)).toEqual(expected);
  });

  it('refuses an operator the field type does not take, with a Persian 400', async () => {
    for (const [fieldId, op, value] of [
      ['name', 'gt', 'x'],
      ['tags', 'lt', 'a'],
      ['age', 'like', '3'],
    ] as const) {
      const { status, message } = await refusal(() => names(where(fieldId, op, value)));
      expect(status).toBe(400);
      expect(message).toContain(`عملگر ${op}`);
    }
  });

  it('refuses values that do not fit the field (a word for a number, a non-date)', async () => {
    for (const [fieldId, value] of [
      ['age', 'سی'],
      ['day', '1403/13/01'],
    ]) {
      const { status, message } = await refusal(() => names(where(fieldId as string, 'gt', value)));
      expect([status, message]).toEqual([400, expect.stringContaining('معتبر نیست')]);
    }
  });

  it('refuses a NUL in a value before reaching the database', async () => {
    const { status, message } = await refusal(() => names(where('name', 'eq', 'a\u0000b')));
    expect([status, message]).toEqual([400, 'متن ارسالی نویسه نامعتبر دارد.']);
  });
});

/** A handle on the database that counts the statements run through it. */
function countingDb(db: Db): { db: Db; runs: () => number } {
  let runs = 0;
  const wrapped = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'transaction' || key === 'execute') runs += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db: wrapped, runs: () => runs };
}

describe('hostile definitions', () => {
  it.each([
    ['constructor', 'constructor'],
    ['__proto__', '__proto__'],
    ['an unknown id', 'nope'],
    ['a prototype method', 'toString'],
  ])('refuses the field id %s with a Persian 400 and runs no query', async (_name, fieldId) => {
    const { db, runs } = countingDb(t.database.db);
    const { status, message } = await refusal(() =>
      runQuery(db, f.admin, people({ selects: [{ source: 'p', fieldId }] })),
    );
    expect([status, message]).toEqual([400, `فیلد «${fieldId}» در منبع «p» تعریف نشده است.`]);
    expect(runs()).toBe(0);
  });

  it("refuses '; drop table … as a field id in the schema", async () => {
    const { db, runs } = countingDb(t.database.db);
    const hostile = "'; drop table collection_records; --";
    for (const definition of [
      people({ selects: [{ source: 'p', fieldId: hostile }] }),
      people({ whereStatement: where(hostile, 'eq', 'x') }),
      people({ orderBy: [{ source: 'p', fieldId: hostile }] }),
    ]) {
      const { status, message } = await refusal(() => runQuery(db, f.admin, definition));
      expect([status, message]).toEqual([400, QUERY_MESSAGES.badFieldId]);
    }
    expect(runs()).toBe(0);
    expect(await t.database.db.$count(collectionRecords)).toBeGreaterThan(0);
  });

  it('passes hostile values as parameters: they match literally and change nothing', async () => {
    expect(await names(where('name', 'eq', "x' or '1'='1"))).toEqual([]);
    expect(await names(where('name', 'like', "'); delete from collection_records; --"))).toEqual([]);
    expect(await t.database.db.$count(collectionRecords)).toBe(8);
  });

  it('compares non-numeric JSONB in numeric conditions and sums without a 500', async () => {
    // A record whose number and day keys were written by something other than the app: a string, an
    // object (on fields no per-collection index casts, which would refuse them on insert).
    const [row] = await t.database.db
      .insert(collectionRecords)
      .values({
        collectionId: f.people,
        creatorId: t.admin.id,
        data: { name: 'خراب', score: 'abc', seen: 'x' },
        keys: { name: 'خراب', score: 'abc', 'score#n': 'abc', 'seen#d': { x: 1 } },
      })
      .returning({ id: collectionRecords.id });
    try {
      expect(await names(where('score', 'gt', 0))).toEqual(['علی رضایی']);
      expect(await names(where('seen', 'lt', '1405/01/01'))).toEqual(['سارا']);
      const answer = await runOverPeople({
        selects: [
          { source: 'p', fieldId: 'score', aggregate: 'sum', as: 's' },
          { source: 'p', fieldId: 'seen', aggregate: 'max', as: 'last' },
          { source: 'p', fieldId: 'seen', dateGroup: 'jalaliDay', as: 'day' },
        ],
        orderBy: [{ select: 'day' }],
      });
      expect(answer.rows).toEqual([
        { s: null, last: '2025-03-22', day: '1404/01/02' },
        { s: 7, last: null, day: null },
      ]);
    } finally {
      await t.database.db.delete(collectionRecords).where(eq(collectionRecords.id, row!.id));
    }
  });
});

describe('aggregates and grouping', () => {
  it('counts, sums, averages and takes min/max of numbers and dates', async () => {
    const answer = await runOverPeople({
      selects: [
        { source: 'p', fieldId: 'id', aggregate: 'count', as: 'n' },
        { source: 'p', fieldId: 'kind', aggregate: 'countDistinct', as: 'kinds' },
        { source: 'p', fieldId: 'age', aggregate: 'sum', as: 'sum' },
        { source: 'p', fieldId: 'age', aggregate: 'avg', as: 'avg' },
        { source: 'p', fieldId: 'age', aggregate: 'min', as: 'youngest' },
        { source: 'p', fieldId: 'day', aggregate: 'min', as: 'first' },
        { source: 'p', fieldId: 'day', aggregate: 'max', as: 'last' },
      ],
      orderBy: [],
    });
    expect(answer.rows).toEqual([
      { n: 5, kinds: 2, sum: 114, avg: 28.5, youngest: 18, first: '2021-03-20', last: '2025-03-21' },
    ]);
  });

  it('groups by Jalali month around Nowruz and Esfand 30 of leap years, as jalaali-js reads the days', async () => {
    expect(['2021-03-20', '2025-03-19', '2025-03-20', '2025-03-21'].map(formatJalaliDate)).toEqual([
      '1399/12/30',
      '1403/12/29',
      '1403/12/30',
      '1404/01/01',
    ]);
    expect(formatJalaliDate('2025-03-20T21:00:00Z')).toBe('1404/01/01');
    const answer = await runOverPeople({
      selects: [
        { source: 'p', fieldId: 'day', dateGroup: 'jalaliMonth', as: 'month' },
        { source: 'p', fieldId: 'id', aggregate: 'count', as: 'n' },
      ],
      orderBy: [{ select: 'month' }],
    });
    expect(answer.rows).toEqual([
      { month: '1399/12', n: 1 },
      { month: '1403/12', n: 2 },
      { month: '1404/01', n: 2 },
    ]);
    const days = await runOverPeople({
      selects: [
        { source: 'p', fieldId: 'day', dateGroup: 'jalaliDay', as: 'day' },
        { source: 'p', fieldId: 'day', dateGroup: 'jalaliYear', as: 'year' },
      ],
      groupBy: [{ select: 'day' }, { select: 'year' }],
      orderBy: [{ select: 'day', dir: 'desc' }],
    });
    expect(days.rows).toEqual([
      { day: '1404/01/01', year: 1404 },
      { day: '1403/12/30', year: 1403 },
      { day: '1403/12/29', year: 1403 },
      { day: '1399/12/30', year: 1399 },
    ]);
  });

  it('groups by the week of the Jalali year from Saturday and by season, across Nowruz', async () => {
    const answer = await runOverPeople({
      selects: [
        { source: 'p', fieldId: 'day', dateGroup: 'jalaliWeek', as: 'week' },
        { source: 'p', fieldId: 'day', dateGroup: 'jalaliSeason', as: 'season' },
        { source: 'p', fieldId: 'id', aggregate: 'count', as: 'n' },
      ],
      orderBy: [{ select: 'week' }],
    });
    // 1 Farvardin 1399 was a Friday: Saturday 30 Esfand 1399 (a leap year) opens its 54th week. 1 Farvardin
    // 1403 was a Wednesday: 29 and 30 Esfand 1403 fall in week 53. 1 Farvardin 1404 is in week 1, spring.
    expect(answer.rows).toEqual([
      { week: '1399-W54', season: '1399-S4', n: 1 },
      { week: '1403-W53', season: '1403-S4', n: 2 },
      { week: '1404-W01', season: '1404-S1', n: 2 },
    ]);
    const definition = queryDefinition.parse(
      people({
        selects: [
          { source: 'p', fieldId: 'day', dateGroup: 'jalaliWeek' },
          { source: 'p', fieldId: 'day', dateGroup: 'jalaliSeason' },
        ],
      }),
    );
    const labels = (await labelledColumns(t.database.db, definition)).map((c) => c.label);
    expect(labels).toEqual(['هفته تاریخ', 'فصل تاریخ']);
  });

  it('groups by a field it does not answer, and refuses a date grouping of a non-date field', async () => {
    const answer = await runOverPeople({
      selects: [{ source: 'p', fieldId: 'age', aggregate: 'max', as: 'oldest' }],
      groupBy: [{ source: 'p', fieldId: 'kind' }],
      orderBy: [{ select: 'oldest' }],
    });
    expect(answer.rows).toEqual([{ oldest: 18 }, { oldest: 25 }, { oldest: 41 }]);
    const { status, message } = await refusal(() =>
      runOverPeople({ selects: [{ source: 'p', fieldId: 'name', dateGroup: 'jalaliMonth' }] }),
    );
    expect([status, message]).toEqual([400, 'گروه‌بندی تاریخ فقط برای فیلد تاریخ است و «نام» تاریخ نیست.']);
    const sum = await refusal(() =>
      runOverPeople({ selects: [{ source: 'p', fieldId: 'name', aggregate: 'sum' }], orderBy: [] }),
    );
    expect([sum.status, sum.message]).toEqual([400, 'تابع sum برای فیلد «نام» به کار نمی‌رود.']);
  });
});

describe('joins', () => {
  const ordersOfPeople = (kind: 'inner' | 'left'): QueryDefinitionInput => ({
    sources: [
      { alias: 'p', collectionId: f.people },
      { alias: 'o', collectionId: f.orders },
    ],
    joins: [{ left: { source: 'p', fieldId: 'id' }, right: { source: 'o', fieldId: 'person' }, kind }],
    selects: [
      { source: 'p', fieldId: 'name' },
      { source: 'o', fieldId: 'amount', aggregate: 'sum', as: 'total' },
      { source: 'o', fieldId: 'id', aggregate: 'count', as: 'orders' },
    ],
    orderBy: [{ select: 'total', dir: 'desc' }, { select: 'name' }],
  });

  it('joins a choice drawn from a collection to its records (inner: only people with orders)', async () => {
    const answer = await runQuery(t.database.db, f.admin, ordersOfPeople('inner'));
    expect(answer.rows).toEqual([
      { name: 'علی رضایی', total: 150, orders: 2 },
      { name: 'سارا', total: 70, orders: 1 },
    ]);
  });

  it('keeps the left rows without a match in a left join', async () => {
    const answer = await runQuery(t.database.db, f.admin, ordersOfPeople('left'));
    expect(answer.rows).toHaveLength(5);
    expect(answer.rows.slice(2)).toEqual(expect.arrayContaining([{ name: 'رضا', total: null, orders: 0 }]));
  });

  it('joins a system collection (Admins) on a record column', async () => {
    const answer = await runQuery(t.database.db, f.admin, {
      sources: [
        { alias: 'p', collectionId: f.people },
        { alias: 'u', collectionId: 'users' },
      ],
      joins: [{ left: { source: 'p', fieldId: 'creatorId' }, right: { source: 'u', fieldId: 'id' } }],
      selects: [
        { source: 'u', fieldId: 'username' },
        { source: 'p', fieldId: 'id', aggregate: 'count', as: 'n' },
      ],
      orderBy: [{ select: 'n' }],
    });
    expect(answer.rows).toEqual([
      { username: f.employeeUser.username, n: 2 },
      { username: t.admin.username, n: 3 },
    ]);
  });

  it('refuses joining fields of different types and list fields', async () => {
    const bad = (left: string, right: string) =>
      refusal(() =>
        runQuery(t.database.db, f.admin, {
          sources: [
            { alias: 'p', collectionId: f.people },
            { alias: 'o', collectionId: f.orders },
          ],
          joins: [{ left: { source: 'p', fieldId: left }, right: { source: 'o', fieldId: right } }],
          selects: [{ source: 'p', fieldId: 'name' }],
        }),
      );
    expect(await bad('day', 'amount')).toEqual({
      status: 400,
      message: 'فیلدهای «تاریخ» و «مبلغ» از یک نوع نیستند و اتصال آن‌ها ممکن نیست.',
    });
    expect(await bad('tags', 'person')).toEqual({
      status: 400,
      message: 'اتصال بر اساس فیلد «برچسب‌ها» ممکن نیست.',
    });
  });
});

describe('the answer', () => {
  it('answers records extended by the selects, positional rows, computing fields and a map by mapBy', async () => {
    const extended = await runOverPeople({
      selects: [{ source: 'p', fieldId: 'kind', as: 'kindId' }],
      computingFields: [{ as: 'label', op: 'concat', args: [{ select: 'kindId' }, { value: '-x' }] }],
      extendRecordsBaseOn: 'p',
      whereStatement: where('name', 'eq', 'علی رضایی'),
    });
    expect(extended.rows).toEqual([{ id: f.personIds[0], ...PEOPLE[0]!.data, kindId: 1, label: '1-x' }]);
    const positional = await runOverPeople({
      selects: [
        { source: 'p', fieldId: 'id' },
        { source: 'p', fieldId: 'age' },
        { source: 'p', fieldId: 'city' },
      ],
      computingFields: [{ as: 'double', op: 'multiply', args: [{ select: 'age' }, { value: 2 }] }],
      normalize: false,
      limit: 2,
    });
    expect(positional).toEqual({
      columns: ['id', 'age', 'city', 'double'],
      rows: [
        [f.personIds[0], '30', 'تبریز', 60],
        [f.personIds[1], '۲۵', null, 50],
      ],
      truncated: false,
    });
    expect(Object.keys(mapQueryRows(positional, 'id'))).toEqual(f.personIds.slice(0, 2).map(String));
  });

  it('answers at most the row cap for limit −1 and says it truncated', async () => {
    const all = await runQuery(t.database.db, f.admin, people(), { rowCap: 3 });
    expect([all.rows.length, all.truncated]).toEqual([3, true]);
    const exact = await runQuery(t.database.db, f.admin, people(), { rowCap: 5 });
    expect([exact.rows.length, exact.truncated]).toEqual([5, false]);
    const limited = await runQuery(t.database.db, f.admin, people({ limit: 2 }), { rowCap: 3 });
    expect([limited.rows.length, limited.truncated]).toEqual([2, false]);
  });
});

describe('who may query', () => {
  it('keeps an Employee to the records they created, in every source', async () => {
    const answer = await runQuery(t.database.db, f.employee, people());
    expect(answer.rows).toEqual([{ name: 'مینا' }, { name: 'رضا' }]);
    const joined = await runQuery(t.database.db, f.employee, {
      sources: [
        { alias: 'p', collectionId: f.people },
        { alias: 'o', collectionId: f.orders },
      ],
      joins: [{ left: { source: 'p', fieldId: 'id' }, right: { source: 'o', fieldId: 'person' } }],
      selects: [{ source: 'o', fieldId: 'amount' }],
    });
    expect(joined.rows).toEqual([]);
  });

  it('refuses users who may not read records, and system collections to Employees, with 403', async () => {
    const forbidden = { status: 403, message: 'شما دسترسی کافی ندارید.' };
    expect(await refusal(() => runQuery(t.database.db, f.applicant, people()))).toEqual(forbidden);
    expect(
      await refusal(() =>
        runQuery(t.database.db, f.employee, {
          sources: [{ alias: 'u', collectionId: 'users' }],
          selects: [{ source: 'u', fieldId: 'username' }],
        }),
      ),
    ).toEqual(forbidden);
  });

  it('answers 404 for a deleted collection and 400 for an unknown or unavailable system collection', async () => {
    const gone = await t.collection();
    expect((await t.as(t.admin).delete(`/api/v1/datacollection/${gone.id}`)).statusCode).toBe(200);
    const missing = await refusal(() =>
      runQuery(t.database.db, f.admin, {
        sources: [{ alias: 'g', collectionId: gone.id }],
        selects: [{ source: 'g', fieldId: 'title' }],
      }),
    );
    expect(missing).toEqual({ status: 404, message: 'مجموعه داده مورد نظر یافت نشد.' });
    for (const [name, message] of [['Secrets', 'مجموعه سیستمی «Secrets» وجود ندارد.']]) {
      const refused = await refusal(() =>
        runQuery(t.database.db, f.admin, {
          sources: [{ alias: 's', collectionId: name as string }],
          selects: [{ source: 's', fieldId: 'id' }],
        }),
      );
      expect(refused).toEqual({ status: 400, message });
    }
  });

  it('counts the sign-ins of connected systems from SsoClientLoginLog', async () => {
    const system = await created(t.as(t.admin), 'ssomanagement', systemBody());
    for (const event of ['authorization', 'token', 'authorization'] as const) {
      await insertSsoLog(t.database.db, {
        clientId: system.id,
        userId: t.admin.id,
        protocol: 'oidc',
        event,
        ip: null,
      });
    }
    const answer = await runQuery(t.database.db, f.admin, {
      sources: [{ alias: 'l', collectionId: 'SsoClientLoginLog' }],
      selects: [
        { source: 'l', fieldId: 'event' },
        { source: 'l', fieldId: 'id', aggregate: 'count', as: 'n' },
      ],
      whereStatement: { source: 'l', fieldId: 'clientId', op: 'eq', value: system.id },
      orderBy: [{ select: 'n', dir: 'desc' }],
    });
    expect(answer.rows).toEqual([
      { event: 'authorization', n: 2 },
      { event: 'token', n: 1 },
    ]);
  });

  it('reads only the public fields of a system collection', async () => {
    const refused = await refusal(() =>
      runQuery(t.database.db, f.admin, {
        sources: [{ alias: 'u', collectionId: 'users' }],
        selects: [{ source: 'u', fieldId: 'passwordHash' }],
      }),
    );
    expect(refused).toEqual({ status: 400, message: 'فیلد «passwordHash» در منبع «u» تعریف نشده است.' });
    const answer = await runQuery(t.database.db, f.admin, {
      sources: [{ alias: 'u', collectionId: 'users' }],
      selects: [
        { source: 'u', fieldId: 'createdAt', dateGroup: 'jalaliYear', as: 'year' },
        { source: 'u', fieldId: 'id', aggregate: 'count', as: 'n' },
      ],
      whereStatement: { source: 'u', fieldId: 'username', op: 'like', value: 'USER' },
    });
    expect(answer.rows).toEqual([
      { year: Number(formatJalaliDate(new Date()).slice(0, 4)), n: expect.any(Number) },
    ]);
  });
});
