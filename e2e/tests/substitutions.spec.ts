// Out-of-office delegation (جانشینی): an Employee opens «جانشینی» from the side menu, names a colleague
// found by name as their substitute for a period picked on the Jalali calendar, is refused an overlapping
// second period with the Persian reason, sees the row with names and Jalali dates on a 360 px phone
// without sideways scrolling, and deletes it after confirming.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { apiPost, button, newUserWithApi, readToast, signInToPanel, textbox } from '../fixtures/sign-in.js';

const PASSWORD = 'Jaaneshin-e2e-Pass7!';
const j = journey({ CAPTCHA: 'off' });
let page: Page;

beforeAll(async () => {
  const admin = await j.adminApi();
  const role = await apiPost<{ id: number }>(admin, 'unitrole', { name: 'کارشناس آموزش' });
  const unit = await apiPost<{ id: number }>(admin, 'unit', { name: 'اداره آموزش', unitRoleIds: [role.id] });
  for (const [username, firstName, lastName] of [
    ['maryam.ahmadi', 'مریم', 'احمدی'],
    ['reza.moradi', 'رضا', 'مرادی'],
  ] as const) {
    const post = { unitId: unit.id, unitRoleId: role.id };
    const { api } = await newUserWithApi(
      admin,
      j.server.url,
      { username, firstName, lastName },
      PASSWORD,
      post,
    );
    await api.dispose();
  }
  await admin.dispose();
  page = await j.newPage({ viewport: { width: 1280, height: 900 } });
  await signInToPanel(page, j.server.url, PASSWORD, 'maryam.ahmadi');
});

/** Opens the n-th empty Jalali picker, goes to next month and picks `day` (Persian digits). */
async function pickNextMonthDay(day: string): Promise<void> {
  await page.getByRole('button', { name: 'تاریخ را انتخاب کنید', exact: true }).first().click();
  const calendar = page.getByRole('dialog');
  await calendar.getByRole('button', { name: 'ماه آینده' }).click();
  // The months slide: until the old one has gone, both show the day.
  const cell = calendar.getByRole('gridcell', { name: day, exact: true });
  await expect.poll(() => cell.count()).toBe(1);
  await cell.click();
  await calendar.waitFor({ state: 'detached' });
}

async function chooseSubstitute(search: string, option: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'جانشین' });
  await picker.fill(search);
  await page.getByRole('option', { name: option }).click();
}

const table = () => page.getByRole('table', { name: 'فهرست جانشینی‌ها' });

describe('an Employee naming a substitute for their leave', () => {
  it('opens «جانشینی» from the side menu and finds no substitution yet', async () => {
    await page.getByRole('link', { name: 'جانشینی' }).click();
    await page.waitForURL(/\/panel\/substitutions$/);
    await page.getByRole('heading', { level: 1, name: 'جانشینی' }).waitFor();
    await page.getByText('جانشینی جاری یا آینده‌ای ثبت نشده است.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is told in Persian what is missing', async () => {
    await button(page, 'ثبت جانشین').click();
    await page.getByText('این فیلد الزامی است.').first().waitFor();
    await page.getByText('مقدار تاریخ آغاز را وارد کنید.').waitFor();
    await page.getByText('مقدار تاریخ پایان را وارد کنید.').waitFor();
  });

  it('names a colleague found by name for next month’s 10th to 20th', async () => {
    await chooseSubstitute('مرادی', 'رضا مرادی (reza.moradi)');
    await pickNextMonthDay('۱۰');
    await pickNextMonthDay('۲۰');
    await textbox(page, 'یادداشت').fill('مرخصی استحقاقی');
    await button(page, 'ثبت جانشین').click();
    await readToast(page, 'جانشین ثبت شد.');
    const row = table().getByRole('row').filter({ hasText: 'رضا مرادی' });
    await row.waitFor();
    const shown = await row.innerText();
    expect(shown).toContain('مریم احمدی');
    expect(shown).toContain('مرخصی استحقاقی');
    // Jalali dates in Persian digits, at the times the form started with (Tehran time).
    expect(shown).toMatch(/[۰-۹]{4}\/[۰-۹]{2}\/۱۰ ۰۸:۰۰/);
    expect(shown).toMatch(/[۰-۹]{4}\/[۰-۹]{2}\/۲۰ ۱۶:۰۰/);
    expect(shown).not.toMatch(/[0-9]/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is refused an overlapping period with the Persian reason', async () => {
    await chooseSubstitute('رضا', 'رضا مرادی (reza.moradi)');
    await pickNextMonthDay('۱۵');
    await pickNextMonthDay('۲۵');
    await button(page, 'ثبت جانشین').click();
    await readToast(page, 'این کاربر در بخشی از این دوره جانشین دیگری دارد');
    expect(await table().getByRole('row').count()).toBe(2);
  });

  it('fits a 360 px phone with the row shown', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await table().getByRole('row').filter({ hasText: 'رضا مرادی' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'substitutions-360');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('deletes the substitution after confirming', async () => {
    await table().getByRole('button', { name: 'حذف جانشین رضا مرادی' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('جانشینی «رضا مرادی»').waitFor();
    await button(dialog, 'تأیید').click();
    await readToast(page, 'جانشینی حذف شد.');
    await page.getByText('جانشینی جاری یا آینده‌ای ثبت نشده است.').waitFor();
  });
});
