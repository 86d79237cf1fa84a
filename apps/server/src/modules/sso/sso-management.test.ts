import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLogs, ssoClients } from '../../db/schema/index.js';
import { testApp, type Client } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';
import { PNG } from '../../test/upload-fixtures.js';
import { created, systemBody, systemUpdate, unitRoles } from './sso.fixture.js';
import { fileMessages, ssoMessages } from '../../messages/index.js';

const t = testApp();
let admin: Client;
let managerA: TestUser;
let plainEmployee: TestUser;
let applicant: TestUser;
let unitA: number;
let unitB: number;

const BASE = '/api/v1/ssomanagement';
const count = () => t.database.db.$count(ssoClients);
const stored = async (id: number) =>
  (await t.database.db.select().from(ssoClients).where(eq(ssoClients.id, id)))[0];
const listedIds = async (client: Client, filters: object = {}) => {
  const res = await client.post(`${BASE}/filter`, { filters, count: 100 });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { id: number }[]).map((row) => row.id);
};

beforeAll(async () => {
  admin = t.as(await t.user({ roles: ['Admin'] }));
  const [ordinary, sso] = await unitRoles(t);
  unitA = (await t.unit({ name: 'دانشکده فنی', unitRoleIds: [ordinary, sso] })).id;
  unitB = (await t.unit({ name: 'دانشکده علوم', unitRoleIds: [ordinary, sso] })).id;
  managerA = await t.employee({ unitId: unitA, unitRoleId: sso });
  plainEmployee = await t.employee({ unitId: unitA, unitRoleId: ordinary });
  applicant = await t.user();
});

describe('an Admin managing connected systems', () => {
  it('creates, reads, finds, updates and deletes a system, logging each change', async () => {
    const system = await created(admin, 'ssomanagement', systemBody({ unitId: unitA, priority: 5 }));
    expect(system).toMatchObject({
      name: 'سامانه آموزش',
      homeUrl: 'https://edu.example.ac.ir/',
      categoryId: 1,
      unitId: unitA,
      unit: { id: unitA, name: 'دانشکده فنی' },
      enabled: true,
      showOnMainPage: true,
      priority: 5,
    });
    expect((await admin.get(`${BASE}/${system.id}`)).json().data.name).toBe('سامانه آموزش');
    expect(await listedIds(admin, { name: { op: 'like', value: 'آموزش' } })).toContain(system.id);

    const res = await admin.put(`${BASE}/${system.id}`, {
      name: 'سامانه آموزش کل',
      homeUrl: 'http://edu.example.ac.ir/login',
      enabled: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'سامانه آموزش کل',
      enabled: false,
      unitId: null,
      categoryId: 1,
    });

    expect((await admin.delete(`${BASE}/${system.id}`)).statusCode).toBe(200);
    expect((await admin.get(`${BASE}/${system.id}`)).statusCode).toBe(404);
    expect(await listedIds(admin)).not.toContain(system.id);
    const logged = await t.database.db
      .select({ action: changeLogs.action })
      .from(changeLogs)
      .where(and(eq(changeLogs.resource, 'ssomanagement'), eq(changeLogs.recordId, system.id)));
    expect(logged.map((l) => l.action)).toEqual(['create', 'update', 'delete']);
  });

  it('fills the defaults: enabled, on the main page, priority 0, no description, no unit', async () => {
    const system = await created(admin, 'ssomanagement', {
      name: 'پست',
      homeUrl: 'https://mail.example.ac.ir',
      categoryId: 3,
    });
    expect(system).toMatchObject({
      description: '',
      enabled: true,
      showOnMainPage: true,
      priority: 0,
      unitId: null,
      unit: null,
      logoFileId: null,
    });
  });

  it('keeps the category chosen at creation: an update naming one is refused', async () => {
    const system = await created(admin, 'ssomanagement', systemBody({ categoryId: 2 }));
    const res = await admin.put(`${BASE}/${system.id}`, { ...systemUpdate(), categoryId: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('categoryId');
    expect((await stored(system.id))?.categoryId).toBe(2);
  });
});

describe('refusing bad input with a Persian message and writing nothing', () => {
  const long = (n: number) => 'ا'.repeat(n);
  it.each([
    ['no name', { name: undefined }, 'نام سامانه را وارد کنید.'],
    ['a blank name', { name: '   ' }, 'نام سامانه را وارد کنید.'],
    ['a name of 101 characters', { name: long(101) }, 'نام سامانه حداکثر 100 کاراکتر است.'],
    ['a description of 501 characters', { description: long(501) }, 'توضیحات حداکثر 500 کاراکتر است.'],
    ['no home URL', { homeUrl: '' }, 'نشانی سامانه را وارد کنید.'],
    [
      'a javascript: URL',
      { homeUrl: 'javascript:alert(1)' },
      'نشانی سامانه باید کامل باشد و با http:// یا https:// شروع شود.',
    ],
    [
      'a javascript: URL in capitals',
      { homeUrl: 'JavaScript://%0aalert(1)' },
      'نشانی سامانه باید کامل باشد و با http:// یا https:// شروع شود.',
    ],
    [
      'a data: URL',
      { homeUrl: 'data:text/html,<script>alert(1)</script>' },
      'نشانی سامانه باید کامل باشد و با http:// یا https:// شروع شود.',
    ],
    [
      'an ftp: URL',
      { homeUrl: 'ftp://files.example.ac.ir' },
      'نشانی سامانه باید کامل باشد و با http:// یا https:// شروع شود.',
    ],
    [
      'a relative URL',
      { homeUrl: '/panel' },
      'نشانی سامانه باید کامل باشد و با http:// یا https:// شروع شود.',
    ],
    [
      'a URL without a host',
      { homeUrl: 'https://' },
      'نشانی سامانه باید کامل باشد و با http:// یا https:// شروع شود.',
    ],
    [
      'a URL of 501 characters',
      { homeUrl: `https://example.ac.ir/${long(500)}` },
      'نشانی سامانه حداکثر 500 کاراکتر است.',
    ],
    ['a fractional priority', { priority: 1.5 }, 'اولویت باید عدد صحیح باشد.'],
    ['category 4', { categoryId: 4 }, 'نوع سامانه باید OpenID Connect، OAuth2 یا SAML2 باشد.'],
    ['a unit that does not exist', { unitId: 999_999 }, ssoMessages.unitMissing],
    ['a logo id that is a path', { logoFileId: '../etc/passwd' }, 'شناسه فایل معتبر نیست.'],
  ])('%s', async (_label, fields, message) => {
    const before = await count();
    const res = await admin.post(BASE, systemBody(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await count()).toBe(before);
  });
});

describe('an Employee holding unit role 3 in unit A', () => {
  let ofA: number;
  let ofB: number;
  let ofNone: number;
  let manager: Client;

  beforeAll(async () => {
    manager = t.as(managerA);
    ofA = (await t.system({ name: 'سامانه الف', unitId: unitA, by: managerA })).id;
    ofB = (await t.system({ name: 'سامانه ب', unitId: unitB })).id;
    ofNone = (await t.system({ name: 'سامانه بی‌واحد' })).id;
  });

  it('lists and reads only the systems of unit A', async () => {
    const ids = await listedIds(manager);
    expect(ids).toContain(ofA);
    expect(ids).not.toContain(ofB);
    expect(ids).not.toContain(ofNone);
    expect((await manager.post(`${BASE}/all`)).json().data.list.map((r: { id: number }) => r.id)).toEqual([
      ofA,
    ]);
    expect((await manager.get(`${BASE}/${ofA}`)).statusCode).toBe(200);
    expect((await manager.get(`${BASE}/${ofB}`)).statusCode).toBe(404);
    expect((await manager.get(`${BASE}/${ofNone}`)).statusCode).toBe(404);
  });

  it('cannot change or delete another unit’s system, which stays as it was', async () => {
    const before = await stored(ofB);
    const put = await manager.put(`${BASE}/${ofB}`, systemUpdate({ name: 'ربوده', unitId: unitA }));
    expect(put.statusCode).toBe(404);
    expect((await manager.delete(`${BASE}/${ofB}`)).statusCode).toBe(404);
    expect((await manager.delete(`${BASE}/${ofNone}`)).statusCode).toBe(404);
    expect(await stored(ofB)).toEqual(before);
    expect((await stored(ofNone))?.deletedAt).toBeNull();
  });

  it('is refused with 403 when writing a system of another unit, or of none', async () => {
    const before = await count();
    const other = await manager.post(BASE, systemBody({ unitId: unitB }));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(ssoMessages.unitNotYours);
    const none = await manager.post(BASE, systemBody());
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(ssoMessages.unitRequired);
    const move = await manager.put(`${BASE}/${ofA}`, systemUpdate({ unitId: unitB }));
    expect(move.statusCode).toBe(403);
    expect(await count()).toBe(before);
    expect((await stored(ofA))?.unitId).toBe(unitA);
  });

  it('updates and deletes the systems of unit A', async () => {
    const res = await manager.put(`${BASE}/${ofA}`, systemUpdate({ name: 'سامانه الف ۲', unitId: unitA }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(ofA))?.name).toBe('سامانه الف 2');
    expect((await manager.delete(`${BASE}/${ofA}`)).statusCode).toBe(200);
    expect((await stored(ofA))?.deletedAt).not.toBeNull();
  });
});

describe('everyone else', () => {
  it('refuses visitors with 401, and a plain Employee or an applicant with 403', async () => {
    const system = await t.system({ unitId: unitA });
    for (const [client, status] of [
      [t.anon, 401],
      [t.as(plainEmployee), 403],
      [t.as(applicant), 403],
    ] as const) {
      expect((await client.post(`${BASE}/filter`, {})).statusCode).toBe(status);
      expect((await client.get(`${BASE}/${system.id}`)).statusCode).toBe(status);
      expect((await client.post(BASE, systemBody({ unitId: unitA }))).statusCode).toBe(status);
      expect((await client.put(`${BASE}/${system.id}`, systemUpdate({ unitId: unitA }))).statusCode).toBe(
        status,
      );
      expect((await client.delete(`${BASE}/${system.id}`)).statusCode).toBe(status);
    }
    expect((await stored(system.id))?.deletedAt).toBeNull();
  });
});

describe('the logo', () => {
  it('is attached on save and downloadable by visitors while the system is enabled', async () => {
    const logo = await t.uploadFile(admin);
    const system = await created(
      admin,
      'ssomanagement',
      systemBody({ logoFileId: logo, enabled: false, unitId: unitA }),
    );
    expect((await t.anon.get(`/api/v1/download/${logo}`)).statusCode).toBe(404);
    expect((await t.as(managerA).get(`/api/v1/download/${logo}`)).statusCode).toBe(200);
    expect(
      (await admin.put(`${BASE}/${system.id}`, systemUpdate({ logoFileId: logo, unitId: unitA }))).statusCode,
    ).toBe(200);
    const download = await t.anon.get(`/api/v1/download/${logo}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('releases a replaced logo in the same save', async () => {
    const first = await t.uploadFile(admin);
    const system = await created(admin, 'ssomanagement', systemBody({ logoFileId: first }));
    const second = await t.uploadFile(admin);
    const res = await admin.put(`${BASE}/${system.id}`, systemUpdate({ logoFileId: second }));
    expect(res.json().data.logoFileId).toBe(second);
    expect((await t.anon.get(`/api/v1/download/${second}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/v1/download/${first}`)).statusCode).toBe(404);
  });

  it('refuses a file that is not an uploaded image, saving nothing', async () => {
    const pdf = await t.uploadFile(admin, { use: 'document', name: 'logo.pdf' });
    const before = await count();
    const res = await admin.post(BASE, systemBody({ logoFileId: pdf }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fileMessages.wrongUse);
    expect(await count()).toBe(before);
  });
});
