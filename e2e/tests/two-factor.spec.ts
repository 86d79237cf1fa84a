import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { button, readToast, signOut, submitLogin, textbox } from '../fixtures/sign-in.js';

const WRONG_CODE = 'کد تأیید اشتباه است.';

let page: Page;
let secret: string;
let recoveryCodes: string[];
/** The authenticator code that completed a sign-in, to be tried again. */
let usedCode: string;

/** The authenticator's code `offsetSeconds` from now (30-second steps). */
const totp = (offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** Signs in with the password and waits for the second step. */
async function signInToSecondStep(): Promise<void> {
  await submitLogin(page, j.adminPassword);
  await page.waitForURL(/\/2fa$/);
}

async function submitCode(code: string): Promise<void> {
  await textbox(page, 'کد تأیید').fill(code);
  await button(page, 'تأیید').click();
}

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  page = await j.adminPage();
});

describe('two-factor sign-in with an authenticator app', () => {
  it('is enabled in the profile with a code computed from the secret shown, and gives ten recovery codes', async () => {
    await page.getByTitle('منوی حساب کاربری').click();
    await page.getByRole('menuitem', { name: 'پروفایل کاربری' }).click();
    await page.waitForURL(/\/panel\/profile$/);
    await button(page, 'فعال‌سازی ورود دومرحله‌ای').click();
    await page.getByRole('img', { name: 'کد QR ورود دومرحله‌ای' }).waitFor();

    secret = await page
      .getByText('کلید', { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .innerText();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, 'two-factor-enrolment');
    await textbox(page, 'کد تأیید').fill(await totp());
    await button(page, 'تأیید و فعال‌سازی').click();

    const dialog = page.getByRole('dialog', { name: 'کدهای بازیابی' });
    await dialog.waitFor();
    recoveryCodes = await dialog.getByTestId('recovery-codes').locator('li').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    await screenshot(page, 'two-factor-recovery-codes');
    await button(dialog, 'کدها را ذخیره کردم').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('ورود دومرحله‌ای برای حساب شما فعال است.').waitFor();
  });

  it('asks for the code after the password, refuses a wrong one and accepts the right one', async () => {
    await signOut(page);
    await signInToSecondStep();
    // Pending sign-in: the panel stays closed until the code is given.
    expect((await page.request.get(`${j.server.url}/api/v1/account/user-info`)).status()).toBe(401);

    // A code of the right shape that the authenticator shows at none of the accepted steps.
    const nearby = [-60, -30, 0, 30, 60].map((offset) => totp(offset));
    const accepted = await Promise.all(nearby);
    let wrong = 100000;
    while (accepted.includes(String(wrong))) wrong += 1;
    await submitCode(String(wrong));
    await readToast(page, WRONG_CODE);
    expect(new URL(page.url()).pathname).toBe('/2fa');
    await screenshot(page, 'two-factor-wrong-code');

    // The next time step: a step after the one used at enrolment, within the server's ±1 step.
    usedCode = await totp(30);
    await submitCode(usedCode);
    await page.waitForURL(/\/panel$/);
    await page.getByTestId('account-name').getByText('مدیر سامانه').waitFor();
  });

  it('refuses the code it has just accepted, then lets a recovery code in', async () => {
    await signOut(page);
    await signInToSecondStep();
    await submitCode(usedCode);
    await readToast(page, WRONG_CODE);
    expect(new URL(page.url()).pathname).toBe('/2fa');

    await button(page, 'استفاده از کد بازیابی').click();
    await textbox(page, 'کد بازیابی').fill(recoveryCodes[0] ?? '');
    await button(page, 'تأیید').click();
    await page.waitForURL(/\/panel$/);
    await screenshot(page, 'two-factor-recovery-code-accepted');
  });
});
