import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { submitLogin, textbox } from '../fixtures/sign-in.js';

let page: Page;

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  page = await j.newPage();
});

describe('an anonymous visitor asking for a panel page', () => {
  it('is sent to the login page first', async () => {
    await page.goto(`${j.server.url}/panel/profile`);
    await page.waitForURL(/\/login$/);
    await textbox(page, 'نام کاربری').waitFor();
    await screenshot(page, 'return-to-page-login');
  });

  it('comes back to the page they wanted after signing in', async () => {
    await submitLogin(page, j.adminPassword);
    await page.waitForURL(/\/panel\/profile$/);
    await page.getByRole('heading', { name: 'پروفایل کاربری', level: 1 }).waitFor();
    expect(await textbox(page, 'نام کاربری').inputValue()).toBe('admin');
    await screenshot(page, 'return-to-page-profile');
  });
});
