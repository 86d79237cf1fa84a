import { beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { expectFitsPhone, WIDTH } from '../fixtures/phone-width.js';
import { pickOption } from '../fixtures/mui.js';
import { apiPost, button, readToast } from '../fixtures/sign-in.js';

// Issue 25.3, the global recycle bin (موارد حذف‌شده, /panel/system-setting/deleted-list): an Admin deletes
// a news item in the news list and a unit holding a responsibility; both wait in the bin under their
// Persian kind names with who deleted them and when; the kind and Jalali day filters narrow the list;
// restoring brings the news item back to its list and the unit back with its responsibility, while a
// unit under it is refused, with the reason, until its parent is back. On a phone, a third item is purged
// for good after the confirmation dialog.
const NEWS = 'آغاز ثبت‌نام دوره تابستانی';
const UNIT = 'گروه مهندسی مواد';
const LAB = 'آزمایشگاه متالورژی';
const PURGED = 'خبر کهنه برای پاک کردن';
const BIN = '/panel/system-setting/deleted-list';

let api: APIRequestContext;
let admin: Page;
let phone: Page;
let responsibilityId: number;

const j = journey({ CAPTCHA: 'off' });

async function remove(path: string): Promise<void> {
  const { cookies } = await api.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await api.delete(`/api/v1/${path}`, { headers: { 'x-xsrf-token': xsrf } });
  if (!res.ok()) throw new Error(`DELETE ${path} answered ${res.status()}`);
}

const newsItem = (name: string) =>
  apiPost<{ id: number }>(api, 'news', {
    name,
    summary: 'خلاصه خبر',
    publishDate: new Date(Date.now() - 86_400_000).toISOString(),
    published: true,
  });

beforeAll(async () => {
  api = await j.adminApi();
  await newsItem(NEWS);
  const role = await apiPost<{ id: number }>(api, 'unitrole', { name: 'کارشناس آزمایشگاه' });
  const unit = await apiPost<{ id: number }>(api, 'unit', { name: UNIT, unitRoleIds: [role.id] });
  const person = await apiPost<{ user: { id: number } }>(api, 'user', {
    username: 'maryam.karimi',
    firstName: 'مریم',
    lastName: 'کریمی',
  });
  const held = await apiPost<{ id: number }>(api, 'unitresponsibility', {
    userId: person.user.id,
    unitId: unit.id,
    unitRoleId: role.id,
  });
  responsibilityId = held.id;
  const lab = await apiPost<{ id: number }>(api, 'unit', { name: LAB, parentId: unit.id });
  await remove(`unit/${lab.id}`);
  await remove(`unit/${unit.id}`);
  await remove(`news/${(await newsItem(PURGED)).id}`);
  // Tehran's calendar, as the server counts deletion days.
  admin = await j.adminPage({ timezoneId: 'Asia/Tehran' });
  phone = await j.adminPage({ timezoneId: 'Asia/Tehran', viewport: { width: WIDTH, height: 740 } });
});

const table = (page: Page): Locator => page.getByRole('table', { name: 'موارد حذف‌شده' });
const row = (page: Page, name: string): Locator => table(page).getByRole('row').filter({ hasText: name });

describe('an Admin bringing deleted things back from the bin (1280 px)', () => {
  it('deletes the news item in the news list, told it was deleted', async () => {
    await admin.getByRole('link', { name: 'اخبار', exact: true }).click();
    await admin.waitForURL(/\/panel\/content\/news-list$/);
    await button(admin.getByRole('row').filter({ hasText: NEWS }), `حذف ${NEWS}`).click();
    const dialog = admin.getByRole('dialog', { name: 'حذف خبر' });
    await button(dialog, 'تأیید').click();
    await readToast(admin, 'حذف شد.');
    await dialog.waitFor({ state: 'detached' });
    await admin.getByRole('row').filter({ hasText: NEWS }).waitFor({ state: 'detached' });
  });

  it('finds both in the bin under their Persian kinds, with who deleted them and what went with the unit', async () => {
    await admin.getByRole('link', { name: 'موارد حذف‌شده' }).click();
    await admin.waitForURL(new RegExp(`${BIN}$`));
    const news = row(admin, NEWS);
    await news.waitFor();
    expect(await news.innerText()).toMatch(/خبر[\s\S]*مدیر سامانه[\s\S]*[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
    const unit = row(admin, UNIT);
    expect(await unit.innerText()).toContain('واحد سازمانی');
    expect(await unit.innerText()).toContain('همراه با ۱ مسئولیت');
    // Kinds are named in Persian, never by their wire names.
    expect(await table(admin).innerText()).not.toMatch(/\b(news|unit|unitresponsibility)\b/);
    await screenshot(admin, 'recycle-bin');
    expect(await seriousViolations(admin)).toEqual([]);
  });

  it('narrows the list to news deleted today (Jalali picker)', async () => {
    const filters = admin.getByRole('search', { name: 'صافی موارد حذف‌شده' });
    await pickOption(filters, 'نوع مورد', 'خبر');
    // The first day is «from», the second «to»: today for both.
    for (const field of [0, 1]) {
      await filters.getByRole('button', { name: 'تاریخ را انتخاب کنید' }).nth(field).click();
      const calendar = admin.getByRole('dialog');
      await calendar.locator('[aria-current="date"]').click();
      await calendar.waitFor({ state: 'detached' });
    }
    await button(filters, 'جستجو').click();
    await row(admin, UNIT).waitFor({ state: 'detached' });
    await row(admin, NEWS).waitFor();
    await row(admin, PURGED).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await button(filters, 'پاک کردن').click();
    await row(admin, UNIT).waitFor();
  });

  it('restores the news item: it leaves the bin and is back in the news list', async () => {
    await button(row(admin, NEWS), `بازیابی ${NEWS}`).click();
    await readToast(admin, 'بازیابی شد.');
    await row(admin, NEWS).waitFor({ state: 'detached' });
    await admin.goto(`${j.server.url}/panel/content/news-list`);
    await admin.getByRole('row').filter({ hasText: NEWS }).waitFor();
  });

  it('refuses the unit under it while its parent is deleted, saying why', async () => {
    await admin.goto(`${j.server.url}${BIN}`);
    await button(row(admin, LAB), `بازیابی ${LAB}`).click();
    await readToast(admin, `واحد سازمانی «${UNIT}» حذف شده است؛ ابتدا آن را از موارد حذف‌شده بازیابی کنید.`);
    await row(admin, LAB).waitFor();
  });

  it('restores the unit with its responsibility, and then the unit under it', async () => {
    await button(row(admin, UNIT), `بازیابی ${UNIT}`).click();
    await readToast(admin, 'بازیابی شد.');
    await row(admin, UNIT).waitFor({ state: 'detached' });
    await button(row(admin, LAB), `بازیابی ${LAB}`).click();
    await readToast(admin, 'بازیابی شد.');
    await row(admin, LAB).waitFor({ state: 'detached' });
    await admin.goto(`${j.server.url}/panel/system-setting/units`);
    const tree = admin.getByRole('list', { name: 'درخت واحدها' });
    await tree.getByText(UNIT, { exact: true }).waitFor();
    await tree.getByText(LAB, { exact: true }).waitFor();
    const held = await api.get(`/api/v1/unitresponsibility/${responsibilityId}`);
    expect(held.status()).toBe(200);
  });
});

describe('an Admin purging for good on a 360 px phone', () => {
  it('fits the phone and passes axe', async () => {
    await phone.goto(`${j.server.url}${BIN}`);
    await row(phone, PURGED).waitFor();
    await expectFitsPhone(phone, 'recycle-bin-phone');
  });

  it('asks before purging, then the item is gone from the bin', async () => {
    await button(row(phone, PURGED), `پاک کردن برای همیشه ${PURGED}`).click();
    const dialog = phone.getByRole('dialog', { name: 'پاک کردن برای همیشه' });
    expect(await dialog.innerText()).toContain(`خبر «${PURGED}»`);
    await expectFitsPhone(phone, 'recycle-bin-phone-purge');
    await button(dialog, 'پاک کردن برای همیشه').click();
    await readToast(phone, 'برای همیشه پاک شد.');
    await dialog.waitFor({ state: 'detached' });
    await table(phone).getByText('مورد حذف‌شده‌ای یافت نشد.').waitFor();
  });
});
