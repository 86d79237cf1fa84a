// Single sign-on from end to end, as issue 17's "Done when" tells it, through the screens people use. An
// Admin registers three connected systems from /panel/sso/list: «سامانه آموزش» signs in with OpenID
// Connect (the redirect URI of a relying party this test runs; its secret read once), «کتابخانه دیجیتال»
// with SAML2 (the service provider's metadata file uploaded), and «سامانه حقوق و دستمزد», OpenID Connect
// too, open only from the university's network: an address limit that leaves out 127.0.0.1, where this
// test's browser is. A user on a phone signs into the first through the portal's sign-in page and comes
// back to it with a code it redeems; signs into the second without signing in again (the portal's page
// posts the SAML response after 2 s and the SP accepts it); finds those two, and not the third, among
// their connected systems; and trying the third lands on /sso-blocked, told in Persian that this address
// may not enter it. The Admin then reads the two logins and the refusal on /panel/sso/statistics, counted
// from the log rows the protocols wrote (the default embedded database: nothing is seeded).
//
// Set-up that is not the story (the user and their password) goes through the API. The pages no other
// spec checks in this state — the SAML hand-off notice, the refusal, statistics with real rows — are
// checked with axe and on a 360 px screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../fixtures/browser.js';
import {
  startRelyingParty,
  startServiceProvider,
  type RelyingParty,
  type ServiceProvider,
} from '../fixtures/connected-systems.js';
import { journey } from '../fixtures/journey.js';
import { measure, WIDTH } from '../fixtures/phone-width.js';
import { freePort } from '../../apps/server/src/test/free-port.js';
import { apiPost, button, readToast, submitLogin, textbox, activatedApi } from '../fixtures/sign-in.js';

const EDU = 'سامانه آموزش';
const LIBRARY = 'کتابخانه دیجیتال';
const PAYROLL = 'سامانه حقوق و دستمزد';
/** The university's network: the only addresses «سامانه حقوق و دستمزد» lets in. */
const CAMPUS = '10.0.0.0/8';
const USERNAME = 'maryam.ahmadi';
const FULL_NAME = 'مریم احمدی';
const PASSWORD = 'Ketabkhaneh-Raz-1405!';

// The portal's address is fixed before it starts: the OpenID Connect issuer is made of it.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const j = journey({ CAPTCHA: 'off', PORT: String(port), PUBLIC_ORIGIN: origin });

let rp: RelyingParty;
let sp: ServiceProvider;
let admin: Page;
let user: Page;
let userId = 0;

beforeAll(async () => {
  rp = await startRelyingParty(`${origin}/oidc`);
  sp = await startServiceProvider(origin, 'library');
  const api = await j.adminApi();
  const created = await apiPost<{ user: { id: number }; temporaryPassword: string }>(api, 'user', {
    username: USERNAME,
    firstName: 'مریم',
    lastName: 'احمدی',
  });
  userId = created.user.id;
  // The temporary password made the user's own, so their first sign-in is the story's.
  const userApi = await activatedApi(origin, USERNAME, created.temporaryPassword, PASSWORD);
  await userApi.dispose();
  admin = await j.adminPage({ viewport: { width: 1280, height: 900 } });
  user = await j.newPage({ viewport: { width: WIDTH, height: 740 }, isMobile: true, hasTouch: true });
});
afterAll(async () => {
  await rp?.close();
  await sp?.close();
});

const panelMenu = (page: Page) => page.getByRole('navigation', { name: 'منوی پنل' });

/** Expects the page on screen to fit its viewport and to have no serious or critical axe violation. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  const { width, violations } = await measure(page);
  if (violations.length > 0 || width > (page.viewportSize()?.width ?? WIDTH))
    await screenshot(page, `sso-journey-${name}`);
  expect(violations, name).toEqual([]);
  expect(width, name).toBeLessThanOrEqual(page.viewportSize()?.width ?? WIDTH);
}

type HeldPosts = { releaseFormPosts?: () => void };

/**
 * A page's init script: a form the page submits (the SAML hand-off posts its response 2 s after showing
 * its notice) waits until the test calls `releaseFormPosts()`, so what is on screen meanwhile can be
 * checked — a navigation under way would stop Playwright's evaluations until it lands.
 */
function holdFormPosts(): void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  (window as HeldPosts).releaseFormPosts = release;
  const submit = Object.getOwnPropertyDescriptor(HTMLFormElement.prototype, 'submit')?.value as (
    this: HTMLFormElement,
  ) => void;
  HTMLFormElement.prototype.submit = function held(this: HTMLFormElement) {
    void released.then(() => submit.call(this));
  };
}

/** The Admin adds a system of `category` from the systems list (its name and address) and opens its page. */
async function registerSystem(category: 'OpenID Connect' | 'SAML2', name: string, homeUrl: string) {
  await panelMenu(admin).getByRole('link', { name: 'ورود یکپارچه', exact: true }).click();
  await admin.waitForURL(/\/panel\/sso\/list$/);
  await button(admin, 'سامانه جدید').click();
  await admin.getByRole('menuitem', { name: category }).click();
  await admin.waitForURL(/\/panel\/sso\/new\/\d$/);
  await textbox(admin, 'نام سامانه').fill(name);
  await textbox(admin, 'نشانی سامانه').fill(homeUrl);
  await button(admin, 'ذخیره').click();
  await readToast(admin, 'تغییرات ذخیره شد.');
  await admin.waitForURL(/\/panel\/sso\/list$/);
  await admin.getByRole('link', { name: `ویرایش ${name}` }).click();
  await admin.waitForURL(/\/panel\/sso\/detail\/\d+$/);
  await admin.getByRole('heading', { name: 'ویرایش سامانه' }).waitFor();
}

/**
 * On a system's page, saves its OpenID Connect settings with the relying party's callback for `system`
 * as its redirect URI, reads the client id and the secret the dialog shows once, and gives both to the
 * relying party.
 */
async function connectRelyingParty(system: string): Promise<void> {
  await admin.getByRole('heading', { name: 'تنظیمات OpenID Connect' }).waitFor();
  await textbox(admin, 'نشانی 1').fill(rp.callback(system));
  await button(admin, 'ذخیره تنظیمات').click();
  const dialog = admin.getByRole('dialog', { name: 'رمز سامانه (client_secret)' });
  const secret = (await dialog.getByText(/^[\w-]{43}$/).innerText()).trim();
  await button(dialog, 'رمز را نگه داشتم').click();
  await dialog.waitFor({ state: 'detached' });
  const clientId = await textbox(admin, 'شناسه سامانه (client_id)').inputValue();
  expect(clientId).toMatch(/^darvazeh-/);
  await rp.register(system, clientId, secret);
}

describe('an Admin registering three connected systems', () => {
  it(`adds «${EDU}» for OpenID Connect and reads its secret once`, async () => {
    await registerSystem('OpenID Connect', EDU, `${rp.origin}/edu/`);
    await connectRelyingParty('edu');
  });

  it(`adds «${LIBRARY}» for SAML2 by uploading the service provider’s metadata file`, async () => {
    await registerSystem('SAML2', LIBRARY, sp.start);
    await admin.getByRole('heading', { name: 'تنظیمات SAML2' }).waitFor();
    await admin.getByText('هنوز فراداده‌ای برای این سامانه ثبت نشده است.').waitFor();
    const [chooser] = await Promise.all([
      admin.waitForEvent('filechooser'),
      admin.getByText('انتخاب فایل XML', { exact: true }).click(),
    ]);
    const file = { name: 'library-sp.xml', mimeType: 'application/xml', buffer: Buffer.from(sp.metadata) };
    await chooser.setFiles(file);
    await admin.getByText('فایل انتخاب‌شده: library-sp.xml').waitFor();
    await button(admin, 'ثبت فراداده').click();
    // What the portal read from the file: the SP's entity ID, its ACS URL, that it does not sign.
    await admin.getByText(sp.entityId, { exact: true }).waitFor();
    await admin.getByText(sp.acsUrl, { exact: true }).waitFor();
    await admin.getByText('درخواست‌های ورود سامانه امضا نمی‌شوند.').waitFor();
  });

  it(`adds «${PAYROLL}» and lets it in from the university network only`, async () => {
    await registerSystem('OpenID Connect', PAYROLL, `${rp.origin}/payroll/`);
    await connectRelyingParty('payroll');
    // The address limits: the part of «محدودیت‌ها» named by its own heading.
    const ips = admin.getByRole('region', { name: 'نشانی‌های اینترنتی (IP)' });
    await ips.getByText('محدودیتی ثبت نشده است؛ همه می‌توانند وارد شوند.').waitFor();
    await ips.getByRole('textbox', { name: 'نشانی یا بازه' }).fill(CAMPUS);
    expect(await ips.getByRole('combobox', { name: 'نوع محدودیت' }).inputValue()).toBe('allowed');
    await button(ips, 'افزودن محدودیت').click();
    const row = ips.getByRole('listitem').filter({ hasText: CAMPUS });
    await row.waitFor();
    expect(await row.innerText()).toContain('مجاز');
    await screenshot(admin, 'sso-journey-payroll-limits');
  });
});

describe('a user signing into the systems through the portal, on a phone', () => {
  it(`signs into «${EDU}» on the portal’s sign-in page and comes back with a code the system redeems`, async () => {
    await user.goto(rp.start('edu'));
    await user.waitForURL(/\/login\?interaction=/);
    await submitLogin(user, PASSWORD, USERNAME);
    await user.waitForURL((url) => url.href.startsWith(rp.callback('edu')));
    await user.getByText(FULL_NAME).waitFor();
    expect(rp.signIns).toEqual([{ system: 'edu', subject: String(userId), name: FULL_NAME, error: null }]);
  });

  it(`signs into «${LIBRARY}» without signing in again: the portal posts the SAML response, which the SP accepts`, async () => {
    const tab = await user.context().newPage();
    await tab.addInitScript(holdFormPosts);
    await tab.goto(sp.start);
    await tab.getByRole('status').filter({ hasText: 'در حال انتقال به سامانه مقصد…' }).waitFor();
    await expectAccessible(tab, 'saml-hand-off');
    await tab.evaluate(() => (window as HeldPosts).releaseFormPosts?.());
    await tab.waitForURL(sp.acsUrl);
    await tab.getByText(FULL_NAME).waitFor();
    await tab.close();
    expect(sp.signIns).toEqual([
      { system: 'library', subject: String(userId), name: FULL_NAME, error: null },
    ]);
  });

  it('finds both among their connected systems, and not the one they may not enter from here', async () => {
    await user.goto(`${origin}/panel`);
    await button(user, 'باز و بسته کردن منو').click();
    await panelMenu(user).getByRole('link', { name: 'سامانه‌های متصل', exact: true }).click();
    await user.waitForURL(/\/panel\/sso\/clients$/);
    const cards = user.getByTestId('system-card');
    await cards.filter({ hasText: EDU }).waitFor();
    await cards.filter({ hasText: LIBRARY }).waitFor();
    expect(await cards.filter({ hasText: PAYROLL }).count()).toBe(0);
    await screenshot(user, 'sso-journey-clients');
  });

  it(`is refused «${PAYROLL}» by its address limit, with the reason in Persian`, async () => {
    await user.goto(rp.start('payroll'));
    await user.waitForURL(/\/sso-blocked\?reason=ip$/);
    await user.getByRole('heading', { name: 'ورود به سامانه ممکن نشد' }).waitFor();
    await user.getByText('ورود به این سامانه از این نشانی اینترنتی (IP) مجاز نیست.').waitFor();
    // The system never got a code.
    expect(rp.signIns.map((signIn) => signIn.system)).toEqual(['edu']);
    await expectAccessible(user, 'blocked');
    await screenshot(user, 'sso-journey-blocked');
  });
});

describe('the Admin reading the sign-in statistics', () => {
  const figure = (name: string) => admin.getByRole('figure', { name });
  /** A totals card's number, by its label. */
  const total = async (label: string) =>
    (await admin.getByText(label, { exact: true }).first().locator('..').innerText())
      .replace(label, '')
      .trim();
  /** The cells of the row that `rowHeader` heads, in the table of the figure named `name`. */
  const rowOf = async (name: string, rowHeader: string) =>
    (
      await figure(name)
        .getByRole('row')
        .filter({ has: admin.getByRole('rowheader', { name: rowHeader }) })
        .innerText()
    )
      .split('\t')
      .map((cell) => cell.trim());

  it('shows the two logins by system and the refusal by its reason', async () => {
    await panelMenu(admin).getByRole('link', { name: 'آمار ورود یکپارچه', exact: true }).click();
    await admin.waitForURL(/\/panel\/sso\/statistics$/);
    await figure('پرکاربردترین سامانه‌ها').getByRole('rowheader', { name: EDU }).waitFor();
    expect([await total('ورودها'), await total('کاربران یکتا'), await total('ورودهای ردشده')]).toEqual([
      '۲',
      '۱',
      '۱',
    ]);
    expect(await rowOf('پرکاربردترین سامانه‌ها', EDU)).toEqual([EDU, '۱', '۱']);
    expect(await rowOf('پرکاربردترین سامانه‌ها', LIBRARY)).toEqual([LIBRARY, '۱', '۱']);
    expect(await rowOf('ورودهای ردشده بر پایه علت', 'محدودیت نشانی اینترنتی')).toEqual([
      'محدودیت نشانی اینترنتی',
      '۱',
    ]);
    await admin.getByRole('img', { name: /ورودها در طول زمان/ }).waitFor();
    await expectAccessible(admin, 'statistics');
    await screenshot(admin, 'sso-journey-statistics');
  });

  it(`puts the refusal on «${PAYROLL}», which nobody entered`, async () => {
    await admin.getByRole('combobox', { name: 'سامانه متصل' }).selectOption({ label: PAYROLL });
    await button(admin, 'نمایش').click();
    await figure('پرکاربردترین سامانه‌ها').waitFor({ state: 'detached' });
    expect([await total('ورودها'), await total('ورودهای ردشده')]).toEqual(['۰', '۱']);
    expect(await rowOf('ورودهای ردشده بر پایه علت', 'محدودیت نشانی اینترنتی')).toEqual([
      'محدودیت نشانی اینترنتی',
      '۱',
    ]);
  });

  it('fits a 360 px phone with the rows shown', async () => {
    await admin.setViewportSize({ width: WIDTH, height: 740 });
    await admin.reload();
    await figure('پرکاربردترین سامانه‌ها').getByRole('rowheader', { name: LIBRARY }).waitFor();
    await expectAccessible(admin, 'statistics-phone');
  });
});
