import { beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { pickOption } from '../fixtures/mui.js';
import { reviewProcess, serviceSubCategory } from '../fixtures/processes.js';
import {
  apiPost,
  apiPut,
  button,
  newUserWithApi,
  readToast,
  signInToPanel,
  textbox,
} from '../fixtures/sign-in.js';

// The providers' inbox (کارتابل کارشناس, issue 16) as people use it: an applicant's request reaches the
// Employee of the unit its process names, with the counter up; they take it and refer it, signed, to
// another unit; that unit's Employee returns it to the applicant for a fix; after the fix it comes back
// to them and they approve it. An Employee of a third unit never sees it, nor the file the applicant
// attached, which the holders open from the answers' link. Every page passes axe.
const UNIT_A = 'دانشکده فنی';
const UNIT_B = 'معاونت آموزشی';
const UNIT_C = 'دانشکده علوم';
const ROLE = 'کارشناس آموزش';
const SERVICE = 'صدور گواهی اشتغال به تحصیل';
const PASSWORD = 'Karmand-Tazeh-1405!';
// The smallest PNG: one transparent pixel, as a drawn signature would be stored.
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let requestId = 0;
let trackingCode = '';
let applicantApi: APIRequestContext;
const pages: Record<string, Page> = {};
const PROOF = 'گواهی پیشین.pdf';
const PDF = Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
let proofUrl = '';
const toPersian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

async function signedIn(username: string, width = 1280): Promise<Page> {
  const context = await j.browser.newContext({ locale: 'fa-IR', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInToPanel(page, j.server.url, PASSWORD, username);
  return page;
}

const inboxRow = (page: Page) =>
  page.getByRole('table', { name: 'کارهای کارتابل' }).getByRole('row').filter({ hasText: SERVICE });

/** Opens the inbox from the side menu and then the request's task from its row. */
async function openTask(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'منوی پنل' })
    .getByRole('link', { name: 'کارتابل کارشناس' })
    .click();
  await page.waitForURL(/\/panel\/inbox$/);
  await inboxRow(page)
    .getByRole('link', { name: `رسیدگی به درخواست ${toPersian(trackingCode)}` })
    .click();
  await page.waitForURL(/\/panel\/inbox\/\d+$/);
  await page.getByRole('heading', { name: SERVICE, level: 1 }).waitFor();
}

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  const admin = await j.adminApi();
  const role = await apiPost<{ id: number }>(admin, 'unitrole', { name: ROLE });
  const units: Record<string, number> = {};
  for (const [username, unitName] of [
    ['ali.karimi', UNIT_A],
    ['reza.moradi', UNIT_B],
    ['sara.rahimi', UNIT_C],
  ] as const) {
    const unit = await apiPost<{ id: number }>(admin, 'unit', { name: unitName, unitRoleIds: [role.id] });
    units[unitName] = unit.id;
    const person = { username, firstName: 'کارمند', lastName: unitName };
    const post = { unitId: unit.id, unitRoleId: role.id };
    const { api } = await newUserWithApi(admin, j.server.url, person, PASSWORD, post);
    // The first unit's Employee has a signature in their profile, so they may refer.
    if (username === 'ali.karimi') await apiPut(api, 'account/signature', { image: SIGNATURE });
    await api.dispose();
  }
  const subId = await serviceSubCategory(admin, 'امور آموزشی', 'گواهی‌ها');
  const service = await apiPost<{ id: number }>(admin, 'service', {
    serviceFname: SERVICE,
    serviceEname: 'studyCertificate',
    categories: [subId],
    elements: [
      { id: 'name', fname: 'نام و نام خانوادگی', ename: 'name', type: 'text', required: true },
      { id: 'grade', fname: 'معدل', ename: 'grade', type: 'text' },
      { id: 'proof', fname: 'مدرک پیوست', ename: 'proof', type: 'file' },
    ],
    desk: { durationDays: 5 },
    process: reviewProcess(units[UNIT_A]!, role.id, 'تأیید شد', { dueDays: 3 }),
  });
  await apiPost(admin, `service/${service.id}/publish`, {});
  const applicant = { username: 'maryam.ahmadi', firstName: 'مریم', lastName: 'احمدی' };
  applicantApi = (await newUserWithApi(admin, j.server.url, applicant, PASSWORD)).api;
  const { cookies } = await applicantApi.storageState();
  const uploaded = await applicantApi.post('/api/v1/file/upload/document', {
    multipart: { file: { name: PROOF, mimeType: 'application/pdf', buffer: PDF } },
    headers: { 'x-xsrf-token': cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '' },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const proof = ((await uploaded.json()) as { data: { id: string } }).data.id;
  const receipt = await apiPost<{ id: number; trackingCode: string }>(applicantApi, 'userrequest', {
    serviceId: service.id,
    answers: { name: 'مریم احمدی', grade: '12', proof: PROOF, 'proof-path': proof },
  });
  requestId = receipt.id;
  trackingCode = receipt.trackingCode;
  await admin.dispose();
  pages.ali = await signedIn('ali.karimi');
  pages.reza = await signedIn('reza.moradi');
  pages.sara = await signedIn('sara.rahimi', 360);
});

describe("the first unit's Employee", () => {
  it('sees the request in the inbox, with the counter up on the menu', async () => {
    const page = pages.ali!;
    const menu = page.getByRole('navigation', { name: 'منوی پنل' });
    await expect.poll(() => menu.getByTestId('badge-recieved').innerText()).toBe('۱');
    await menu.getByRole('link', { name: 'کارتابل کارشناس' }).click();
    await page.waitForURL(/\/panel\/inbox$/);
    const row = inboxRow(page);
    await row.waitFor();
    expect(await row.innerText()).toContain('مریم احمدی');
    expect(await row.innerText()).toContain(`${UNIT_A} / ${ROLE}`);
    await expect.poll(() => page.getByTestId('box-received').innerText()).toContain('۱');
    await screenshot(page, 'request-provider-inbox-desktop');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('takes the task and refers it, signed, to the other unit', async () => {
    const page = pages.ali!;
    await openTask(page);
    // The answers read-only, and the history with the step only staff see.
    const answers = page.getByRole('region', { name: 'پاسخ‌های متقاضی' });
    await expect
      .poll(() => answers.getByRole('textbox', { name: 'نام و نام خانوادگی' }).inputValue())
      .toBe('مریم احمدی');
    // The attached file's link opens it for the provider, and for the applicant who sent it.
    proofUrl = (await answers.getByRole('link', { name: PROOF }).getAttribute('href')) ?? '';
    expect(proofUrl).toMatch(/^\/api\/v1\/download\/[0-9a-f]{32}$/);
    const opened = await page.request.get(`${j.server.url}${proofUrl}`);
    expect([opened.status(), (await opened.body()).equals(PDF)]).toEqual([200, true]);
    expect((await applicantApi.get(proofUrl)).status()).toBe(200);
    const history = page.getByRole('region', { name: 'تاریخچه درخواست' });
    await history.getByText('فقط برای کارشناسان').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await button(page, 'برداشتن').click();
    await readToast(page, 'انجام شد');
    await button(page, 'رها کردن').waitFor();
    await screenshot(page, 'request-provider-task-desktop');
    // A note begun and not sent: leaving asks first; staying keeps it, and the referral then leaves unasked.
    await textbox(page, 'توضیح').fill('یادداشت نیمه‌کاره');
    await page
      .getByRole('navigation', { name: 'منوی پنل' })
      .getByRole('link', { name: 'کارتابل کارشناس' })
      .click();
    const leave = page.getByRole('dialog', { name: 'تغییرات ذخیره نشده است' });
    await button(leave, 'انصراف').click();
    await leave.waitFor({ state: 'detached' });
    expect(await textbox(page, 'توضیح').inputValue()).toBe('یادداشت نیمه‌کاره');
    await button(page, 'ارجاع').click();
    const dialog = page.getByRole('dialog', { name: 'ارجاع درخواست' });
    await dialog.getByRole('combobox', { name: 'واحد سازمانی' }).fill('معاونت');
    await page.getByRole('option', { name: UNIT_B }).click();
    await pickOption(dialog, 'نقش واحد', ROLE);
    await textbox(dialog, 'توضیح').fill('لطفاً تأیید معاونت را بررسی کنید.');
    await dialog.getByRole('img', { name: 'تصویر امضا' }).waitFor();
    await dialog.getByRole('checkbox', { name: 'این ارجاع را با امضای خود تأیید می‌کنم.' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await button(dialog, 'ارجاع').click();
    await page.waitForURL(/\/panel\/inbox$/);
    await page.getByText('کاری با این شرایط در کارتابل نیست.').waitFor();
  });
});

describe("the other unit's Employee", () => {
  it('finds the referral with its note and returns the request to the applicant for a fix', async () => {
    const page = pages.reza!;
    await page.reload();
    await openTask(page);
    await page.getByText('لطفاً تأیید معاونت را بررسی کنید.').first().waitFor();
    // The referral's unit reads the attached file too.
    expect((await page.request.get(`${j.server.url}${proofUrl}`)).status()).toBe(200);
    await button(page, 'بازگرداندن').click();
    const dialog = page.getByRole('dialog', { name: 'بازگرداندن درخواست' });
    await button(dialog, 'بازگرداندن').click();
    await dialog.getByRole('alert').filter({ hasText: 'توضیح را بنویسید.' }).waitFor();
    await textbox(dialog, 'توضیح (الزامی)').fill('معدل را درست وارد کنید.');
    expect(await seriousViolations(page)).toEqual([]);
    await button(dialog, 'بازگرداندن').click();
    await page.waitForURL(/\/panel\/inbox$/);
  });

  it('approves it once the applicant fixed it, and the request ends', async () => {
    // The applicant fixes the answers (their own pages are another journey's).
    const res = await applicantApi.get(`/api/v1/userrequest/${requestId}`);
    const detail = (
      (await res.json()) as {
        data: { revision: number; tasks: { id: number; kind: string; state: string }[] };
      }
    ).data;
    const fix = detail.tasks.find((t) => t.kind === 'applicant' && t.state === 'open')!;
    await apiPost(applicantApi, `userrequest/task/${fix.id}/complete`, {
      revision: detail.revision,
      answers: { name: 'مریم احمدی', grade: '19' },
    });
    const page = pages.reza!;
    await page.reload();
    await openTask(page);
    const history = page.getByRole('region', { name: 'تاریخچه درخواست' });
    // Stored with Latin digits (SPEC §5), told with Persian ones, as the page shows numbers.
    await history.getByText('معدل: «۱۲» ← «۱۹»').first().waitFor();
    if (await button(page, 'برداشتن').isVisible()) {
      await button(page, 'برداشتن').click();
      await button(page, 'رها کردن').waitFor();
    }
    const outcomes = page.getByRole('group', { name: 'نتیجه بررسی' });
    await textbox(page, 'توضیح').fill('مدارک کامل است.');
    await button(outcomes, 'تأیید').click();
    await page.waitForURL(/\/panel\/inbox$/);
    const ended = await applicantApi.get(`/api/v1/userrequest/${requestId}`);
    expect(((await ended.json()) as { data: { state: string } }).data.state).toBe('completed');
    await page.getByTestId('box-sent').click();
    // Sent holds each task the Employee finished: the return and the approval of this one request.
    await expect.poll(() => inboxRow(page).count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('an Employee of a third unit, on a phone', () => {
  it('never sees the request, in the inbox or at its address', async () => {
    const page = pages.sara!;
    await page.goto(`${j.server.url}/panel/inbox`);
    await page.getByText('کاری با این شرایط در کارتابل نیست.').waitFor();
    for (const box of ['received', 'sent']) {
      await page.getByTestId(`box-${box}`).click();
      await page.getByText('کاری با این شرایط در کارتابل نیست.').waitFor();
      expect(await page.getByText(SERVICE).count()).toBe(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'request-provider-inbox-phone');
    expect(await seriousViolations(page)).toEqual([]);
    // The first task of the journey is the request's, in the first unit.
    await page.goto(`${j.server.url}/panel/inbox/1`);
    await page.getByText('این کار یافت نشد').waitFor();
    expect(await page.getByText(SERVICE).count()).toBe(0);
    expect((await page.request.get(`${j.server.url}${proofUrl}`)).status()).toBe(404);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
