import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { testApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';
import { changeLogs, dataCollections } from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import { resourceRepository } from '../../plugins/resources/resource-repository.js';
import { dataCollectionResource } from './datacollection.resource.js';

const t = testApp({ admin: true });
let employee: TestUser;

beforeAll(async () => {
  employee = await t.user({ roles: ['Employee'] });
});

const text = (id: string, ename = id) => ({ id, fname: `فیلد ${id}`, ename, type: 'text' });
const formInfo = {
  formSteps: [{ id: 's1', name: 'گام اول' }],
  formFields: [
    text('name'),
    { id: 'kind', fname: 'نوع', ename: 'kind', type: 'select', options: [{ id: 1, fname: 'الف' }] },
    {
      id: 'more',
      fname: 'بیشتر',
      ename: 'more',
      type: 'expansion',
      tabs: [{ id: 't1', name: 'زبانه', formInfo: { formFields: [text('note')] } }],
    },
  ],
  hasConfirmStep: true,
};
const url = '/api/v1/datacollection';

async function storedCount(): Promise<number> {
  return (await t.database.db.select().from(dataCollections)).length;
}

describe('data collections', () => {
  it('lets an Admin create, read, update and soft-delete one, with a change log', async () => {
    const created = await t.as(t.admin).post(url, { fname: '  درخواست مرخصی ', formInfo });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().data;
    expect(row).toMatchObject({ fname: 'درخواست مرخصی', formInfo, creatorId: t.admin.id });

    const read = await t.as(employee).get(`${url}/${row.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.formInfo).toEqual(formInfo);

    const changed = { ...formInfo, formFields: [...formInfo.formFields, text('extra')] };
    const updated = await t
      .as(t.admin)
      .put(`${url}/${row.id}`, { ...row, fname: 'مرخصی', formInfo: changed });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ fname: 'مرخصی', updaterId: t.admin.id });
    expect(updated.json().data.formInfo.formFields).toHaveLength(4);

    expect((await t.as(t.admin).delete(`${url}/${row.id}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).get(`${url}/${row.id}`)).statusCode).toBe(404);
    const [stored] = await t.database.db.select().from(dataCollections).where(eq(dataCollections.id, row.id));
    expect(stored?.deletedAt).not.toBeNull();

    const logs = await t.database.db
      .select()
      .from(changeLogs)
      .where(and(eq(changeLogs.resource, 'datacollection'), eq(changeLogs.recordId, row.id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(logs.every((l) => l.actorId === t.admin.id)).toBe(true);
  });

  it.each([
    [
      'a bad field type deep in a tab',
      {
        formFields: [
          {
            ...formInfo.formFields[2],
            tabs: [{ id: 't1', name: 'زبانه', formInfo: { formFields: [{ ...text('x'), type: 'video' }] } }],
          },
        ],
      },
      'مقدار formFields[0].tabs[0].formInfo.formFields[0].type معتبر نیست: نوع فیلد معتبر نیست.',
    ],
    [
      'duplicate ids',
      { formFields: [text('a'), text('a', 'b')] },
      'مقدار formFields[1].id معتبر نیست: شناسه a تکراری است.',
    ],
    [
      'a select without options',
      { formFields: [{ id: 's', fname: 'گزینه', ename: 's', type: 'select' }] },
      'مقدار formFields[0].options معتبر نیست: گزینه‌های فیلد را وارد کنید یا منبع آن را برگزینید.',
    ],
  ])('refuses %s with the path in the message and stores nothing', async (_, bad, message) => {
    const before = await storedCount();
    const res = await t.as(t.admin).post(url, { fname: 'نادرست', formInfo: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a form function the flow model rejects, naming the function and its expression in Persian', async () => {
    const hide = {
      id: 'hide',
      fname: 'پنهان کردن بیشتر',
      callOn: 'change',
      relatedId: 'kind',
      expressions: [
        {
          id: 'n7',
          type: 'if',
          condition: 'kind != null',
          children: [{ id: 'k2', type: 'toast', color: 'info', text: "'ثبت شد' +" }],
        },
      ],
    };
    const box = { ...text('box'), type: 'subform', subform: { formFields: [], functions: [hide] } };
    const before = await storedCount();
    const own = await t
      .as(t.admin)
      .post(url, { fname: 'تابع نادرست', formInfo: { ...formInfo, functions: [hide] } });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toMatch(/^تابع «پنهان کردن بیشتر» فرم، نمایش پیام ۱\.۱: در «متن»: /);
    expect(own.json().message).not.toContain('k2');
    expect(own.json().data).toHaveLength(1);
    const nested = await t.as(t.admin).post(url, {
      fname: 'تابع نادرست',
      formInfo: { ...formInfo, formFields: [...formInfo.formFields, box] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toMatch(/^تابع «پنهان کردن بیشتر» در «فیلد box»، نمایش پیام ۱\.۱: /);
    expect(await storedCount()).toBe(before);

    const fixed = { ...hide, expressions: [{ ...hide.expressions[0], children: [] }] };
    const saved = await t
      .as(t.admin)
      .post(url, { fname: 'تابع درست', formInfo: { ...formInfo, functions: [fixed] } });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses a bad definition on update and keeps the stored one', async () => {
    const row = await t.collection({ fname: 'پایدار', formInfo });
    const res = await t
      .as(t.admin)
      .put(`${url}/${row.id}`, { fname: 'پایدار', formInfo: { formFields: [{ id: 'x' }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^مقدار formFields\[0\]\.fname معتبر نیست: /);
    expect((await t.as(t.admin).get(`${url}/${row.id}`)).json().data.formInfo).toEqual(formInfo);
  });

  it('refuses an empty name and a name already in use', async () => {
    const empty = await t.as(t.admin).post(url, { fname: '  ', formInfo });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('نام مجموعه داده را وارد کنید.');
    expect((await t.as(t.admin).post(url, { fname: 'یکتا', formInfo })).statusCode).toBe(200);
    const again = await t.as(t.admin).post(url, { fname: 'يكتا', formInfo });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('مجموعه داده‌ای با این نام قبلاً ثبت شده است.');
    const check = await t.as(t.admin).post(`${url}/check-name`, { name: 'یکتا' });
    expect(check.json().data).toEqual({ available: false });
  });

  it('lets one of several racing creates with the same name through; the others get a Persian 400', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.as(t.admin).post(url, { fname: 'هم‌زمان', formInfo })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses, answers.map((res) => res.body).join('\n')).toEqual([200, 400, 400, 400]);
    for (const refused of answers.filter((res) => res.statusCode === 400)) {
      expect(refused.json().message).toBe('مجموعه داده‌ای با این نام قبلاً ثبت شده است.');
    }
    const rows = await t.database.db
      .select()
      .from(dataCollections)
      .where(and(eq(dataCollections.fname, 'هم‌زمان'), isNull(dataCollections.deletedAt)));
    expect(rows).toHaveLength(1);
  });

  it('answers a write that loses the race to the unique index with the duplicate-name 400', async () => {
    // PGlite runs one transaction at a time, so two requests never pass the check together there; a
    // definition that stores another name than the body's checked one reaches the index the same way.
    await t.collection({ fname: 'برنده', formInfo });
    const racing = resourceRepository(t.database.db, {
      ...dataCollectionResource,
      hooks: { ...dataCollectionResource.hooks, toValues: () => ({ fname: 'برنده', formInfo }) },
    });
    const actor = { user: { id: t.admin.id, roles: [] }, requestId: 'race' };
    const lost = racing.create(actor, { fname: 'بازنده', formInfo });
    await expect(lost).rejects.toBeInstanceOf(AppError);
    await expect(lost).rejects.toMatchObject({
      code: 'conflict',
      message: 'مجموعه داده‌ای با این نام قبلاً ثبت شده است.',
    });
    const live = and(eq(dataCollections.fname, 'برنده'), isNull(dataCollections.deletedAt));
    expect(await t.database.db.select().from(dataCollections).where(live)).toHaveLength(1);
  });

  it('refuses renaming a collection to a live one’s name, and frees the name once that one is deleted', async () => {
    const a = await t.collection({ fname: 'نام الف', formInfo });
    const b = await t.collection({ fname: 'نام ب', formInfo });
    const rename = await t.as(t.admin).put(`${url}/${b.id}`, { fname: 'نام الف', formInfo });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().message).toBe('مجموعه داده‌ای با این نام قبلاً ثبت شده است.');
    expect((await t.as(t.admin).put(`${url}/${a.id}`, { fname: 'نام الف', formInfo })).statusCode).toBe(200);
    expect((await t.as(t.admin).delete(`${url}/${a.id}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).put(`${url}/${b.id}`, { fname: 'نام الف', formInfo })).statusCode).toBe(200);
  });

  it('refuses a second live row with the same name in the database itself', async () => {
    const [row] = await t.database.db
      .insert(dataCollections)
      .values({ fname: 'یکتا در پایگاه', formInfo: { formFields: [] } })
      .returning();
    await expect(
      t.database.db.insert(dataCollections).values({ fname: 'یکتا در پایگاه', formInfo: { formFields: [] } }),
    ).rejects.toMatchObject({ cause: { code: '23505', constraint: 'data_collections_fname_live' } });
    await t.database.db
      .update(dataCollections)
      .set({ deletedAt: new Date() })
      .where(eq(dataCollections.id, row!.id));
    await t.database.db
      .insert(dataCollections)
      .values({ fname: 'یکتا در پایگاه', formInfo: { formFields: [] } });
  });

  it('lets only Admins write; anonymous callers must sign in', async () => {
    expect((await t.as(employee).post(url, { fname: 'کارمند', formInfo })).statusCode).toBe(403);
    expect((await t.anon.post(url, { fname: 'ناشناس', formInfo })).statusCode).toBe(401);
    expect((await t.anon.post(`${url}/all`, {})).statusCode).toBe(401);
    expect((await t.anon.get(`${url}/system`)).statusCode).toBe(401);
  });

  it('answers in all only the collections that have form fields', async () => {
    const empty = await t.collection({ fname: 'بی‌فیلد', formFields: [] });
    const full = await t.collection({ fname: 'بافیلد', formInfo });
    const all = await t.as(employee).post(`${url}/all`, {});
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.list.map((c: { id: number }) => c.id);
    expect(ids).toContain(full.id);
    expect(ids).not.toContain(empty.id);
    const page = (await t.as(t.admin).post(`${url}/filter`, { count: 100 })).json().data.list;
    expect(page.map((c: { id: number }) => c.id)).toContain(empty.id);
  });

  it('lists the system collections (SPEC §3’s six, then the requests, their tasks and the services), read-only, with their fields', async () => {
    const res = await t.as(employee).get(`${url}/system`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.list as { name: string; available: boolean; fields: { ename: string }[] }[];
    expect(list.map((c) => c.name)).toEqual([
      'users',
      'Unit',
      'UnitType',
      'UnitResponsibility',
      'AuthLog',
      'SsoClientLoginLog',
      'Requests',
      'RequestTasks',
      'Services',
    ]);
    expect(list.find((c) => c.name === 'SsoClientLoginLog')?.fields.map((f) => f.ename)).toContain(
      'clientId',
    );
    expect(list.find((c) => c.name === 'users')?.fields.map((f) => f.ename)).toContain('username');
    expect(JSON.stringify(list)).not.toMatch(/password|secret|stamp/i);
  });
});

/** A field nesting `levels` containers, alternating subforms and expansion tabs, around one text field. */
function nestedField(levels: number, kind: 'mixed' | 'subform' = 'mixed'): object {
  let field: object = text(`leaf${levels}`);
  for (let i = levels - 1; i >= 0; i -= 1) {
    const id = `n${i}`;
    field =
      kind === 'subform' || i % 2 === 0
        ? { id, fname: `سطح ${i}`, ename: id, type: 'subform', subform: { formFields: [field] } }
        : {
            id,
            fname: `سطح ${i}`,
            ename: id,
            type: 'expansion',
            tabs: [{ id: `t${i}`, name: 'زبانه', formInfo: { formFields: [field] } }],
          };
  }
  return field;
}

describe('data collections: hostile definitions are refused at the boundary', () => {
  it('refuses a definition nested 500 deep with a Persian 400 and stores nothing', async () => {
    const before = await storedCount();
    const res = await t
      .as(t.admin)
      .post(url, { fname: 'تودرتو', formInfo: { formFields: [nestedField(500, 'subform')] } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'ساختار داده ارسالی بیش از حد تودرتو است.',
      data: null,
    });
    expect(await storedCount()).toBe(before);
  });

  it('still accepts a definition nested deeper than real forms (10 subforms and tabs)', async () => {
    const res = await t
      .as(t.admin)
      .post(url, { fname: 'ده سطح', formInfo: { formFields: [nestedField(10)] } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a lone surrogate anywhere in a definition with a Persian 400 and stores nothing', async () => {
    const before = await storedCount();
    for (const fname of ['\\ud800', 'فیلد \\udc00', '\\ud83d\\ud83d']) {
      const body = `{"fname": "نویسه", "formInfo": {"formFields": [{"id": "a", "fname": "${fname}", "ename": "a", "type": "text"}]}}`;
      const res = await t
        .as(t.admin)
        .request('POST', url, body, { headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, `${fname}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe('متن ارسالی نویسه نامعتبر دارد.');
    }
    // A pair (an emoji) is a character like any other.
    const pair = `{"fname": "نویسه", "formInfo": {"formFields": [{"id": "a", "fname": "\\ud83d\\ude00", "ename": "a", "type": "text"}]}}`;
    const ok = await t
      .as(t.admin)
      .request('POST', url, pair, { headers: { 'content-type': 'application/json' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.formInfo.formFields[0].fname).toBe('😀');
    expect(await storedCount()).toBe(before + 1);
  });
});
