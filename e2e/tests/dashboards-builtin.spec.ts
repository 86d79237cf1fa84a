import { beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { apiGet, apiPost, textbox } from '../fixtures/sign-in.js';

// The built-in reports (issue 28 item 6): a fresh portal already holds the Admins' ready dashboard —
// requests per service and per unit by Jalali month, handling time in working days, overdue tasks per
// unit, open requests by status, survey scores, sign-ins per day. The Admin finds it in the list, opens it
// at 1280 px and at 360 px (axe clean, nothing wider than the screen, every card drawn without an
// error), reads its headline figures from `statistics`, and copies it into a dashboard of their own — by
// the API and from the list's copy button, which opens the copy's editor.
const TITLE = 'گزارش‌های آماده سامانه';
const CARDS = [
  'درخواست‌ها بر اساس خدمت و ماه',
  'درخواست‌ها بر اساس واحد و ماه',
  'زمان رسیدگی به درخواست‌های پایان‌یافته (روز کاری)',
  'کارهای گذشته از مهلت هر واحد',
  'درخواست‌های جاری بر اساس وضعیت',
  'امتیاز نظرسنجی هر خدمت',
  'ورودهای موفق در هر روز',
];

let admin: APIRequestContext;
let dashboardId = 0;

const j = journey({ CAPTCHA: 'off' });

beforeAll(async () => {
  admin = await j.adminApi();
});

/** Opens the built-in dashboard at `width` as the Admin and checks every card, axe and the width. */
async function adminSees(width: number, name: string) {
  const page = await j.adminPage({ viewport: { width, height: 900 } });
  await page.goto(`${j.server.url}/panel/bi/list`);
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await row.waitFor();
  await row.getByRole('link', { name: `نمایش ${TITLE}` }).click();
  await page.waitForURL(/\/panel\/bi\/show\/\d+$/);
  dashboardId = Number(/\/panel\/bi\/show\/(\d+)$/.exec(page.url())?.[1]);
  await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
  for (const title of CARDS) await page.getByRole('region', { name: title, exact: true }).waitFor();
  // Every card answered (no placeholder left), none with its own failure (a warning alert).
  await expect.poll(() => page.locator('main .MuiSkeleton-root').count()).toBe(0);
  expect(await page.locator('main').getByRole('alert').count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await screenshot(page, name);
  await page.context().close();
}

describe('an Admin on a fresh portal', () => {
  it('opens the built-in reports at 1280 px', async () => {
    await adminSees(1280, 'dashboards-builtin-desktop');
    expect(dashboardId).toBeGreaterThan(0);
  });

  it('opens them on a 360 px phone', async () => {
    await adminSees(360, 'dashboards-builtin-phone');
  });

  it('reads the headline figures and copies the dashboard into one of their own', async () => {
    const figures = await apiGet<{ requests: number; dashboardId: number | null }>(admin, 'statistics');
    expect(figures).toMatchObject({ requests: 0, dashboardId });
    const copy = await apiPost<{ id: number; title: string; cards: unknown[] }>(
      admin,
      `dashboard/${dashboardId}/copy`,
    );
    expect(copy.title).toBe(`رونوشت ${TITLE}`);
    expect(copy.cards).toHaveLength(CARDS.length);
  });

  it('copies it from the list and lands in the copy’s editor', async () => {
    const page = await j.adminPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${j.server.url}/panel/bi/list`);
    await page.getByRole('button', { name: `رونوشت ${TITLE}`, exact: true }).click();
    await page.waitForURL(/\/panel\/bi\/detail\/\d+$/);
    await expect
      .poll(() => textbox(page, 'عنوان داشبورد').inputValue())
      .toMatch(/^رونوشت .+ گزارش‌های آماده سامانه$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
