import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testApp, type Client } from '../../test/test-app.js';
import { PERSON_FIELDS, textField, type TestUser } from '../../test/factories.js';
import { changeLogs, collectionRecords, files } from '../../db/schema/index.js';

const t = testApp({ admin: true });
let employee: TestUser;
let other: TestUser;
let people: number;

const fields = [
  ...PERSON_FIELDS,
  textField('note', 'یادداشت', { hideInTable: true }),
  { id: 'doc', fname: 'مدرک', ename: 'doc', type: 'file', hideInTable: true },
];

beforeAll(async () => {
  employee = await t.user({ roles: ['Employee'] });
  other = await t.user({ roles: ['Employee'] });
  people = (await t.collection({ fname: 'افراد', formFields: fields })).id;
});

const API = '/api/v1/datacollection';
const recordsUrl = (collectionId: number) => `${API}/${collectionId}/record`;

async function create(client: Client, data: Record<string, unknown>, collection = people) {
  const res = await client.post(recordsUrl(collection), { data });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; data: Record<string, unknown> };
}

async function filter(client: Client, body: object, collection = people) {
  const res = await client.post(`${recordsUrl(collection)}/filter`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: { id: number; data: Record<string, unknown> }[]; pages: number };
}

describe('records: create, read, update, delete', () => {
  it('stores the answers, strips audit fields and unknown keys, logs every change and soft-deletes', async () => {
    const url = recordsUrl(people);
    const res = await t.as(employee).post(url, {
      data: { name: 'مینا', age: '۳۰', createdAt: '2020-01-01T00:00:00Z', creatorId: 999, stray: 'x' },
      id: 77,
      creatorId: 999,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('تغییرات ذخیره شد.');
    const created = res.json().data;
    expect(created).toMatchObject({ collectionId: people, creatorId: employee.id, updaterId: null });
    expect(created.id).not.toBe(77);
    expect(created.data).toEqual({ name: 'مینا', age: '۳۰' });
    expect(created).not.toHaveProperty('keys');

    const read = await t.as(employee).get(`${url}/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(created);

    const put = await t
      .as(employee)
      .put(`${url}/${created.id}`, { ...created, data: { name: 'مینا رضایی' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ data: { name: 'مینا رضایی' }, updaterId: employee.id });

    expect((await t.as(employee).delete(`${url}/${created.id}`)).statusCode).toBe(200);
    expect((await t.as(employee).get(`${url}/${created.id}`)).statusCode).toBe(404);
    expect((await t.as(employee).put(`${url}/${created.id}`, { data: { name: 'x' } })).statusCode).toBe(404);
    const list = await filter(t.as(t.admin), { filters: { name: { op: 'like', value: 'مینا' } } });
    expect(list.list.map((r) => r.id)).not.toContain(created.id);
    const [stored] = await t.database.db
      .select()
      .from(collectionRecords)
      .where(eq(collectionRecords.id, created.id));
    expect(stored?.deletedAt).not.toBeNull();
    expect(stored?.deleterId).toBe(employee.id);

    const logs = await t.database.db
      .select()
      .from(changeLogs)
      .where(and(eq(changeLogs.resource, 'collectionrecord'), eq(changeLogs.recordId, created.id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('answers 404 for a missing or deleted collection and 401/403 for callers without a role', async () => {
    expect((await t.as(t.admin).post(`${recordsUrl(999_999)}/filter`, {})).statusCode).toBe(404);
    const gone = (await t.collection({ fname: 'موقت', formFields: [textField('x', 'ایکس')] })).id;
    expect((await t.as(t.admin).delete(`${API}/${gone}`)).statusCode).toBe(200);
    const res = await t.as(t.admin).post(recordsUrl(gone), { data: { x: 'a' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('مجموعه داده مورد نظر یافت نشد.');
    const nobody = await t.user();
    expect((await t.as(nobody).post(recordsUrl(people), { data: {} })).statusCode).toBe(403);
    expect((await t.anon.post(`${recordsUrl(people)}/filter`, {})).statusCode).toBe(401);
  });

  it('keeps Employees to their own records; Admins reach all', async () => {
    const mine = await create(t.as(employee), { name: 'مال من' });
    const theirs = await create(t.as(other), { name: 'مال دیگری' });
    const url = recordsUrl(people);
    expect((await t.as(employee).get(`${url}/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.as(employee).put(`${url}/${theirs.id}`, { data: { name: 'ربوده' } })).statusCode).toBe(
      404,
    );
    expect((await t.as(employee).delete(`${url}/${theirs.id}`)).statusCode).toBe(404);
    const listed = (await filter(t.as(employee), { count: 100 })).list.map((r) => r.id);
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(theirs.id);
    expect((await t.as(t.admin).get(`${url}/${theirs.id}`)).json().data.data).toEqual({ name: 'مال دیگری' });
    expect(
      (await t.as(t.admin).put(`${url}/${theirs.id}`, { data: { name: 'ویرایش مدیر' } })).statusCode,
    ).toBe(200);
    expect((await t.as(employee).post(`${url}/export`, {})).statusCode).toBe(403);
  });
});

describe('records: filter and sort', () => {
  let list: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    list = (await t.collection({ fname: 'فهرست', formFields: fields })).id;
    const rows: [string, Record<string, unknown>][] = [
      ['yeh', { name: 'علی كريمی', age: 25, kind: 1, day: '1403/01/15', tags: ['a'] }],
      ['gaf', { name: 'گلاره', age: '۱۰۰', kind: 2, day: '2024-04-20', tags: ['a', 'b'] }],
      ['ba', { name: 'بهرام', age: '9', kind: 1, day: '1403/02/01' }],
      ['pe', { name: 'پرستو', age: '٤٢', kind: 2, note: 'محرمانه' }],
      ['che', { name: 'چمران', kind: 1 }],
      ['jim', { name: 'جواد' }],
      ['ze', { name: 'زهره' }],
      ['zhe', { name: 'ژاله' }],
      ['kaf', { name: 'کاوه' }],
    ];
    for (const [key, data] of rows) ids[key] = (await create(t.as(t.admin), data, list)).id;
  });
  const find = async (filters: object, extra: object = {}) =>
    (await filter(t.as(t.admin), { filters, count: 100, ...extra }, list)).list.map((r) => r.id);

  it('matches like and eq whatever the ی/ک letters and digit forms', async () => {
    expect(await find({ name: { op: 'like', value: 'کریم' } })).toEqual([ids.yeh]);
    expect(await find({ name: { op: 'eq', value: 'علي کريمي' } })).toEqual([ids.yeh]);
    expect(await find({ age: { op: 'eq', value: '۲۵' } })).toEqual([ids.yeh]);
    expect(await find({ age: { op: 'eq', value: 42 } })).toEqual([ids.pe]);
    expect(await find({ name: { op: 'like', value: '50%' } })).toEqual([]);
  });

  it('compares gt and lt as numbers, dates as days, other text in Persian order', async () => {
    expect((await find({ age: { op: 'gt', value: '۲۰' } })).sort()).toEqual(
      [ids.yeh, ids.gaf, ids.pe].sort(),
    );
    expect(await find({ age: { op: 'lt', value: 10 } })).toEqual([ids.ba]);
    // 2024-04-20 is 1403/02/01: the same day, written two ways.
    expect(await find({ day: { op: 'eq', value: '۱۴۰۳/۰۲/۰۱' } })).toEqual(
      [ids.ba, ids.gaf].sort((a, b) => (b ?? 0) - (a ?? 0)),
    );
    expect(await find({ day: { op: 'lt', value: '2024-04-20' } })).toEqual([ids.yeh]);
    expect((await find({ day: { op: 'gt', value: '1403/01/15' } })).sort()).toEqual([ids.gaf, ids.ba].sort());
    expect((await find({ name: { op: 'lt', value: 'ت' } })).sort()).toEqual([ids.ba, ids.pe].sort());
  });

  it('filters choices by id with eq and in, and multi choices by any chosen id', async () => {
    expect((await find({ kind: { op: 'eq', value: 2 } })).sort()).toEqual([ids.gaf, ids.pe].sort());
    expect((await find({ kind: { op: 'in', value: ['2', '۱'] } })).length).toBe(5);
    expect(await find({ tags: { op: 'eq', value: 'b' } })).toEqual([ids.gaf]);
    expect((await find({ tags: { op: 'in', value: ['a'] } })).sort()).toEqual([ids.yeh, ids.gaf].sort());
    expect(await find({ kind: { op: 'like', value: 'کارمند' }, age: { op: 'gt', value: 50 } })).toEqual([
      ids.gaf,
    ]);
  });

  it('sorts by a text field in Persian alphabetical order, by id and by createdAt', async () => {
    const sorted = await find({}, { sort: { field: 'name', dir: 'asc' } });
    expect(sorted).toEqual(['ba', 'pe', 'jim', 'che', 'ze', 'zhe', 'yeh', 'kaf', 'gaf'].map((k) => ids[k]));
    const desc = await find({}, { sort: { field: 'name', dir: 'desc' } });
    expect(desc).toEqual([...sorted].reverse());
    const byAge = await find({ age: { op: 'gt', value: 0 } }, { sort: { field: 'age', dir: 'asc' } });
    expect(byAge).toEqual([ids.ba, ids.yeh, ids.pe, ids.gaf]);
    expect(await find({}, { sort: { field: 'id', dir: 'asc' } })).toEqual(Object.values(ids));
    expect(await find({}, { sort: { field: 'createdAt', dir: 'asc' } })).toEqual(Object.values(ids));
  });

  it('pages, answers an empty page past the end and caps the page size', async () => {
    const first = await filter(t.as(t.admin), { page: 1, count: 4, sort: { field: 'id', dir: 'asc' } }, list);
    expect(first.pages).toBe(3);
    expect(first.list.map((r) => r.id)).toEqual(Object.values(ids).slice(0, 4));
    const past = await filter(t.as(t.admin), { page: 9, count: 4 }, list);
    expect(past.list).toEqual([]);
    const tooMany = await t.as(t.admin).post(`${recordsUrl(list)}/filter`, { count: 101 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('حداکثر 100 ردیف در هر صفحه مجاز است.');
  });

  it('leaves hideInTable answers out of lists but not out of a single read', async () => {
    const [row] = (await filter(t.as(t.admin), { filters: { name: { op: 'eq', value: 'پرستو' } } }, list))
      .list;
    expect(row?.data).toEqual({ name: 'پرستو', age: '٤٢', kind: 2 });
    const read = await t.as(t.admin).get(`${recordsUrl(list)}/${ids.pe}`);
    expect(read.json().data.data.note).toBe('محرمانه');
  });

  it('refuses unknown fields, bad operators and bad values with Persian messages', async () => {
    const post = (body: object) => t.as(t.admin).post(`${recordsUrl(list)}/filter`, body);
    const unknown = await post({ filters: { nope: { op: 'eq', value: 1 } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('فیلتر «nope» برای این فهرست تعریف نشده است.');
    const op = await post({ filters: { name: { op: 'near', value: 1 } } });
    expect(op.statusCode).toBe(400);
    expect(op.json().message).toBe('عملگر فیلتر معتبر نیست.');
    const day = await post({ filters: { day: { op: 'gt', value: 'دیروز' } } });
    expect(day.json().message).toBe('مقدار فیلتر «day» معتبر نیست.');
    const inList = await post({ filters: { kind: { op: 'in', value: 1 } } });
    expect(inList.json().message).toBe('مقدار فیلتر «kind» معتبر نیست.');
    const sort = await post({ sort: { field: 'nope', dir: 'asc' } });
    expect(sort.json().message).toBe('مرتب‌سازی بر اساس «nope» ممکن نیست.');
  });
});

describe('records: the server re-runs the form check', () => {
  let strict: number;
  beforeAll(async () => {
    const formFields = [
      { id: 'birth', fname: 'تاریخ تولد', ename: 'birth', type: 'date', required: true },
      { id: 'proof', fname: 'مدرک', ename: 'proof', type: 'file', required: true },
      { id: 'agree', fname: 'موافقت', ename: 'agree', type: 'checkbox', required: true },
      { id: 'spot', fname: 'محل', ename: 'spot', type: 'map', required: true },
      {
        id: 'past',
        fname: 'سوابق',
        ename: 'past',
        type: 'expansion',
        tabs: [
          {
            id: 'job',
            name: 'کار',
            formInfo: { formFields: [textField('role', 'شغل', { required: true })] },
          },
        ],
      },
      {
        id: 'members',
        fname: 'اعضا',
        ename: 'members',
        type: 'table',
        required: true,
        subform: { formFields: [textField('member', 'نام عضو', { required: true })] },
      },
      {
        id: 'address',
        fname: 'نشانی',
        ename: 'address',
        type: 'subform',
        required: true,
        subform: { formFields: [textField('city', 'شهر')], triggerDisplay: { displayType: 'notHide' } },
      },
      { id: 'extra', fname: 'پیوست', ename: 'extra', type: 'file' },
    ];
    strict = (await t.collection({ fname: 'سخت‌گیر', formFields })).id;
  });

  it('refuses each crafted submission with the exact SPEC §5 message and stores nothing', async () => {
    const proof = await t.uploadFile(employee, { use: 'document' });
    const steps: [Record<string, unknown>, string][] = [
      [{}, 'مقدار تاریخ تولد را وارد کنید.'],
      [{ birth: '1403/01/01', proof: 'مدرک.pdf' }, 'فایل مدرک را بارگذاری کنید.'],
      [{ birth: '1403/01/01', 'proof-path': proof, agree: false }, 'مقدار موافقت را مشخص کنید.'],
      [{ birth: '1403/01/01', 'proof-path': proof, agree: true }, 'مقدار محل را وارد کنید.'],
      [
        { birth: '1403/01/01', 'proof-path': proof, agree: true, spot: { lat: 35.7, lng: 51.4 } },
        'در سوابق زبانه ۱، مقدار فیلد الزامی شغل را وارد کنید.',
      ],
      [
        {
          birth: '1403/01/01',
          'proof-path': proof,
          agree: true,
          spot: [35.7, 51.4],
          past: { job: { role: 'استاد' } },
        },
        'مقدار اعضا را وارد کنید.',
      ],
      [
        {
          birth: '1403/01/01',
          'proof-path': proof,
          agree: true,
          spot: [35.7, 51.4],
          past: { job: { role: 'استاد' } },
          members: [{ member: 'سارا' }, { member: ' ' }],
        },
        'در جدول اعضا ردیف ۲، مقدار فیلد الزامی نام عضو را وارد کنید.',
      ],
      [
        {
          birth: '1403/01/01',
          'proof-path': proof,
          agree: true,
          spot: [35.7, 51.4],
          past: { job: { role: 'استاد' } },
          members: [{ member: 'سارا' }],
        },
        'مقدار فیلد الزامی نشانی را وارد کنید.',
      ],
    ];
    for (const [data, message] of steps) {
      const res = await t.as(employee).post(recordsUrl(strict), { data });
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const stored = await t.database.db
      .select()
      .from(collectionRecords)
      .where(eq(collectionRecords.collectionId, strict));
    expect(stored).toEqual([]);

    const ok = await t.as(employee).post(recordsUrl(strict), {
      data: {
        birth: '۱۴۰۳/۰۱/۰۱',
        'proof-path': proof,
        agree: true,
        spot: [35.7, 51.4],
        past: { job: { role: 'استاد' }, ghost: { x: 1 } },
        members: [{ member: 'سارا', junk: 1 }],
        address: { city: 'تبریز' },
        extra: 'chosen.pdf',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('فایل پیوست بارگذاری نشده است و در نظر گرفته نمی‌شود.');
    expect(ok.json().data.data.members).toEqual([{ member: 'سارا' }]);
    expect(ok.json().data.data.past).toEqual({ job: { role: 'استاد' } });
    const [file] = await t.database.db.select().from(files).where(eq(files.id, proof));
    expect(file).toMatchObject({ ownerResource: 'collectionrecord', ownerId: ok.json().data.id });

    // Deleting the record keeps its file attached: the recycle bin may bring both back (it goes at purge).
    expect((await t.as(employee).delete(`${recordsUrl(strict)}/${ok.json().data.id}`)).statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(files).where(eq(files.id, proof));
    expect(kept).toMatchObject({ deletedAt: null, ownerResource: 'collectionrecord' });
  });
});

describe('records: wrong types and references', () => {
  let source: number;
  let picks: number;
  let sourceRecord: number;
  beforeAll(async () => {
    source = (await t.collection({ fname: 'منبع', formFields: [textField('title', 'عنوان')] })).id;
    sourceRecord = (await create(t.as(t.admin), { title: 'گزینه' }, source)).id;
    const formFields = [
      textField('name', 'نام'),
      { id: 'kind', fname: 'نوع', ename: 'kind', type: 'select', options: [{ id: 1, fname: 'یک' }] },
      { id: 'from', fname: 'از منبع', ename: 'from', type: 'autocomplete', sourceId: source },
      { id: 'many', fname: 'چند از منبع', ename: 'many', type: 'multiselect', sourceId: source },
      { id: 'doc', fname: 'مدرک', ename: 'doc', type: 'file' },
    ];
    picks = (await t.collection({ fname: 'انتخاب‌ها', formFields })).id;
  });
  const refused = async (data: Record<string, unknown>, message: string, as = employee) => {
    const res = await t.as(as).post(recordsUrl(picks), { data });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  };

  it('refuses an object for text and an unknown option', async () => {
    await refused({ name: { $ne: 1 } }, 'مقدار نام باید متن باشد.');
    await refused({ kind: 5 }, 'مقدار نوع از میان گزینه‌های آن نیست.');
    await refused({ kind: [1] }, 'مقدار نوع از میان گزینه‌های آن نیست.');
  });

  it('accepts only live records of the source collection', async () => {
    await refused({ from: 999_999 }, 'مقدار از منبع از میان گزینه‌های آن نیست.');
    await refused({ many: [sourceRecord, 'abc'] }, 'مقدار چند از منبع از میان گزینه‌های آن نیست.');
    const saved = await create(t.as(employee), { from: sourceRecord, many: [String(sourceRecord)] }, picks);
    expect(saved.data).toEqual({ from: sourceRecord, many: [String(sourceRecord)] });
    expect((await t.as(t.admin).delete(`${recordsUrl(source)}/${sourceRecord}`)).statusCode).toBe(200);
    await refused({ from: sourceRecord }, 'مقدار از منبع از میان گزینه‌های آن نیست.');
  });

  it("refuses a file path of someone else's upload and of a missing file, and attaches nothing", async () => {
    const othersFile = await t.uploadFile(other, { use: 'document' });
    await refused({ 'doc-path': othersFile }, 'فایل مورد نظر یافت نشد؛ آن را دوباره بارگذاری کنید.');
    await refused({ 'doc-path': 'not-a-file' }, 'فایل مورد نظر یافت نشد؛ آن را دوباره بارگذاری کنید.');
    const [file] = await t.database.db.select().from(files).where(eq(files.id, othersFile));
    expect(file?.ownerResource).toBeNull();
  });

  it('refuses a body that is not an object of answers', async () => {
    const res = await t.as(employee).post(recordsUrl(picks), { data: 'x' });
    expect(res.statusCode).toBe(400);
    expect((await t.as(employee).post(recordsUrl(picks), {})).statusCode).toBe(400);
  });
});
