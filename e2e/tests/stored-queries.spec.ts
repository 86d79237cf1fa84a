import { beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { pickOption } from '../fixtures/mui.js';
import { apiPost, button, newUserWithApi, readToast, signInToPanel, textbox } from '../fixtures/sign-in.js';

// Stored queries (issue 14, item 4): an Admin builds «requests counted by degree» as a form under function
// management (the select's value and option label, a count of ids), previews its rows, saves it, and in the
// collection designer attaches it to a select and to a chart of another form. An Employee filling that
// form at phone width sees the options and the chart drawn from the rows *they* may read (their own
// requests, not the Admin's «دکتری» one); the server refuses an answer outside them, and an applicant may
// not run the query at all.
const PASSWORD = 'Karmand-Tazeh-1404!';
const EMPLOYEE = 'sara.moradi';
const APPLICANT = 'kian.bahrami';
const QUERY = 'درخواست‌ها بر اساس مقطع';
const SOURCE = 'درخواست‌های خوابگاه';
const FORM = 'پیگیری خوابگاه';

const level = {
  id: 'level',
  fname: 'مقطع',
  ename: 'level',
  type: 'select',
  options: [
    { id: 1, fname: 'کارشناسی' },
    { id: 2, fname: 'کارشناسی ارشد' },
    { id: 3, fname: 'دکتری' },
  ],
};
const text = (id: string, fname: string) => ({ id, fname, ename: id, type: 'text' });

let admin: APIRequestContext;
let employeeApi: APIRequestContext;
let page: Page;
let sourceId = 0;
let formId = 0;
let queryId = 0;
/** The id the designer gave the select drawn from the query. */
let selectId = '';

const j = journey({ CAPTCHA: 'off' });

/** A unit «اداره خوابگاه‌ها» with the role «کارشناس خوابگاه»: an Employee's post there. */
async function dormitoryPost() {
  const role = await apiPost<{ id: number }>(admin, 'unitrole', { name: 'کارشناس خوابگاه' });
  const unit = await apiPost<{ id: number }>(admin, 'unit', {
    name: 'اداره خوابگاه‌ها',
    unitRoleIds: [role.id],
  });
  return { unitId: unit.id, unitRoleId: role.id };
}

/** A user with PASSWORD (an Employee of a new unit when `employee`), signed in through the API. */
async function userWithApi(username: string, employee: boolean): Promise<APIRequestContext> {
  const person = { username, firstName: 'کاربر', lastName: employee ? 'کارمند' : 'متقاضی' };
  const post = employee ? await dormitoryPost() : undefined;
  return (await newUserWithApi(admin, j.server.url, person, PASSWORD, post)).api;
}

/** POSTs as `api` and answers the status and the envelope's message (no throw on a refusal). */
async function attempt(api: APIRequestContext, path: string, data: unknown = {}) {
  const { cookies } = await api.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await api.post(`/api/v1/${path}`, { data, headers: { 'x-xsrf-token': xsrf } });
  return { status: res.status(), message: ((await res.json()) as { message?: string }).message };
}

beforeAll(async () => {
  admin = await j.adminApi();
  sourceId = (
    await apiPost<{ id: number }>(admin, 'datacollection', {
      fname: SOURCE,
      formInfo: { formFields: [text('name', 'نام دانشجو'), level] },
    })
  ).id;
  formId = (
    await apiPost<{ id: number }>(admin, 'datacollection', {
      fname: FORM,
      formInfo: { formFields: [text('note', 'توضیح')] },
    })
  ).id;
  employeeApi = await userWithApi(EMPLOYEE, true);
  // The Employee's own requests: two in کارشناسی, one in کارشناسی ارشد; the Admin's دکتری one is not theirs.
  for (const [name, degree] of [
    ['مریم احمدی', 1],
    ['رضا کریمی', 1],
    ['نگار صالحی', 2],
  ] as const)
    await apiPost(employeeApi, `datacollection/${sourceId}/record`, { data: { name, level: degree } });
  await apiPost(admin, `datacollection/${sourceId}/record`, { data: { name: 'علی رضایی', level: 3 } });
  page = await j.adminPage();
});

/** A labelled group of the query editor (a source, a column). */
const group = (name: string): Locator => page.getByRole('group', { name, exact: true });
/** Picks `option` in the select whose name starts with `label` inside `scope`. */
const choose = (scope: Locator, label: string, option: string) =>
  pickOption(scope, new RegExp(`^${label}`), option);

describe('an Admin building a stored query', () => {
  it('reaches the stored queries from the function list: only the built-in reports’ so far', async () => {
    await page.goto(`${j.server.url}/panel/function-management/list`);
    await page.getByRole('link', { name: 'پرس‌وجوها' }).click();
    await page.waitForURL(/\/panel\/function-management\/queries$/);
    await page.getByText('گزارش آماده: درخواست‌های جاری بر اساس وضعیت').waitFor();
    await page.getByRole('link', { name: 'پرس‌وجوی جدید' }).click();
    await page.waitForURL(/\/panel\/function-management\/queries\/detail$/);
  });

  it('builds «count of requests by degree» as a form and previews its rows under Persian labels', async () => {
    await textbox(page, 'نام پرس‌وجو').fill(QUERY);
    await choose(group('منبع ۱'), 'مجموعه داده منبع', SOURCE);

    for (let n = 0; n < 3; n += 1) await button(page, 'افزودن ستون').click();
    await choose(group('ستون ۱'), 'فیلد', 'مقطع');
    await choose(group('ستون ۲'), 'فیلد', 'مقطع');
    await choose(group('ستون ۲'), 'محاسبه', 'عنوان گزینه');
    await choose(group('ستون ۳'), 'فیلد', 'شناسه');
    await choose(group('ستون ۳'), 'محاسبه', 'شمارش');

    await button(page, 'افزودن مرتب‌سازی').click();
    await choose(group('مرتب‌سازی ۱'), 'ستون', 'مقطع');
    await choose(page.locator('body'), 'ستون کلید', 'مقطع');

    await button(page, 'اجرای پرس‌وجو').click();
    const table = page.getByRole('table', { name: 'ردیف‌های پیش‌نمایش' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['مقطع', 'عنوان مقطع', 'تعداد']);
    // The Admin reads every request, the دکتری one too.
    expect(await table.locator('tbody tr').allInnerTexts()).toEqual([
      '۱\tکارشناسی\t۲',
      '۲\tکارشناسی ارشد\t۱',
      '۳\tدکتری\t۱',
    ]);
    await screenshot(page, 'stored-query-editor');
  });

  it('saves it: the list shows its columns by their labels', async () => {
    await button(page, 'ذخیره').click();
    await readToast(page, 'تغییرات ذخیره شد.');
    await page.waitForURL(/\/panel\/function-management\/queries$/);
    const row = page.getByRole('row').filter({ hasText: QUERY });
    await row.waitFor();
    expect(await row.innerText()).toContain('مقطع، عنوان مقطع، تعداد');
    const list = await apiPost<{ list: { id: number; fname: string }[] }>(admin, 'query/all');
    queryId = list.list.find((q) => q.fname === QUERY)?.id ?? 0;
    expect(queryId).toBeGreaterThan(0);
  });
});

describe('an Admin attaching the query to fields in the collection designer', () => {
  const region = (name: RegExp | string) =>
    page.getByRole('region', { name, ...(typeof name === 'string' && { exact: true }) });
  const addField = (type: string) =>
    page
      .getByRole('group', { name: 'افزودن فیلد' })
      .getByRole('button', { name: `افزودن فیلد ${type}`, exact: true })
      .click();

  it('draws a select’s options and a chart’s points from it, and saves', async () => {
    await page.goto(`${j.server.url}/panel/data-collection/detail/${formId}`);
    await page.getByRole('heading', { name: 'ویرایش مجموعه داده' }).waitFor();

    await addField('فهرست کشویی');
    await textbox(region(/^ویژگی‌های فهرست کشویی/), 'عنوان فیلد').fill('مقطع درخواست');
    const select = region('ویژگی‌های مقطع درخواست');
    await select.getByRole('radio', { name: 'از پرس‌وجوی ذخیره‌شده' }).check();
    await choose(select, 'پرس‌وجوی ذخیره‌شده', QUERY);
    expect(await select.getByRole('combobox', { name: /^ستون عنوان/ }).innerText()).toBe('عنوان مقطع');
    expect(await select.getByRole('combobox', { name: /^ستون مقدار/ }).innerText()).toBe('مقطع');

    await addField('نمودار');
    await textbox(region(/^ویژگی‌های نمودار/), 'عنوان فیلد').fill('آمار مقطع‌ها');
    const chart = region('ویژگی‌های آمار مقطع‌ها');
    await chart.getByRole('radio', { name: 'از پرس‌وجوی ذخیره‌شده' }).check();
    await choose(chart, 'پرس‌وجوی ذخیره‌شده', QUERY);

    // The live preview runs the query with the Admin's rights.
    const preview = page.getByRole('region', { name: 'پیش‌نمایش فرم' });
    await preview.getByRole('img', { name: 'نمودار آمار مقطع‌ها' }).waitFor();
    await screenshot(page, 'stored-query-designer');
    await button(page, 'ذخیره').click();
    await readToast(page, 'تغییرات ذخیره شد.');
    const stored = (await (await admin.get(`/api/v1/datacollection/${formId}`)).json()) as {
      data: { formInfo: { formFields: { id: string; fname: string; queryId?: number }[] } };
    };
    const fields = stored.data.formInfo.formFields;
    const drawn = fields.find((f) => f.fname === 'مقطع درخواست');
    expect(drawn).toMatchObject({ queryId, fnamePath: 'level_label', valuePath: 'level' });
    expect(fields.find((f) => f.fname === 'آمار مقطع‌ها')).toMatchObject({ type: 'chart', queryId });
    selectId = drawn?.id ?? '';
  });
});

describe('an Employee filling the form', () => {
  let employee: Page;
  beforeAll(async () => {
    employee = await (
      await j.browser.newContext({ locale: 'fa-IR', viewport: { width: 360, height: 740 } })
    ).newPage();
    await signInToPanel(employee, j.server.url, PASSWORD, EMPLOYEE);
  });

  it('sees the options and the chart of the requests they may read, and saves a choice', async () => {
    await employee.goto(`${j.server.url}/panel/data-collection/records/${formId}/new`);
    await employee.getByRole('heading', { name: new RegExp(FORM) }).waitFor();
    const chart = employee.getByRole('img', { name: 'نمودار آمار مقطع‌ها' });
    await chart.waitFor();
    await expect.poll(() => chart.textContent()).toContain('کارشناسی ارشد');
    expect(await chart.textContent()).not.toContain('دکتری');

    await employee.getByRole('combobox', { name: 'مقطع درخواست' }).click();
    const options = employee.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect(await options.allInnerTexts()).toEqual(['کارشناسی', 'کارشناسی ارشد']);
    await screenshot(employee, 'stored-query-options');
    await options.filter({ hasText: 'کارشناسی ارشد' }).click();
    await employee.getByRole('listbox').waitFor({ state: 'detached' });
    await button(employee, 'ثبت').click();
    expect(await readToast(employee, 'تغییرات ذخیره شد.')).toContain('تغییرات ذخیره شد.');
    const saved = await apiPost<{ list: { data: Record<string, unknown> }[] }>(
      employeeApi,
      `datacollection/${formId}/record/filter`,
      { filters: {}, page: 1, count: 10 },
    );
    const answers = saved.list.map((r) => r.data);
    expect(answers).toEqual([{ [selectId]: 2 }]);
  });

  it('is refused an answer outside the rows they may read, like an unknown option', async () => {
    const refused = await attempt(employeeApi, `datacollection/${formId}/record`, {
      data: { [selectId]: 3 },
    });
    expect(refused).toEqual({ status: 400, message: 'مقدار مقطع درخواست از میان گزینه‌های آن نیست.' });
  });
});

describe('an applicant', () => {
  it('may not run the query: record/filter gives them nothing either', async () => {
    const applicantApi = await userWithApi(APPLICANT, false);
    expect((await attempt(applicantApi, `query/${queryId}/rows`)).status).toBe(403);
    expect((await attempt(applicantApi, `datacollection/${sourceId}/record/filter`)).status).toBe(403);
  });
});
