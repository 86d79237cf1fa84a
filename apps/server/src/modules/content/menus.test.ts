import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';

const t = testApp({ admin: true });
let applicant: TestUser;
let pageId: number;

beforeAll(async () => {
  applicant = await t.user();
  const page = await t.as(t.admin).post('/api/v1/contentpage', { title: 'درباره ما', html: '<p>متن</p>' });
  pageId = page.json().data.id;
});

async function createMenu(body: Record<string, unknown>) {
  const res = await t.as(t.admin).post('/api/v1/menu', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; parentId: number | null; name: string; link: string | null };
}
const menues = async () => (await t.anon.get('/api/v1/menu/get-menues')).json().data as { id: number }[];

describe('menu: who may do what', () => {
  it('lets only Admins write and list, and anyone read get-menues', async () => {
    const body = { fname: 'دانشگاه', justLink: true, link: 'https://ut.ac.ir' };
    expect((await t.anon.post('/api/v1/menu', body)).statusCode).toBe(401);
    expect((await t.as(applicant).post('/api/v1/menu', body)).statusCode).toBe(403);
    expect((await t.as(applicant).post('/api/v1/menu/filter', {})).statusCode).toBe(403);
    const item = await createMenu(body);
    expect((await t.as(applicant).put(`/api/v1/menu/${item.id}`, body)).statusCode).toBe(403);
    expect((await t.as(applicant).delete(`/api/v1/menu/${item.id}`)).statusCode).toBe(403);

    const res = await t.anon.get('/api/v1/menu/get-menues');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({
      id: item.id,
      parentId: null,
      fname: 'دانشگاه',
      name: 'دانشگاه',
      justLink: true,
      link: 'https://ut.ac.ir',
      contentPageId: null,
      sortOrder: 0,
    });
    expect((await t.as(applicant).get('/api/v1/menu/get-menues')).statusCode).toBe(200);
  });
});

describe('menu: validation', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['no title', { fname: ' ', contentPageId: 1 }, 'عنوان منو را وارد کنید.'],
    [
      'a link item with a javascript: link',
      { fname: 'الف', justLink: true, link: 'javascript:alert(1)' },
      'پیوند باید نشانی کامل با http:// یا https:// باشد.',
    ],
    [
      'a link item with a relative link',
      { fname: 'الف', justLink: true, link: '/content-page/1' },
      'پیوند باید نشانی کامل با http:// یا https:// باشد.',
    ],
    [
      'a link item without a link',
      { fname: 'الف', justLink: true },
      'پیوند باید نشانی کامل با http:// یا https:// باشد.',
    ],
    ['a page item without a page', { fname: 'الف', justLink: false }, 'صفحه محتوای منو را انتخاب کنید.'],
    [
      'a page item with a missing page',
      { fname: 'الف', contentPageId: 999999 },
      'صفحه محتوای انتخاب‌شده یافت نشد.',
    ],
    [
      'a negative order',
      { fname: 'الف', sortOrder: -1, justLink: true, link: 'https://a.ir' },
      'ترتیب نمی‌تواند منفی باشد.',
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, body, message) => {
    const before = (await menues()).length;
    const res = await t.as(t.admin).post('/api/v1/menu', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await menues()).length).toBe(before);
  });

  it('keeps only the link of a link item and only the page of a page item', async () => {
    const link = await createMenu({
      fname: 'پیوند',
      justLink: true,
      link: 'https://a.ir',
      contentPageId: pageId,
    });
    expect(link).toMatchObject({ link: 'https://a.ir', contentPageId: null });
    const page = await createMenu({
      fname: 'صفحه',
      justLink: false,
      link: 'https://a.ir',
      contentPageId: pageId,
    });
    expect(page).toMatchObject({ link: null, contentPageId: pageId });
  });
});

describe('menu: the tree', () => {
  it('refuses a missing parent and cycles, and answers children after their parents by order', async () => {
    const orphan = await t
      .as(t.admin)
      .post('/api/v1/menu', { fname: 'یتیم', contentPageId: pageId, parentId: 999999 });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe('منوی بالادستی یافت نشد.');

    const root = await createMenu({ fname: 'خدمات', contentPageId: pageId, sortOrder: 5 });
    const second = await createMenu({ fname: 'دوم', contentPageId: pageId, parentId: root.id, sortOrder: 2 });
    const first = await createMenu({ fname: 'اول', contentPageId: pageId, parentId: root.id, sortOrder: 1 });
    const grandchild = await createMenu({ fname: 'نوه', contentPageId: pageId, parentId: first.id });

    for (const parentId of [root.id, grandchild.id]) {
      const cycle = await t
        .as(t.admin)
        .put(`/api/v1/menu/${root.id}`, { fname: 'خدمات', contentPageId: pageId, parentId });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().message).toBe('یک منو نمی‌تواند زیرمجموعه خودش یا زیرمنوهای خودش باشد.');
    }
    const children = (await menues()).filter((m) => [first.id, second.id].includes(m.id));
    expect(children.map((m) => m.id)).toEqual([first.id, second.id]);

    const moved = await t.as(t.admin).put(`/api/v1/menu/${grandchild.id}`, {
      fname: 'نوه',
      contentPageId: pageId,
      parentId: second.id,
    });
    expect(moved.json().data.parentId).toBe(second.id);
  });

  it('refuses deleting an item with children, and a content page a menu opens', async () => {
    const parent = await createMenu({ fname: 'والد', contentPageId: pageId });
    const child = await createMenu({ fname: 'فرزند', contentPageId: pageId, parentId: parent.id });
    const refused = await t.as(t.admin).delete(`/api/v1/menu/${parent.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('این منو زیرمنو دارد؛ ابتدا زیرمنوها را حذف یا جابه‌جا کنید.');
    const pageRefused = await t.as(t.admin).delete(`/api/v1/contentpage/${pageId}`);
    expect(pageRefused.statusCode).toBe(400);
    expect(pageRefused.json().message).toBe(
      'این صفحه در منوی سایت استفاده شده است؛ ابتدا منو را ویرایش یا حذف کنید.',
    );

    expect((await t.as(t.admin).delete(`/api/v1/menu/${child.id}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).delete(`/api/v1/menu/${parent.id}`)).statusCode).toBe(200);
    const ids = (await menues()).map((m) => m.id);
    expect(ids).not.toContain(parent.id);
    expect(ids).not.toContain(child.id);
  });
});
