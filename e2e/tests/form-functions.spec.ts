import { beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { functionDesigner } from '../fixtures/function-designer.js';
import { apiPost, button, newUserWithApi, readToast, signInToPanel, textbox } from '../fixtures/sign-in.js';
import type { Post } from '../fixtures/sign-in.js';

// Issue 14: a collection's form carries functions, and an Admin builds them in the form designer's
// «توابع فرم»: on load a client-side function shows a subform; on a change of the select a client-side
// function hides it and toasts when the select has a value, and a server-side one reads the chosen person
// from the "people" collection — with the Employee's own rights — and fills the name field; on submit a
// server-side function writes a record into another collection. The designer fits a phone with a function
// open and passes axe. An Employee then does all of it in the browser at phone width; an applicant can
// neither open the page nor run the functions.
const PASSWORD = 'Karmand-Tazeh-1404!';
const EMPLOYEE = 'mina.sadeghi';
const APPLICANT = 'omid.rahimi';
const TOAST_TEXT = 'برای این شخص جزئیات لازم نیست.';

const person = {
  id: 'person',
  fname: 'شخص',
  ename: 'person',
  type: 'select',
  options: [
    { id: '101', fname: 'مریم' },
    { id: '102', fname: 'رضا' },
    { id: '103', fname: 'نگار' },
  ],
};
const fullName = { id: 'fullName', fname: 'نام کامل', ename: 'fullName', type: 'text' };
const details = {
  id: 'details',
  fname: 'جزئیات',
  ename: 'details',
  type: 'subform',
  subform: {
    formFields: [{ id: 'note', fname: 'یادداشت', ename: 'note', type: 'text' }],
    triggerDisplay: { displayType: 'parent' },
  },
};

let admin: APIRequestContext;
let employeeApi: APIRequestContext;
let adminPage: Page;
let page: Page;
let peopleId = 0;
let logId = 0;
let formId = 0;

/** Creates a user (with an Employee responsibility when `unitId` is given) with PASSWORD, signed in through the API. */
async function userWithApi(username: string, post?: Post): Promise<APIRequestContext> {
  const person = { username, firstName: 'کاربر', lastName: username === EMPLOYEE ? 'کارمند' : 'متقاضی' };
  return (await newUserWithApi(admin, j.server.url, person, PASSWORD, post)).api;
}

/** The records of a collection as `api` may read them, answers only. */
async function recordsOf(api: APIRequestContext, collectionId: number): Promise<Record<string, unknown>[]> {
  const data = await apiPost<{ list: { data: Record<string, unknown> }[] }>(
    api,
    `datacollection/${collectionId}/record/filter`,
    { filters: {}, page: 1, count: 50 },
  );
  return data.list.map((row) => row.data);
}

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  admin = await j.adminApi();
  const field = (id: string, fname: string) => ({ id, fname, ename: id, type: 'text' });
  peopleId = (
    await apiPost<{ id: number }>(admin, 'datacollection', {
      fname: 'people',
      formInfo: { formFields: [field('code', 'کد'), field('name', 'نام')] },
    })
  ).id;
  logId = (
    await apiPost<{ id: number }>(admin, 'datacollection', {
      fname: 'دفتر درخواست‌ها',
      formInfo: { formFields: [field('who', 'درخواست‌دهنده')] },
    })
  ).id;
  formId = (
    await apiPost<{ id: number }>(admin, 'datacollection', {
      fname: 'درخواست کارت',
      formInfo: { formFields: [person, fullName, details] },
    })
  ).id;

  const role = await apiPost<{ id: number }>(admin, 'unitrole', { name: 'کارشناس' });
  const unit = await apiPost<{ id: number }>(admin, 'unit', { name: 'اداره آموزش', unitRoleIds: [role.id] });
  employeeApi = await userWithApi(EMPLOYEE, { unitId: unit.id, unitRoleId: role.id });
  // The Employee's own people; the Admin's record is one an Employee cannot read (SPEC §6 ownership).
  for (const [code, name] of [
    ['101', 'مریم احمدی'],
    ['102', 'رضا کریمی'],
  ])
    await apiPost(employeeApi, `datacollection/${peopleId}/record`, { data: { code, name } });
  await apiPost(admin, `datacollection/${peopleId}/record`, { data: { code: '103', name: 'نگار صالحی' } });

  adminPage = await j.adminPage({ viewport: { width: 1280, height: 900 } });
  page = await (
    await j.browser.newContext({ locale: 'fa-IR', viewport: { width: 360, height: 740 } })
  ).newPage();
  await signInToPanel(page, j.server.url, PASSWORD, EMPLOYEE);
});

const functionsPart = () => adminPage.getByRole('region', { name: 'توابع فرم', exact: true });
const { card, choose, newFunction, addExpression, rowOf } = functionDesigner(functionsPart);

describe('an Admin attaching functions to the form in the designer', () => {
  it('opens the form in the designer: no functions yet', async () => {
    await adminPage.goto(`${j.server.url}/panel/data-collection/detail/${formId}`);
    await functionsPart().getByText('هنوز تابعی افزوده نشده است.').waitFor();
  });

  it('shows the subform on load', async () => {
    const editor = await newFunction('نمایش جزئیات', 'هنگام بارگذاری فرم');
    await addExpression(editor, 'افزودن عبارت', 'نمایش زیرفرم');
    await choose(card(editor, 'نمایش زیرفرم ۱'), 'زیرفرم', 'جزئیات');
    await editor.getByText('بی‌ایراد', { exact: true }).waitFor();
  });

  it('on a change of the select, if it has a value, hides the subform and toasts', async () => {
    const editor = await newFunction('پنهان کردن جزئیات', 'هنگام تغییر فیلد', 'شخص');
    await addExpression(editor, 'افزودن عبارت', 'اگر');
    const condition = card(editor, 'اگر ۱');
    // The select is offered by its Persian name; its English name goes into the condition.
    await button(condition, 'درج نام فیلد در شرط').click();
    await adminPage.getByRole('menuitem', { name: 'شخص', exact: true }).click();
    expect(await textbox(condition, 'شرط').inputValue()).toBe('person');
    await textbox(condition, 'شرط').fill('person != null');
    await addExpression(editor, 'افزودن عبارت درون اگر ۱', 'پنهان کردن زیرفرم');
    await choose(card(editor, 'پنهان کردن زیرفرم ۱.۱'), 'زیرفرم', 'جزئیات');
    await addExpression(editor, 'افزودن عبارت درون اگر ۱', 'نمایش پیام');
    const toast = card(editor, 'نمایش پیام ۱.۲');
    await choose(toast, 'نوع پیام', 'اطلاع (آبی)');
    await textbox(toast, 'متن').fill(TOAST_TEXT);
    await editor.getByText('بی‌ایراد', { exact: true }).waitFor();
    expect(await editor.getByTestId('flow-side').innerText()).toBe('اجرا در مرورگر');
  });

  it('on a change of the select, reads the person from another collection on the server and fills the name', async () => {
    const editor = await newFunction('پر کردن نام از فهرست افراد', 'هنگام تغییر فیلد', 'شخص');
    await addExpression(editor, 'افزودن عبارت', 'خواندن رکورد');
    const read = card(editor, 'خواندن رکورد ۱');
    await choose(read, 'مجموعه داده', 'people');
    await button(read, 'افزودن به شرط‌های جستجو').click();
    await choose(read, 'فیلد', 'کد');
    await textbox(read, 'مقدار').fill('person');
    await textbox(read, 'ذخیره نتیجه در').fill('found');
    await addExpression(editor, 'افزودن عبارت', 'اگر');
    await textbox(card(editor, 'اگر ۲'), 'شرط').fill('count(found) > 0');
    await addExpression(editor, 'افزودن عبارت درون اگر ۲', 'مقداردهی متغیر');
    const assign = card(editor, 'مقداردهی متغیر ۲.۱');
    await choose(assign, 'نوع مقصد', 'فیلد');
    await choose(assign, 'نام متغیر', 'نام کامل');
    await textbox(assign, 'مقدار').fill('first(found).name');
    await editor.getByText('بی‌ایراد', { exact: true }).waitFor();
    expect(await editor.getByTestId('flow-side').innerText()).toBe('اجرا در سرور');
  });

  it('on submit, writes the name into the log collection', async () => {
    const editor = await newFunction('ثبت در دفتر درخواست‌ها', 'هنگام ثبت فرم');
    await addExpression(editor, 'افزودن عبارت', 'ایجاد رکورد');
    const create = card(editor, 'ایجاد رکورد ۱');
    await choose(create, 'مجموعه داده', 'دفتر درخواست‌ها');
    await button(create, 'افزودن به مقدارها').click();
    await choose(create, 'فیلد', 'درخواست‌دهنده');
    await textbox(create, 'مقدار').fill('fullName');
    await editor.getByText('بی‌ایراد', { exact: true }).waitFor();
  });

  it('lists the four functions by name, Persian event, field and side, with no ids or JSON, and saves them', async () => {
    const rows: [string, string, string][] = [
      ['نمایش جزئیات', 'هنگام بارگذاری فرم', 'اجرا در مرورگر'],
      ['پنهان کردن جزئیات', 'هنگام تغییر فیلد: شخص', 'اجرا در مرورگر'],
      ['پر کردن نام از فهرست افراد', 'هنگام تغییر فیلد: شخص', 'اجرا در سرور'],
      ['ثبت در دفتر درخواست‌ها', 'هنگام ثبت فرم', 'اجرا در سرور'],
    ];
    for (const [name, event, side] of rows) {
      const text = await rowOf(name).innerText();
      expect(text, name).toContain(event);
      expect(text, name).toContain(side);
    }
    expect(await functionsPart().innerText()).not.toMatch(/[{}]|"type"|\bfn\d\b/);
    await screenshot(adminPage, 'form-functions-designer');
    await button(adminPage, 'ذخیره').click();
    await readToast(adminPage, 'تغییرات ذخیره شد.');
    const stored = await admin.get(`/api/v1/datacollection/${formId}`);
    const functions = (
      (await stored.json()) as { data: { formInfo: { functions: { isServerSide: boolean }[] } } }
    ).data.formInfo.functions;
    expect(functions.map((fn) => fn.isServerSide)).toEqual([false, false, true, true]);
  });

  it('fits a 360 px phone with a function open, and has no serious axe violation there', async () => {
    const phone = await j.adminPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await phone.goto(`${j.server.url}/panel/data-collection/detail/${formId}`);
    const part = phone.getByRole('region', { name: 'توابع فرم', exact: true });
    await button(part, 'ویرایش «پر کردن نام از فهرست افراد»').click();
    await part.getByRole('region', { name: 'خواندن رکورد ۱', exact: true }).waitFor();
    await part.getByText('بی‌ایراد', { exact: true }).waitFor();
    await phone.waitForLoadState('networkidle');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const serious = await seriousViolations(phone);
    await screenshot(phone, 'form-functions-designer-phone');
    expect(serious).toEqual([]);
  });
});

/** Picks `option` in the select labelled `label` and waits for the server-side run it starts. */
async function pickAndWaitForRun(label: string, option: string): Promise<void> {
  const run = page.waitForResponse((res) => res.url().endsWith('/api/v1/function/run-element-function'));
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  expect((await run).status()).toBe(200);
}

describe('an Employee filling a form with functions', () => {
  it('opens the new-record page: the load function has shown the subform', async () => {
    await page.goto(`${j.server.url}/panel/data-collection/records/${formId}/new`);
    await page.getByRole('heading', { name: /درخواست کارت/ }).waitFor();
    await textbox(page, 'یادداشت').waitFor();
    expect(await page.getByRole('switch', { name: 'نمایش جزئیات' }).isChecked()).toBe(true);
    await screenshot(page, 'form-functions-loaded');
  });

  it('picks a person the Employee may not read: the subform goes, the toast shows, no name is filled', async () => {
    await pickAndWaitForRun('شخص', 'نگار');
    await textbox(page, 'یادداشت').waitFor({ state: 'detached' });
    expect(await page.getByRole('switch', { name: 'نمایش جزئیات' }).isChecked()).toBe(false);
    expect(await readToast(page, TOAST_TEXT)).toContain(TOAST_TEXT);
    expect(await textbox(page, 'نام کامل').inputValue()).toBe('');
    await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
    await screenshot(page, 'form-functions-hidden');
  });

  it('picks one of their own people: the server-side function fills the name from the query', async () => {
    await pickAndWaitForRun('شخص', 'مریم');
    await expect.poll(() => textbox(page, 'نام کامل').inputValue()).toBe('مریم احمدی');
    await page.getByTestId('toast').filter({ hasText: TOAST_TEXT }).waitFor();
    // The menu's closing transition, so the screenshot shows the form.
    await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
    await screenshot(page, 'form-functions-filled');
    // The function's toast is the only one: the run's answer is self-handled, so no generic «انجام شد».
    expect(await page.getByTestId('toast').count()).toBe(1);
  });

  it('submits: the submit function writes into another collection, then the record is saved', async () => {
    await button(page, 'ثبت').click();
    expect(await readToast(page, 'تغییرات ذخیره شد.')).toContain('تغییرات ذخیره شد.');
    await page.waitForURL(new RegExp(`/panel/data-collection/records/${formId}$`));
    expect(await recordsOf(employeeApi, logId)).toEqual([{ who: 'مریم احمدی' }]);
    expect(await recordsOf(employeeApi, formId)).toEqual([
      { person: '101', fullName: 'مریم احمدی', 'display-details': false },
    ]);
  });
});

describe('an applicant', () => {
  let applicantApi: APIRequestContext;
  beforeAll(async () => {
    applicantApi = await userWithApi(APPLICANT);
  });

  it('cannot open the records pages: the not-found page', async () => {
    const applicantPage = await (await j.browser.newContext({ locale: 'fa-IR' })).newPage();
    await signInToPanel(applicantPage, j.server.url, PASSWORD, APPLICANT);
    await applicantPage.goto(`${j.server.url}/panel/data-collection/records/${formId}/new`);
    await applicantPage.getByText('صفحه مورد نظر یافت نشد').waitFor();
    expect(await applicantPage.getByRole('combobox', { name: 'شخص' }).count()).toBe(0);
  });

  it('is refused the form’s functions through the API, and nothing is written', async () => {
    const { cookies } = await applicantApi.storageState();
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await applicantApi.post('/api/v1/function/run-element-function', {
      data: { collectionId: formId, event: 'submit', answers: { person: '102', fullName: 'رضا کریمی' } },
      headers: { 'x-xsrf-token': xsrf },
    });
    expect(res.status()).toBe(403);
    expect(await recordsOf(admin, logId)).toEqual([{ who: 'مریم احمدی' }]);
  });
});
