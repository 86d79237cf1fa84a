import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { pickOption } from '../fixtures/mui.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { button, readToast, signInToPanel, submitLogin, textbox } from '../fixtures/sign-in.js';

const UNIT_TYPE = 'دانشکده';
const PARENT = 'معاونت آموزشی';
const UNIT = 'دانشکده فنی';
const ROLES = ['رئیس', 'کارشناس'];
const USERNAME = 'sara.ahmadi';
const NEW_PASSWORD = 'Sara-Tazeh-Ramz-1404!';

let page: Page;
let userPage: Page;
let temporaryPassword: string;

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  page = await j.newPage();
});

const nameRow = (label: string): Locator => page.locator('form').filter({ has: textbox(page, label) });
const menuEntries = (target: Page): Promise<string[]> =>
  target.getByRole('navigation', { name: 'منوی پنل' }).getByRole('link').allInnerTexts();

describe('an Admin building the organisation through the UI', () => {
  it('signs in and opens the units page from the side menu', async () => {
    await signInToPanel(page, j.server.url, j.adminPassword);
    await page.getByRole('link', { name: 'واحدهای سازمانی' }).click();
    await page.waitForURL(/\/panel\/system-setting\/units$/);
  });

  it('adds a unit type and two unit roles', async () => {
    await textbox(nameRow('نوع واحد جدید'), 'نوع واحد جدید').fill(UNIT_TYPE);
    await button(nameRow('نوع واحد جدید'), 'افزودن').click();
    await page.getByRole('listitem').filter({ hasText: UNIT_TYPE }).waitFor();
    for (const role of ROLES) {
      await textbox(nameRow('نقش واحد جدید'), 'نقش واحد جدید').fill(role);
      await button(nameRow('نقش واحد جدید'), 'افزودن').click();
      await page.getByRole('listitem').filter({ hasText: role }).first().waitFor();
    }
  });

  it('creates a parent unit, then a unit under it with the type and both unit roles', async () => {
    const tree = page.getByRole('list', { name: 'درخت واحدها' });
    await button(page, 'واحد جدید').click();
    let dialog = page.getByRole('dialog', { name: 'واحد جدید' });
    await textbox(dialog, 'نام').fill(PARENT);
    await button(dialog, 'ذخیره').click();
    await dialog.waitFor({ state: 'detached' });
    await tree.getByText(PARENT, { exact: true }).waitFor();
    await button(page, 'واحد جدید').click();
    dialog = page.getByRole('dialog', { name: 'واحد جدید' });
    await textbox(dialog, 'نام').fill(UNIT);
    await pickOption(dialog, 'واحد بالادست', PARENT);
    await pickOption(dialog, 'نوع واحد', UNIT_TYPE);
    for (const role of ROLES) await dialog.getByRole('checkbox', { name: role, exact: true }).check();
    await screenshot(page, 'org-unit-dialog');
    await button(dialog, 'ذخیره').click();
    await dialog.waitFor({ state: 'detached' });
    // The child sits one level down, under the parent's expand button, with its roles listed.
    const child = tree.getByRole('listitem').filter({ hasText: UNIT });
    await child.waitFor();
    expect(await child.innerText()).toContain(ROLES.join('، '));
    expect(await tree.getByRole('button', { name: 'باز و بسته کردن زیرواحدها' }).count()).toBe(1);
    await screenshot(page, 'org-unit-tree');
  });

  it('creates a user and is shown the temporary password once', async () => {
    await page.getByRole('link', { name: 'کاربران' }).click();
    await page.waitForURL(/\/panel\/system-setting\/users$/);
    await button(page, 'کاربر جدید').click();
    const dialog = page.getByRole('dialog', { name: 'کاربر جدید' });
    await textbox(dialog, 'نام کاربری').fill(USERNAME);
    await textbox(dialog, 'نام').fill('سارا');
    await textbox(dialog, 'نام خانوادگی').fill('احمدی');
    await button(dialog, 'ذخیره').click();
    await dialog.waitFor({ state: 'detached' });

    const shown = page.getByRole('dialog', { name: 'رمز عبور موقت' });
    temporaryPassword = (await shown.getByTestId('temporary-password').innerText()).trim();
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(8);
    await screenshot(page, 'org-temporary-password');
    await button(shown, 'ذخیره کردم').click();
    await shown.waitFor({ state: 'detached' });
  });

  it('gives the user a responsibility in the new unit', async () => {
    await page.getByRole('row').filter({ hasText: USERNAME }).getByRole('button', { name: 'ویرایش' }).click();
    const dialog = page.getByRole('dialog', { name: 'ویرایش کاربر' });
    await pickOption(dialog, 'واحد سازمانی', UNIT);
    await pickOption(dialog, 'نقش واحد', ROLES[1] ?? '');
    await textbox(dialog, 'شماره پرسنلی').fill('1404');
    await button(dialog, 'افزودن مسئولیت').click();
    await dialog.getByText(`${UNIT} — ${ROLES[1]}`, { exact: true }).waitFor();
    await screenshot(page, 'org-responsibility');
    await button(dialog, 'ذخیره').click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('the new user signing in', () => {
  it('must replace the temporary password at /password-deprecated', async () => {
    const context = await j.browser.newContext({ locale: 'fa-IR' });
    userPage = await context.newPage();
    await userPage.goto(`${j.server.url}/login`);
    await submitLogin(userPage, temporaryPassword, USERNAME);
    await userPage.waitForURL(/\/password-deprecated$/);
    await textbox(userPage, 'رمز عبور جدید').fill(NEW_PASSWORD);
    await textbox(userPage, 'تکرار رمز عبور جدید').fill(NEW_PASSWORD);
    await button(userPage, 'ثبت رمز عبور جدید').click();
    await readToast(userPage, 'رمز عبور با موفقیت تغییر کرد.');
    await userPage.waitForURL(/\/panel$/);
    await userPage.getByTestId('account-name').getByText('سارا احمدی').waitFor();
  });

  it('sees only the side-menu entries their roles allow', async () => {
    await userPage.getByRole('link', { name: 'تاریخچه ورود' }).waitFor();
    const entries = await menuEntries(userPage);
    // The responsibility makes the user an Employee: the document repository, the services' help, the
    // web services' help, the substitutes, the providers' inbox and the dashboards (Admin or Employee) join the entries every signed-in user has
    // (a new request and their own requests; the connected systems are for any role, SPEC §2).
    expect(entries).toEqual([
      'پیشخوان',
      'پروفایل کاربری',
      'تغییر رمز عبور',
      'تاریخچه ورود',
      'نشست‌های فعال',
      'درخواست جدید',
      'درخواست‌های من',
      'جانشینی',
      'مخزن اسناد',
      'سامانه‌های متصل',
      'راهنمای خدمات',
      'راهنمای وب‌سرویس‌ها',
      'کارتابل کارشناس',
      'داشبوردها',
    ]);
    expect(entries).not.toContain('ورود یکپارچه');
    for (const hidden of ['کاربران', 'واحدهای سازمانی', 'نامه‌های ارسالی'])
      expect(entries).not.toContain(hidden);
    expect(await menuEntries(page)).toEqual(expect.arrayContaining(['کاربران', 'واحدهای سازمانی']));
    await screenshot(userPage, 'org-user-panel');
  });

  it('gets the not-found page at the users screen', async () => {
    await userPage.goto(`${j.server.url}/panel/system-setting/users`);
    await userPage.getByText('صفحه مورد نظر یافت نشد').waitFor();
    expect(await userPage.getByRole('heading', { name: 'کاربران' }).count()).toBe(0);
    await screenshot(userPage, 'org-user-not-found');
  });
});
