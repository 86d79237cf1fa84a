import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectFitsPhone, WIDTH } from '../fixtures/phone-width.js';
import { journey } from '../fixtures/journey.js';
import { turnIntoWebService } from '../fixtures/processes.js';
import { apiPost, button, readToast } from '../fixtures/sign-in.js';

// Issue 26.4, help for integrators: an Admin turns a published service into a web service in the designer
// and publishes it; the panel's /panel/web-services-help and the server's /ws/help/{id} describe it at
// 360 px with no serious axe violation, the Postman collection downloads with its token request set as
// the collection's auth; a visitor reads /eservice/help, also without script.
const SERVICE = 'استعلام وضعیت تحصیلی';
const ENAME = 'studyStatus';

const j = journey({ CAPTCHA: 'off' });
let serviceId = 0;
let phone: Page;

beforeAll(async () => {
  const api = await j.adminApi();
  const category = await apiPost<{ id: number }>(api, 'servicecategory', {
    name: 'امور آموزشی',
    icon: 'school',
  });
  const service = await apiPost<{ id: number }>(api, 'service', {
    serviceFname: SERVICE,
    serviceEname: ENAME,
    categories: [category.id],
    elements: [
      {
        id: 'f1',
        fname: 'کد ملی دانشجو',
        ename: 'nationalCode',
        type: 'text',
        required: true,
        format: 'nationalId',
      },
      {
        id: 'f2',
        fname: 'نیم‌سال',
        ename: 'term',
        type: 'select',
        options: [
          { id: 1, fname: 'اول' },
          { id: 2, fname: 'دوم' },
        ],
      },
    ],
  });
  serviceId = service.id;
});

describe('help for integrators', () => {
  it('an Admin turns the service into a web service in the designer and publishes it', async () => {
    const admin = await j.adminPage({ viewport: { width: 1280, height: 900 } });
    await admin.goto(`${j.server.url}/process/detail/${serviceId}`);
    await turnIntoWebService(admin);
    await button(admin.getByRole('region', { name: 'نسخه‌های منتشرشده', exact: true }), 'انتشار').click();
    const dialog = admin.getByRole('dialog', { name: 'انتشار نسخه جدید' });
    await button(dialog, 'انتشار').click();
    await readToast(admin, 'انجام شد');
    await admin.context().close();
  });

  it('shows the web service in the panel help on a phone', async () => {
    phone = await j.adminPage({ viewport: { width: WIDTH, height: 780 } });
    await phone.goto(`${j.server.url}/panel/web-services-help`);
    const card = phone.getByRole('article', { name: SERVICE });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain(`/ws/call/${serviceId}`);
    expect(text).toContain('nationalCode');
    expect(text).toContain('0010350829');
    await expectFitsPhone(phone, 'ws-help-panel');
  });

  it('opens /ws/help/{id} from it, readable on the phone with a curl example of the real address', async () => {
    await phone.getByRole('link', { name: `صفحه راهنمای ${SERVICE}` }).click();
    await phone.waitForURL(new RegExp(`/ws/help/${serviceId}$`));
    await phone.getByRole('heading', { name: SERVICE, level: 1 }).waitFor();
    const call = await phone.getByRole('region', { name: `نمونه فراخوانی با curl: ${SERVICE}` }).innerText();
    expect(call).toContain(`${j.server.url}/ws/call/${serviceId}`);
    expect(call).toContain('"nationalCode":"0010350829"');
    // The copy buttons are revealed by the page's own script.
    await phone.getByRole('button', { name: 'کپی' }).first().waitFor();
    await expectFitsPhone(phone, 'ws-help-service');
  });

  it('downloads the Postman collection with the client-credentials token request as its auth', async () => {
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      phone.getByRole('link', { name: 'مجموعه Postman این وب‌سرویس' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`darvazeh-ws-${serviceId}.postman_collection.json`);
    const file = path.join(await j.tempDir(), download.suggestedFilename());
    await download.saveAs(file);
    const collection = JSON.parse(await readFile(file, 'utf8'));
    expect(collection.info.schema).toBe(
      'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    );
    expect(collection.auth.type).toBe('oauth2');
    expect(collection.variable).toContainEqual(
      expect.objectContaining({ key: 'baseUrl', value: j.server.url }),
    );
    expect(collection.item.map((item: { name: string }) => item.name)).toEqual([SERVICE]);
  });
});

describe('the public services help', () => {
  it('reads /eservice/help on a phone, and without script', async () => {
    const visitor = await j.newPage({ viewport: { width: WIDTH, height: 780 } });
    await visitor.goto(`${j.server.url}/eservice/help`);
    await visitor.getByRole('heading', { name: SERVICE, level: 2 }).waitFor();
    await expectFitsPhone(visitor, 'eservice-help');
    const noScript = await j.newPage({ viewport: { width: WIDTH, height: 780 }, javaScriptEnabled: false });
    await noScript.goto(`${j.server.url}/eservice/help`);
    expect(await noScript.getByRole('link', { name: `ثبت درخواست: ${SERVICE}` }).getAttribute('href')).toBe(
      `/panel/new/${serviceId}`,
    );
  });
});
