import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { expectFitsPhone, WIDTH } from '../fixtures/phone-width.js';
import { apiPost, button, textbox } from '../fixtures/sign-in.js';

// The one log screen (issue 25 item 2): an Admin finds a failed sign-in and a server problem — the mail
// server refusing connections (SMTP_URL points at a closed port), which the mail job logs as a warning
// and the program log keeps — by the list's filters, and opens their details, at 1280 px and on a phone.
// Then an event whose function always fails: its failed runs, and the server error written when the job
// queue gives it up (retried with back-off, the journey moving the server's clock past each wait, then
// suspended), are found by kind, outcome, text and Jalali date range, and exported to Excel.
const USERNAME = 'sara.ahmadi';
const EVENT = 'بررسی نامه‌های رسیده';
const MAX_BACKOFF_MS = 2 * 60_000;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());

let page: Page;
let visitor: APIRequestContext;
let adminApi: APIRequestContext;
let eventId = 0;

async function post(path: string, data: unknown): Promise<number> {
  const { cookies } = await visitor.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await visitor.post(`/api/v1/${path}`, { data, headers: { 'x-xsrf-token': xsrf } });
  return res.status();
}

const j = journey(
  { CAPTCHA: 'off', SMTP_URL: 'smtp://127.0.0.1:9', JOBS_POLL_MS: '200' },
  { fakeClock: true },
);
beforeAll(async () => {
  adminApi = await j.adminApi();
  // An event on a record created whose function always fails (its list outgrows the interpreter's bound).
  const formInfo = { formFields: [{ id: 'title', fname: 'عنوان', ename: 'title', type: 'text' }] };
  const letters = await apiPost<{ id: number }>(adminApi, 'datacollection', { fname: 'نامه‌ها', formInfo });
  const fn = await apiPost<{ id: number }>(adminApi, 'function', {
    fname: 'شمارش نامه‌ها',
    ename: 'countLetters',
    callOn: 'load',
    expressions: [
      { id: 'a', type: 'var', name: 'arr', value: '[0]' },
      {
        id: 'loop',
        type: 'for',
        variable: 'i',
        from: '1',
        to: '22',
        children: [{ id: 'twice', type: 'varAssign', name: 'arr', value: '[arr, arr]' }],
      },
    ],
  });
  eventId = (
    await apiPost<{ id: number }>(adminApi, 'systemevent', {
      fname: EVENT,
      trigger: { kind: 'record', collectionId: letters.id, on: 'create', condition: '' },
      functionId: fn.id,
    })
  ).id;
  await apiPost(adminApi, `datacollection/${letters.id}/record`, { data: { title: 'نامه اول' } });
  await apiPost(adminApi, 'user', {
    username: USERNAME,
    firstName: 'سارا',
    lastName: 'احمدی',
    email: 'sara@example.ac.ir',
  });
  visitor = await request.newContext({ baseURL: j.server.url });
  await visitor.get('/api/v1/account/profile'); // the 401 answer sets the XSRF cookie
  // A wrong password, then a reset code mailed through a mail server that is down.
  expect(
    await post('account/login', {
      username: USERNAME,
      password: 'not-her-password',
      captchaId: '',
      captchaCode: '',
    }),
  ).toBe(400);
  expect(await post('account/forget-password', { username: USERNAME, captchaId: '', captchaCode: 'x' })).toBe(
    200,
  );
  page = await j.adminPage();
});
afterAll(async () => {
  await visitor?.dispose();
});

/** Sets the filters (kind and outcome by their Persian names, free text) and shows the list. */
async function filter(scope: Page, kind: string, outcome: string, text: string) {
  await scope.getByLabel('نوع گزارش').selectOption({ label: kind });
  await scope.getByLabel('نتیجه', { exact: true }).selectOption({ label: outcome });
  await textbox(scope, 'جستجو در متن').fill(text);
  await button(scope, 'نمایش').click();
}

describe('the log screen', () => {
  it('finds a failed sign-in by kind, outcome and text, and shows its details', async () => {
    await page.goto(`${j.server.url}/panel/system-setting/logs-list`);
    await page.getByRole('heading', { level: 1, name: 'گزارش‌های سیستمی' }).waitFor();
    await filter(page, 'ورود کاربران', 'ناموفق', USERNAME);
    const row = page.getByRole('row').filter({ hasText: 'نام کاربری یا رمز عبور نادرست' });
    // The admin's own successful sign-ins leave the list once the filters apply.
    await page.getByRole('row').filter({ hasText: 'ورود موفق' }).first().waitFor({ state: 'detached' });
    await row.getByText('سارا احمدی').waitFor();
    await row.getByRole('button', { name: 'جزئیات' }).click();
    const dialog = page.getByRole('dialog', { name: 'جزئیات گزارش «ورود کاربران»' });
    await dialog.getByText(USERNAME, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'logs-list-sign-in-details');
    await button(dialog, 'بستن').click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('finds the mail server’s failure in the program log, with the error it met', async () => {
    // The mail job fails on its first attempt, and the program log writes it within a second: wait for
    // the row to exist (as an Admin's API client), then find it through the screen.
    const failures = async () =>
      (
        await apiPost<{ list: unknown[] }>(adminApi, 'logs/filter', {
          from: today,
          to: today,
          kind: 'programlog',
          text: 'job failed',
        })
      ).list.length;
    await expect.poll(failures, { timeout: 120_000, interval: 500 }).toBeGreaterThan(0);
    // Found by the message as the server logged it; listed by its Persian meaning. The event's runs (the
    // next test) fail as jobs too, with the same message, and which of them the list shows first depends
    // on when each job ran: the mail job's row is the one whose details name its kind.
    const dialog = page.getByRole('dialog', { name: 'جزئیات گزارش «خطا و هشدار سامانه»' });
    const mailRowOpened = async () => {
      await filter(page, 'خطا و هشدار سامانه', 'هشدار', 'job failed');
      const rows = page
        .getByRole('row')
        .filter({ hasText: 'کار پس‌زمینه انجام نشد؛ بعداً دوباره تلاش می‌شود' });
      await rows.first().waitFor();
      for (const row of await rows.all()) {
        await row.getByRole('button', { name: 'جزئیات' }).click();
        await dialog
          .getByText(/mail\.deliver|event\.run/)
          .first()
          .waitFor();
        if ((await dialog.getByText('mail.deliver', { exact: false }).count()) > 0) return true;
        await button(dialog, 'بستن').click();
        await dialog.waitFor({ state: 'detached' });
      }
      return false;
    };
    await expect.poll(mailRowOpened).toBe(true);
    await dialog.getByText('ECONNREFUSED', { exact: false }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'logs-list-program-log-details');
    await button(dialog, 'بستن').click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds the event’s failed runs, and the server error of its giving up, by their filters', async () => {
    const runs = async () =>
      (
        await apiPost<{ list: unknown[] }>(adminApi, 'eventonlog/filter', {
          filters: { eventId: { op: 'eq', value: eventId } },
        })
      ).list.length;
    // Each failed attempt waits for its back-off (at most two minutes by the fifth): once an attempt is
    // logged, the server's clock is moved past the wait, until the fifth failure suspends the event.
    await expect.poll(runs).toBeGreaterThan(0);
    for (let seen = await runs(); seen < 5; seen = await runs()) {
      await j.server.advanceClock(MAX_BACKOFF_MS);
      await expect.poll(runs).toBeGreaterThan(seen);
    }
    expect(await runs()).toBe(5);
    const errors = async () =>
      (
        await apiPost<{ list: unknown[] }>(adminApi, 'logs/filter', {
          from: today,
          to: today,
          kind: 'programlog',
          outcome: 'error',
        })
      ).list.length;
    await expect.poll(errors).toBeGreaterThan(0);

    await filter(page, 'اجرای رویداد', 'ناموفق', EVENT);
    const runRows = page.getByRole('row').filter({ hasText: `اجرای رویداد «${EVENT}»` });
    await expect.poll(() => runRows.count()).toBe(5);
    await runRows.first().getByRole('button', { name: 'جزئیات' }).click();
    const runDialog = page.getByRole('dialog', { name: 'جزئیات گزارش «اجرای رویداد»' });
    await runDialog.getByText('نوبت اجرا').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await button(runDialog, 'بستن').click();
    await runDialog.waitFor({ state: 'detached' });

    await filter(page, 'خطا و هشدار سامانه', 'خطا', 'job given up');
    await runRows.first().waitFor({ state: 'detached' });
    const errorRow = page
      .getByRole('row')
      .filter({ hasText: 'کار پس‌زمینه پس از تلاش‌های پیاپی کنار گذاشته شد' });
    await errorRow.first().getByRole('button', { name: 'جزئیات' }).click();
    const errorDialog = page.getByRole('dialog', { name: 'جزئیات گزارش «خطا و هشدار سامانه»' });
    await errorDialog.getByText('event.run', { exact: false }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'logs-list-error-details');
    await button(errorDialog, 'بستن').click();
    await errorDialog.waitFor({ state: 'detached' });
  });

  it('narrows by Jalali date range: next month has none of them, today has them back', async () => {
    await filter(page, 'اجرای رویداد', 'ناموفق', EVENT);
    const runRows = page.getByRole('row').filter({ hasText: `اجرای رویداد «${EVENT}»` });
    await runRows.first().waitFor();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'نمایش' }) });
    const pick = async (field: number, nextMonth: boolean) => {
      await form.getByRole('button', { name: 'تاریخ را انتخاب کنید' }).nth(field).click();
      const calendar = page.getByRole('dialog');
      if (nextMonth) {
        await calendar.getByRole('button', { name: 'ماه آینده' }).click();
        // The months slide: until the old one has gone, both show the day.
        const first = calendar.getByRole('gridcell', { name: '۱', exact: true });
        await expect.poll(() => first.count()).toBe(1);
        await first.click();
      } else {
        // The calendar opens on the month picked before.
        await calendar.getByRole('button', { name: 'ماه گذشته' }).click();
        const today = calendar.locator('[aria-current="date"]');
        await expect.poll(() => today.count()).toBe(1);
        await today.click();
      }
      await calendar.waitFor({ state: 'detached' });
    };
    // «to» first, so «from» never passes it.
    await pick(1, true);
    await pick(0, true);
    await button(page, 'نمایش').click();
    await page.getByText('گزارشی با این فیلترها پیدا نشد.').waitFor();
    await pick(0, false);
    await button(page, 'نمایش').click();
    await expect.poll(() => runRows.count()).toBe(5);
  });

  it('exports the filtered rows to Excel with Persian headers', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'خروجی اکسل').click()]);
    expect(download.suggestedFilename()).toMatch(/^logs-[\d-]+-[\d-]+\.xlsx$/);
    const file = path.join(await j.tempDir(), 'logs.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    const rowValues = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map(String);
    expect(rowValues(1)).toEqual(['نوع گزارش', 'زمان', 'نتیجه', 'کاربر', 'شرح']);
    expect(sheet.rowCount).toBe(6);
    for (let n = 2; n <= 6; n += 1)
      expect(rowValues(n)).toEqual(
        expect.arrayContaining(['اجرای رویداد', 'ناموفق', expect.stringContaining(EVENT)]),
      );
  });

  it('keeps sign-ins 30 days and responsibilities for ever, set in the retention form', async () => {
    const days = textbox(page, 'ورود کاربران (روز)');
    expect(await days.inputValue()).toBe('۳۶۵');
    await days.fill('۳۰');
    await textbox(page, 'تغییر مسئولیت‌ها (روز)').fill('');
    await button(page, 'ذخیره مدت نگه‌داری').click();
    const stored = async () => {
      const rows = await apiPost<{ list: { name: string; data: string }[] }>(adminApi, 'generalsetting/all');
      const data = rows.list.find((row) => row.name === 'logRetention')?.data;
      return data ? (JSON.parse(data) as Record<string, unknown>) : null;
    };
    await expect
      .poll(stored, { timeout: 30_000 })
      .toMatchObject({ authlog: 30, unitresponsibilitylog: null, programlog: 90 });
    // A day count out of range is refused in Persian, and nothing changes.
    await days.fill('۰');
    await button(page, 'ذخیره مدت نگه‌داری').click();
    await page.getByText('دست‌کم ۱ روز وارد کنید.', { exact: true }).waitFor();
    expect(await stored()).toMatchObject({ authlog: 30 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('fits a 360 px phone with the filters and the list', async () => {
    const phone = await j.adminPage({ viewport: { width: WIDTH, height: 780 } });
    await phone.goto(`${j.server.url}/panel/system-setting/logs-list`);
    await filter(phone, 'ورود کاربران', 'ناموفق', USERNAME);
    await phone.getByRole('row').filter({ hasText: 'نام کاربری یا رمز عبور نادرست' }).waitFor();
    await expectFitsPhone(phone, 'logs-list-phone');
  });
});
