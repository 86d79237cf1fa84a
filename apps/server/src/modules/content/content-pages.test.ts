import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';
import { XSS_PAYLOADS } from './xss-corpus.fixture.js';

const t = testApp({ admin: true });
let applicant: TestUser;

beforeAll(async () => {
  applicant = await t.user();
});

async function createPage(body: Record<string, unknown>) {
  const res = await t.as(t.admin).post('/api/v1/contentpage', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; title: string; html: string };
}

describe('content pages: who may do what', () => {
  it('lets only Admins write and list, and anyone read a page publicly', async () => {
    const body = { title: 'درباره ما', html: '<p>دانشگاه</p>' };
    expect((await t.anon.post('/api/v1/contentpage', body)).statusCode).toBe(401);
    const refused = await t.as(applicant).post('/api/v1/contentpage', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('شما دسترسی کافی ندارید.');
    expect((await t.as(applicant).post('/api/v1/contentpage/filter', {})).statusCode).toBe(403);

    const page = await createPage(body);
    for (const client of [t.anon, t.as(applicant), t.as(t.admin)]) {
      const read = await client.get(`/api/v1/content-page/${page.id}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data).toEqual({ id: page.id, title: 'درباره ما', html: '<p>دانشگاه</p>' });
    }
    expect((await t.as(applicant).put(`/api/v1/contentpage/${page.id}`, body)).statusCode).toBe(403);
    expect((await t.as(applicant).delete(`/api/v1/contentpage/${page.id}`)).statusCode).toBe(403);
  });

  it('answers 404 with a Persian message for a missing or deleted page', async () => {
    const missing = await t.anon.get('/api/v1/content-page/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('صفحه مورد نظر یافت نشد.');
    const page = await createPage({ title: 'موقت', html: '' });
    expect((await t.as(t.admin).delete(`/api/v1/contentpage/${page.id}`)).statusCode).toBe(200);
    expect((await t.anon.get(`/api/v1/content-page/${page.id}`)).statusCode).toBe(404);
    expect((await t.anon.get('/api/v1/content-page/abc')).statusCode).toBe(400);
  });
});

describe('content pages: validation and sanitising', () => {
  it('refuses a page without a title, with the Persian message, and stores nothing', async () => {
    const before = (await t.as(t.admin).post('/api/v1/contentpage/filter', {})).json().data.list.length;
    const res = await t.as(t.admin).post('/api/v1/contentpage', { title: '  ', html: '<p>x</p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('عنوان صفحه را وارد کنید.');
    const tooLong = await t
      .as(t.admin)
      .post('/api/v1/contentpage', { title: 'ب', html: 'x'.repeat(200_001) });
    expect(tooLong.statusCode).toBe(400);
    const after = (await t.as(t.admin).post('/api/v1/contentpage/filter', {})).json().data.list.length;
    expect(after).toBe(before);
  });

  it('sanitises the HTML on create and on update, and stores only the sanitised form', async () => {
    const page = await createPage({
      title: 'صفحه',
      html: '<p onclick="alert(1)">سلام<script>alert(2)</script></p><a href="javascript:alert(3)">پیوند</a>',
    });
    expect(page.html).toBe('<p>سلام</p>پیوند');
    const updated = await t.as(t.admin).put(`/api/v1/contentpage/${page.id}`, {
      title: 'صفحه',
      html: '<img src=x onerror=alert(1)><p style="color:red">\u202Eمتن</p><a href="https://ut.ac.ir">دانشگاه</a>',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const stored = (await t.as(t.admin).get(`/api/v1/contentpage/${page.id}`)).json().data.html;
    expect(stored).toBe(
      '<p>متن</p><a href="https://ut.ac.ir/" rel="noopener noreferrer nofollow" target="_blank">دانشگاه</a>',
    );
    expect((await t.anon.get(`/api/v1/content-page/${page.id}`)).json().data.html).toBe(stored);
  });

  it('stores the whole XSS corpus with no handler, script, javascript: URL or bidi control left', async () => {
    const page = await createPage({
      title: 'XSS',
      html: XSS_PAYLOADS.filter((p) => !p.includes('\u0000')).join('\n'),
    });
    const tags = page.html.match(/<[^>]*>/g) ?? [];
    for (const tag of tags) expect(tag).not.toMatch(/\son[a-z]*=|javascript:|vbscript:|data:|style=/i);
    expect(page.html).not.toMatch(/<script|<svg|<iframe|<object|<embed|<style|<form|<meta|<base/i);
    expect(page.html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('refuses a NUL character at the boundary, before anything is stored', async () => {
    const res = await t.as(t.admin).post('/api/v1/contentpage', { title: 'x', html: '<p>\u0000</p>' });
    expect(res.statusCode).toBe(400);
  });
});
