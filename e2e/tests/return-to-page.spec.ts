import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../fixtures/browser.js';
import { startServer, type RunningServer } from '../fixtures/server.js';
import { makeAdminPasswordCurrent, submitLogin, textbox } from '../fixtures/sign-in.js';

let server: RunningServer;
let browser: Browser;
let page: Page;
let password: string;

beforeAll(async () => {
  server = await startServer({ CAPTCHA: 'off' });
  password = await makeAdminPasswordCurrent(server);
  browser = await launchBrowser();
  page = await browser.newPage({ locale: 'fa-IR' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an anonymous visitor asking for a panel page', () => {
  it('is sent to the login page first', async () => {
    await page.goto(`${server.url}/panel/profile`);
    await page.waitForURL(/\/login$/);
    await textbox(page, 'نام کاربری').waitFor();
    await screenshot(page, 'return-to-page-login');
  });

  it('comes back to the page they wanted after signing in', async () => {
    await submitLogin(page, password);
    await page.waitForURL(/\/panel\/profile$/);
    await page.getByRole('heading', { name: 'پروفایل کاربری', level: 1 }).waitFor();
    expect(await textbox(page, 'نام کاربری').inputValue()).toBe('admin');
    await screenshot(page, 'return-to-page-profile');
  });
});
