// The public tracking page (/track): a visitor follows «پیگیری درخواست» from the login page, types the
// tracking code in Persian digits and the applicant's mobile (or national ID), and sees the service,
// status, Jalali dates and the visible status steps; a wrong mobile gets the same Persian «not found» as
// an unknown code.
// Submitting is written elsewhere, so the request is put into the database while the server is stopped:
// a first server migrates and takes the service and applicant through the API, then a second serves the
// same data folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { toPersianDigits, trackingCodeOf } from '@darvazeh/shared';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { requestEvents, userRequests } from '../../apps/server/src/db/schema/index.js';
import { seriousViolations } from '../fixtures/axe.js';
import { launchBrowser, screenshot } from '../fixtures/browser.js';
import { startServer, type RunningServer } from '../fixtures/server.js';
import { apiPost, apiSignIn, button, makeAdminPasswordCurrent, textbox } from '../fixtures/sign-in.js';

const CODE = trackingCodeOf('482915736');
let dataDir: string;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'darvazeh-e2e-track-'));
  const env = { CAPTCHA: 'off', DATA_DIR: dataDir };
  const first = await startServer(env);
  const api = await apiSignIn(first, await makeAdminPasswordCurrent(first));
  const category = await apiPost<{ id: number }>(api, 'servicecategory', { name: 'امور آموزشی' });
  const service = await apiPost<{ id: number }>(api, 'service', {
    serviceFname: 'صدور گواهی اشتغال به تحصیل',
    serviceEname: 'studyCertificate',
    categories: [category.id],
  });
  const applicant = await apiPost<{ user: { id: number } }>(api, 'user', {
    username: 'sara.karimi',
    firstName: 'سارا',
    lastName: 'کریمی',
    mobile: '09121234567',
    nationalId: '0010350829',
  });
  await api.dispose();
  await first.stop();

  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  const [request] = await database.db
    .insert(userRequests)
    .values({
      trackingCode: CODE,
      serviceId: service.id,
      serviceVersion: 1,
      applicantId: applicant.user.id,
      status: 'در حال بررسی',
      answers: {},
      expectedOn: '2026-12-01',
      createdAt: new Date('2026-11-22T06:00:00Z'),
    })
    .returning({ id: userRequests.id });
  await database.db.insert(requestEvents).values([
    {
      requestId: request!.id,
      kind: 'submitted',
      toStatus: 'ثبت شده',
      visibleToApplicant: true,
      at: new Date('2026-11-22T06:00:00Z'),
    },
    {
      requestId: request!.id,
      kind: 'status',
      toStatus: 'یادداشت داخلی',
      at: new Date('2026-11-23T06:00:00Z'),
    },
    {
      requestId: request!.id,
      kind: 'status',
      fromStatus: 'ثبت شده',
      toStatus: 'در حال بررسی',
      visibleToApplicant: true,
      at: new Date('2026-11-24T06:00:00Z'),
    },
  ]);
  await database.close();

  server = await startServer(env);
  browser = await launchBrowser();
  page = await (
    await browser.newContext({ locale: 'fa-IR', viewport: { width: 360, height: 740 } })
  ).newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const fits = () => page.evaluate(() => document.documentElement.scrollWidth);

describe('a visitor tracking a request on a phone', () => {
  it('follows «پیگیری درخواست» from the login page to the tracking form', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'پیگیری درخواست' }).click();
    await page.waitForURL(/\/track$/);
    await page.getByRole('heading', { level: 1, name: 'پیگیری درخواست' }).waitFor();
    expect(await fits()).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is told in Persian what is missing or malformed', async () => {
    await textbox(page, 'کد رهگیری').fill('۱۲۳');
    await button(page, 'پیگیری').click();
    await page.getByText('کد رهگیری ۱۰ رقمی را درست وارد کنید.').waitFor();
    await page.getByText('شماره همراه، کد ملی یا نام کاربری متقاضی را وارد کنید.').first().waitFor();
  });

  it('gets the same Persian «not found» for a wrong mobile and for an unknown code', async () => {
    await textbox(page, 'کد رهگیری').fill(toPersianDigits(CODE));
    await textbox(page, 'شماره همراه، کد ملی یا نام کاربری').fill('09350000000');
    await button(page, 'پیگیری').click();
    const alert = page.getByRole('alert').filter({ hasText: 'درخواستی با این کد رهگیری' });
    const wrongMobile = await alert.innerText();
    expect(wrongMobile).toBe('درخواستی با این کد رهگیری و این مشخصات یافت نشد.');
    await textbox(page, 'کد رهگیری').fill(trackingCodeOf('111111111'));
    await textbox(page, 'شماره همراه، کد ملی یا نام کاربری').fill('09121234567');
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/v1/userrequest/track'));
    await button(page, 'پیگیری').click();
    const second = await answered;
    expect(second.status()).toBe(404);
    // The same words once the second look-up has failed too.
    await alert.waitFor();
    expect(await alert.innerText()).toBe(wrongMobile);
    expect(await page.getByRole('heading', { name: 'نتیجه پیگیری' }).count()).toBe(0);
  });

  it('types the code in Persian digits with the mobile and sees the service, status, dates and steps', async () => {
    await textbox(page, 'کد رهگیری').fill(toPersianDigits(`${CODE.slice(0, 5)} ${CODE.slice(5)}`));
    await textbox(page, 'شماره همراه، کد ملی یا نام کاربری').fill('۰۹۱۲ ۱۲۳ ۴۵۶۷');
    await button(page, 'پیگیری').click();
    const result = page.getByRole('region', { name: 'نتیجه پیگیری' });
    await result.waitFor();
    const shown = await result.innerText();
    expect(shown).toContain('صدور گواهی اشتغال به تحصیل');
    expect(shown).toContain('در جریان');
    expect(shown).toContain(toPersianDigits(CODE));
    // 22 Nov 2026 09:30 Tehran is 1 Azar 1405; the expected answer day 1 Dec 2026 is 10 Azar.
    expect(shown).toContain('۱۴۰۵/۰۹/۰۱ ۰۹:۳۰');
    expect(shown).toContain('۱۴۰۵/۰۹/۱۰');
    const steps = await result
      .getByRole('list', { name: 'مراحل درخواست' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(steps).toEqual([
      expect.stringMatching(/^ثبت شده\s*۱۴۰۵\/۰۹\/۰۱ ۰۹:۳۰$/),
      expect.stringMatching(/^در حال بررسی\s*۱۴۰۵\/۰۹\/۰۳ ۰۹:۳۰$/),
    ]);
    expect(shown).not.toContain('یادداشت داخلی');
    expect(await fits()).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'track-request-360');
  });

  it('finds it by the applicant’s national ID (کد ملی) typed in Persian digits too', async () => {
    await page.reload();
    await textbox(page, 'کد رهگیری').fill(toPersianDigits(CODE));
    await textbox(page, 'شماره همراه، کد ملی یا نام کاربری').fill('۰۰۱۰۳۵۰۸۲۹');
    await button(page, 'پیگیری').click();
    const result = page.getByRole('region', { name: 'نتیجه پیگیری' });
    await result.getByText('صدور گواهی اشتغال به تحصیل').waitFor();
    expect(await result.innerText()).toContain(toPersianDigits(CODE));
  });
});
