import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { pickOption } from '../fixtures/mui.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { button, readToast, textbox } from '../fixtures/sign-in.js';

// Issue #6 designer: an Admin builds a data collection with several field types — a required text, a
// select, a table with a column, an expansion with a renamed tab holding a date, and a popup subform —
// sees it in the live preview, saves, reloads and finds every part as built; the list shows it and the
// eight read-only system collections.
const NAME = 'درخواست خوابگاه';

let page: Page;

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  page = await j.adminPage();
});

/** The designer row of field `id` (ids are given in order: f1, f2, …). */
const row = (id: string): Locator => page.locator(`li[data-field-id="${id}"]`);
/** The open property panel of field `id`, found by its accessible name as well. */
const panel = (id: string, title: string): Locator =>
  row(id).getByRole('region', { name: `ویژگی‌های ${title}`, exact: true });
const addField = (type: string) =>
  page
    .getByRole('group', { name: 'افزودن فیلد' })
    .getByRole('button', { name: `افزودن فیلد ${type}`, exact: true })
    .click();
/** Picks `option` in the select labelled `label` (its accessible name is the label, then the value). */
const choose = (scope: Locator, label: string, option: string) =>
  pickOption(scope, new RegExp(`^${label}`), option);
async function addNested(scope: Locator, add: string, type: string): Promise<void> {
  await button(scope, add).click();
  await page.getByRole('menu').getByRole('menuitem', { name: type, exact: true }).click();
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

describe('an Admin designing a data collection', () => {
  it('opens the list from the side menu: no collections yet, and the nine system collections read-only (Requests, RequestTasks and Services since the dashboards)', async () => {
    await page.getByRole('link', { name: 'مجموعه‌های داده', exact: true }).click();
    await page.waitForURL(/\/panel\/data-collection\/list$/);
    await page.getByText('مجموعه داده‌ای ثبت نشده است.').waitFor();
    const system = page.getByRole('table', { name: 'مجموعه‌های سیستمی' });
    await system.getByRole('cell', { name: 'کاربران', exact: true }).waitFor();
    expect(await system.getByTestId('system-collection').count()).toBe(9);
    expect(await system.getByText('فقط خواندنی').count()).toBe(9);
    await page.getByRole('link', { name: 'مجموعه داده جدید' }).click();
    await page.waitForURL(/\/panel\/data-collection\/detail$/);
  });

  it('builds the form: text, select, table with a column, expansion with a tab, popup subform', async () => {
    await textbox(page, 'نام مجموعه داده').fill(NAME);

    await addField('متن');
    await textbox(panel('f1', 'متن ۱'), 'عنوان فیلد').fill('نام متقاضی');
    const text = panel('f1', 'نام متقاضی');
    await textbox(text, 'نام انگلیسی').fill('applicant');
    await text.getByRole('switch', { name: 'الزامی' }).check();

    await addField('فهرست کشویی');
    await textbox(panel('f2', 'فهرست کشویی ۲'), 'عنوان گزینه ۱').fill('پسران');
    await button(panel('f2', 'فهرست کشویی ۲'), 'افزودن گزینه').click();
    await textbox(panel('f2', 'فهرست کشویی ۲'), 'عنوان گزینه ۲').fill('دختران');

    await addField('جدول');
    await addNested(panel('f3', 'جدول ۳'), 'افزودن ستون', 'متن');
    await textbox(panel('f4', 'متن ۴'), 'عنوان فیلد').fill('نام همراه');

    await addField('زبانه‌ها');
    const expansion = panel('f5', 'زبانه‌ها ۵');
    await textbox(expansion, 'نام زبانه ۱').fill('سوابق تحصیلی');
    await addNested(expansion, 'افزودن فیلد', 'تاریخ');
    await textbox(panel('f6', 'تاریخ ۶'), 'عنوان فیلد').fill('تاریخ ورود');

    await addField('زیرفرم');
    const subform = panel('f7', 'زیرفرم ۷');
    await choose(subform, 'نحوه نمایش زیرفرم', 'در پنجره بازشو');
    await addNested(subform, 'افزودن فیلد', 'متن');

    // Keyboard-reachable reordering: the subform moves above the expansion.
    await button(row('f7'), 'انتقال زیرفرم ۷ به بالا').click();

    const preview = page.getByRole('region', { name: 'پیش‌نمایش فرم' });
    await preview.getByRole('textbox', { name: /نام متقاضی/ }).waitFor();
    await screenshot(page, 'collection-designer');

    // Issue #13: checking the preview submitted the designer around it and wiped the unsaved design.
    await button(preview, 'بررسی فرم').click();
    await preview.getByText('مقدار فیلد الزامی نام متقاضی را وارد کنید.').waitFor();
    expect(page.url()).toMatch(/\/panel\/data-collection\/detail$/);
    expect(await textbox(page, 'نام مجموعه داده').inputValue()).toBe(NAME);
    expect(await page.locator('li[data-field-id]').count()).toBe(8);

    // Leaving with unsaved changes asks first; staying keeps everything.
    await page.getByRole('link', { name: 'بازگشت به فهرست', exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'تغییرات ذخیره نشده است' });
    await screenshot(page, 'collection-designer-leave');
    await button(leave, 'انصراف').click();
    await leave.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/panel\/data-collection\/detail$/);
  });

  it('saves, and after a reload finds every field, column, tab and display type as built', async () => {
    await button(page, 'ذخیره').click();
    await readToast(page, 'تغییرات ذخیره شد.');
    await page.waitForURL(/\/panel\/data-collection\/detail\/\d+$/);
    await page.reload();
    await page.getByRole('heading', { name: 'ویرایش مجموعه داده' }).waitFor();
    expect(await textbox(page, 'نام مجموعه داده').inputValue()).toBe(NAME);

    const rows = page.locator('li[data-field-id]');
    await rows.first().waitFor();
    const topLevel = page.locator('section[aria-labelledby="designer-fields"] > div > ol > li');
    expect(
      await topLevel.evaluateAll((items) => items.map((item) => item.getAttribute('data-field-id'))),
    ).toEqual(['f1', 'f2', 'f3', 'f7', 'f5']);

    await button(row('f1'), 'ویژگی‌های نام متقاضی').click();
    expect(await textbox(panel('f1', 'نام متقاضی'), 'نام انگلیسی').inputValue()).toBe('applicant');
    expect(await panel('f1', 'نام متقاضی').getByRole('switch', { name: 'الزامی' }).isChecked()).toBe(true);

    await button(row('f2'), 'ویژگی‌های فهرست کشویی ۲').click();
    expect(await textbox(panel('f2', 'فهرست کشویی ۲'), 'عنوان گزینه ۲').inputValue()).toBe('دختران');

    await button(row('f3'), 'ویژگی‌های جدول ۳').click();
    await row('f4').getByText('نام همراه').waitFor();

    await button(row('f5'), 'ویژگی‌های زبانه‌ها ۵').click();
    expect(await textbox(panel('f5', 'زبانه‌ها ۵'), 'نام زبانه ۱').inputValue()).toBe('سوابق تحصیلی');
    await row('f6').getByText('تاریخ ورود').waitFor();

    await button(row('f7'), 'ویژگی‌های زیرفرم ۷').click();
    const display = panel('f7', 'زیرفرم ۷').getByRole('combobox', { name: /^نحوه نمایش زیرفرم/ });
    expect(await display.innerText()).toBe('در پنجره بازشو');
    await row('f8').waitFor();
    await screenshot(page, 'collection-designer-reloaded');
  });

  it('lists the collection with its field count and a link to its records', async () => {
    await page.getByRole('link', { name: 'بازگشت به فهرست', exact: true }).click();
    await page.waitForURL(/\/panel\/data-collection\/list$/);
    const listed = page
      .getByRole('table', { name: 'مجموعه‌های داده' })
      .getByRole('row')
      .filter({ hasText: NAME });
    await listed.waitFor();
    expect(await listed.innerText()).toContain('۵');
    const records = listed.getByRole('link', { name: `رکوردها ${NAME}` });
    expect(await records.getAttribute('href')).toMatch(/^\/panel\/data-collection\/records\/\d+$/);
  });
});
