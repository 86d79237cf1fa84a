import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { ADMIN, apiPost, button, readToast, submitLogin, textbox } from '../fixtures/sign-in.js';

// The sign-in limits (docs/ARCHITECTURE.md): an attacker's wrong passwords make the form ask for the
// captcha, never keep the owner out; an Admin lifts the limits from the users page. CAPTCHA=off: the
// server still asks for an answer and takes any non-empty one.
const CAPTCHA_NEEDED = 'به دلیل ورودهای ناموفق پی‌درپی، برای ورود کد امنیتی را هم وارد کنید.';
const USERNAME = 'reza.karimi';

let page: Page;
let attacker: APIRequestContext;
let userPassword: string;

/** One sign-in attempt through the API as a script would make it; answers the status and envelope data. */
async function tryPassword(username: string, password: string): Promise<{ status: number; data: unknown }> {
  const { cookies } = await attacker.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await attacker.post('/api/v1/account/login', {
    data: { username, password, captchaId: '', captchaCode: '' },
    headers: { 'x-xsrf-token': xsrf },
  });
  return { status: res.status(), data: ((await res.json()) as { data: unknown }).data };
}

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  const adminApi = await j.adminApi();
  const created = await apiPost<{ temporaryPassword: string }>(adminApi, 'user', {
    username: USERNAME,
    firstName: 'رضا',
    lastName: 'کریمی',
  });
  userPassword = created.temporaryPassword;
  await adminApi.dispose();
  attacker = await request.newContext({ baseURL: j.server.url });
  await attacker.get('/api/v1/account/profile'); // the 401 answer sets the XSRF cookie
  page = await j.newPage();
});
afterAll(async () => {
  await attacker?.dispose();
});

describe('an attacker guessing the only Admin’s password', () => {
  it('gets the captcha demanded after five wrong passwords', async () => {
    const answers = [];
    for (let i = 1; i <= 6; i += 1) answers.push(await tryPassword(ADMIN, `guess-${i}`));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(answers.map((answer) => answer.data)).toEqual([
      null,
      null,
      null,
      null,
      { code: 'captcha_required' },
      { code: 'captcha_required' },
    ]);
  });

  it('does not keep the owner out: the form asks for the captcha and the right password with it signs in', async () => {
    await page.goto(`${j.server.url}/login`);
    expect(await textbox(page, 'کد امنیتی').count()).toBe(0);
    await submitLogin(page, j.adminPassword);
    expect(await readToast(page, CAPTCHA_NEEDED)).toContain(CAPTCHA_NEEDED);
    const answer = textbox(page, 'کد امنیتی');
    await answer.waitFor();
    await screenshot(page, 'sign-in-limits-captcha-asked');
    await answer.fill('x');
    await button(page, 'ورود').click();
    await page.waitForURL(/\/panel$/);
    await page.getByTestId('account-name').getByText('مدیر سامانه').waitFor();
  });
});

describe('an Admin lifting a user’s sign-in limits', () => {
  it('sees the limits on the users page and lifts them after confirming', async () => {
    for (let i = 1; i <= 5; i += 1) await tryPassword(USERNAME, `guess-${i}`);
    await page.getByRole('link', { name: 'کاربران' }).click();
    await page.waitForURL(/\/panel\/system-setting\/users$/);
    const row = page.getByRole('row').filter({ hasText: USERNAME });
    await row.getByText('محدودیت ورود', { exact: true }).waitFor();
    await screenshot(page, 'sign-in-limits-users-page');

    await row.getByRole('button', { name: 'رفع محدودیت ورود' }).click();
    const dialog = page.getByRole('dialog', { name: 'رفع محدودیت ورود' });
    await dialog.getByText('«رضا کریمی»').waitFor();
    await button(dialog, 'تأیید').click();
    await readToast(page, 'محدودیت ورود کاربر برداشته شد.');
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('محدودیت ورود', { exact: true }).waitFor({ state: 'detached' });
  });

  it('lets the user sign in again without a captcha', async () => {
    const res = await tryPassword(USERNAME, userPassword);
    expect(res.status).toBe(200);
  });
});
