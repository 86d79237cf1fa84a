import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';
import { DEFAULT_SITE_SETTINGS } from '@darvazeh/shared';
import { and, eq } from 'drizzle-orm';
import { changeLogs } from '../../db/schema/index.js';

const t = testApp({ admin: true });
let employee: TestUser;

beforeAll(async () => {
  employee = await t.user({ roles: ['Employee'] });
});

describe('site settings', () => {
  it('answers the defaults to anonymous visitors before any edit', async () => {
    const res = await t.anon.get('/api/v1/setting');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...DEFAULT_SITE_SETTINGS, loginVector: null, sso: false });
    expect(res.json().data.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('lets only Admins change them', async () => {
    expect((await t.anon.put('/api/v1/setting', DEFAULT_SITE_SETTINGS)).statusCode).toBe(401);
    expect((await t.as(employee).put('/api/v1/setting', DEFAULT_SITE_SETTINGS)).statusCode).toBe(403);
  });

  it('refuses an empty title with a Persian message and changes nothing', async () => {
    const res = await t.as(t.admin).put('/api/v1/setting', { ...DEFAULT_SITE_SETTINGS, title: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('عنوان سامانه را وارد کنید.');
    expect((await t.anon.get('/api/v1/setting')).json().data.title).toBe('دروازه');
  });

  it('stores a new title and logo; the logo is public to visitors', async () => {
    const logo = await t.uploadFile(t.admin, { name: 'logo.png' });
    const body = { ...DEFAULT_SITE_SETTINGS, title: 'پرتال دانشگاه', mainLogo: logo, esFeat: true };
    const res = await t.as(t.admin).put('/api/v1/setting', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('تغییرات ذخیره شد.');
    const read = (await t.anon.get('/api/v1/setting')).json().data;
    expect((await t.anon.get('/conf.json')).json().title).toBe('پرتال دانشگاه');
    expect(read).toMatchObject({ title: 'پرتال دانشگاه', mainLogo: logo, esFeat: true });
    const [log] = await t.database.db
      .select()
      .from(changeLogs)
      .where(and(eq(changeLogs.resource, 'setting'), eq(changeLogs.actorId, t.admin.id)));
    expect(log).toMatchObject({
      action: 'update',
      before: { title: 'دروازه' },
      after: { title: 'پرتال دانشگاه' },
    });
    const image = await t.anon.get(`/api/v1/download/${logo}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
  });

  it("refuses a logo that is not the Admin's upload and keeps the settings", async () => {
    const before = (await t.anon.get('/api/v1/setting')).json().data;
    const res = await t.as(t.admin).put('/api/v1/setting', { ...before, mainLogo: 'NoSuchFile12345678' });
    expect(res.statusCode).toBe(400);
    expect((await t.anon.get('/api/v1/setting')).json().data.mainLogo).toBe(before.mainLogo);
  });

  it('refuses fields the server owns or does not know', async () => {
    const res = await t.as(t.admin).put('/api/v1/setting', { ...DEFAULT_SITE_SETTINGS, version: '9.9.9' });
    expect(res.statusCode).toBe(400);
  });
});

describe('general settings', () => {
  it('names what is wrong in a JSON setting and stores nothing', async () => {
    const data = JSON.stringify([{ Name: 'سامانه سجاد', Provider: 'Sajad Login', enable: true }]);
    const res = await t.as(t.admin).post('/api/v1/generalsetting', { name: 'ssoProviders', data });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^مقدار ssoProviders\[0\]\.Provider معتبر نیست: /);
    expect((await t.anon.get('/api/v1/generalsetting/all')).json().data.list).toEqual([]);
  });

  it('refuses names outside SPEC §3 and malformed JSON', async () => {
    const unknown = await t.as(t.admin).post('/api/v1/generalsetting', { name: 'theme', data: '{}' });
    expect(unknown.statusCode).toBe(400);
    const broken = await t
      .as(t.admin)
      .post('/api/v1/generalsetting', { name: 'displaySystemsBaseOn', data: '{' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('مقدار displaySystemsBaseOn یک JSON معتبر نیست.');
  });

  it('serves valid settings to everyone and turns the sso flag on with an enabled provider', async () => {
    const data = JSON.stringify([{ Name: 'سامانه سجاد', Provider: 'sajad', enable: true }]);
    const created = await t.as(t.admin).post('/api/v1/generalsetting', { name: 'ssoProviders', data });
    expect(created.statusCode, created.body).toBe(200);
    const list = (await t.anon.get('/api/v1/generalsetting/all')).json().data.list;
    expect(list).toEqual([{ name: 'ssoProviders', data }]);
    expect((await t.anon.get('/api/v1/setting')).json().data.sso).toBe(true);
    const duplicate = await t.as(t.admin).post('/api/v1/generalsetting', { name: 'ssoProviders', data });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('این نام قبلاً ثبت شده است.');
  });

  it('keeps an image setting as an attached, public file and reports it as loginVector', async () => {
    const vector = await t.uploadFile(t.admin, { name: 'vector.png' });
    const res = await t.as(t.admin).post('/api/v1/generalsetting', { name: 'loginVector', data: vector });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.anon.get('/api/v1/setting')).json().data.loginVector).toBe(vector);
    expect((await t.anon.get(`/api/v1/download/${vector}`)).statusCode).toBe(200);
  });

  it('lets only Admins write general settings', async () => {
    const res = await t
      .as(employee)
      .post('/api/v1/generalsetting', { name: 'firstHero', data: 'abcdefgh1234' });
    expect(res.statusCode).toBe(403);
  });
});
