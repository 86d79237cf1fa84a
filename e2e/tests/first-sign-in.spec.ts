import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { button, readToast, signOut, submitLogin, textbox } from '../fixtures/sign-in.js';

const WRONG_CREDENTIALS = 'نام کاربری یا رمز عبور اشتباه است.';
const NEW_PASSWORD = 'Tazeh-Ramz-1404!';

let page: Page;

// Today on the Jalali calendar in Tehran with Persian digits, worked out independently of the app.
const jalaliToday = (): string =>
  new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .replace(/[\u200e\u200f]/g, '');
const firstDay = jalaliToday();

const j = journey({ CAPTCHA: 'off' }, { keepSeedPassword: true });
beforeAll(async () => {
  page = await j.newPage();
});

describe('the seeded admin signing in for the first time', () => {
  it('is refused with the Persian message when the password is wrong', async () => {
    await page.goto(`${j.server.url}/login`);
    await submitLogin(page, 'not-the-password');
    expect(await readToast(page, WRONG_CREDENTIALS)).toContain(WRONG_CREDENTIALS);
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'first-sign-in-wrong-password');
  });

  it('must change the deprecated password, with a live strength meter, before reaching the panel', async () => {
    await submitLogin(page, j.server.adminPassword);
    await page.waitForURL(/\/password-deprecated$/);
    await page.getByText('رمز عبور شما باید تغییر کند.', { exact: false }).waitFor();

    const meter = page.getByRole('progressbar', { name: 'قدرت رمز عبور' });
    await textbox(page, 'رمز عبور جدید').fill('abc');
    await page.getByText('قدرت رمز عبور: ضعیف', { exact: true }).waitFor();
    const weak = Number(await meter.getAttribute('aria-valuenow'));
    await textbox(page, 'رمز عبور جدید').fill(NEW_PASSWORD);
    await page.getByText('قدرت رمز عبور: خیلی قوی', { exact: true }).waitFor();
    expect(Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(weak);
    await textbox(page, 'تکرار رمز عبور جدید').fill(NEW_PASSWORD);
    await screenshot(page, 'first-sign-in-password-deprecated');
    await button(page, 'ثبت رمز عبور جدید').click();

    await readToast(page, 'رمز عبور با موفقیت تغییر کرد.');
    await page.waitForURL(/\/panel$/);
    await page.getByTestId('account-name').getByText('مدیر سامانه').waitFor();
    await screenshot(page, 'first-sign-in-panel');
  });

  it('lists the failed and the successful attempt in the login history with Jalali times', async () => {
    await page.getByTitle('منوی حساب کاربری').click();
    await page.getByRole('menuitem', { name: 'تاریخچه ورود' }).click();
    await page.waitForURL(/\/panel\/login-history$/);
    const rows = page.locator('tbody tr');
    await rows.nth(1).waitFor();

    expect(await rows.count()).toBe(2);
    // Newest first: the successful sign-in, then the wrong password.
    const results = await rows.locator('td:nth-child(4)').allInnerTexts();
    expect(results).toEqual(['ورود موفق', 'نام کاربری یا رمز عبور نادرست']);
    const times = await rows.locator('td:nth-child(1)').allInnerTexts();
    const days = [firstDay, jalaliToday()];
    for (const time of times) {
      expect(time).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/);
      expect(days).toContain(time.split(' ')[0]);
    }
    expect(await rows.locator('td:nth-child(2)').allInnerTexts()).toEqual(['127.0.0.1', '127.0.0.1']);
    await screenshot(page, 'first-sign-in-login-history');
  });

  it('signs out through the profile dropdown and the confirmation dialog', async () => {
    await signOut(page);
    await textbox(page, 'نام کاربری').waitFor();
    const profile = await page.request.get(`${j.server.url}/api/v1/account/profile`);
    expect(profile.status()).toBe(401);
  });
});
