// Issue 24.5: a newcomer registers on a 360 px phone. The Admin opens «ثبت‌نام متقاضیان» in the general
// settings (the navbar's «ورود» becomes «ورود / ثبت‌نام»); the newcomer follows it to the login page and
// «ثبت‌نام», gives a national ID and mobile in Persian digits, reads the SMS code (the log provider keeps
// it in the outbox, which the Admin's API reads as a phone would show it), chooses a password and lands
// signed in. A second newcomer with the same national ID is sent back with that field marked. Every
// screen fits the phone and passes axe; closed again, the navbar says «ورود» and the page refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { WIDTH } from '../fixtures/phone-width.js';
import { smsCodeSentTo } from '../fixtures/outbox.js';
import { button, readToast, signOut, textbox } from '../fixtures/sign-in.js';

const NATIONAL_ID = '۰۰۱۲۳۴۵۶۷۹';
const PASSWORD = 'Sabt-Nam-Ghavi-1405!';
const TAKEN =
  'این کد ملی پیش‌تر در سامانه ثبت شده است؛ اگر حساب کاربری دارید، وارد شوید یا رمز عبور خود را بازیابی کنید.';

const j = journey({ CAPTCHA: 'off' });
let admin: Page;
let phone: Page;
let outboxReader: APIRequestContext;

beforeAll(async () => {
  admin = await j.adminPage();
  outboxReader = await j.adminApi();
  phone = await j.newPage({ viewport: { width: WIDTH, height: 740 } });
});
afterAll(async () => {
  await outboxReader?.dispose();
});

/** Fits the phone without sideways scrolling, with no serious or critical axe violation. */
async function expectFitsAndPasses(page: Page, name: string): Promise<void> {
  await screenshot(page, `registration-${name}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  expect(await seriousViolations(page)).toEqual([]);
}

/** Step 1 on the phone: from the home page's navbar to the registration form, then a code is asked for. */
async function askForCode(mobile: string, names: [string, string]): Promise<void> {
  await phone.goto(j.server.url);
  await phone.getByRole('link', { name: 'ورود / ثبت‌نام', exact: true }).click();
  await phone.waitForURL(/\/login$/);
  await phone.getByRole('link', { name: 'حساب کاربری ندارید؟ ثبت‌نام کنید' }).click();
  await phone.waitForURL(/\/register$/);
  await phone.getByRole('heading', { level: 1, name: 'ثبت‌نام' }).waitFor();
  await textbox(phone, 'کد ملی').fill(NATIONAL_ID);
  await textbox(phone, 'شماره همراه').fill(mobile);
  await textbox(phone, 'نام').fill(names[0]);
  await textbox(phone, 'نام خانوادگی').fill(names[1]);
}

/** Step 2: the code from the SMS, the offered username, and the password twice. */
async function finish(mobile: string): Promise<void> {
  await textbox(phone, 'کد تأیید').fill(await smsCodeSentTo(outboxReader, mobile));
  await textbox(phone, 'رمز عبور جدید').fill(PASSWORD);
  await textbox(phone, 'تکرار رمز عبور جدید').fill(PASSWORD);
  await button(phone, 'ثبت‌نام').click();
}

describe('a newcomer registering with a mobile code on a phone', () => {
  it('is offered only «ورود» while registration is closed', async () => {
    await phone.goto(j.server.url);
    await phone.getByRole('link', { name: 'ورود', exact: true }).waitFor();
    expect(await phone.getByRole('link', { name: 'ورود / ثبت‌نام' }).count()).toBe(0);
    await phone.goto(`${j.server.url}/register`);
    await phone.getByText('ثبت‌نام در این سامانه فعال نیست.', { exact: false }).waitFor();
    expect(await textbox(phone, 'کد ملی').count()).toBe(0);
  });

  it('starts with the Admin switching «ثبت‌نام متقاضیان» on in the general settings', async () => {
    await admin.goto(`${j.server.url}/panel/system-setting/ui`);
    const toggle = admin.getByRole('switch', { name: 'ثبت‌نام متقاضیان فعال باشد' });
    await toggle.check();
    const section = admin.locator('section').filter({ has: toggle });
    await button(section, 'ذخیره').click();
    await readToast(admin, 'تغییرات ذخیره شد.');
    await screenshot(admin, 'registration-switch-on');
  });

  it('asks for a code with the details in Persian digits, each screen fitting the phone', async () => {
    await askForCode('۰۹۱۲ ۳۴۵ ۶۷۸۹', ['سارا', 'رضایی']);
    await expectFitsAndPasses(phone, 'details');
    await button(phone, 'دریافت کد تأیید').click();
    await readToast(phone, 'کد تأیید به شماره همراه شما فرستاده شد.');
    await phone.getByText('کد تأیید به شماره ۰۹۱۲۳۴۵۶۷۸۹ پیامک شد', { exact: false }).waitFor();
    expect(await textbox(phone, 'نام کاربری').inputValue()).toBe('0012345679');
    await expectFitsAndPasses(phone, 'code');
  });

  it('registers with the SMS code and lands signed in where an applicant does', async () => {
    await finish('09123456789');
    await phone.waitForURL(/\/panel$/);
    await phone.getByTitle('منوی حساب کاربری').waitFor();
    await expectFitsAndPasses(phone, 'signed-in');
    await signOut(phone);
  });

  it('sends a second newcomer with the same national ID back to it, marked', async () => {
    await askForCode('09351112233', ['علی', 'کریمی']);
    await button(phone, 'دریافت کد تأیید').click();
    await finish('09351112233');
    await phone.getByText(TAKEN).first().waitFor();
    expect(await textbox(phone, 'کد ملی').getAttribute('aria-invalid')).toBe('true');
    expect(await textbox(phone, 'نام خانوادگی').inputValue()).toBe('کریمی');
    await expectFitsAndPasses(phone, 'national-id-taken');
  });

  it('says «ورود» again and refuses once the Admin switches it off', async () => {
    await admin.goto(`${j.server.url}/panel/system-setting/ui`);
    const toggle = admin.getByRole('switch', { name: 'ثبت‌نام متقاضیان فعال باشد' });
    await toggle.uncheck();
    await button(admin.locator('section').filter({ has: toggle }), 'ذخیره').click();
    await readToast(admin, 'تغییرات ذخیره شد.');
    await phone.goto(j.server.url);
    await phone.getByRole('link', { name: 'ورود', exact: true }).waitFor();
    await phone.goto(`${j.server.url}/register`);
    await phone.getByText('ثبت‌نام در این سامانه فعال نیست.', { exact: false }).waitFor();
  });
});
