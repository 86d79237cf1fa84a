import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ARTIFACTS, screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { pickOption } from '../fixtures/mui.js';
import { apiPost, button, readToast, textbox } from '../fixtures/sign-in.js';

// Functions (SPEC §2 /panel/function-management, /panel/function-help/{ename}): an Admin builds a function
// in the flow editor (an «اگر» on an input field with a «نمایش پیام» inside), saves it, finds it in the
// list, opens it, test-runs it with an answer that makes the condition true and sees the toast it would
// show and the steps it took, sees a server run in its run log, and opens its help page.
const NAME = 'بررسی سن متقاضی';
const UNIT = 'دانشکده فنی';
const ENAME = 'checkAge';
const CONDITION = 'toNumber(age) >= 18';
const TOAST = 'متقاضی بزرگسال است';

let admin: Page;
let functionId = 0;

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  const api = await j.adminApi();
  await apiPost(api, 'unit', { name: UNIT });
  admin = await j.adminPage({ viewport: { width: 1280, height: 900 } });
});

/** Where a screenshot of one element goes. */
async function artifact(name: string): Promise<string> {
  await mkdir(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, `${name}.png`);
}

const region = (name: string) => admin.getByRole('region', { name, exact: true });
const card = (name: string) => admin.getByRole('region', { name, exact: true });
/** The page card whose heading is `title` (test run, run log). */
const panel = (title: string) =>
  admin
    .locator('section')
    .filter({ has: admin.getByRole('heading', { name: title, exact: true }) })
    .last();

describe('an Admin defining a function', () => {
  it('opens the functions list from the side menu and starts a new function', async () => {
    await admin.getByRole('link', { name: 'توابع', exact: true }).click();
    await admin.waitForURL(/\/panel\/function-management\/list$/);
    await admin.getByRole('link', { name: 'تابع جدید', exact: true }).click();
    await admin.waitForURL(/\/panel\/function-management\/new$/);
  });

  it('builds an if on an input field with a toast inside it, and sees it has no problem and runs in the browser', async () => {
    const header = region('مشخصات تابع');
    await textbox(header, 'نام تابع').fill(NAME);
    await textbox(header, 'نام انگلیسی').fill(ENAME);

    const inputs = region('فیلدهای ورودی تابع');
    await button(inputs, 'افزودن فیلد ورودی').click();
    await textbox(inputs, 'عنوان فیلد').fill('سن');
    await textbox(inputs, 'نام انگلیسی').fill('age');

    const flow = region('گام‌های تابع');
    // By keyboard: the add button opens the menu with its first entry, «اگر», focused.
    await button(flow, 'افزودن عبارت').focus();
    await admin.keyboard.press('Enter');
    const first = admin.getByRole('menuitem', { name: 'اگر', exact: true });
    await first.waitFor();
    await expect.poll(() => first.evaluate((item) => item === document.activeElement)).toBe(true);
    await admin.keyboard.press('Enter');
    await card('اگر ۱').waitFor();
    // A half-typed condition is pointed out under the field as it is typed.
    await textbox(card('اگر ۱'), 'شرط').fill('toNumber(age) >=');
    await card('اگر ۱')
      .getByText(/عبارت ناتمام است/)
      .first()
      .waitFor();
    await card('اگر ۱').screenshot({ path: await artifact('functions-parse-problem') });
    await textbox(card('اگر ۱'), 'شرط').fill(CONDITION);
    await admin.getByRole('button', { name: 'افزودن عبارت درون اگر ۱', exact: true }).click();
    await admin.getByRole('menuitem', { name: 'نمایش پیام', exact: true }).click();
    await textbox(card('نمایش پیام ۱.۱'), 'متن').fill(TOAST);

    await flow.getByText('بی‌ایراد', { exact: true }).waitFor();
    expect(await flow.getByTestId('flow-side').innerText()).toBe('اجرا در مرورگر');
    // Nothing technical on screen: no node ids, no JSON.
    expect(await flow.innerText()).not.toMatch(/[{}]|"type"/);
    await screenshot(admin, 'functions-new');
  });

  it('saves it and finds it in the list with its Persian event and side', async () => {
    await button(admin, 'ذخیره').click();
    await readToast(admin, 'انجام شد');
    await admin.waitForURL(/\/panel\/function-management\/list$/);
    const row = admin.getByRole('row').filter({ hasText: NAME });
    await row.waitFor();
    const cells = await row.innerText();
    for (const part of [ENAME, 'هنگام بارگذاری فرم', 'اجرا در مرورگر']) expect(cells).toContain(part);
    // The search narrows the list by the Persian name.
    const search = textbox(admin, 'جستجو در نام');
    await search.fill('نامی که نیست');
    await admin.getByText('تابعی ثبت نشده است.').waitFor();
    await search.fill('سن');
    await row.waitFor();
    await screenshot(admin, 'functions-list');
  });

  it('opens it again with its steps as saved', async () => {
    await admin.getByRole('link', { name: `ویرایش ${NAME}`, exact: true }).click();
    await admin.waitForURL(/\/panel\/function-management\/detail\/\d+$/);
    functionId = Number(/detail\/(\d+)$/.exec(admin.url())![1]);
    expect(await textbox(card('اگر ۱'), 'شرط').inputValue()).toBe(CONDITION);
    expect(await textbox(card('نمایش پیام ۱.۱'), 'متن').inputValue()).toBe(TOAST);
  });

  it('test-runs it with an age that makes the condition true: the toast it would show, and the steps it took', async () => {
    const run = panel('اجرای آزمایشی');
    await textbox(run, 'سن').fill('۲۰');
    await button(run, 'اجرای آزمایشی').click();
    const result = run.getByTestId('test-run-result');
    await result.getByText('اجرا بی‌ایراد پایان یافت.').waitFor();
    expect(await result.getByTestId('test-run-effects').innerText()).toContain(TOAST);
    const trace = await result.getByTestId('test-run-trace').getByRole('listitem').allInnerTexts();
    expect(trace).toEqual(['اگر ۱', 'نمایش پیام ۱.۱']);
    // The steps it took are marked on their cards.
    // The if's card holds the toast's, so its own chip is the first.
    await card('اگر ۱').getByText('اجرا شد', { exact: true }).first().waitFor();
    await card('نمایش پیام ۱.۱').getByText('اجرا شد', { exact: true }).waitFor();
    await screenshot(admin, 'functions-test-run');
  });

  it('lists a server run in the run log', async () => {
    const api = await j.adminApi();
    const answer = await apiPost<{ ok: boolean }>(api, 'function/run-request-function', {
      functionId,
      answers: { f1: '30' },
    });
    expect(answer.ok).toBe(true);
    await admin.reload();
    const log = panel('گزارش اجرا');
    const row = log.getByRole('row').filter({ hasText: 'موفق' });
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
  });

  it('opens the help page: inputs, steps in Persian and the example request', async () => {
    await admin.getByRole('link', { name: 'راهنمای تابع برای فراخوانی', exact: true }).click();
    await admin.waitForURL(new RegExp(`/panel/function-help/${ENAME}$`));
    await admin.getByRole('heading', { level: 1, name: NAME }).waitFor();
    const inputs = await admin.getByRole('table', { name: 'ورودی‌ها' }).innerText();
    for (const part of ['سن', 'age', 'متن']) expect(inputs).toContain(part);
    const steps = await admin.getByRole('region', { name: 'گام‌ها' }).innerText();
    expect(steps).toContain(`اگر: ${CONDITION}`);
    expect(steps).toContain(`نمایش پیام: '${TOAST}'`);
    expect(await admin.getByText('/api/v1/function/run-request-function').count()).toBe(1);
    const body = JSON.parse(await admin.getByTestId('help-example-body').innerText()) as unknown;
    expect(body).toEqual({ functionId, answers: { f1: 'سن' } });
    await screenshot(admin, 'functions-help');
  });

  it('gives a unit access to the function, lists the pair, and takes it away', async () => {
    await admin.goto(`${j.server.url}/panel/function-management/list`);
    await admin.getByRole('link', { name: 'دسترسی واحدها به وب‌سرویس‌ها', exact: true }).click();
    await admin.waitForURL(/\/panel\/function-management\/unit-accesses$/);
    const main = admin.getByRole('main');
    await pickOption(main, 'تابع', NAME);
    const unit = admin.getByRole('combobox', { name: 'واحد سازمانی' });
    await unit.fill('فنی');
    await admin.getByRole('option', { name: UNIT }).click();
    await button(admin, 'افزودن دسترسی').click();
    await readToast(admin, 'انجام شد');
    const row = admin.getByRole('row').filter({ hasText: UNIT });
    await row.waitFor();
    expect(await row.innerText()).toContain(NAME);
    await screenshot(admin, 'functions-unit-accesses');
    await button(row, `حذف ${NAME} برای ${UNIT}`).click();
    await button(admin.getByRole('dialog'), 'تأیید').click();
    await row.waitFor({ state: 'detached' });
  });

  it('fits a 360 px phone: the definition page with its cards and the help page', async () => {
    const phone = await j.adminPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    for (const path of [`/panel/function-management/detail/${functionId}`, `/panel/function-help/${ENAME}`]) {
      await phone.goto(`${j.server.url}${path}`);
      await phone.getByRole('heading', { level: 1 }).waitFor();
      await phone.waitForLoadState('networkidle');
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      await screenshot(phone, `functions-phone-${path.includes('help') ? 'help' : 'detail'}`);
      expect(width, path).toBeLessThanOrEqual(360);
    }
  });
});
