import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../db/schema/index.js';
import { testApp, type Client } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';
import { PNG } from '../../test/upload-fixtures.js';
import { commonMessages, fileMessages } from '../../messages/index.js';

const t = testApp({ admin: true });
let applicant: TestUser;

const DAY = 24 * 60 * 60 * 1000;
const past = () => new Date(Date.now() - DAY).toISOString();
const future = () => new Date(Date.now() + 30 * DAY).toISOString();

beforeAll(async () => {
  applicant = await t.user();
});

/** POSTs a news item as the Admin, for the tests whose subject is that write (others use `t.news`). */
async function createNews(fields: Record<string, unknown>): Promise<{ id: number; [k: string]: unknown }> {
  const res = await t.as(t.admin).post('/api/v1/news', {
    name: 'خبر',
    summary: 'خلاصه',
    body: '<p>متن</p>',
    publishDate: past(),
    published: true,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const listedIds = async (client: Client, body: unknown = {}) => {
  const res = await client.post('/api/v1/news/filter', body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { id: number }[]).map((item) => item.id);
};

describe('who reads which news', () => {
  let shown: number;
  let draft: number;
  let scheduled: number;

  beforeAll(async () => {
    shown = (await t.news({ name: 'خبر منتشرشده' })).id;
    draft = (await t.news({ name: 'پیش‌نویس', published: false })).id;
    scheduled = (await t.news({ name: 'خبر آینده', publishDate: future() })).id;
  });

  it('shows visitors and signed-in users only published news whose date has come', async () => {
    for (const client of [t.anon, t.as(applicant)]) {
      const ids = await listedIds(client);
      expect(ids).toContain(shown);
      expect(ids).not.toContain(draft);
      expect(ids).not.toContain(scheduled);
      expect((await client.get(`/api/v1/news/${shown}`)).statusCode).toBe(200);
      expect((await client.get(`/api/v1/news/${draft}`)).statusCode).toBe(404);
      expect((await client.get(`/api/v1/news/${scheduled}`)).statusCode).toBe(404);
    }
  });

  it('shows Admins every item', async () => {
    expect(await listedIds(t.as(t.admin))).toEqual(expect.arrayContaining([shown, draft, scheduled]));
    expect((await t.as(t.admin).get(`/api/v1/news/${draft}`)).statusCode).toBe(200);
  });

  it('answers the sidebar call of SPEC §7: filters as a JSON string holding page and count', async () => {
    const res = await t.anon.post('/api/v1/news/filter', { filters: JSON.stringify({ page: 1, count: 10 }) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.currentPage).toBe(1);
    expect(data.list.length).toBeLessThanOrEqual(10);
    expect(data.list[0]).not.toHaveProperty('body');
    expect(await listedIds(t.anon, { filters: { page: 1, count: 10 } })).toContain(shown);
  });

  it('searches titles with Arabic ي and ك typed for Persian ی and ک', async () => {
    const id = (await t.news({ name: 'کارگاه یادگیری' })).id;
    const ids = await listedIds(t.anon, { filters: { name: { op: 'like', value: 'كارگاه يادگيري' } } });
    expect(ids).toEqual([id]);
  });

  // Issue #13: a title typed with Persian digits came back with Latin ones.
  it('keeps the digits of a title as typed, and finds it by either digit form', async () => {
    const persian = await createNews({ name: 'آغاز ثبت‌نام ترم ۱۴۰۵' });
    const latin = await createNews({ name: 'تقویم آموزشی 1406' });
    expect(persian.name).toBe('آغاز ثبت‌نام ترم ۱۴۰۵');
    expect((await t.anon.get(`/api/v1/news/${persian.id}`)).json().data.name).toBe('آغاز ثبت‌نام ترم ۱۴۰۵');
    expect(latin.name).toBe('تقویم آموزشی 1406');
    const search = (value: string) => listedIds(t.anon, { filters: { name: { op: 'like', value } } });
    expect(await search('ترم 1405')).toEqual([persian.id]);
    expect(await search('ترم ۱۴۰۵')).toEqual([persian.id]);
    expect(await search('آموزشی ۱۴۰۶')).toEqual([latin.id]);
  });

  it('lists the newest publish date first', async () => {
    const older = (await t.news({ publishDate: new Date(Date.now() - 10 * DAY).toISOString() })).id;
    const ids = await listedIds(t.anon, { count: 100 });
    expect(ids.indexOf(shown)).toBeLessThan(ids.indexOf(older));
  });
});

describe('writing news', () => {
  it('refuses visitors with 401 and non-Admins with 403', async () => {
    const body = { name: 'خبر', publishDate: past() };
    expect((await t.anon.post('/api/v1/news', body)).statusCode).toBe(401);
    expect((await t.as(applicant).post('/api/v1/news', body)).statusCode).toBe(403);
    expect((await t.as(applicant).put('/api/v1/news/1', body)).statusCode).toBe(403);
    expect((await t.as(applicant).delete('/api/v1/news/1')).statusCode).toBe(403);
  });

  it.each([
    [{ publishDate: past() }, 'عنوان خبر را وارد کنید.'],
    [{ name: '  ', publishDate: past() }, 'عنوان خبر را وارد کنید.'],
    [{ name: 'خبر', publishDate: '1405/01/01' }, 'تاریخ انتشار معتبر نیست.'],
    [{ name: 'خبر', publishDate: past(), imageFileId: '../etc/passwd' }, 'شناسه فایل معتبر نیست.'],
  ])('answers 400 with a Persian message for %j', async (body, message) => {
    const before = await t.database.db.$count(news);
    const res = await t.as(t.admin).post('/api/v1/news', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.database.db.$count(news)).toBe(before);
  });

  it('answers 404 for an item that does not exist', async () => {
    const res = await t.as(t.admin).put('/api/v1/news/999999', { name: 'خبر', publishDate: past() });
    expect(res.statusCode).toBe(404);
    expect((await t.as(t.admin).delete('/api/v1/news/999999')).statusCode).toBe(404);
  });

  it('stores the body sanitised: no script, no handler, no javascript: link', async () => {
    const item = await createNews({
      body: '<p onclick="alert(1)">سلام</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">',
    });
    const [row] = await t.database.db.select().from(news).where(eq(news.id, item.id));
    expect(row?.body).toContain('سلام');
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:']) expect(row?.body).not.toContain(bad);
  });

  it('deletes softly, saying so: the item leaves every list', async () => {
    const { id } = await t.news({ name: 'خبر حذفی' });
    const removed = await t.as(t.admin).delete(`/api/v1/news/${id}`);
    // The toast the Admin reads says it was deleted, not that changes were saved.
    expect([removed.statusCode, removed.json().message]).toEqual([200, commonMessages.deleted]);
    expect((await t.anon.get(`/api/v1/news/${id}`)).statusCode).toBe(404);
    expect(await listedIds(t.as(t.admin), { count: 100 })).not.toContain(id);
  });
});

describe('the news image', () => {
  it('attaches the image on save and serves it to whoever may read the item', async () => {
    const image = await t.uploadFile(t.admin);
    const item = await createNews({ imageFileId: image, published: false });
    expect((await t.anon.get(`/api/v1/download/${image}`)).statusCode).toBe(404);
    expect((await t.as(t.admin).get(`/api/v1/download/${image}`)).statusCode).toBe(200);
    const res = await t.as(t.admin).put(`/api/v1/news/${item.id}`, { ...item, published: true });
    expect(res.statusCode, res.body).toBe(200);
    const download = await t.anon.get(`/api/v1/download/${image}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('releases a replaced image in the same save', async () => {
    const first = await t.uploadFile(t.admin);
    const item = await t.news({ imageFileId: first });
    const second = await t.uploadFile(t.admin);
    const res = await t.as(t.admin).put(`/api/v1/news/${item.id}`, { ...item, imageFileId: second });
    expect(res.json().data.imageFileId).toBe(second);
    expect((await t.anon.get(`/api/v1/download/${second}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).get(`/api/v1/download/${first}`)).statusCode).toBe(404);
  });

  it('refuses a file uploaded as a document, saving nothing', async () => {
    const pdf = await t.uploadFile(t.admin, { use: 'document', name: 'خبر.pdf' });
    const before = await t.database.db.$count(news);
    const res = await t
      .as(t.admin)
      .post('/api/v1/news', { name: 'خبر', publishDate: past(), imageFileId: pdf });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fileMessages.wrongUse);
    expect(await t.database.db.$count(news)).toBe(before);
  });
});
