import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { formThenTask } from '../fixtures/processes.js';
import { functionDesigner } from '../fixtures/function-designer.js';
import { apiPost, button, newUserWithApi, readToast, submitLogin, textbox } from '../fixtures/sign-in.js';

// A service's own request form carries functions too (issues 14 and 16): an Admin builds them in the
// service designer's «فرم درخواست» — on load a server-side function calls a stored function and fills a
// field with its answer; on a change of the select a client-side one toasts — saves and publishes; an
// applicant (no role) starting the request at phone width sees both happen, the server-side one run for
// them through run-element-function by the service, and submits.
const SERVICE = 'صدور گواهی پایان دوره';
const GREETING = 'گواهی شما پس از بررسی صادر می‌شود.';
const TOAST_TEXT = 'نوع گواهی ثبت شد.';
const USERNAME = 'sara.moradi';
const PASSWORD = 'Applicant-Pass-2026!';

const j = journey({ CAPTCHA: 'off' });
let admin: Page;
let applicant: Page;
let serviceId = 0;

beforeAll(async () => {
  const api = await j.adminApi();
  await apiPost(api, 'function', {
    fname: 'پیام خوشامد',
    ename: 'welcomeMessage',
    callOn: 'load',
    expressions: [{ id: 'v', type: 'var', name: 'greeting', value: `'${GREETING}'` }],
  });
  const category = await apiPost<{ id: number }>(api, 'servicecategory', {
    name: 'گواهی‌ها',
    icon: 'school',
  });
  const role = await apiPost<{ id: number }>(api, 'unitrole', { name: 'کارشناس آموزش' });
  const unit = await apiPost<{ id: number }>(api, 'unit', { name: 'اداره آموزش', unitRoleIds: [role.id] });
  serviceId = (
    await apiPost<{ id: number }>(api, 'service', {
      serviceFname: SERVICE,
      serviceEname: 'graduationCertificate',
      categories: [category.id],
      elements: [
        {
          id: 'f1',
          fname: 'نوع گواهی',
          ename: 'certType',
          type: 'select',
          options: [
            { id: 'fa', fname: 'فارسی' },
            { id: 'en', fname: 'انگلیسی' },
          ],
        },
        { id: 'f2', fname: 'پیام سامانه', ename: 'notice', type: 'text' },
      ],
      process: formThenTask(unit.id, role.id),
    })
  ).id;
  const person = { username: USERNAME, firstName: 'سارا', lastName: 'مرادی' };
  await (await newUserWithApi(api, j.server.url, person, PASSWORD)).api.dispose();
  admin = await j.adminPage({ viewport: { width: 1280, height: 900 } });
});

const functionsPart = () =>
  admin
    .getByRole('region', { name: 'فرم درخواست', exact: true })
    .getByRole('region', { name: 'توابع فرم', exact: true });
const { card, choose, newFunction, addExpression } = functionDesigner(functionsPart);

describe('an Admin adding functions to a service’s own form', () => {
  it('opens the service: its form has no functions yet', async () => {
    await admin.goto(`${j.server.url}/process/detail/${serviceId}`);
    await functionsPart().getByText('هنوز تابعی افزوده نشده است.').waitFor();
  });

  it('on load, calls a stored function on the server and fills the notice with its answer', async () => {
    const editor = await newFunction('پیام خوشامد سامانه', 'هنگام بارگذاری فرم');
    await addExpression(editor, 'افزودن عبارت', 'فراخوانی تابع');
    const call = card(editor, 'فراخوانی تابع ۱');
    await choose(call, 'تابع', 'پیام خوشامد');
    await call.getByRole('textbox', { name: /^ذخیره نتیجه در/ }).fill('answer');
    await addExpression(editor, 'افزودن عبارت', 'مقداردهی متغیر');
    const assign = card(editor, 'مقداردهی متغیر ۲');
    await choose(assign, 'نوع مقصد', 'فیلد');
    await choose(assign, 'نام متغیر', 'پیام سامانه');
    await textbox(assign, 'مقدار').fill('answer.greeting');
    await editor.getByText('بی‌ایراد', { exact: true }).waitFor();
    expect(await editor.getByTestId('flow-side').innerText()).toBe('اجرا در سرور');
  });

  it('on a change of the select, toasts when it has a value', async () => {
    const editor = await newFunction('اعلام نوع گواهی', 'هنگام تغییر فیلد', 'نوع گواهی');
    await addExpression(editor, 'افزودن عبارت', 'اگر');
    await textbox(card(editor, 'اگر ۱'), 'شرط').fill('certType != null');
    await addExpression(editor, 'افزودن عبارت درون اگر ۱', 'نمایش پیام');
    const toast = card(editor, 'نمایش پیام ۱.۱');
    await choose(toast, 'نوع پیام', 'اطلاع (آبی)');
    await textbox(toast, 'متن').fill(TOAST_TEXT);
    await editor.getByText('بی‌ایراد', { exact: true }).waitFor();
    expect(await editor.getByTestId('flow-side').innerText()).toBe('اجرا در مرورگر');
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'service-form-functions-designer');
  });

  it('saves, finds both functions after a reload, and publishes', async () => {
    await button(admin, 'ذخیره').first().click();
    await readToast(admin, 'انجام شد');
    await admin.reload();
    for (const name of ['پیام خوشامد سامانه', 'اعلام نوع گواهی'])
      await functionsPart().getByTestId('function-row').filter({ hasText: name }).waitFor();
    expect(await functionsPart().innerText()).not.toMatch(/[{}]|"type"|\bfn\d\b/);
    await button(admin.getByRole('region', { name: 'نسخه‌های منتشرشده', exact: true }), 'انتشار').click();
    await button(admin.getByRole('dialog', { name: 'انتشار نسخه جدید' }), 'انتشار').click();
    await readToast(admin, 'انجام شد');
  });
  it('fits a 360 px phone with a function open, and has no serious axe violation there', async () => {
    const phone = await j.adminPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await phone.goto(`${j.server.url}/process/detail/${serviceId}`);
    const part = phone
      .getByRole('region', { name: 'فرم درخواست', exact: true })
      .getByRole('region', { name: 'توابع فرم', exact: true });
    await button(part, 'ویرایش «پیام خوشامد سامانه»').click();
    await part.getByRole('region', { name: 'فراخوانی تابع ۱', exact: true }).waitFor();
    await part.getByText('بی‌ایراد', { exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'service-form-functions-designer-phone');
  });
});

describe('an applicant starting the request on a phone', () => {
  beforeAll(async () => {
    applicant = await j.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await applicant.goto(`${j.server.url}/login`);
    await submitLogin(applicant, PASSWORD, USERNAME);
    await applicant.waitForURL((url) => !url.pathname.startsWith('/login'));
  });

  it('opens the form: the server-side function has filled the notice', async () => {
    await applicant.goto(`${j.server.url}/panel/new/${serviceId}`);
    await applicant.getByRole('heading', { level: 1, name: SERVICE }).waitFor();
    const run = applicant.waitForResponse((res) =>
      res.url().endsWith('/api/v1/function/run-element-function'),
    );
    await button(applicant, 'شروع درخواست').click();
    expect((await run).status()).toBe(200);
    await expect.poll(() => textbox(applicant, 'پیام سامانه').inputValue()).toBe(GREETING);
  });

  it('picks a certificate type: the client-side function toasts', async () => {
    await applicant.getByRole('combobox', { name: 'نوع گواهی' }).click();
    await applicant.getByRole('option', { name: 'انگلیسی', exact: true }).click();
    expect(await readToast(applicant, TOAST_TEXT)).toContain(TOAST_TEXT);
    await applicant.locator('.MuiMenu-root').waitFor({ state: 'detached' });
    expect(await applicant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(applicant)).toEqual([]);
    await screenshot(applicant, 'service-form-functions-applicant');
  });

  it('submits and gets a tracking code', async () => {
    await button(applicant, 'ثبت درخواست').click();
    await applicant.getByTestId('tracking-code').waitFor();
  });
});
