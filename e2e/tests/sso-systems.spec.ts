import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { apiPost, button, readToast, signInToPanel, textbox, activatedApi } from '../fixtures/sign-in.js';

// Connected systems (SPEC §2 /panel/sso/, issue #5's home page systems): an Admin adds a system with a
// logo through /panel/sso/list → new → form; the home page shows its card opening the system in a new
// tab; shaped by displaySystemsBaseOn to unit types, the card moves under its unit's title; and any
// signed-in user finds it among the connected systems of /panel/sso/clients.
const NAME = 'سامانه جامع آموزش گلستان';
const DESCRIPTION = 'ثبت‌نام، انتخاب واحد و کارنامه دانشجویان';
const HOME_URL = 'https://golestan.example.ac.ir/';
const UNIT = 'دانشکده فنی';
const USER = 'maryam.ahmadi';
const PASSWORD = 'Daneshjoo-Tazeh-1404!';
// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let admin: Page;
let visitor: Page;
let phone: Page;
let unitTypeId = 0;

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  const api = await j.adminApi();
  unitTypeId = (await apiPost<{ id: number }>(api, 'unittype', { name: 'دانشکده' })).id;
  await apiPost(api, 'unit', { name: UNIT, unitTypeId });
  const created = await apiPost<{ temporaryPassword: string }>(api, 'user', {
    username: USER,
    firstName: 'مریم',
    lastName: 'احمدی',
  });
  await api.dispose();
  const userApi = await activatedApi(j.server.url, USER, created.temporaryPassword, PASSWORD);
  await userApi.dispose();

  admin = await j.adminPage();
  visitor = await (
    await j.browser.newContext({ locale: 'fa-IR', viewport: { width: 1280, height: 900 } })
  ).newPage();
  phone = await (
    await j.browser.newContext({
      locale: 'fa-IR',
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    })
  ).newPage();
});

/** Waits until the image has loaded real pixels and returns its natural width. */
async function loadedWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  const handle = await image.elementHandle();
  await image.page().waitForFunction((img) => (img as HTMLImageElement).complete, handle);
  return image.evaluate((img) => (img as HTMLImageElement).naturalWidth);
}

/** The system's card link, checked to open HOME_URL in a new tab that cannot reach back to us. */
async function expectCardLink(card: Locator): Promise<void> {
  const link = card.getByRole('link');
  expect(await link.getAttribute('href')).toBe(HOME_URL);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
}

describe('an Admin adding a connected system', () => {
  it('opens the systems list from the side menu and starts an OpenID Connect system', async () => {
    await admin.getByRole('link', { name: 'ورود یکپارچه', exact: true }).click();
    await admin.waitForURL(/\/panel\/sso\/list$/);
    await button(admin, 'سامانه جدید').click();
    await admin.getByRole('menuitem', { name: 'OpenID Connect' }).click();
    await admin.waitForURL(/\/panel\/sso\/new\/1$/);
  });

  it('refuses a javascript: address with a Persian message, then saves the system with its logo and unit', async () => {
    await textbox(admin, 'نام سامانه').fill(NAME);
    await textbox(admin, 'توضیحات').fill(DESCRIPTION);
    await textbox(admin, 'نشانی سامانه').fill('javascript:alert(1)');
    await button(admin, 'ذخیره').click();
    await admin.getByText('نشانی سامانه باید کامل باشد و با http:// یا https:// شروع شود.').waitFor();
    await textbox(admin, 'نشانی سامانه').fill(HOME_URL);
    const logoField = admin.getByTestId('image-field-sso-logo');
    await logoField
      .locator('input[type="file"]')
      .setInputFiles({ name: 'گلستان.png', mimeType: 'image/png', buffer: PNG });
    expect(await loadedWidth(logoField.locator('img'))).toBeGreaterThan(0);
    const unit = admin.getByRole('combobox', { name: 'واحد سازمانی' });
    await unit.fill('فنی');
    await admin.getByRole('option', { name: UNIT }).click();
    await screenshot(admin, 'sso-detail');
    await button(admin, 'ذخیره').click();
    await readToast(admin, 'تغییرات ذخیره شد.');
    await admin.waitForURL(/\/panel\/sso\/list$/);
    const row = admin.getByRole('row').filter({ hasText: NAME });
    await row.waitFor();
    const cells = await row.innerText();
    for (const part of ['OpenID Connect', UNIT, 'فعال']) expect(cells).toContain(part);
    await screenshot(admin, 'sso-list');
  });
});

describe('the home page’s systems', () => {
  it('shows the card with its logo under «سامانه‌ها», opening the system in a new tab', async () => {
    await visitor.goto(`${j.server.url}/`);
    const section = visitor.getByRole('region', { name: 'سامانه‌ها' });
    const card = section.getByTestId('system-card').filter({ hasText: NAME });
    await card.waitFor();
    await expectCardLink(card);
    expect(await card.innerText()).toContain(DESCRIPTION);
    const logo = card.getByRole('img', { name: `نشان ${NAME}` });
    expect(await loadedWidth(logo)).toBeGreaterThan(0);
    expect([await logo.getAttribute('width'), await logo.getAttribute('loading')]).toEqual(['56', 'lazy']);
    await section.scrollIntoViewIfNeeded();
    await screenshot(visitor, 'sso-home-all');
  });

  it('groups the card under its unit once displaySystemsBaseOn names the unit’s type', async () => {
    await admin.goto(`${j.server.url}/panel/system-setting/ui`);
    // The displaySystemsBaseOn setting as its form: by unit, for units of the type «دانشکده».
    const section = admin
      .locator('section')
      .filter({ has: admin.getByRole('heading', { name: 'نحوه نمایش سامانه‌ها' }) });
    await section.getByRole('checkbox', { name: 'همه سامانه‌ها در یک فهرست' }).uncheck();
    await section.getByRole('checkbox', { name: 'سامانه‌ها به تفکیک واحدهای سازمانی' }).check();
    await section.getByRole('checkbox', { name: 'دانشکده' }).check();
    await section.getByRole('button', { name: 'ذخیره' }).click();
    await readToast(admin, 'تغییرات ذخیره شد.');

    for (const page of [visitor, phone]) {
      await page.goto(`${j.server.url}/`);
      const group = page.getByRole('region', { name: 'سامانه‌ها' }).getByRole('region', { name: UNIT });
      const card = group.getByTestId('system-card').filter({ hasText: NAME });
      await card.waitFor();
      await expectCardLink(card);
      expect(await group.getByRole('heading', { level: 3 }).innerText()).toBe(UNIT);
      expect(await loadedWidth(card.getByRole('img'))).toBeGreaterThan(0);
    }
    // On a phone nothing is wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(visitor, 'sso-home-by-unit');
    await screenshot(phone, 'sso-home-by-unit-phone');
  });
});

describe('a signed-in user’s connected systems', () => {
  it('lists the system on /panel/sso/clients as a card opening it in a new tab', async () => {
    const page = await j.newPage();
    await signInToPanel(page, j.server.url, PASSWORD, USER);
    await page.getByRole('link', { name: 'سامانه‌های متصل', exact: true }).click();
    await page.waitForURL(/\/panel\/sso\/clients$/);
    const card = page.getByTestId('system-card').filter({ hasText: NAME });
    await card.waitFor();
    await expectCardLink(card);
    expect(await loadedWidth(card.getByRole('img'))).toBeGreaterThan(0);
    await screenshot(page, 'sso-clients');
  });
});
