import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { pickOption } from '../fixtures/mui.js';
import { expectFitsPhone, WIDTH } from '../fixtures/phone-width.js';
import { apiPost, button, newUserWithApi, readToast, textbox } from '../fixtures/sign-in.js';

// Issue 25 item 1, first "Done when": an Admin defines the event «on a record created in collection X,
// run function F» on /panel/system-setting/events; when an Employee adds a record to X the event runs
// once, after the write, and F's write (a copy of the record's title in another collection) appears; the
// Admin reads the run in the event's runs. The screen passes axe and fits a 360 px phone.
const BOOKS = 'کتاب‌های کتابخانه';
const COPIES = 'رونوشت کتاب‌ها';
const FUNCTION = 'رونوشت عنوان کتاب';
const EVENT = 'رونوشت هر کتاب تازه';
const TITLE = 'شاهنامه فردوسی';

let admin: APIRequestContext;
let employee: APIRequestContext;
let page: Page;
let booksId = 0;
let copiesId = 0;
let eventId = 0;

const textField = (id: string, fname: string) => ({ id, fname, ename: id, type: 'text' });

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  admin = await j.adminApi();
  const formInfo = { formFields: [textField('title', 'عنوان')] };
  booksId = (await apiPost<{ id: number }>(admin, 'datacollection', { fname: BOOKS, formInfo })).id;
  copiesId = (await apiPost<{ id: number }>(admin, 'datacollection', { fname: COPIES, formInfo })).id;
  await apiPost(admin, 'function', {
    fname: FUNCTION,
    ename: 'copyBookTitle',
    callOn: 'load',
    expressions: [{ id: 'save', type: 'create', collectionId: copiesId, values: { title: 'new.title' } }],
  });
  const role = await apiPost<{ id: number }>(admin, 'unitrole', { name: 'کتابدار' });
  const unit = await apiPost<{ id: number }>(admin, 'unit', {
    name: 'کتابخانه مرکزی',
    unitRoleIds: [role.id],
  });
  const librarian = { username: 'maryam.kazemi', firstName: 'مریم', lastName: 'کاظمی' };
  const post = { unitId: unit.id, unitRoleId: role.id };
  employee = (await newUserWithApi(admin, j.server.url, librarian, 'Maryam-Ketab-1404', post)).api;
  page = await j.adminPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await employee?.dispose();
});

type Run = { outcome: string; summary: string };
const runs = async () =>
  (
    await apiPost<{ list: Run[] }>(admin, 'eventonlog/filter', {
      filters: { eventId: { op: 'eq', value: eventId } },
    })
  ).list;
const copies = async () =>
  (
    await apiPost<{ list: { data: { title: string } }[] }>(
      admin,
      `datacollection/${copiesId}/record/filter`,
      {},
    )
  ).list;

describe('an Admin defining an event on a record created', () => {
  it('opens the events screen from the side menu: empty, axe-clean', async () => {
    await page.getByRole('link', { name: 'رویدادها', exact: true }).click();
    await page.waitForURL(/\/panel\/system-setting\/events$/);
    await page.getByText('هنوز رویدادی تعریف نشده است.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('creates «on a record created in X, run F» in the form, and sees it enabled in the list', async () => {
    await button(page, 'رویداد جدید').click();
    const dialog = page.getByRole('dialog', { name: 'رویداد جدید' });
    await textbox(dialog, 'نام رویداد').fill(EVENT);
    await pickOption(dialog, 'مجموعه داده', BOOKS);
    await pickOption(dialog, 'تابع اجراشونده', FUNCTION);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'events-form');
    await button(dialog, 'ذخیره').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'رویدادها' }).getByRole('row').filter({ hasText: EVENT });
    await row.getByText('فعال', { exact: true }).waitFor();
    await row.getByText(`«${BOOKS}» ساخته شد`).waitFor();
    const listed = await apiPost<{ list: { id: number; fname: string }[] }>(admin, 'systemevent/filter', {});
    eventId = listed.list.find((e) => e.fname === EVENT)!.id;
  });
});

describe('an Employee adding a record to X', () => {
  it('sets the event off once after the write: F’s copy appears', async () => {
    await apiPost(employee, `datacollection/${booksId}/record`, { data: { title: TITLE } });
    await expect.poll(runs, { timeout: 30_000 }).toMatchObject([{ outcome: 'success' }]);
    expect((await copies()).map((r) => r.data.title)).toEqual([TITLE]);
    expect(await runs()).toHaveLength(1);
  });

  it('shows the Admin the run in the event’s runs, with the record’s title as its input', async () => {
    await button(page, `اجراها ${EVENT}`).click();
    const dialog = page.getByRole('dialog', { name: `اجراهای «${EVENT}»` });
    const row = dialog.getByRole('table', { name: 'اجراها' }).getByRole('row').nth(1);
    await row.getByText('موفق').waitFor();
    await button(row, 'جزئیات').click();
    await dialog.getByRole('table', { name: 'ورودی' }).getByText(TITLE).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'events-runs');
    await button(dialog, 'بستن').click();
  });

  it('test-fires the event with a sample title, and F writes it too', async () => {
    await button(page, `اجرای آزمایشی ${EVENT}`).click();
    const dialog = page.getByRole('dialog', { name: `اجرای آزمایشی «${EVENT}»` });
    await textbox(dialog, 'نام فیلد').fill('title');
    await textbox(dialog, 'مقدار').fill('گلستان سعدی');
    await button(dialog, 'اجرا').click();
    await dialog.getByText('موفق').waitFor();
    expect((await copies()).map((r) => r.data.title).sort()).toEqual([TITLE, 'گلستان سعدی'].sort());
    await button(dialog, 'بستن').click();
  });

  it('turns the event off from the list', async () => {
    await button(page, `غیرفعال‌سازی ${EVENT}`).click();
    await readToast(page, 'تغییرات ذخیره شد.');
    const row = page.getByRole('table', { name: 'رویدادها' }).getByRole('row').filter({ hasText: EVENT });
    await row.getByText('غیرفعال', { exact: true }).waitFor();
  });
});

describe('the events screen on a 360 px phone', () => {
  it('fits the phone with its list, form and runs, axe-clean', async () => {
    const phone = await j.adminPage({ viewport: { width: WIDTH, height: 800 } });
    await phone.goto(`${j.server.url}/panel/system-setting/events`);
    await phone.getByText(EVENT).first().waitFor();
    await expectFitsPhone(phone, 'events-phone-list');
    await button(phone, `ویرایش ${EVENT}`).click();
    await phone.getByRole('dialog', { name: 'ویرایش رویداد' }).waitFor();
    await expectFitsPhone(phone, 'events-phone-form');
    await button(phone, 'انصراف').click();
    await button(phone, `اجراها ${EVENT}`).click();
    await phone
      .getByRole('dialog', { name: `اجراهای «${EVENT}»` })
      .getByText('موفق')
      .first()
      .waitFor();
    await expectFitsPhone(phone, 'events-phone-runs');
  });
});
