// A newcomer's first hour on a 360 px phone (issue 24 items 1–5): registers with a national ID and the code
// the SMS brings; types a Jalali date with Persian digits, uploads a file, picks from a list, and — having
// no signature yet — draws one in the submit dialog without leaving the form, then submits; saves a draft
// of another service with every kind of answer, leaves, opens it again with «ادامه» (straight on its form)
// and finds every answer and the file back, and submits it; signed out, tracks it with the tracking code
// and the national ID typed in Persian digits. Every screen passes axe and fits the phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { pickOption } from '../fixtures/mui.js';
import { journey } from '../fixtures/journey.js';
import { expectFitsPhone, WIDTH } from '../fixtures/phone-width.js';
import { publishService, serviceHome } from '../fixtures/processes.js';
import { smsCodeSentTo } from '../fixtures/outbox.js';
import { confirmProfileSignature, signDialog } from '../fixtures/sign-dialog.js';
import { apiPost, button, readToast, signOut, textbox } from '../fixtures/sign-in.js';

const SIGNED = 'گواهی اشتغال به تحصیل';
const DRAFTED = 'درخواست خوابگاه';
const NATIONAL_ID = '۰۰۱۲۳۴۵۶۷۹';
const MOBILE = '09123456789';
const PASSWORD = 'Applicant-Phone-2026!';
const DATE = 'تاریخ ورود به دانشگاه';
const LEVEL = 'مقطع تحصیلی';
const DOC = 'کارنامه';
const FILE_NAME = 'کارنامه.pdf';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const j = journey({ CAPTCHA: 'off' });
let page: Page;
let admin: APIRequestContext;
const ids = { signed: 0, drafted: 0 };
let trackingCode = '';

/** A form with every kind of answer this journey gives: text, a Jalali date, a file and a list. */
const elements = [
  { id: 'name', fname: 'نام و نام خانوادگی', ename: 'fullName', type: 'text', required: true },
  { id: 'entered', fname: DATE, ename: 'entered', type: 'date', required: true },
  { id: 'doc', fname: DOC, ename: 'transcript', type: 'file', required: true },
  {
    id: 'level',
    fname: LEVEL,
    ename: 'level',
    type: 'select',
    required: true,
    options: [
      { id: 'bsc', fname: 'کارشناسی' },
      { id: 'msc', fname: 'کارشناسی ارشد' },
    ],
  },
];

beforeAll(async () => {
  admin = await j.adminApi();
  const home = await serviceHome(admin);
  const desk = { requiredDocuments: ['کارنامه'], durationDays: 3, costRials: 0, contact: 'اداره آموزش' };
  const common = { elements, desk, signatureRequired: true };
  ids.signed = await publishService(admin, home, { ...common, serviceFname: SIGNED, serviceEname: 'study' });
  ids.drafted = await publishService(admin, home, {
    ...common,
    serviceFname: DRAFTED,
    serviceEname: 'dorm',
    tempSave: true,
  });
  // Graduates and outside applicants register themselves (issue 24.5): the Admin has it switched on.
  await apiPost(admin, 'generalsetting', { name: 'registration', data: '{"enabled":true}' });
  page = await j.newPage({ viewport: { width: WIDTH, height: 740 } });
});
afterAll(async () => {
  await admin?.dispose();
});

const dateField = () => page.getByRole('group', { name: DATE });
/** The date as its sections show it, without the direction marks. */
const shownDate = async () => {
  const text = await dateField().locator('.MuiPickersSectionList-root').textContent();
  return (text ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');
};
const fileLink = () => page.getByRole('link', { name: FILE_NAME });

/** Fills the form as a person on a phone does: the date typed with a Persian keyboard. */
async function fillForm(): Promise<void> {
  await textbox(page, 'نام و نام خانوادگی').fill('زهرا کریمی');
  await dateField().locator('[contenteditable="true"]').first().click();
  await page.keyboard.type('۱۴۰۲۰۷۰۱');
  expect(await shownDate()).toBe('۱۴۰۲/۰۷/۰۱');
  await page
    .getByTestId('file-field-transcript')
    .locator('input[type="file"]')
    .setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF });
  await fileLink().waitFor();
  await pickOption(page.locator('form'), LEVEL, 'کارشناسی ارشد');
}

/** Draws a stroke across `pad` with the pointer, as a finger or a mouse would. */
async function drawOn(pad: Locator): Promise<void> {
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.35, 0.3],
    [0.5, 0.7],
    [0.65, 0.35],
    [0.8, 0.6],
  ] as const)
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  await page.mouse.up();
}

/** Downloads the file the form's link points at, as the browser's session; answers its bytes. */
async function downloaded(link: Locator): Promise<Buffer> {
  const res = await page.request.get(new URL((await link.getAttribute('href'))!, j.server.url).href);
  expect(res.status()).toBe(200);
  return res.body();
}

describe('a newcomer on a phone', () => {
  it('registers from the navbar with a national ID and the code the SMS brings', async () => {
    await page.goto(j.server.url);
    await page.getByRole('link', { name: 'ورود / ثبت‌نام', exact: true }).click();
    await page.getByRole('link', { name: 'حساب کاربری ندارید؟ ثبت‌نام کنید' }).click();
    await page.waitForURL(/\/register$/);
    await textbox(page, 'کد ملی').fill(NATIONAL_ID);
    await textbox(page, 'شماره همراه').fill('۰۹۱۲۳۴۵۶۷۸۹');
    await textbox(page, 'نام').fill('زهرا');
    await textbox(page, 'نام خانوادگی').fill('کریمی');
    await expectFitsPhone(page, 'request-applicant-phone-register');
    await button(page, 'دریافت کد تأیید').click();
    await textbox(page, 'کد تأیید').fill(await smsCodeSentTo(admin, MOBILE));
    await textbox(page, 'رمز عبور جدید').fill(PASSWORD);
    await textbox(page, 'تکرار رمز عبور جدید').fill(PASSWORD);
    await expectFitsPhone(page, 'request-applicant-phone-register-code');
    await button(page, 'ثبت‌نام').click();
    await page.waitForURL(/\/panel$/);
    await page.getByTitle('منوی حساب کاربری').waitFor();
    await expectFitsPhone(page, 'request-applicant-phone-panel-home');
  });

  it('types the date with Persian digits, uploads, picks, and draws the signature in the submit dialog', async () => {
    await page.goto(`${j.server.url}/panel/new/${ids.signed}`);
    await button(page, 'شروع درخواست').click();
    await fillForm();
    await expectFitsPhone(page, 'request-applicant-phone-form');
    await button(page, 'ثبت درخواست').click();
    const dialog = signDialog(page);
    await dialog.getByText('ابتدا امضای خود را در پروفایل ثبت کنید', { exact: false }).waitFor();
    const pad = dialog.getByRole('img', { name: /محل کشیدن امضا/ });
    await drawOn(pad);
    await expectFitsPhone(page, 'request-applicant-phone-sign-draw');
    await button(dialog, 'ثبت امضا').click();
    // Saved to the profile and read again: the dialog now shows it, with the box to confirm.
    await dialog.getByRole('img', { name: 'تصویر امضا' }).waitFor();
    await confirmProfileSignature(page);
    await expectFitsPhone(page, 'request-applicant-phone-sign-confirm');
    expect(new URL(page.url()).pathname).toBe(`/panel/new/${ids.signed}`);
    await button(dialog, 'ثبت درخواست').click();
    await page.getByTestId('tracking-code').waitFor();
    await expectFitsPhone(page, 'request-applicant-phone-receipt');
    // The request holds every answer: the date as the calendar would store it, the file, the choice.
    await page.getByRole('link', { name: 'مشاهده درخواست' }).click();
    await page.waitForURL(/\/panel\/my-requests\/\d+$/);
    await dateField().waitFor();
    expect(await shownDate()).toBe('۱۴۰۲/۰۷/۰۱');
    expect((await downloaded(fileLink())).equals(PDF)).toBe(true);
    expect(await page.getByRole('combobox', { name: LEVEL }).innerText()).toBe('کارشناسی ارشد');
    await expectFitsPhone(page, 'request-applicant-phone-detail');
  });

  it('saves a draft with every kind of answer, leaves, and finds every answer and the file back', async () => {
    await page.goto(`${j.server.url}/panel/new/${ids.drafted}`);
    await button(page, 'شروع درخواست').click();
    await fillForm();
    await button(page, 'ذخیره پیش‌نویس').click();
    await readToast(page, 'پیش‌نویس ذخیره شد.');
    await page.goto(`${j.server.url}/panel/my-requests`);
    await page.getByRole('list', { name: 'پیش‌نویس‌های من' }).getByText(DRAFTED).waitFor();
    await expectFitsPhone(page, 'request-applicant-phone-drafts');
    await page.getByRole('link', { name: `ادامه پیش‌نویس «${DRAFTED}»` }).click();
    // Straight on the form, not the pack.
    await page.waitForURL(new RegExp(`/panel/new/${ids.drafted}\\?resume$`));
    await page.getByTestId('draft-restored').waitFor();
    expect(await textbox(page, 'نام و نام خانوادگی').inputValue()).toBe('زهرا کریمی');
    await dateField().waitFor();
    expect(await shownDate()).toBe('۱۴۰۲/۰۷/۰۱');
    expect(await page.getByRole('combobox', { name: LEVEL }).innerText()).toBe('کارشناسی ارشد');
    expect((await downloaded(fileLink())).equals(PDF)).toBe(true);
    await expectFitsPhone(page, 'request-applicant-phone-resumed');
    // And it goes through as it is, signed with the signature drawn before.
    await button(page, 'ثبت درخواست').click();
    const dialog = await confirmProfileSignature(page);
    await button(dialog, 'ثبت درخواست').click();
    trackingCode = (await page.getByTestId('tracking-code').innerText()).trim();
  });

  it('signs out and tracks the request with its code and the national ID in Persian digits', async () => {
    await signOut(page);
    await page.getByRole('link', { name: 'پیگیری درخواست' }).click();
    await page.waitForURL(/\/track$/);
    await textbox(page, 'کد رهگیری').fill(trackingCode);
    await textbox(page, 'شماره همراه، کد ملی یا نام کاربری').fill(NATIONAL_ID);
    await button(page, 'پیگیری').click();
    const result = page.getByRole('region', { name: 'نتیجه پیگیری' });
    await result.getByText(DRAFTED).waitFor();
    expect(await result.innerText()).toContain(trackingCode);
    await expectFitsPhone(page, 'request-applicant-phone-tracked');
  });
});
