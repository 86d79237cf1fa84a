import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { testApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';
import { changeLogs, unitTypes } from '../../db/schema/index.js';

const t = testApp({ admin: true });
let employee: TestUser;

beforeAll(async () => {
  employee = await t.user({ roles: ['Employee'] });
});

async function rowCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(unitTypes);
  return Number(row?.n ?? 0);
}

/** POSTs a unit type as the Admin, for the tests whose subject is that write (others use `t.unitType`). */
async function create(name: string) {
  const res = await t.as(t.admin).post('/api/v1/unittype', { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string };
}

describe('unittype resource: the ladder', () => {
  it('refuses anonymous callers with 401 and the envelope', async () => {
    const res = await t.anon.post('/api/v1/unittype/filter', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'ابتدا وارد سامانه شوید.', data: null });
  });

  it('answers 401 before looking at a bad body', async () => {
    const res = await t.anon.post('/api/v1/unittype', { name: 42 });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a create with a missing name with 400 and a Persian message', async () => {
    const res = await t.as(t.admin).post('/api/v1/unittype', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toContain('نام نوع واحد را وارد کنید.');
  });

  it('refuses an Employee creating a unit type with 403', async () => {
    const res = await t.as(employee).post('/api/v1/unittype', { name: 'دانشکده' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('شما دسترسی کافی ندارید.');
  });

  it('answers 404 for a unit type that does not exist', async () => {
    const res = await t.as(t.admin).get('/api/v1/unittype/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('رکورد مورد نظر یافت نشد.');
  });

  it('creates, reads, updates and soft-deletes a unit type, logging each write', async () => {
    const created = await create('معاونت آموزشی');
    expect(created.name).toBe('معاونت آموزشی');

    const read = await t.as(employee).get(`/api/v1/unittype/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: created.id, name: 'معاونت آموزشی', creatorId: t.admin.id });
    expect(read.json().data).not.toHaveProperty('deletedAt');

    const updated = await t.as(t.admin).put(`/api/v1/unittype/${created.id}`, { name: 'معاونت پژوهشی' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'معاونت پژوهشی', updaterId: t.admin.id });

    const removed = await t.as(t.admin).delete(`/api/v1/unittype/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.as(t.admin).get(`/api/v1/unittype/${created.id}`)).statusCode).toBe(404);

    const [stored] = await t.database.db.select().from(unitTypes).where(eq(unitTypes.id, created.id));
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    expect(stored?.deleterId).toBe(t.admin.id);

    const logs = await t.database.db.select().from(changeLogs).where(eq(changeLogs.recordId, created.id));
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = logs.find((l) => l.action === 'update');
    expect(update?.before).toMatchObject({ name: 'معاونت آموزشی' });
    expect(update?.after).toMatchObject({ name: 'معاونت پژوهشی' });
    expect(update?.actorId).toBe(t.admin.id);
  });

  it('ignores audit fields and the id sent back by a client', async () => {
    const res = await t.as(t.admin).post('/api/v1/unittype', {
      id: 777,
      name: 'ستاد',
      createdAt: '2000-01-01T00:00:00Z',
      creatorId: 12345,
      deletedAt: '2000-01-01T00:00:00Z',
      deleterId: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.id).not.toBe(777);
    expect(data.creatorId).toBe(t.admin.id);
    expect(new Date(data.createdAt).getFullYear()).toBeGreaterThan(2020);
    expect((await t.as(t.admin).get(`/api/v1/unittype/${data.id}`)).statusCode).toBe(200);
  });

  it('refuses a duplicate live name, normalising Arabic letters, and frees it after delete', async () => {
    const first = await t.unitType({ name: 'کتابخانه مرکزی' });
    const dup = await t.as(t.admin).post('/api/v1/unittype', { name: 'كتابخانه مركزي' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('این نام قبلاً ثبت شده است.');
    const check = await t.as(t.admin).post('/api/v1/unittype/check-name', { name: 'کتابخانه مرکزی' });
    expect(check.json().data).toEqual({ available: false });
    const ownName = await t
      .as(t.admin)
      .post('/api/v1/unittype/check-name', { name: 'کتابخانه مرکزی', id: first.id });
    expect(ownName.json().data).toEqual({ available: true });
    await t.as(t.admin).delete(`/api/v1/unittype/${first.id}`);
    const again = await t.as(t.admin).post('/api/v1/unittype', { name: 'کتابخانه مرکزی' });
    expect(again.statusCode).toBe(200);
  });
});

describe('unittype resource: lists', () => {
  beforeAll(async () => {
    for (const name of ['پردیس شمالی', 'آزمایشگاه', 'گروه ریاضی', 'بخش چاپ', 'دفتر ریاست'])
      await t.unitType({ name });
  });

  it('pages with { list, pages, currentPage } and returns an empty page past the last', async () => {
    const res = await t.as(employee).post('/api/v1/unittype/filter', { filters: { page: 1, count: 2 } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.list).toHaveLength(2);
    expect(data.currentPage).toBe(1);
    expect(data.pages).toBeGreaterThanOrEqual(3);
    const past = await t.as(employee).post('/api/v1/unittype/filter', { page: 5000, count: 2 });
    expect(past.json().data).toMatchObject({ list: [], currentPage: 5000 });
  });

  it('accepts filters as the JSON string the web client sends', async () => {
    const filters = JSON.stringify({ name: { op: 'like', value: 'ریاضی' }, page: 1, count: 10 });
    const res = await t.as(employee).post('/api/v1/unittype/filter', { filters });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.list.map((r: { name: string }) => r.name)).toEqual(['گروه ریاضی']);
  });

  it.each([
    ['like', { name: { op: 'like', value: 'پردیس' } }, ['پردیس شمالی']],
    ['like with Arabic letters', { name: { op: 'like', value: 'رياضي' } }, ['گروه ریاضی']],
    ['eq', { name: { op: 'eq', value: 'بخش چاپ' } }, ['بخش چاپ']],
    ['in', { name: { op: 'in', value: ['بخش چاپ', 'دفتر ریاست'] } }, ['بخش چاپ', 'دفتر ریاست']],
  ])('filters with %s', async (_op, filters, expected) => {
    const res = await t
      .as(employee)
      .post('/api/v1/unittype/filter', { filters, sort: { field: 'name', dir: 'asc' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.list.map((r: { name: string }) => r.name)).toEqual(expected);
  });

  it('filters numbers with gt and lt', async () => {
    const all = (await t.as(employee).post('/api/v1/unittype/all')).json().data.list as { id: number }[];
    const ids = all.map((r) => r.id).sort((a, b) => a - b);
    const mid = ids[Math.floor(ids.length / 2)] as number;
    const gtRes = await t
      .as(employee)
      .post('/api/v1/unittype/filter', { filters: { id: { op: 'gt', value: mid } }, count: 100 });
    const ltRes = await t
      .as(employee)
      .post('/api/v1/unittype/filter', { filters: { id: { op: 'lt', value: mid } }, count: 100 });
    expect(gtRes.json().data.list.every((r: { id: number }) => r.id > mid)).toBe(true);
    expect(ltRes.json().data.list.every((r: { id: number }) => r.id < mid)).toBe(true);
    expect(gtRes.json().data.list.length + ltRes.json().data.list.length).toBe(ids.length - 1);
  });

  it('sorts Persian names alphabetically, not by code point', async () => {
    const res = await t.as(employee).post('/api/v1/unittype/filter', {
      filters: {
        name: { op: 'in', value: ['پردیس شمالی', 'آزمایشگاه', 'گروه ریاضی', 'بخش چاپ', 'دفتر ریاست'] },
      },
      sort: { field: 'name', dir: 'asc' },
    });
    expect(res.json().data.list.map((r: { name: string }) => r.name)).toEqual([
      'آزمایشگاه',
      'بخش چاپ',
      'پردیس شمالی',
      'دفتر ریاست',
      'گروه ریاضی',
    ]);
  });

  it('returns every live row from all, newest first', async () => {
    const res = await t.as(employee).post('/api/v1/unittype/all');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.list.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });
});

describe('unittype resource: bad input is a 400 in Persian and writes nothing', () => {
  const persian = /[\u0600-\u06FF]/;
  const cases: [string, string, string, unknown][] = [
    ['create with a number for the name', 'POST', '/api/v1/unittype', { name: 12 }],
    ['create with an unknown field', 'POST', '/api/v1/unittype', { name: 'واحد', colour: 'red' }],
    ['create with a huge name', 'POST', '/api/v1/unittype', { name: 'ا'.repeat(5000) }],
    ['create with an array body', 'POST', '/api/v1/unittype', [{ name: 'x' }]],
    ['create with a NUL character in the name', 'POST', '/api/v1/unittype', { name: 'واحد\u0000' }],
    [
      'filter with a NUL character in a value',
      'POST',
      '/api/v1/unittype/filter',
      { filters: { name: { op: 'like', value: '\u0000' } } },
    ],
    ['create with a string body', 'POST', '/api/v1/unittype', '"just a string"'],
    ['update with an unknown field', 'PUT', '/api/v1/unittype/1', { name: 'واحد', extra: true }],
    ['update with a non-numeric id', 'PUT', '/api/v1/unittype/abc', { name: 'واحد' }],
    ['update with a negative id', 'PUT', '/api/v1/unittype/-4', { name: 'واحد' }],
    ['update with a huge id', 'PUT', '/api/v1/unittype/99999999999999999999', { name: 'واحد' }],
    ['delete with an SQL id', 'DELETE', '/api/v1/unittype/1;drop%20table%20users', undefined],
    ['filter with a negative page', 'POST', '/api/v1/unittype/filter', { page: -1 }],
    ['filter with page zero', 'POST', '/api/v1/unittype/filter', { page: 0 }],
    ['filter with a huge page', 'POST', '/api/v1/unittype/filter', { page: 1e20 }],
    ['filter with a fractional page', 'POST', '/api/v1/unittype/filter', { page: 1.5 }],
    ['filter with a string page', 'POST', '/api/v1/unittype/filter', { page: 'two' }],
    ['filter with a huge count', 'POST', '/api/v1/unittype/filter', { count: 100000 }],
    ['filter with a huge page inside filters', 'POST', '/api/v1/unittype/filter', { filters: { page: -7 } }],
    [
      'filter with an unknown op',
      'POST',
      '/api/v1/unittype/filter',
      { filters: { name: { op: 'regex', value: '.*' } } },
    ],
    [
      'filter with an SQL op',
      'POST',
      '/api/v1/unittype/filter',
      { filters: { name: { op: "eq' or 1=1 --", value: 'x' } } },
    ],
    [
      'filter on an unknown field',
      'POST',
      '/api/v1/unittype/filter',
      { filters: { password_hash: { op: 'eq', value: 'x' } } },
    ],
    [
      'filter on an SQL field name',
      'POST',
      '/api/v1/unittype/filter',
      { filters: { 'name"; drop table users; --': { op: 'eq', value: 'x' } } },
    ],
    [
      'filter with gt on text',
      'POST',
      '/api/v1/unittype/filter',
      { filters: { name: { op: 'gt', value: 'a' } } },
    ],
    [
      'filter with like on a number',
      'POST',
      '/api/v1/unittype/filter',
      { filters: { id: { op: 'like', value: '1' } } },
    ],
    [
      'filter with a text value on a number',
      'POST',
      '/api/v1/unittype/filter',
      { filters: { id: { op: 'eq', value: "1' or '1'='1" } } },
    ],
    [
      'filter with an empty in list',
      'POST',
      '/api/v1/unittype/filter',
      { filters: { name: { op: 'in', value: [] } } },
    ],
    [
      'filter with an object value',
      'POST',
      '/api/v1/unittype/filter',
      { filters: { name: { op: 'eq', value: { $ne: 1 } } } },
    ],
    ['filter with broken JSON filters', 'POST', '/api/v1/unittype/filter', { filters: '{"name": {"op": ' }],
    ['filter with a JSON array as filters', 'POST', '/api/v1/unittype/filter', { filters: '[1,2]' }],
    ['filter with an unknown top-level key', 'POST', '/api/v1/unittype/filter', { filters: {}, limit: 5 }],
    [
      'filter sorting on an unknown field',
      'POST',
      '/api/v1/unittype/filter',
      { sort: { field: 'password_hash', dir: 'asc' } },
    ],
    [
      'filter with a bad sort direction',
      'POST',
      '/api/v1/unittype/filter',
      { sort: { field: 'name', dir: 'sideways' } },
    ],
    ['check-name with no name', 'POST', '/api/v1/unittype/check-name', {}],
    // A lone surrogate, escaped in the JSON text: jsonb refuses it and text would store U+FFFD instead.
    ['create with a lone high surrogate', 'POST', '/api/v1/unittype', '{"name": "\\ud800واحد"}'],
    ['create with a lone low surrogate', 'POST', '/api/v1/unittype', '{"name": "a\\udc00"}'],
    ['create with a lone surrogate in a key', 'POST', '/api/v1/unittype', '{"name": "x", "\\udbff": 1}'],
    [
      'filter with a lone surrogate in a value',
      'POST',
      '/api/v1/unittype/filter',
      { filters: { name: { op: 'like', value: '\ud800' } } },
    ],
    [
      'filter with a NUL inside the JSON filters string',
      'POST',
      '/api/v1/unittype/filter',
      { filters: JSON.stringify({ name: { op: 'like', value: '\u0000' } }) },
    ],
    [
      'filter with a lone surrogate inside the JSON filters string',
      'POST',
      '/api/v1/unittype/filter',
      { filters: JSON.stringify({ name: { op: 'eq', value: 'x\udfff' } }) },
    ],
    [
      'create with a body nested 65 deep',
      'POST',
      '/api/v1/unittype',
      `{"name":${'['.repeat(64)}${']'.repeat(64)}}`,
    ],
  ];

  it.each(cases)('%s', async (_label, method, url, body) => {
    const before = await rowCount();
    const extra = typeof body === 'string' ? { headers: { 'content-type': 'application/json' } } : {};
    const res = await t.as(t.admin).request(method as 'POST', url, body, extra);
    expect(res.statusCode, res.body).toBe(400);
    const json = res.json();
    expect(json.success).toBe(false);
    expect(json.message).toMatch(persian);
    expect(await rowCount()).toBe(before);
  });

  it('treats quotes and SQL in a name as plain text', async () => {
    const name = `O'Reilly"; drop table unit_types; --`;
    const created = await create(name);
    expect(created.name).toBe(name);
    const res = await t
      .as(t.admin)
      .post('/api/v1/unittype/filter', { filters: { name: { op: 'like', value: `"; drop` } } });
    expect(res.json().data.list.map((r: { name: string }) => r.name)).toEqual([name]);
    const wildcard = await t
      .as(t.admin)
      .post('/api/v1/unittype/filter', { filters: { name: { op: 'like', value: '%' } } });
    expect(wildcard.json().data.list).toEqual([]);
  });

  it('answers malformed JSON with 400 in Persian', async () => {
    const res = await t.as(t.admin).request('POST', '/api/v1/unittype', '{"name": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(persian);
  });
});
