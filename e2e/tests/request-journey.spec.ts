// One request from start to end, as issue 16's "Done when" tells it, through the screens people use: an
// applicant with no role finds a service in the basket, reads its pack, saves a draft, resumes it, submits
// it signed and gets a tracking code; the Employee of the unit the process names sees it in the inbox with
// the counter up, takes it and refers it, signed and with a note, to another unit; that unit's Employee
// returns it to the applicant, who fixes the answers on the request's page and sends it again; it comes
// back and is approved; the applicant has the registration and approval e-mails (the SMS is only logged,
// as no SMS web service is set), reads the timeline and answers the survey; a visitor tracks it on /track;
// an Employee of a third unit never sees it, on screen or through the API.
//
// Set-up that is not the story (units, roles, people, the service with its process and templates, the
// profile signatures) goes through the API. Each person has one browser context, signed in through that
// context's own API client (the sign-in screens are another journey's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { readMail } from '../fixtures/mail.js';
import { pickOption } from '../fixtures/mui.js';
import { reviewProcess, serviceSubCategory } from '../fixtures/processes.js';
import { confirmProfileSignature } from '../fixtures/sign-dialog.js';
import { activateOn, apiPost, apiPut, button, newUser, readToast, textbox } from '../fixtures/sign-in.js';

const SERVICE = 'صدور گواهی اشتغال به تحصیل';
const CATEGORY = 'امور آموزشی';
const ROLE = 'کارشناس آموزش';
const UNIT_A = 'دانشکده فنی';
const UNIT_B = 'معاونت آموزشی';
const UNIT_C = 'دانشکده علوم';
const APPROVED = 'تأیید شد';
const PASSWORD = 'Safar-Kamel-1405!';
const EMAIL = 'maryam.ahmadi@uni.example';
const MOBILE = '09121234567';
const REFER_NOTE = 'لطفاً تأیید معاونت را بررسی کنید.';
const RETURN_NOTE = 'معدل را درست وارد کنید.';
const FIX_NOTE = 'معدل اصلاح شد.';
const COMMENT = 'پاسخ روشن و به‌موقع بود.';
// One transparent pixel, as a drawn signature is stored in the profile.
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const toPersian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
const toLatin = (s: string) => s.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));

// The mail sink listens before the server starts, so the server is told where to send.
const sink = await startSmtpSink();
afterAll(() => sink.close());
const j = journey({ CAPTCHA: 'off', SMTP_URL: sink.url, JOBS_POLL_MS: '200' });

type Person = { context: BrowserContext; page: Page; api: APIRequestContext };
const people: Record<'applicant' | 'ali' | 'reza' | 'sara' | 'visitor', Person> = {} as never;
let serviceId = 0;
let requestId = 0;
let trackingCode = ''; // Latin digits, as the API answers it
const taskIds: number[] = [];

/** A browser context of its own for one person, at `width`; its API client shares its cookies. */
async function person(width = 1280): Promise<Person> {
  const context = await j.browser.newContext({
    locale: 'fa-IR',
    viewport: { width, height: 900 },
    baseURL: j.server.url,
  });
  const page = await context.newPage();
  return { context, page, api: context.request };
}

/** Signs `username` in through their context's API client and makes the temporary password their own. */
async function signIn(who: Person, username: string, temporary: string): Promise<void> {
  await activateOn(who.api, username, temporary, PASSWORD);
}

/** A full-page screenshot, once the page is sure not to scroll sideways. */
async function shot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await screenshot(page, `request-journey-${name}`);
}

const panelMenu = (page: Page) => page.getByRole('navigation', { name: 'منوی پنل' });
const inboxRow = (page: Page) =>
  page.getByRole('table', { name: 'کارهای کارتابل' }).getByRole('row').filter({ hasText: SERVICE });

/** Opens the providers' inbox from the side menu and the request's task from its row; remembers the task. */
async function openTask(page: Page): Promise<void> {
  await panelMenu(page).getByRole('link', { name: 'کارتابل کارشناس' }).click();
  await page.waitForURL(/\/panel\/inbox$/);
  await inboxRow(page)
    .getByRole('link', { name: `رسیدگی به درخواست ${toPersian(trackingCode)}` })
    .click();
  await page.waitForURL(/\/panel\/inbox\/\d+$/);
  await page.getByRole('heading', { name: SERVICE, level: 1 }).waitFor();
  taskIds.push(Number(/\/(\d+)$/.exec(page.url())![1]));
}

/** The e-mails the sink has accepted for the applicant so far, decoded. */
const mailsToApplicant = () => sink.messages.map(readMail).filter((mail) => mail.to.includes(EMAIL));

beforeAll(async () => {
  const admin = await j.adminApi();
  const role = await apiPost<{ id: number }>(admin, 'unitrole', { name: ROLE });
  const units: Record<string, number> = {};
  const staff = [
    ['ali', 'ali.karimi', 'علی', 'کریمی', UNIT_A],
    ['reza', 'reza.moradi', 'رضا', 'مرادی', UNIT_B],
    ['sara', 'sara.rahimi', 'سارا', 'رحیمی', UNIT_C],
  ] as const;
  // Accounts first; the sign-ins (each hashes two passwords) then run side by side.
  const signIns: Promise<void>[] = [];
  for (const [key, username, firstName, lastName, unitName] of staff) {
    const unit = await apiPost<{ id: number }>(admin, 'unit', { name: unitName, unitRoleIds: [role.id] });
    units[unitName] = unit.id;
    const post = { unitId: unit.id, unitRoleId: role.id };
    const created = await newUser(admin, { username, firstName, lastName }, post);
    // The third unit's Employee works on a phone.
    people[key] = await person(key === 'sara' ? 360 : 1280);
    const who = people[key];
    signIns.push(
      signIn(who, username, created.temporaryPassword).then(async () => {
        // The first unit's Employee refers, which asks for the signature in their profile.
        if (key === 'ali') await apiPut(who.api, 'account/signature', { image: SIGNATURE });
      }),
    );
  }
  // The applicant: no role, an e-mail and a mobile for the notifications, a signature in the profile.
  const applicant = await apiPost<{ temporaryPassword: string }>(admin, 'user', {
    username: 'maryam.ahmadi',
    firstName: 'مریم',
    lastName: 'احمدی',
    email: EMAIL,
    mobile: MOBILE,
  });
  people.applicant = await person();
  signIns.push(
    signIn(people.applicant, 'maryam.ahmadi', applicant.temporaryPassword).then(() =>
      apiPut(people.applicant.api, 'account/signature', { image: SIGNATURE }),
    ),
  );
  // A visitor on a phone, never signed in.
  people.visitor = await person(360);

  const subId = await serviceSubCategory(admin, CATEGORY, 'گواهی‌ها');
  const service = await apiPost<{ id: number }>(admin, 'service', {
    serviceFname: SERVICE,
    serviceEname: 'studyCertificate',
    categories: [subId],
    signatureRequired: true,
    tempSave: true,
    survey: true,
    elements: [
      { id: 'name', fname: 'نام و نام خانوادگی', ename: 'name', type: 'text', required: true },
      { id: 'grade', fname: 'معدل', ename: 'grade', type: 'text' },
    ],
    desk: {
      requiredDocuments: ['کارت دانشجویی'],
      durationDays: 5,
      costRials: 0,
      contact: 'اداره آموزش، داخلی ۲۱۰',
    },
    process: reviewProcess(units[UNIT_A]!, role.id, APPROVED),
    notifications: [
      {
        on: { kind: 'status', status: 'registered' },
        channel: 'email',
        template: '{applicantName} عزیز، درخواست {serviceName} با کد رهگیری {trackingCode} ثبت شد.',
      },
      {
        on: { kind: 'status', status: 'registered' },
        channel: 'sms',
        template: 'کد رهگیری {trackingCode}: {status}',
      },
      {
        on: { kind: 'status', status: APPROVED },
        channel: 'email',
        template: 'درخواست {serviceName} با کد رهگیری {trackingCode} {status}.',
      },
    ],
  });
  serviceId = service.id;
  await apiPost(admin, `service/${serviceId}/publish`, {});
  await Promise.all(signIns);
  await admin.dispose();
});

describe('the applicant submits', () => {
  it('finds the service in the basket and reads its pack', async () => {
    const { page } = people.applicant;
    await page.goto(`${j.server.url}/panel/new`);
    await page.getByRole('heading', { name: CATEGORY }).waitFor();
    await page.getByRole('searchbox', { name: 'جستجو در خدمات' }).fill('گواهی اشتغال');
    await page.getByRole('link', { name: `مشاهده و شروع «${SERVICE}»` }).click();
    await page.waitForURL(new RegExp(`/panel/new/${serviceId}$`));
    await page.getByRole('heading', { level: 1, name: SERVICE }).waitFor();
    await page.getByText('۵ روز کاری').waitFor();
    await page.getByText('رایگان', { exact: true }).waitFor();
    await page.getByText('کارت دانشجویی', { exact: true }).waitFor();
    await page.getByText('بررسی کارشناس').waitFor();
    await shot(page, '01-pack');
  });

  it('saves a draft, leaves, and resumes it from their requests', async () => {
    const { page } = people.applicant;
    await button(page, 'شروع درخواست').click();
    await textbox(page, 'معدل').fill('12');
    await button(page, 'ذخیره پیش‌نویس').click();
    await readToast(page, 'پیش‌نویس ذخیره شد.');
    await page.getByRole('link', { name: 'درخواست‌های من' }).first().click();
    await page.waitForURL(/\/panel\/my-requests$/);
    await page.getByRole('link', { name: `ادامه پیش‌نویس «${SERVICE}»` }).click();
    await page.waitForURL(new RegExp(`/panel/new/${serviceId}\\?resume$`));
    await page.getByTestId('draft-restored').waitFor();
    expect(await textbox(page, 'معدل').inputValue()).toBe('12');
  });

  it('submits it signed and gets a tracking code', async () => {
    const { page } = people.applicant;
    await textbox(page, 'نام و نام خانوادگی').fill('مریم احمدی');
    await button(page, 'ثبت درخواست').click();
    const dialog = await confirmProfileSignature(page);
    await button(dialog, 'ثبت درخواست').click();
    const code = page.getByTestId('tracking-code');
    await code.waitFor();
    const shown = await code.innerText();
    expect(shown).toMatch(/^[۰-۹]{10}$/);
    trackingCode = toLatin(shown);
    await page.getByTestId('expected-on').waitFor();
    await shot(page, '02-receipt');
    await page.getByRole('link', { name: 'مشاهده درخواست' }).click();
    await page.waitForURL(/\/panel\/my-requests\/\d+$/);
    requestId = Number(/\/(\d+)$/.exec(page.url())![1]);
  });
});

describe('the providers handle it', () => {
  it("the first unit's Employee sees it in the inbox with the counter up, takes it and refers it", async () => {
    const { page } = people.ali;
    await page.goto(`${j.server.url}/panel`);
    await expect.poll(() => panelMenu(page).getByTestId('badge-recieved').innerText()).toBe('۱');
    await openTask(page);
    const answers = page.getByRole('region', { name: 'پاسخ‌های متقاضی' });
    await expect.poll(() => textbox(answers, 'نام و نام خانوادگی').inputValue()).toBe('مریم احمدی');
    await button(page, 'برداشتن').click();
    await readToast(page, 'انجام شد');
    await button(page, 'ارجاع').click();
    const dialog = page.getByRole('dialog', { name: 'ارجاع درخواست' });
    await dialog.getByRole('combobox', { name: 'واحد سازمانی' }).fill('معاونت');
    await page.getByRole('option', { name: UNIT_B }).click();
    await pickOption(dialog, 'نقش واحد', ROLE);
    await textbox(dialog, 'توضیح').fill(REFER_NOTE);
    await dialog.getByRole('checkbox', { name: 'این ارجاع را با امضای خود تأیید می‌کنم.' }).check();
    await shot(page, '03-refer');
    await button(dialog, 'ارجاع').click();
    await page.waitForURL(/\/panel\/inbox$/);
    await page.getByText('کاری با این شرایط در کارتابل نیست.').waitFor();
    await expect.poll(() => panelMenu(page).getByTestId('badge-recieved').count()).toBe(0);
  });

  it("the other unit's Employee reads the note and returns it to the applicant for a fix", async () => {
    const { page } = people.reza;
    await page.goto(`${j.server.url}/panel`);
    await expect.poll(() => panelMenu(page).getByTestId('badge-recieved').innerText()).toBe('۱');
    await openTask(page);
    await page.getByText(REFER_NOTE).first().waitFor();
    await button(page, 'بازگرداندن').click();
    const dialog = page.getByRole('dialog', { name: 'بازگرداندن درخواست' });
    await textbox(dialog, 'توضیح (الزامی)').fill(RETURN_NOTE);
    await button(dialog, 'بازگرداندن').click();
    await page.waitForURL(/\/panel\/inbox$/);
  });
});

describe('the applicant fixes it', () => {
  it('finds it waiting for the fix on the panel home, corrects the answer and sends it again', async () => {
    const { page } = people.applicant;
    await page.goto(`${j.server.url}/panel`);
    const counts = page.getByRole('list', { name: 'شمار کارهای شما' });
    await counts.getByRole('link', { name: '۱ منتظر اصلاح شما', exact: true }).waitFor();
    const waiting = page.getByRole('list', { name: 'درخواست‌های منتظر اصلاح شما' });
    await waiting
      .getByRole('link')
      .filter({ hasText: toPersian(trackingCode) })
      .click();
    await page.waitForURL(new RegExp(`/panel/my-requests/${requestId}$`));
    const fix = page.getByRole('region', { name: 'اصلاح و ارسال دوباره' });
    await fix.getByText(RETURN_NOTE).waitFor();
    const grade = textbox(fix, 'معدل');
    await expect.poll(() => grade.inputValue()).toBe('12');
    await grade.fill('19');
    await textbox(fix, 'توضیح برای کارشناس').fill(FIX_NOTE);
    // Leaving with the fix not sent asks first; staying keeps it.
    await page.getByRole('link', { name: 'درخواست‌های من' }).first().click();
    const leave = page.getByRole('dialog', { name: 'تغییرات ذخیره نشده است' });
    await button(leave, 'انصراف').click();
    await leave.waitFor({ state: 'detached' });
    expect(await grade.inputValue()).toBe('19');
    await shot(page, '04-fix');
    await button(fix, 'اصلاح و ارسال دوباره').click();
    await fix.waitFor({ state: 'detached' });
    // The answers read-only again, with the fix, its digits as the page shows numbers.
    const answers = page.getByRole('region', { name: 'پاسخ‌های فرم' });
    await expect.poll(() => textbox(answers, 'معدل').inputValue()).toBe('۱۹');
  });
});

describe('the request is approved', () => {
  it("the other unit's Employee sees the fix in the history and approves it", async () => {
    const { page } = people.reza;
    // The inbox does not refresh by itself: the Employee reloads it, as they would.
    await page.reload();
    await openTask(page);
    const history = page.getByRole('region', { name: 'تاریخچه درخواست' });
    await history.getByText(FIX_NOTE).waitFor();
    await history.getByText('معدل: «۱۲» ← «۱۹»').waitFor();
    if (await button(page, 'برداشتن').isVisible()) {
      await button(page, 'برداشتن').click();
      await button(page, 'رها کردن').waitFor();
    }
    await textbox(page, 'توضیح').fill('مدارک کامل است.');
    await shot(page, '05-approve');
    await button(page.getByRole('group', { name: 'نتیجه بررسی' }), 'تأیید').click();
    await page.waitForURL(/\/panel\/inbox$/);
  });
});

describe('the applicant, afterwards', () => {
  it('has the registration and approval e-mails with the tracking code, and the SMS logged', async () => {
    await expect.poll(() => mailsToApplicant().length).toBe(2);
    const [registered, approved] = mailsToApplicant();
    expect(registered!.subject).toContain(trackingCode);
    expect(registered!.text).toBe(`مریم احمدی عزیز، درخواست ${SERVICE} با کد رهگیری ${trackingCode} ثبت شد.`);
    expect(approved!.subject).toContain(trackingCode);
    expect(approved!.text).toBe(`درخواست ${SERVICE} با کد رهگیری ${trackingCode} ${APPROVED}.`);
    // No SMS web service is set: the message is written to the outbox for Admins, marked as not sent.
    const admin = await j.adminApi();
    const outbox = await apiPost<{ list: { to: string; body: string; sentAt: string | null }[] }>(
      admin,
      'outbox/filter',
      {},
    );
    const sms = outbox.list.filter((row) => row.to === MOBILE);
    expect(sms.map((row) => [row.body, row.sentAt])).toEqual([[`کد رهگیری ${trackingCode}: ثبت‌شده`, null]]);
  });

  it('reads the timeline on the request page and answers the survey', async () => {
    const { page } = people.applicant;
    await page.reload();
    await page.getByText('انجام‌شده', { exact: true }).first().waitFor();
    const timeline = page.getByRole('list', { name: 'گردش درخواست' });
    const events = timeline.getByTestId('timeline-event');
    await expect.poll(() => events.count()).toBeGreaterThanOrEqual(4);
    const told = await timeline.innerText();
    expect(told).toContain('ثبت درخواست');
    expect(told).toContain(RETURN_NOTE);
    expect(told).toContain(FIX_NOTE);
    expect(told).toContain(APPROVED);
    // What only staff see stays with them: the referral's note.
    expect(told).not.toContain(REFER_NOTE);
    const survey = page.getByRole('region', { name: 'نظرسنجی' });
    // The fourth star, clicked as a person clicks it (its radio button is visually hidden).
    await survey.locator('label').filter({ hasText: '۴ ستاره' }).click();
    expect(await survey.getByRole('radio', { name: '۴ ستاره' }).isChecked()).toBe(true);
    await textbox(survey, 'نظر شما (اختیاری)').fill(COMMENT);
    await shot(page, '06-timeline-survey');
    await button(survey, 'ثبت نظر').click();
    await page.getByText('امتیاز شما: ۴ از ۵').waitFor();
    expect(await page.getByRole('region', { name: 'نظرسنجی' }).count()).toBe(0);
  });
});

describe('a visitor tracking it on a phone', () => {
  it('types the tracking code and the mobile on /track and sees it approved', async () => {
    const { page } = people.visitor;
    await page.goto(`${j.server.url}/track`);
    await textbox(page, 'کد رهگیری').fill(toPersian(trackingCode));
    await textbox(page, 'شماره همراه، کد ملی یا نام کاربری').fill(MOBILE);
    await button(page, 'پیگیری').click();
    const result = page.getByRole('region', { name: 'نتیجه پیگیری' });
    await result.waitFor();
    const shown = await result.innerText();
    expect(shown).toContain(SERVICE);
    expect(shown).toContain(toPersian(trackingCode));
    expect(shown).toContain('انجام‌شده');
    // Each status once, by its Persian name: registered, then approved.
    const steps = await result
      .getByRole('list', { name: 'مراحل درخواست' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(steps).toEqual([
      expect.stringMatching(/^ثبت‌شده\s*[۰-۹]/),
      expect.stringMatching(/^تأیید شد\s*[۰-۹]/),
    ]);
    await shot(page, '07-track');
  });
});

describe('an Employee of a third unit, on a phone', () => {
  it('never sees the request: not in the inbox, not at its address, not through the API', async () => {
    const { page, api } = people.sara;
    await page.goto(`${j.server.url}/panel/inbox`);
    for (const box of ['received', 'sent']) {
      await page.getByTestId(`box-${box}`).click();
      await page.getByText('کاری با این شرایط در کارتابل نیست.').waitFor();
      expect(await page.getByText(SERVICE).count()).toBe(0);
    }
    await shot(page, '08-other-unit-inbox');
    await page.goto(`${j.server.url}/panel/inbox/${taskIds[0]}`);
    await page.getByText('این کار یافت نشد').waitFor();
    expect(await page.getByText(SERVICE).count()).toBe(0);
    expect(taskIds.length).toBeGreaterThanOrEqual(3);
    for (const path of [`userrequest/${requestId}`, ...taskIds.map((id) => `userrequest/task/${id}`)]) {
      const res = await api.get(`${j.server.url}/api/v1/${path}`);
      expect(res.status(), path).toBe(404);
    }
    const listed = await api.get(`${j.server.url}/api/v1/userrequest/task?box=received`);
    expect(await listed.text()).not.toContain(trackingCode);
  });
});
