import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { FORM_CHECK_MESSAGES, type QueryDefinitionInput } from '@darvazeh/shared';
import { storedQueries } from '../../db/schema/index.js';
import { testApp, type Client } from '../../test/test-app.js';
import { choiceField, textField, type TestUser } from '../../test/factories.js';
import { commonMessages, queryMessages } from '../../messages/index.js';

const t = testApp({ admin: true });

const PERSIAN = /[\u0600-\u06FF]/;

/** Requests by degree, answered in one go per option. */
const levelField = choiceField('select', 'level', 'مقطع', [
  ['bs', 'کارشناسی'],
  ['ms', 'کارشناسی ارشد'],
  ['phd', 'دکتری'],
]);

let requests = 0;
let employee: TestUser;
let otherEmployee: TestUser;
let applicant: TestUser;

/** Posts a record of `data` into `collectionId` as `client`; expects it saved. */
async function record(client: Client, collectionId: number, data: Record<string, unknown>) {
  const res = await client.post(`/api/v1/datacollection/${collectionId}/record`, { data });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
}

beforeAll(async () => {
  employee = await t.employee();
  otherEmployee = await t.employee();
  applicant = await t.user();
  requests = (await t.collection({ formFields: [textField('name', 'نام'), levelField] })).id;
  // Two records of the Employee's, one of another Employee's, two of the Admin's.
  await record(t.as(employee), requests, { name: 'مریم', level: 'bs' });
  await record(t.as(employee), requests, { name: 'رضا', level: 'ms' });
  await record(t.as(otherEmployee), requests, { name: 'نگار', level: 'bs' });
  await record(t.as(t.admin), requests, { name: 'سارا', level: 'phd' });
  await record(t.as(t.admin), requests, { name: 'علی', level: 'bs' });
});

/** Requests counted by degree: the journey's query. */
const byLevel = (): QueryDefinitionInput => ({
  sources: [{ alias: 'r', collectionId: requests }],
  selects: [
    { source: 'r', fieldId: 'level', as: 'level' },
    { source: 'r', fieldId: 'id', aggregate: 'count' },
  ],
  orderBy: [{ select: 'level' }],
  mapBy: 'level',
});

/** The names of the requests: a plain list query, keyed by record id. */
const names = (): QueryDefinitionInput => ({
  sources: [{ alias: 'r', collectionId: requests }],
  selects: [
    { source: 'r', fieldId: 'id' },
    { source: 'r', fieldId: 'name' },
  ],
  orderBy: [{ select: 'id' }],
});

const storedCount = async () =>
  Number((await t.database.db.select({ n: count() }).from(storedQueries))[0]?.n ?? 0);

const rowsOf = (client: Client, id: number) => client.post(`/api/v1/query/${id}/rows`, {});

describe('the query resource (Admins)', () => {
  it('stores a query with its checked definition and Persian column labels, an English output name too', async () => {
    const res = await t.as(t.admin).post('/api/v1/query', {
      fname: 'درخواست‌ها بر اساس مقطع',
      description: 'تعداد درخواست‌ها در هر مقطع',
      definition: byLevel(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({
      fname: 'درخواست‌ها بر اساس مقطع',
      description: 'تعداد درخواست‌ها در هر مقطع',
      definition: { limit: -1, mapBy: 'level', whereStatement: null },
      columns: [
        // Named `level` for the answer's rows; labelled for people from its field's Persian name.
        { name: 'level', label: 'مقطع' },
        { name: 'count_id', label: 'تعداد' },
      ],
    });
    const listed = await t.as(t.admin).post('/api/v1/query/filter', { filters: { page: 1, count: 10 } });
    expect(listed.json().data.list.map((q: { id: number }) => q.id)).toContain(item.id);
  });

  it('labels a column named by default with its field’s Persian name and what is applied to it', async () => {
    const dated = await t.collection({
      formFields: [textField('day', 'تاریخ ورود', { type: 'date' }), levelField],
    });
    const item = await t.storedQuery({
      definition: {
        sources: [{ alias: 'd', collectionId: dated.id }],
        selects: [
          { source: 'd', fieldId: 'day', dateGroup: 'jalaliMonth' },
          { source: 'd', fieldId: 'level' },
          { source: 'd', fieldId: 'id', aggregate: 'countDistinct', as: 'شمار' },
          // A count reads «تعداد», not «تعداد شناسه»; other aggregates keep their field's name.
          { source: 'd', fieldId: 'id', aggregate: 'count' },
          { source: 'd', fieldId: 'level', aggregate: 'countDistinct' },
        ],
      },
    });
    expect(item.columns).toEqual([
      { name: 'day_jalaliMonth', label: 'ماه تاریخ ورود' },
      { name: 'level', label: 'مقطع' },
      { name: 'شمار', label: 'شمار' },
      { name: 'count_id', label: 'تعداد' },
      { name: 'countDistinct_level', label: 'تعداد یکتای مقطع' },
    ]);
  });

  it('answers a choice field’s option labels when asked, grouped by the stored option', async () => {
    const item = await t.storedQuery({
      definition: {
        sources: [{ alias: 'r', collectionId: requests }],
        selects: [
          { source: 'r', fieldId: 'level' },
          { source: 'r', fieldId: 'level', optionLabels: true },
          { source: 'r', fieldId: 'id', aggregate: 'count' },
        ],
        orderBy: [{ select: 'level' }],
        mapBy: 'level',
      },
    });
    expect(item.columns).toEqual([
      { name: 'level', label: 'مقطع' },
      { name: 'level_label', label: queryMessages.optionLabel('مقطع') },
      { name: 'count_id', label: 'تعداد' },
    ]);
    expect((await rowsOf(t.as(t.admin), item.id)).json().data.rows).toEqual([
      { level: 'bs', level_label: 'کارشناسی', count_id: 3 },
      { level: 'ms', level_label: 'کارشناسی ارشد', count_id: 1 },
      { level: 'phd', level_label: 'دکتری', count_id: 1 },
    ]);
    const notChoice = await t.as(t.admin).post('/api/v1/query', {
      fname: 'عنوان نام',
      definition: {
        ...names(),
        selects: [{ source: 'r', fieldId: 'name', optionLabels: true }],
        orderBy: [],
      },
    });
    expect(notChoice.statusCode).toBe(400);
    expect(notChoice.json().message).toBe(queryMessages.notChoiceField('نام'));
  });

  it('refuses a definition that does not compile with a Persian 400 naming the problem, and writes nothing', async () => {
    const before = await storedCount();
    const unknownField = await t.as(t.admin).post('/api/v1/query', {
      fname: 'پرس‌وجوی نادرست',
      definition: { ...names(), selects: [{ source: 'r', fieldId: 'grade' }], orderBy: [] },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toBe(queryMessages.unknownField('grade', 'r'));

    const badAggregate = await t.as(t.admin).post('/api/v1/query', {
      fname: 'پرس‌وجوی نادرست',
      definition: { ...names(), selects: [{ source: 'r', fieldId: 'name', aggregate: 'sum' }], orderBy: [] },
    });
    expect(badAggregate.statusCode).toBe(400);
    expect(badAggregate.json().message).toBe(queryMessages.aggregateNotAllowed('sum', 'نام'));

    const noSelects = await t.as(t.admin).post('/api/v1/query', {
      fname: 'پرس‌وجوی نادرست',
      definition: { sources: [{ alias: 'r', collectionId: requests }], selects: [] },
    });
    expect(noSelects.statusCode).toBe(400);
    expect(noSelects.json().message).toMatch(PERSIAN);

    const missingCollection = await t.as(t.admin).post('/api/v1/query', {
      fname: 'پرس‌وجوی نادرست',
      definition: { ...byLevel(), sources: [{ alias: 'r', collectionId: 999_999 }] },
    });
    expect(missingCollection.statusCode).toBe(404);
    expect(missingCollection.json().message).toMatch(PERSIAN);
    expect(await storedCount()).toBe(before);
  });

  it('refuses an update with a bad definition and keeps the stored one', async () => {
    const item = await t.storedQuery({ definition: names() });
    const res = await t.as(t.admin).put(`/api/v1/query/${item.id}`, {
      ...item,
      definition: { ...names(), orderBy: [{ select: 'nowhere' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(PERSIAN);
    const [row] = await t.database.db.select().from(storedQueries).where(eq(storedQueries.id, item.id));
    expect(row?.definition.orderBy).toEqual([{ select: 'id', dir: 'asc' }]);
    expect(row?.updatedAt).toBeNull();

    const renamed = await t.as(t.admin).put(`/api/v1/query/${item.id}`, { ...item, fname: 'نام درخواست‌ها' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.fname).toBe('نام درخواست‌ها');
  });

  it('refuses a second live query of the same name', async () => {
    await t.storedQuery({ fname: 'نام یکتا', definition: names() });
    const res = await t.as(t.admin).post('/api/v1/query', { fname: 'نام یکتا', definition: names() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(queryMessages.duplicateName);
  });

  it('is for Admins only: an Employee may neither list nor write stored queries', async () => {
    const client = t.as(employee);
    expect((await client.post('/api/v1/query/filter', {})).statusCode).toBe(403);
    expect((await client.post('/api/v1/query', { fname: 'کارمند', definition: names() })).statusCode).toBe(
      403,
    );
  });
});

describe('POST query/{id}/rows (any signed-in user, with their own rights)', () => {
  let levels: { id: number };
  let list: { id: number };
  beforeAll(async () => {
    levels = await t.storedQuery({ definition: byLevel() });
    list = await t.storedQuery({ definition: names() });
  });

  it('answers an Admin every record', async () => {
    const res = await rowsOf(t.as(t.admin), levels.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      columns: ['level', 'count_id'],
      rows: [
        { level: 'bs', count_id: 3 },
        { level: 'ms', count_id: 1 },
        { level: 'phd', count_id: 1 },
      ],
      truncated: false,
      mapBy: 'level',
    });
  });

  it('answers an Employee only the records record/filter gives them', async () => {
    const client = t.as(employee);
    const viaFilter = await client.post(`/api/v1/datacollection/${requests}/record/filter`, {
      filters: {},
      page: 1,
      count: 100,
    });
    const readable = (viaFilter.json().data.list as { id: number; data: { name: string } }[])
      .map((r) => ({ id: r.id, name: r.data.name }))
      .sort((a, b) => a.id - b.id);
    const res = await rowsOf(client, list.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows).toEqual(readable);
    expect(readable.map((r) => r.name)).toEqual(['مریم', 'رضا']);
    expect((await rowsOf(client, levels.id)).json().data.rows).toEqual([
      { level: 'bs', count_id: 1 },
      { level: 'ms', count_id: 1 },
    ]);
  });

  it('refuses an applicant exactly as record/filter does', async () => {
    const client = t.as(applicant);
    const viaFilter = await client.post(`/api/v1/datacollection/${requests}/record/filter`, {});
    const res = await rowsOf(client, list.id);
    expect(viaFilter.statusCode).toBe(403);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(commonMessages.forbidden);
  });

  it('keeps system collections for Admins: an Employee running a query over users is refused', async () => {
    const users = await t.storedQuery({
      definition: {
        sources: [{ alias: 'u', collectionId: 'users' }],
        selects: [{ source: 'u', fieldId: 'id' }],
      },
    });
    expect((await rowsOf(t.as(t.admin), users.id)).statusCode).toBe(200);
    expect((await rowsOf(t.as(employee), users.id)).statusCode).toBe(403);
  });

  it('asks a visitor to sign in, and answers a missing query with a Persian 404', async () => {
    expect((await rowsOf(t.anon, list.id)).statusCode).toBe(401);
    const missing = await rowsOf(t.as(employee), 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(queryMessages.storedQueryNotFound);
  });
});

describe('deleting a stored query', () => {
  it('is refused while a live form field or function names it (naming them), then allowed, and a deleted query is a clear error', async () => {
    const item = await t.storedQuery({ definition: byLevel() });
    const form = await t.collection({
      fname: 'فرم پیگیری',
      formFields: [
        {
          id: 'level',
          fname: 'مقطع',
          ename: 'level',
          type: 'select',
          queryId: item.id,
          fnamePath: 'level',
          valuePath: 'level',
        },
      ],
    });
    const fn = await t.function({
      fname: 'خواندن مقطع‌ها',
      expressions: [
        { id: 'q', type: 'read', collectionId: requests, queryId: String(item.id), into: 'rows' },
      ],
    });

    const refused = await t.as(t.admin).delete(`/api/v1/query/${item.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      queryMessages.storedQueryInUse(
        [queryMessages.usedByCollection('فرم پیگیری'), queryMessages.usedByFunction('خواندن مقطع‌ها')].join(
          '، ',
        ),
      ),
    );

    expect((await t.as(t.admin).delete(`/api/v1/datacollection/${form.id}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).delete(`/api/v1/function/${fn.id}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).delete(`/api/v1/query/${item.id}`)).statusCode).toBe(200);

    const rows = await rowsOf(t.as(t.admin), item.id);
    expect(rows.statusCode).toBe(404);
    expect(rows.json().message).toBe(queryMessages.storedQueryNotFound);
    const fetched = await t.as(t.admin).get(`/api/v1/query/${item.id}`);
    expect(fetched.statusCode).toBe(404);
  });

  it('refuses a form or a function naming a query that does not exist', async () => {
    const form = await t.as(t.admin).post('/api/v1/datacollection', {
      fname: 'فرم با پرس‌وجوی ناموجود',
      formInfo: {
        formFields: [{ id: 'x', fname: 'گزینه', ename: 'x', type: 'select', queryId: 999_999 }],
      },
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().message).toBe(queryMessages.storedQueryMissing('999999'));
    const fn = await t.as(t.admin).post('/api/v1/function', {
      fname: 'تابع با پرس‌وجوی ناموجود',
      ename: 'missingQuery',
      callOn: 'load',
      expressions: [{ id: 'q', type: 'read', collectionId: requests, queryId: 'q1', into: 'rows' }],
    });
    expect(fn.statusCode).toBe(400);
    expect(fn.json().message).toBe(queryMessages.storedQueryMissing('q1'));
  });
});

describe('a function’s read with queryId', () => {
  const reader = (queryId: number) =>
    t.function({
      expressions: [{ id: 'q', type: 'read', collectionId: requests, queryId, into: 'found' }],
    });
  const run = (client: Client, functionId: number) =>
    client.post('/api/v1/function/run-request-function', { functionId, answers: {} });

  it('answers the stored query’s rows with the caller’s rights', async () => {
    const item = await t.storedQuery({ definition: names() });
    const fn = await reader(item.id);
    const asAdmin = (await run(t.as(t.admin), fn.id)).json().data;
    expect(asAdmin).toMatchObject({ ok: true, diagnostics: [] });
    expect((asAdmin.variables.found as { name: string }[]).map((r) => r.name)).toEqual([
      'مریم',
      'رضا',
      'نگار',
      'سارا',
      'علی',
    ]);
    const asEmployee = (await run(t.as(employee), fn.id)).json().data;
    expect((asEmployee.variables.found as { name: string }[]).map((r) => r.name)).toEqual(['مریم', 'رضا']);
    const asApplicant = (await run(t.as(applicant), fn.id)).json().data;
    expect(asApplicant).toMatchObject({ ok: false, diagnostics: [{ message: commonMessages.forbidden }] });
  });

  it('ends with a clear diagnostic when the query was deleted since', async () => {
    const item = await t.storedQuery({ definition: names() });
    const fn = await reader(item.id);
    // Deleted behind the resource's back (as a restore of an old function could leave it).
    await t.database.db
      .update(storedQueries)
      .set({ deletedAt: new Date() })
      .where(eq(storedQueries.id, item.id));
    const result = (await run(t.as(t.admin), fn.id)).json().data;
    expect(result).toMatchObject({
      ok: false,
      diagnostics: [{ nodeId: 'q', message: queryMessages.storedQueryNotFound }],
    });
  });
});

describe('a choice drawn from a stored query', () => {
  let form = 0;
  beforeAll(async () => {
    const levels = await t.storedQuery({ definition: byLevel() });
    const names_ = await t.storedQuery({ definition: names() });
    form = (
      await t.collection({
        formFields: [
          {
            id: 'level',
            fname: 'مقطع',
            ename: 'level',
            type: 'select',
            queryId: levels.id,
            fnamePath: 'level',
          },
          {
            id: 'people',
            fname: 'افراد',
            ename: 'people',
            type: 'multiselect',
            queryId: names_.id,
            fnamePath: 'name',
            valuePath: 'id',
          },
        ],
      })
    ).id;
  });

  it('accepts a value the query offers the writer (value column: the field’s valuePath, else mapBy)', async () => {
    const mine = (
      await t
        .as(employee)
        .post(`/api/v1/datacollection/${requests}/record/filter`, { filters: {}, page: 1, count: 10 })
    ).json().data.list as { id: number }[];
    await record(t.as(employee), form, { level: 'ms', people: mine.map((r) => String(r.id)) });
  });

  it('refuses a value outside the query’s rows as the writer runs it, like an unknown option', async () => {
    // «phd» is only among the Admin's records, and the other Employee's request is not the writer's.
    const phd = await t
      .as(employee)
      .post(`/api/v1/datacollection/${form}/record`, { data: { level: 'phd' } });
    expect(phd.statusCode).toBe(400);
    expect(phd.json().message).toBe(FORM_CHECK_MESSAGES.notOption('مقطع'));
    const others = (
      await t
        .as(otherEmployee)
        .post(`/api/v1/datacollection/${requests}/record/filter`, { filters: {}, page: 1, count: 10 })
    ).json().data.list as { id: number }[];
    const foreign = await t
      .as(employee)
      .post(`/api/v1/datacollection/${form}/record`, { data: { people: [String(others[0]?.id)] } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(FORM_CHECK_MESSAGES.notOption('افراد'));
    // The Admin reads every record, so the same answers are theirs to give.
    await record(t.as(t.admin), form, { level: 'phd', people: [String(others[0]?.id)] });
  });
});
