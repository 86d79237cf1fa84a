import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as oidc from 'openid-client';
import { freePort } from '../../apps/server/src/test/free-port.js';
import { seriousViolations } from '../fixtures/axe.js';
import { journey } from '../fixtures/journey.js';
import { turnIntoWebService } from '../fixtures/processes.js';
import { pickOption } from '../fixtures/mui.js';
import { expectFitsPhone, WIDTH } from '../fixtures/phone-width.js';
import { apiPost, apiPut, button, readToast, textbox } from '../fixtures/sign-in.js';

// Issue 26, the whole web service journey: an Admin turns a service into a web service in the designer,
// allows a connected system to call it (by the system's unit) and publishes it; reads /ws/help/{id} and
// the panel's help on a phone with no serious axe violation and downloads the Postman collection; the
// system gets a token by client credentials (openid-client, as its own server would) and calls the
// service; the call is in the API log list, and the designer's figures count it.
const SERVICE = 'استعلام وضعیت تحصیلی';
const SYSTEM = 'سامانه آموزش';
const UNIT = 'دانشکده فنی';

// The portal's address is fixed before it starts: the token's issuer and audience are made of it.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const j = journey({ CAPTCHA: 'off', PORT: String(port), PUBLIC_ORIGIN: origin });

let serviceId = 0;
let client = { clientId: '', secret: '' };
let admin: Page;
let phone: Page;

beforeAll(async () => {
  const api = await j.adminApi();
  const category = await apiPost<{ id: number }>(api, 'servicecategory', {
    name: 'امور آموزشی',
    icon: 'school',
  });
  serviceId = (
    await apiPost<{ id: number }>(api, 'service', {
      serviceFname: SERVICE,
      serviceEname: 'studyStatus',
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
      ],
    })
  ).id;
  const role = await apiPost<{ id: number }>(api, 'unitrole', { name: 'کارشناس آموزش' });
  const unit = await apiPost<{ id: number }>(api, 'unit', { name: UNIT, unitRoleIds: [role.id] });
  const system = await apiPost<{ id: number }>(api, 'ssomanagement', {
    name: SYSTEM,
    homeUrl: 'https://edu.example.ac.ir/',
    categoryId: 1,
    unitId: unit.id,
  });
  client = await apiPut<{ clientId: string; secret: string }>(api, `ssomanagement/${system.id}/oidc`, {
    grantTypes: ['client_credentials'],
    scopes: ['openid'],
  });
  admin = await j.adminPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await admin?.context().close();
});

describe('a web service from the designer to the API log', () => {
  it('an Admin turns the service into a web service, allows the system and publishes', async () => {
    await admin.goto(`${j.server.url}/process/detail/${serviceId}`);
    await turnIntoWebService(admin);

    const callers = admin.getByRole('region', { name: 'سامانه‌های مجاز به فراخوانی' });
    await callers.getByText('هنوز هیچ سامانه‌ای اجازه فراخوانی این وب‌سرویس را ندارد.').waitFor();
    await pickOption(callers, 'سامانه متصل', `${SYSTEM} (${UNIT})`);
    await button(callers, 'اجازه فراخوانی').click();
    const allowed = callers.getByRole('list', { name: 'واحدهای مجاز' });
    await allowed.getByText(UNIT, { exact: true }).waitFor();
    expect(await allowed.innerText()).toContain(`سامانه‌ها: ${SYSTEM}`);
    expect(await seriousViolations(admin)).toEqual([]);

    await button(admin.getByRole('region', { name: 'نسخه‌های منتشرشده', exact: true }), 'انتشار').click();
    const dialog = admin.getByRole('dialog', { name: 'انتشار نسخه جدید' });
    await button(dialog, 'انتشار').click();
    await readToast(admin, 'انجام شد');
  });

  it('shows the panel help and /ws/help/{id} on a phone, and downloads the Postman collection', async () => {
    phone = await j.adminPage({ viewport: { width: WIDTH, height: 780 } });
    await phone.goto(`${j.server.url}/panel/web-services-help`);
    const card = phone.getByRole('article', { name: SERVICE });
    await card.waitFor();
    expect(await card.innerText()).toContain(`/ws/call/${serviceId}`);
    await expectFitsPhone(phone, 'web-services-panel-help');

    await phone.goto(`${j.server.url}/ws/help/${serviceId}`);
    await phone.getByRole('heading', { name: SERVICE, level: 1 }).waitFor();
    await phone.getByRole('button', { name: 'کپی' }).first().waitFor();
    await expectFitsPhone(phone, 'web-services-ws-help');

    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      phone.getByRole('link', { name: 'مجموعه Postman این وب‌سرویس' }).click(),
    ]);
    const file = path.join(await j.tempDir(), download.suggestedFilename());
    await download.saveAs(file);
    const collection = JSON.parse(await readFile(file, 'utf8'));
    expect(collection.auth.type).toBe('oauth2');
    expect(collection.item.map((item: { name: string }) => item.name)).toEqual([SERVICE]);
    await phone.context().close();
  });

  it('the system calls the service with its client-credentials token, and the call is in the API log', async () => {
    const config = await oidc.discovery(
      new URL(`${origin}/oidc`),
      client.clientId,
      undefined,
      oidc.ClientSecretBasic(client.secret),
      { execute: [oidc.allowInsecureRequests] },
    );
    const { access_token: token } = await oidc.clientCredentialsGrant(config, { resource: `${origin}/ws` });
    const answer = await fetch(`${origin}/ws/call/${serviceId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ nationalCode: '0010350829' }),
    });
    expect([200, 202], await answer.clone().text()).toContain(answer.status);
    const { trackingCode } = (await answer.json()) as { trackingCode: string };

    await admin.goto(`${j.server.url}/panel/system-setting/logs-list`);
    await admin.getByRole('heading', { level: 1, name: 'گزارش‌های سیستمی' }).waitFor();
    await admin.getByLabel('نوع گزارش').selectOption({ label: 'فراخوانی وب‌سرویس' });
    await textbox(admin, 'جستجو در متن').fill(trackingCode);
    await button(admin, 'نمایش').click();
    const row = admin.getByRole('row').filter({ hasText: SERVICE });
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    // The call is the system's own applicant account's, named after the system.
    expect(await row.innerText()).toContain(SYSTEM);
  });

  it('counts the call in the designer’s figures', async () => {
    await admin.goto(`${j.server.url}/process/detail/${serviceId}`);
    const figures = admin.getByRole('region', { name: 'کارکرد وب‌سرویس' });
    await figures.getByTestId('ws-calls').filter({ hasText: '۱' }).waitFor();
    expect(await figures.getByTestId('ws-errors').innerText()).toBe('۰');
  });
});
