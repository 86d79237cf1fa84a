// Backups (issue 25.4): an Admin makes a backup from the backups page and watches its progress bar, sees
// it verified (restored into a scratch database and compared), downloads its archive, publishes a news
// item, restores the backup from the list after a confirmation that names what will be lost, and finds
// the news item gone; sets the daily schedule in a form; the page passes axe and fits a 360 px phone.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { expectFitsPhone } from '../fixtures/phone-width.js';
import { apiPost, button, readToast, textbox } from '../fixtures/sign-in.js';

const j = journey({ CAPTCHA: 'off', JOBS_POLL_MS: '200' });
const PATH = '/panel/system-setting/backups-list';
const NEWS = 'خبری که پس از پشتیبان‌گیری منتشر شد';
let page: Page;
let api: APIRequestContext;
beforeAll(async () => {
  page = await j.adminPage({ viewport: { width: 1280, height: 900 } });
  api = await j.adminApi();
});

const backupRow = () => page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'دستی' }) });

describe('an Admin backing the portal up', () => {
  it('opens the backups page from the side menu, with nothing backed up yet', async () => {
    await page.getByRole('link', { name: 'پشتیبان‌گیری' }).click();
    await page.waitForURL(new RegExp(`${PATH}$`));
    await page.getByText('هنوز پشتیبانی تهیه نشده است.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('makes a backup and follows its progress until it is verified', async () => {
    await button(page, 'تهیه پشتیبان').click();
    await page.getByRole('progressbar', { name: /^پیشرفت پشتیبان‌گیری: [۰-۹]+٪$/ }).waitFor();
    await screenshot(page, 'backups-progress-1280');
    await backupRow().getByText('تأییدشده').waitFor({ timeout: 180_000 });
    expect(await backupRow().innerText()).toMatch(/[۰-۹]+ ردیف، [۰-۹]+ فایل/);
    expect(await backupRow().innerText()).toMatch(/مگابایت/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'backups-verified-1280');
  }, 240_000);

  it('downloads the verified archive', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      backupRow()
        .getByRole('link', { name: /^دریافت darvazeh-/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^darvazeh-[\d-]+-[0-9a-f]{6}\.zip$/);
    const file = path.join(await j.tempDir(), download.suggestedFilename());
    await download.saveAs(file);
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('restores the backup from the list after a change, which the restore undoes', async () => {
    await apiPost(api, 'news', {
      name: NEWS,
      summary: 'خلاصه خبر',
      publishDate: new Date(Date.now() - 86_400_000).toISOString(),
      published: true,
    });
    await page.goto(`${j.server.url}/panel/content/news-list`);
    await page.getByRole('row').filter({ hasText: NEWS }).waitFor();
    await page.goto(`${j.server.url}${PATH}`);
    const when = await backupRow().getByRole('cell').first().innerText();
    await backupRow()
      .getByRole('button', { name: /^بازیابی darvazeh-/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'بازیابی از پشتیبان' });
    // The confirmation says what is lost: every change after the backup's time, named.
    expect(await dialog.innerText()).toContain(when.trim());
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'backups-restore-confirm');
    await button(dialog, 'بازیابی').click();
    await page.getByText('بازیابی آخر با موفقیت انجام شد.').waitFor({ timeout: 180_000 });
    await page.goto(`${j.server.url}/panel/content/news-list`);
    // The backup held no news: the list is empty again.
    await page.getByText('خبری ثبت نشده است.').waitFor();
    expect(await page.getByRole('row').filter({ hasText: NEWS }).count()).toBe(0);
    // The backups page says the last restore went well, and the backup is still listed as verified.
    await page.goto(`${j.server.url}${PATH}`);
    await page.getByText('بازیابی آخر با موفقیت انجام شد.').waitFor();
    await backupRow().getByText('تأییدشده').waitFor();
  }, 240_000);

  it('sets the daily schedule in a form, refusing a bad time in Persian', async () => {
    const form = page.getByRole('form', { name: 'پشتیبان‌گیری زمان‌بندی‌شده' });
    await textbox(form, 'ساعت پشتیبان‌گیری').fill('۲۵:۰۰');
    await button(form, 'ذخیره').click();
    await form.getByText('ساعت را به شکل ساعت:دقیقه وارد کنید.').waitFor();
    await textbox(form, 'ساعت پشتیبان‌گیری').fill('۰۳:۳۰');
    await textbox(form, 'تعداد پشتیبان‌های روزانه نگه‌داشته').fill('۵');
    await button(form, 'ذخیره').click();
    await readToast(page, 'ذخیره');
    await page.reload();
    await expect.poll(() => textbox(page, 'ساعت پشتیبان‌گیری').inputValue()).toBe('۰۳:۳۰');
    expect(await textbox(page, 'تعداد پشتیبان‌های روزانه نگه‌داشته').inputValue()).toBe('۵');
  });

  it('fits a 360 px phone with the verified backup listed', async () => {
    const phone = await j.adminPage({ viewport: { width: 360, height: 740 } });
    await phone.goto(`${j.server.url}${PATH}`);
    await phone.getByText('تأییدشده').waitFor();
    await expectFitsPhone(phone, 'backups-360');
  });
});
