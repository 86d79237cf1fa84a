import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { apiPost, button, readToast, signOut, submitLogin, textbox } from '../fixtures/sign-in.js';

const EMAIL = 'admin@example.ac.ir';
const CODE_SENT = 'کد بازیابی برای آن ارسال شد.';
const RESET_PASSWORD = 'Bazyabi-Ramz-1405!';

/** The tab that resets the password. */
let page: Page;
/** A second tab that asks for a code first and is left on the code form. */
let spare: Page;
/** The mailed code that reset the password. */
let usedCode: string;
/** An Admin's API client, to read the outbox as a mail client would. */
let outboxReader: APIRequestContext;

type Mail = { id: number; to: string; body: string };
const mails = async (): Promise<Mail[]> =>
  (await apiPost<{ list: Mail[] }>(outboxReader, 'outbox/filter', {})).list.filter((m) => m.to === EMAIL);

/** Step 1 of the reset on `tab`: opens the page from the login link, asks for a code, returns the toast. */
async function requestCode(tab: Page, username: string): Promise<string> {
  await tab.bringToFront(); // a tab in the background gets no animation frames
  await tab.goto(`${j.server.url}/login`);
  await tab.getByRole('link', { name: 'فراموشی رمز عبور' }).click();
  await tab.waitForURL(/\/forget-password$/);
  await textbox(tab, 'نام کاربری').fill(username);
  await button(tab, 'ارسال کد بازیابی').click();
  const toast = await readToast(tab, CODE_SENT);
  await textbox(tab, 'کد بازیابی').waitFor();
  return toast;
}

/** Step 2 on `tab`: the code and a new password twice. */
async function submitReset(tab: Page, code: string, newPassword: string): Promise<void> {
  await tab.bringToFront();
  await textbox(tab, 'کد بازیابی').fill(code);
  await textbox(tab, 'رمز عبور جدید').fill(newPassword);
  await textbox(tab, 'تکرار رمز عبور جدید').fill(newPassword);
  await button(tab, 'ثبت رمز عبور جدید').click();
}

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  outboxReader = await j.adminApi();
  page = await j.adminPage();
});
afterAll(async () => {
  await outboxReader?.dispose();
});

describe('a forgotten password reset with a code from the outbox', () => {
  it('starts with the admin giving an e-mail address in the profile', async () => {
    await page.getByTitle('منوی حساب کاربری').click();
    await page.getByRole('menuitem', { name: 'پروفایل کاربری' }).click();
    await textbox(page, 'ایمیل').fill(EMAIL);
    await button(page, 'ذخیره').click();
    await readToast(page, 'اطلاعات کاربری ذخیره شد.');
    await signOut(page);
  });

  it('answers an unknown username exactly as it answers a known one', async () => {
    spare = await page.context().newPage();
    const known = await requestCode(spare, 'admin');
    expect(await mails()).toHaveLength(1);
    const unknown = await requestCode(page, 'no-such-user');
    expect(await mails()).toHaveLength(1);

    expect(unknown).toBe(known);
    expect(await page.locator('form').innerText()).toBe(await spare.locator('form').innerText());
    await screenshot(page, 'forget-password-unknown-user');
    await screenshot(spare, 'forget-password-known-user');
  });

  it('sets the new password with the mailed code, and the new password signs in', async () => {
    await requestCode(page, 'admin');
    const latest = (await mails()).reduce((a, b) => (b.id > a.id ? b : a));
    usedCode = /\b(\d{6})\b/.exec(latest.body)?.[1] ?? '';
    expect(usedCode).toMatch(/^\d{6}$/);

    await submitReset(page, usedCode, RESET_PASSWORD);
    await readToast(page, 'رمز عبور با موفقیت تغییر کرد.');
    await page.waitForURL(/\/login$/);
    await submitLogin(page, RESET_PASSWORD);
    await page.waitForURL(/\/panel$/);
    await screenshot(page, 'forget-password-signed-in');
    await signOut(page);
  });

  it('refuses the same code a second time and changes nothing', async () => {
    // Typed again in the tab left on the code form, so no newer code stands in its way.
    await submitReset(spare, usedCode, 'Dovom-Ramz-1405!');
    await readToast(spare, 'کد بازیابی نادرست است یا منقضی شده است.');
    expect(new URL(spare.url()).pathname).toBe('/forget-password');
    await screenshot(spare, 'forget-password-code-reused');

    await page.bringToFront();
    await submitLogin(page, RESET_PASSWORD);
    await page.waitForURL(/\/panel$/);
  });
});
