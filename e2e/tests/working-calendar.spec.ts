// The working-day calendar (issue 16: due dates in working days on a Jalali calendar with the Iranian
// holidays an Admin confirms each year): an Admin opens the calendar, proposes 1405's official holidays,
// corrects the lunar estimates to the official calendar (Tasua and Ashura a day later), confirms the
// year and sees the holiday marked.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { jalaliYearOfDay } from '@darvazeh/shared';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { button, readToast, textbox } from '../fixtures/sign-in.js';

const j = journey({ CAPTCHA: 'off' });
let page: Page;
beforeAll(async () => {
  page = await j.adminPage({ viewport: { width: 1280, height: 900 } });
});

const yearHeading = () => page.getByRole('heading', { level: 2, name: /^سال / });
const row = (title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${title}( |$)`) }) });
const dayButton = (day: string) => page.locator(`[data-testid="year-grid"] button[data-day="${day}"]`);
const nextDay = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);

describe('an Admin confirming the year’s holidays', () => {
  it('opens the calendar from the side menu and is told this year waits for confirmation', async () => {
    await page.getByRole('link', { name: 'تقویم کاری' }).click();
    await page.waitForURL(/\/panel\/system-setting\/calendar$/);
    const thisYear = jalaliYearOfDay(new Date());
    await page
      .getByRole('alert')
      .filter({ hasText: `تعطیلات سال ${toPersian(thisYear)} هنوز تأیید نشده است` })
      .waitFor();
    await yearHeading().waitFor();
  });

  it('goes to 1405 and proposes its official holidays, the lunar ones marked as suggestions', async () => {
    for (let i = 0; i < 5 && (await yearHeading().innerText()) !== 'سال ۱۴۰۵'; i++) {
      const shown = Number(
        (await yearHeading().innerText()).replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).slice(4),
      );
      await page.getByRole('button', { name: shown < 1405 ? 'سال بعد' : 'سال قبل' }).click();
    }
    await expect.poll(() => yearHeading().innerText()).toBe('سال ۱۴۰۵');
    expect(await page.getByText('تأییدنشده').count()).toBeGreaterThan(0);
    await button(page, 'پیشنهاد تعطیلات رسمی').click();
    expect(await readToast(page, 'تعطیلی پیشنهاد شد')).toContain(
      'تاریخ‌های قمری را با تقویم رسمی کشور بسنجید',
    );
    await row('عید نوروز').first().waitFor();
    expect(
      await page.getByRole('table', { name: 'تعطیلات سال ۱۴۰۵' }).getByText('پیشنهادی').count(),
    ).toBeGreaterThan(10);
    // 1 Farvardin counts already (a solar holiday); an estimate waits for the year's confirmation.
    expect(await dayButton('2026-03-21').getAttribute('data-kind')).toBe('holiday');
    const ashuraDay = (await row('عاشورای حسینی').getAttribute('data-day')) as string;
    expect(await dayButton(ashuraDay).getAttribute('data-kind')).toBe('pending');
    await screenshot(page, 'working-calendar-proposed-1280');
  });

  it('corrects Tasua and Ashura to the official calendar and adds Ashura with its title', async () => {
    const tasua = row('تاسوعای حسینی');
    const ashura = row('عاشورای حسینی');
    const ashuraEstimate = (await ashura.getAttribute('data-day')) as string;
    // Tasua's estimate goes; Ashura's estimate is Tasua officially; Ashura is the day after.
    await tasua.getByRole('button', { name: /^حذف / }).click();
    await button(page.getByRole('dialog'), 'تأیید').click();
    await tasua.waitFor({ state: 'detached' });
    await ashura.getByRole('button', { name: /^ویرایش / }).click();
    await textbox(page, 'عنوان تعطیلی').fill('تاسوعای حسینی');
    await button(page, 'ذخیره').click();
    await readToast(page, 'تغییرات ذخیره شد.');
    await row('تاسوعای حسینی').waitFor();

    const official = nextDay(ashuraEstimate);
    await dayButton(official).click();
    await expect.poll(() => textbox(page, 'تاریخ تعطیلی').inputValue()).toMatch(/^۱۴۰۵\/۰۴\/[۰-۹]{2}$/);
    await textbox(page, 'عنوان تعطیلی').fill('عاشورای حسینی');
    await button(page, 'افزودن تعطیلی').click();
    await readToast(page, 'تغییرات ذخیره شد.');
    await row('عاشورای حسینی').waitFor();
    expect(await row('عاشورای حسینی').getAttribute('data-day')).toBe(official);
    expect(await dayButton(official).getAttribute('data-kind')).toBe('pending');
  });

  it('confirms the year and sees its holidays marked, none a suggestion any more', async () => {
    await button(page, 'تأیید تعطیلات سال ۱۴۰۵').click();
    const dialog = page.getByRole('dialog', { name: 'تعطیلات سال ۱۴۰۵ تأیید شود؟' });
    await button(dialog, 'تأیید').click();
    await readToast(page, 'تعطیلات سال ۱۴۰۵ تأیید شد.');
    await page.getByText(/^تأییدشده توسط /).waitFor();
    const official = (await row('عاشورای حسینی').getAttribute('data-day')) as string;
    expect(await dayButton(official).getAttribute('data-kind')).toBe('holiday');
    expect(await dayButton(official).getAttribute('aria-label')).toContain('عاشورای حسینی');
    expect(await page.getByRole('table', { name: 'تعطیلات سال ۱۴۰۵' }).getByText('پیشنهادی').count()).toBe(0);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'سال ۱۴۰۵ هنوز' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'working-calendar-confirmed-1280');
  });

  it('fits a 360 px phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await yearHeading().waitFor();
    await row('عاشورای حسینی').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'working-calendar-360');
  });
});

function toPersian(n: number): string {
  return String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string);
}
