import { beforeAll, describe, expect, it } from 'vitest';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { apiPost, button, readToast, submitLogin, textbox } from '../fixtures/sign-in.js';

// Issue 14, "browser host": a collection's form carries functions. On load a client-side function shows a
// subform; on a change of the select a client-side function hides it and toasts, and a server-side one
// reads the chosen person from the "people" collection — with the Employee's own rights — and fills the
// name field; on submit a server-side function writes a record into another collection. An Employee does
// all of it in the browser at phone width; an applicant can neither open the page nor run the functions.
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

/** The form's functions: two client-side (load, change) and two server-side (change, submit). */
function functionsOf(peopleId: number, logId: number) {
  return [
    {
      id: 'show-details',
      fname: 'نمایش جزئیات',
      callOn: 'load',
      expressions: [{ id: 's', type: 'subform', fieldId: 'details' }],
    },
    {
      id: 'hide-details',
      fname: 'پنهان کردن جزئیات',
      callOn: 'change',
      relatedId: 'person',
      expressions: [
        {
          id: 'chosen',
          type: 'if',
          condition: 'person != null',
          children: [
            { id: 'hide', type: 'hideSubform', fieldId: 'details' },
            { id: 'say', type: 'toast', color: 'info', text: `'${TOAST_TEXT}'` },
          ],
        },
      ],
    },
    {
      id: 'fill-name',
      fname: 'پر کردن نام از فهرست افراد',
      callOn: 'change',
      relatedId: 'person',
      expressions: [
        {
          id: 'read',
          type: 'read',
          collectionId: peopleId,
          where: { code: { op: 'eq', value: 'person' } },
          into: 'found',
        },
        {
          id: 'any',
          type: 'if',
          condition: 'count(found) > 0',
          children: [{ id: 'fill', type: 'varAssign', name: 'fullName', value: 'first(found).name' }],
        },
      ],
    },
    {
      id: 'log-request',
      fname: 'ثبت در دفتر درخواست‌ها',
      callOn: 'submit',
      expressions: [{ id: 'log', type: 'create', collectionId: logId, values: { who: 'fullName' } }],
    },
  ];
}

let admin: APIRequestContext;
let employeeApi: APIRequestContext;
let page: Page;
let peopleId = 0;
let logId = 0;
let formId = 0;

/** Creates a user (with an Employee responsibility when `unitId` is given) with PASSWORD, signed in through the API. */
async function userWithApi(
  username: string,
  unitId?: number,
  unitRoleId?: number,
): Promise<APIRequestContext> {
  const created = await apiPost<{ user: { id: number }; temporaryPassword: string }>(admin, 'user', {
    username,
    firstName: 'کاربر',
    lastName: username === EMPLOYEE ? 'کارمند' : 'متقاضی',
  });
  if (unitId !== undefined)
    await apiPost(admin, 'unitresponsibility', { userId: created.user.id, unitId, unitRoleId });
  const api = await request.newContext({ baseURL: j.server.url });
  await api.get('/api/v1/account/profile'); // the 401 answer sets the XSRF cookie
  await apiPost(api, 'account/login', {
    username,
    password: created.temporaryPassword,
    captchaId: '',
    captchaCode: '',
  });
  await apiPost(api, 'account/change-password-directly', { newPassword: PASSWORD });
  return api;
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
      formInfo: { formFields: [person, fullName, details], functions: functionsOf(peopleId, logId) },
    })
  ).id;

  const role = await apiPost<{ id: number }>(admin, 'unitrole', { name: 'کارشناس' });
  const unit = await apiPost<{ id: number }>(admin, 'unit', { name: 'اداره آموزش', unitRoleIds: [role.id] });
  employeeApi = await userWithApi(EMPLOYEE, unit.id, role.id);
  // The Employee's own people; the Admin's record is one an Employee cannot read (SPEC §6 ownership).
  for (const [code, name] of [
    ['101', 'مریم احمدی'],
    ['102', 'رضا کریمی'],
  ])
    await apiPost(employeeApi, `datacollection/${peopleId}/record`, { data: { code, name } });
  await apiPost(admin, `datacollection/${peopleId}/record`, { data: { code: '103', name: 'نگار صالحی' } });

  page = await (
    await j.browser.newContext({ locale: 'fa-IR', viewport: { width: 360, height: 740 } })
  ).newPage();
  await page.goto(`${j.server.url}/login`);
  await submitLogin(page, PASSWORD, EMPLOYEE);
  await page.waitForURL(/\/panel$/);
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
    await applicantPage.goto(`${j.server.url}/login`);
    await submitLogin(applicantPage, PASSWORD, APPLICANT);
    await applicantPage.waitForURL(/\/panel$/);
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
