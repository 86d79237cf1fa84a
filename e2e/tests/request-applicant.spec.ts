import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { resizeTo, screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { publishService, serviceHome } from '../fixtures/processes.js';
import { confirmProfileSignature } from '../fixtures/sign-dialog.js';
import { apiPut, button, newUserWithApi, readToast, submitLogin, textbox } from '../fixtures/sign-in.js';

// Requests, the applicant's side (SPEC §2 /panel/new/{id?}; issue 16): an applicant with no role finds a
// published service by typing its name with Arabic letters, reads its pack, saves a draft, leaves,
// resumes it from their inbox, submits it signed with the signature in their profile, sees the tracking
// code, finds the request in their inbox with its history, and cancels a second request. Every page is
// checked with axe.
const CATEGORY = 'امور آموزشی';
const SIGNED = 'صدور گواهی اشتغال به تحصیل';
const PLAIN = 'درخواست کارت دانشجویی المثنی';
const USERNAME = 'maryam.rezaei';
const PASSWORD = 'Applicant-Pass-2026!';
// A real one-pixel PNG: the profile stores the signature as a data URL.
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const j = journey({ CAPTCHA: 'off' });
let page: Page;

/** A service whose requests wait on a provider's task after the applicant's form. */
function serviceBody(name: string, ename: string, extra = {}) {
  return {
    serviceFname: name,
    serviceEname: ename,
    serviceLicense: { description: 'گواهی برای ارائه به سازمان‌ها و بانک‌ها' },
    elements: [
      { id: 'f1', fname: 'نام و نام خانوادگی', ename: 'fullName', type: 'text', required: true },
      { id: 'f2', fname: 'علت درخواست', ename: 'reason', type: 'text' },
    ],
    desk: {
      nationalId: '',
      requiredDocuments: ['کارت دانشجویی'],
      durationDays: 3,
      costRials: 0,
      contact: 'اداره آموزش، داخلی ۲۱۰',
    },
    ...extra,
  };
}

beforeAll(async () => {
  const api = await j.adminApi();
  const home = await serviceHome(api);
  await publishService(
    api,
    home,
    serviceBody(SIGNED, 'studyCertificate', { signatureRequired: true, tempSave: true }),
  );
  await publishService(api, home, serviceBody(PLAIN, 'cardCopy'));
  // An applicant: a user with no role, their password made their own, their signature in the profile.
  const person = { username: USERNAME, firstName: 'مریم', lastName: 'رضایی' };
  const { api: applicant } = await newUserWithApi(api, j.server.url, person, PASSWORD);
  await apiPut(applicant, 'account/signature', { image: SIGNATURE });
  await applicant.dispose();

  page = await j.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${j.server.url}/login`);
  await submitLogin(page, PASSWORD, USERNAME);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
});

/** Checks the page at the desktop width and at 360 px: axe clean, and nothing wider than the phone. */
async function checkPage(name: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, `${name}-1280`);
  await resizeTo(page, { width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, `${name}-360`);
  await resizeTo(page, { width: 1280, height: 900 });
}

const nameField = () => textbox(page, 'نام و نام خانوادگی');
let trackingCode = '';

describe('an applicant requesting a service', () => {
  it('finds the service by its name typed with Arabic letters, under its category', async () => {
    await page.goto(`${j.server.url}/panel/new`);
    await page.getByRole('heading', { level: 1, name: 'درخواست جدید' }).waitFor();
    await page.getByRole('heading', { name: CATEGORY }).waitFor();
    await page.getByRole('searchbox', { name: 'جستجو در خدمات' }).fill('گواهي اشتغال');
    await expect.poll(() => page.getByRole('link', { name: /^مشاهده و شروع/ }).count()).toBe(1);
    await checkPage('request-applicant-services');
    await page.getByRole('link', { name: `مشاهده و شروع «${SIGNED}»` }).click();
    await page.waitForURL(/\/panel\/new\/\d+$/);
  });

  it('reads the pack: documents, working days, free of charge, contact and steps', async () => {
    await page.getByRole('heading', { level: 1, name: SIGNED }).waitFor();
    await page.getByText('۳ روز کاری').waitFor();
    await page.getByText('رایگان', { exact: true }).waitFor();
    await page.getByText('کارت دانشجویی', { exact: true }).waitFor();
    await page.getByText('بررسی کارشناس').waitFor();
    await checkPage('request-applicant-pack');
  });

  it('fills part of the form, saves a draft without the required checks, and leaves', async () => {
    await button(page, 'شروع درخواست').click();
    await textbox(page, 'علت درخواست').fill('ارائه به بانک');
    await button(page, 'ذخیره پیش‌نویس').click();
    await readToast(page, 'پیش‌نویس ذخیره شد.');
    await checkPage('request-applicant-form');
    await page.getByRole('link', { name: 'درخواست‌های من' }).first().click();
    await page.waitForURL(/\/panel\/my-requests$/);
  });

  it('resumes the draft from the inbox, with a note of when it was saved', async () => {
    await page.getByRole('list', { name: 'پیش‌نویس‌های من' }).getByText(SIGNED).waitFor();
    await checkPage('request-applicant-inbox-draft');
    // «ادامه» opens the form itself, not the pack (issue 24).
    await page.getByRole('link', { name: `ادامه پیش‌نویس «${SIGNED}»` }).click();
    await page.waitForURL(/\/panel\/new\/\d+\?resume$/);
    await page.getByTestId('draft-restored').waitFor();
    expect(await textbox(page, 'علت درخواست').inputValue()).toBe('ارائه به بانک');
  });

  it('is asked before leaving with an answer not saved, and keeps it across a look back at the pack', async () => {
    await textbox(page, 'علت درخواست').fill('ارائه به بانک ملی');
    await page.getByRole('link', { name: 'درخواست‌های من' }).first().click();
    const leave = page.getByRole('dialog', { name: 'تغییرات ذخیره نشده است' });
    await leave.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await button(leave, 'انصراف').click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toMatch(/^\/panel\/new\/\d+$/);
    await button(page, 'بازگشت به معرفی خدمت').click();
    await page.getByText('۳ روز کاری').waitFor();
    await button(page, 'شروع درخواست').click();
    expect(await textbox(page, 'علت درخواست').inputValue()).toBe('ارائه به بانک ملی');
  });

  it('is asked for the required field first, then signs with the profile signature and gets a receipt', async () => {
    await button(page, 'ثبت درخواست').click();
    await page.getByText('مقدار فیلد الزامی نام و نام خانوادگی را وارد کنید.').first().waitFor();
    await nameField().fill('مریم رضایی');
    await button(page, 'ثبت درخواست').click();
    const dialog = await confirmProfileSignature(page);
    expect(await seriousViolations(page)).toEqual([]);
    await button(dialog, 'ثبت درخواست').click();
    const code = page.getByTestId('tracking-code');
    await code.waitFor();
    trackingCode = await code.innerText();
    expect(trackingCode).toMatch(/^[۰-۹]{10}$/);
    await page.getByTestId('expected-on').waitFor();
    await checkPage('request-applicant-receipt');
  });

  it('opens the request: its status, answers and history', async () => {
    await page.getByRole('link', { name: 'مشاهده درخواست' }).click();
    await page.waitForURL(/\/panel\/my-requests\/\d+$/);
    expect(await page.getByTestId('detail-tracking-code').innerText()).toBe(trackingCode);
    const history = page.getByRole('list', { name: 'گردش درخواست' });
    await history.getByText('ثبت درخواست').first().waitFor();
    await page.getByRole('heading', { name: 'پاسخ‌های فرم' }).waitFor();
    expect(await nameField().inputValue()).toBe('مریم رضایی');
    await checkPage('request-applicant-detail');
  });

  it('sees the request in the inbox, and the draft gone', async () => {
    await page.goto(`${j.server.url}/panel/my-requests`);
    const row = page.getByRole('row').filter({ hasText: trackingCode });
    await row.waitFor();
    expect(await row.innerText()).toContain('در جریان');
    await page.getByText('پیش‌نویسی ندارید.').waitFor();
    await checkPage('request-applicant-inbox');
  });

  it('submits a second request and cancels it', async () => {
    await page.goto(`${j.server.url}/panel/new`);
    await page.getByRole('link', { name: `مشاهده و شروع «${PLAIN}»` }).click();
    await button(page, 'شروع درخواست').click();
    await nameField().fill('مریم رضایی');
    await button(page, 'ثبت درخواست').click();
    await page.getByTestId('tracking-code').waitFor();
    await page.getByRole('link', { name: 'مشاهده درخواست' }).click();
    await page.waitForURL(/\/panel\/my-requests\/\d+$/);
    await button(page, 'لغو درخواست').click();
    const dialog = page.getByRole('dialog', { name: 'لغو درخواست' });
    await button(dialog, 'لغو درخواست').click();
    await readToast(page, 'درخواست لغو شد.');
    await page.getByText('لغوشده', { exact: true }).first().waitFor();
    await page.getByRole('list', { name: 'گردش درخواست' }).getByText('لغو درخواست').waitFor();
    expect(await button(page, 'لغو درخواست').count()).toBe(0);
    await checkPage('request-applicant-cancelled');
  });
});

describe('the applicant’s panel home (پیشخوان)', () => {
  it('counts her running request and lists her latest ones, each card opening its request', async () => {
    await page.goto(`${j.server.url}/panel`);
    const counts = page.getByRole('list', { name: 'شمار کارهای شما' });
    // One running (the signed one); the second was cancelled.
    await counts.getByRole('link', { name: '۱ در جریان', exact: true }).waitFor();
    const recent = page.getByRole('list', { name: 'آخرین درخواست‌های من' });
    await expect.poll(() => recent.getByRole('link').count()).toBe(2);
    await checkPage('request-applicant-home');
    await recent.getByRole('link').filter({ hasText: trackingCode }).click();
    await page.waitForURL(/\/panel\/my-requests\/\d+$/);
    expect(await page.getByTestId('detail-tracking-code').innerText()).toBe(trackingCode);
  });
});
