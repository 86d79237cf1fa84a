import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { UNIT_IMPORT_COLUMNS, USER_IMPORT_COLUMNS } from '@darvazeh/shared';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { apiPost, button } from '../fixtures/sign-in.js';

let page: Page;

async function xlsxOf(rows: (string | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('sheet').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const UNITS = [
  UNIT_IMPORT_COLUMNS.map((c) => c.header),
  ['گروه کامپیوتر', 'دانشکده مهندسی', null, 'کارشناس'],
  ['دانشکده مهندسی', null, null, 'کارشناس'],
];
const userRows = (email: string) => [
  USER_IMPORT_COLUMNS.map((c) => c.header),
  ['maryam.imported', 'مريم', 'محمدی', 'maryam@uni.ac.ir', null, 'گروه کامپیوتر', 'کارشناس', '۱۰۱'],
  ['hamid.imported', 'حمید', 'كاظمی', email, null, null, null, null],
  ['nima.imported', 'نیما', 'نوری', null, '۰۹۱۲۱۲۳۴۵۶۷', 'گروه کامپیوتر', 'کارشناس', null],
];

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  const api = await j.adminApi();
  await apiPost(api, 'unitrole', { name: 'کارشناس' });
  await api.dispose();
  page = await j.adminPage();
});

async function importThrough(dialog: Locator, name: string, file: Buffer): Promise<void> {
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await dialog.getByTestId('import-file-name').getByText(name).waitFor();
  await button(dialog, 'بارگذاری و ثبت').click();
}

describe('an Admin importing from Excel', () => {
  it('downloads the units template and imports a units sheet whose child comes before its parent', async () => {
    await page.goto(`${j.server.url}/panel/system-setting/units`);
    await button(page, 'ورود واحدها از اکسل').click();
    const dialog = page.getByRole('dialog', { name: 'ورود واحدها از اکسل' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'دریافت فایل نمونه' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('unit-import-template.xlsx');
    await importThrough(dialog, 'units.xlsx', await xlsxOf(UNITS));
    await dialog.getByText('۲ ردیف ثبت شد.').first().waitFor();
    await button(dialog, 'بستن').click();
    const tree = page.getByRole('list', { name: 'درخت واحدها' });
    await tree.getByText('گروه کامپیوتر', { exact: true }).waitFor();
  });

  it('sees the row-by-row report of a bad users sheet, and nothing is imported', async () => {
    await page.getByRole('link', { name: 'کاربران' }).click();
    await page.waitForURL(/\/panel\/system-setting\/users$/);
    await button(page, 'ورود کاربران از اکسل').click();
    const dialog = page.getByRole('dialog', { name: 'ورود کاربران از اکسل' });
    await importThrough(dialog, 'bad-users.xlsx', await xlsxOf(userRows('not-an-email')));
    const report = dialog.getByRole('table', { name: '۱ مورد نادرست' });
    await report.waitFor();
    const cells = await report.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
    expect(cells).toEqual(['۳', 'ایمیل', 'یک ایمیل معتبر وارد کنید.']);
    // The toast sits outside the modal dialog, so it is seen, not clicked, until the dialog closes.
    await page.getByTestId('toast').filter({ hasText: 'هیچ ردیفی ثبت نشد' }).first().waitFor();
    await screenshot(page, 'import-report');
    await button(dialog, 'بستن').click();
    expect(await page.getByRole('row').filter({ hasText: 'imported' }).count()).toBe(0);
  });

  it('imports the fixed sheet and sees the users in the list, then finds them by unit', async () => {
    await button(page, 'ورود کاربران از اکسل').click();
    const dialog = page.getByRole('dialog', { name: 'ورود کاربران از اکسل' });
    await importThrough(dialog, 'users.xlsx', await xlsxOf(userRows('hamid@uni.ac.ir')));
    await dialog.getByText('۳ ردیف ثبت شد.').first().waitFor();
    await screenshot(page, 'import-done');
    await button(dialog, 'بستن').click();
    for (const username of ['maryam.imported', 'hamid.imported', 'nima.imported'])
      await page.getByRole('row').filter({ hasText: username }).waitFor();
    // Arabic ي and ك in the sheet were stored as Persian letters.
    await page.getByRole('row').filter({ hasText: 'مریم' }).waitFor();

    await page.getByRole('combobox', { name: 'واحد سازمانی' }).fill('کامپیوتر');
    await page.getByRole('option', { name: 'گروه کامپیوتر', exact: true }).click();
    await page.getByRole('row').filter({ hasText: 'hamid.imported' }).waitFor({ state: 'detached' });
    const rows = page.getByRole('row').filter({ hasText: 'imported' });
    expect((await rows.allInnerTexts()).join('\n')).toMatch(/nima\.imported[\s\S]*maryam\.imported/);
    expect(await rows.count()).toBe(2);
    await screenshot(page, 'import-unit-filter');
  });

  it("opens a user's sessions from the row actions", async () => {
    await page.getByRole('combobox', { name: 'واحد سازمانی' }).clear();
    const adminRow = page.getByRole('row').filter({ hasText: 'admin' });
    await adminRow.getByRole('button', { name: 'نشست‌ها' }).click();
    const dialog = page.getByRole('dialog', { name: /^نشست‌های فعال/ });
    await button(dialog, 'پایان نشست').first().waitFor();
    await screenshot(page, 'user-sessions');
    await button(dialog, 'بستن').click();
  });
});
