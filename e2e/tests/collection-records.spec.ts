import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { FIELD_TYPES, filePathKey, type FieldType } from '@darvazeh/shared';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { apiPost, button, readToast, textbox } from '../fixtures/sign-in.js';

// Issue #6, first "Done when": an Admin builds a collection in the designer with one field of every type
// (23), a required table, a popup subform and two steps; fills it (a Jalali date from the picker, a file
// upload, a map point, a table row, the popup subform) and submits; the record is listed, filtered with
// each operator, edited and soft-deleted.
const COLLECTION = 'ثبت‌نام همایش';
/** The palette's Persian names, as the Admin sees them. */
const TYPE_NAMES: Record<FieldType, string> = {
  text: 'متن',
  date: 'تاریخ',
  file: 'فایل',
  image: 'تصویر',
  checkbox: 'چک‌باکس',
  radio: 'دکمه‌های رادیویی',
  select: 'فهرست کشویی',
  autocomplete: 'تکمیل خودکار',
  multiselect: 'فهرست چندانتخابی',
  multiautocomplete: 'تکمیل خودکار چندانتخابی',
  multilistbox: 'فهرست چندگزینه‌ای',
  map: 'نقشه',
  expansion: 'زبانه‌ها',
  table: 'جدول',
  subform: 'زیرفرم',
  alert: 'پیام',
  richText: 'متن قالب‌دار',
  line: 'خط جداکننده',
  space: 'فاصله',
  download: 'دریافت فایل',
  link: 'پیوند',
  button: 'دکمه',
  chart: 'نمودار',
};
const PDF = Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const FILE_NAME = 'برنامه همایش.pdf';

interface Field {
  id: string;
  fname: string;
  ename: string;
  type: string;
  subform?: { formFields: Field[] };
}

let page: Page;
let api: APIRequestContext;
let files: string;
let collectionId = 0;
let fields: Field[] = [];
const byType = (type: string): Field => {
  const found = fields.find((f) => f.type === type);
  if (!found) throw new Error(`no ${type} field`);
  return found;
};

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  api = await j.adminApi();
  files = await mkdtemp(path.join(tmpdir(), 'darvazeh-records-'));
  await writeFile(path.join(files, FILE_NAME), PDF);
  page = await j.adminPage({ viewport: { width: 1366, height: 900 } });
});
afterAll(async () => {
  await api?.dispose();
  if (files) await rm(files, { recursive: true, force: true });
});

/** The property panel of the field whose title starts with `typeName` (opened when it was added). */
const properties = (typeName: string): Locator =>
  page.getByRole('region', { name: new RegExp(`^ویژگی‌های ${typeName} [۰-۹]+$`) });

/** Picks `option` in the MUI select labelled `label` inside `scope`. */
async function choose(scope: Locator | Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const recordsTable = (): Locator => page.getByRole('table', { name: `رکوردهای ${COLLECTION}` });
const bodyRows = (): Locator => recordsTable().locator('tbody tr');

/** The record ids shown in the table, once the list has settled on `count` rows. */
async function shownIds(count: number): Promise<number[]> {
  await expect.poll(() => bodyRows().count()).toBe(count);
  await page.getByRole('progressbar', { name: `رکوردهای ${COLLECTION}` }).waitFor({ state: 'detached' });
  const texts = await bodyRows().locator('td:first-child').allInnerTexts();
  return texts.map((t) => Number(t.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)))));
}

describe('an Admin designing a collection with every field type', () => {
  it('adds two steps and one field of each of the 23 types in the designer', async () => {
    await page.goto(`${j.server.url}/panel/data-collection/detail`);
    await textbox(page, 'نام مجموعه داده').fill(COLLECTION);
    await button(page, 'افزودن مرحله').click();
    await button(page, 'افزودن مرحله').click();
    for (const type of FIELD_TYPES)
      await page.getByRole('button', { name: `افزودن فیلد ${TYPE_NAMES[type]}`, exact: true }).click();
    await expect.poll(() => page.getByRole('region', { name: /^ویژگی‌های / }).count()).toBe(23);
  });

  it('makes the table required with a text column, and the subform a popup with a text field', async () => {
    const table = properties('جدول');
    await table.getByLabel('الزامی').first().check();
    await button(table, 'افزودن ستون').click();
    await page.getByRole('menuitem', { name: 'متن', exact: true }).click();
    await choose(table, 'مرحله', 'مرحله ۲');

    const subform = properties('زیرفرم');
    await choose(subform, 'نحوه نمایش زیرفرم', 'در پنجره بازشو');
    await button(subform, 'افزودن فیلد').click();
    await page.getByRole('menuitem', { name: 'متن', exact: true }).click();
    await choose(subform, 'مرحله', 'مرحله ۲');
    await screenshot(page, 'records-designer');
  });

  it('saves the collection', async () => {
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await page.waitForURL(/\/panel\/data-collection\/detail\/\d+$/);
    collectionId = Number(/detail\/(\d+)$/.exec(page.url())?.[1]);
    const res = await api.get(`/api/v1/datacollection/${collectionId}`);
    const { data } = (await res.json()) as {
      data: { formInfo: { formFields: Field[]; formSteps: { id: string }[] } };
    };
    fields = data.formInfo.formFields;
    expect(fields.map((f) => f.type)).toEqual([...FIELD_TYPES]);
    expect(data.formInfo.formSteps).toHaveLength(2);
    expect(byType('table')).toMatchObject({ required: true, stepId: data.formInfo.formSteps[1]?.id });
    expect(byType('subform')).toMatchObject({
      subform: { triggerDisplay: { displayType: 'popup' } },
      stepId: data.formInfo.formSteps[1]?.id,
    });
    expect(byType('table').subform?.formFields).toHaveLength(1);
    expect(byType('subform').subform?.formFields).toHaveLength(1);
  });
});

describe('filling the form and listing the record', () => {
  it('opens the records page from the collection list and starts a new record', async () => {
    await page.goto(`${j.server.url}/panel/data-collection/list`);
    await page.getByRole('link', { name: `رکوردها ${COLLECTION}` }).click();
    await page.waitForURL(new RegExp(`/panel/data-collection/records/${collectionId}$`));
    await page.getByRole('heading', { name: `رکوردهای ${COLLECTION}` }).waitFor();
    await page.getByRole('link', { name: 'رکورد جدید' }).click();
    await page.waitForURL(/\/new$/);
  });

  it('fills step 1: text, a Jalali date from the picker, an uploaded file and a map point', async () => {
    await textbox(page, byType('text').fname).fill('علی رضایی');
    await page.getByRole('button', { name: 'تاریخ را انتخاب کنید' }).click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('gridcell', { name: '۱۵', exact: true }).click();
    await calendar.waitFor({ state: 'detached' });

    const fileBox = page.getByTestId(`file-field-${byType('file').ename}`);
    await fileBox.locator('input[type="file"]').setInputFiles(path.join(files, FILE_NAME));
    await fileBox.getByRole('link', { name: FILE_NAME }).waitFor();

    const map = byType('map').fname;
    await textbox(page, `عرض جغرافیایی ${map}`).fill('35.7');
    await textbox(page, `طول جغرافیایی ${map}`).fill('51.4');
    await screenshot(page, 'records-form-step1');
    await button(page, 'بعدی').click();
  });

  it('fills step 2: a table row and the popup subform, and submits', async () => {
    const table = page.getByRole('region', { name: byType('table').fname });
    await button(table, 'افزودن ردیف').click();
    const column = byType('table').subform?.formFields[0];
    await textbox(table, column?.fname ?? '').fill('کارگاه اول');

    const subform = byType('subform');
    await page.getByRole('button', { name: `نمایش ${subform.fname}` }).click();
    const dialog = page.getByRole('dialog', { name: subform.fname });
    await textbox(dialog, subform.subform?.formFields[0]?.fname ?? '').fill('ناهار');
    await screenshot(page, 'records-form-popup');
    await button(dialog, 'بستن').click();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'records-form-step2');

    await button(page, 'ثبت').click();
    expect(await readToast(page, 'تغییرات ذخیره شد.')).toContain('تغییرات ذخیره شد.');
    await page.waitForURL(new RegExp(`/panel/data-collection/records/${collectionId}$`));
  });

  it('lists the record with readable answers and stores them as submitted', async () => {
    const row = bodyRows().first();
    await row.getByText('علی رضایی').waitFor();
    await row.getByRole('link', { name: `دریافت ${FILE_NAME}` }).waitFor();
    expect(await row.innerText()).toContain('۳۵.۷, ۵۱.۴');
    expect(await row.innerText()).toContain('۱ ردیف');
    await screenshot(page, 'records-list');

    const res = await api.post(`/api/v1/datacollection/${collectionId}/record/filter`, {
      data: { filters: { page: 1, count: 10 } },
      headers: { 'x-xsrf-token': await xsrf() },
    });
    const [record] = ((await res.json()) as { data: { list: { data: Record<string, unknown> }[] } }).data
      .list;
    const data = record?.data ?? {};
    expect(data[byType('text').id]).toBe('علی رضایی');
    expect(String(data[byType('date').id])).toMatch(/^1[34]\d\d\/\d\d\/15$/);
    expect(data[byType('file').id]).toBe(FILE_NAME);
    expect(data[filePathKey(byType('file').id)]).toEqual(expect.any(String));
    expect(data[byType('map').id]).toEqual({ lat: 35.7, lng: 51.4 });
    expect(data[byType('table').id]).toEqual([
      { [byType('table').subform?.formFields[0]?.id ?? '']: 'کارگاه اول' },
    ]);
    expect(data[byType('subform').id]).toEqual({
      [byType('subform').subform?.formFields[0]?.id ?? '']: 'ناهار',
    });
  });
});

async function xsrf(): Promise<string> {
  const { cookies } = await api.storageState();
  return cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
}

describe('filtering, editing and deleting records', () => {
  const others: Record<string, number> = {};

  it('adds three more records through the API', async () => {
    const text = byType('text').id;
    const date = byType('date').id;
    const table = byType('table').id;
    for (const [name, day] of [
      ['مریم احمدی', '1399/01/10'],
      ['رضا کریمی', '1401/05/05'],
      ['زهرا محمدی', '1402/02/02'],
    ] as const) {
      const saved = await apiPost<{ id: number }>(api, `datacollection/${collectionId}/record`, {
        data: { [text]: name, [date]: day, [table]: [{}] },
      });
      others[name] = saved.id;
    }
    await page.reload();
    expect(await shownIds(4)).toHaveLength(4);
  });

  async function filterBy(fname: string, op: string, value: string): Promise<void> {
    await choose(page, 'فیلد', fname);
    await choose(page, 'عملگر', op);
    await page.getByRole('textbox', { name: /^مقدار/ }).fill(value);
    await button(page, 'افزودن فیلتر').click();
  }
  async function clearFilters(): Promise<void> {
    await button(page, 'حذف همه فیلترها').click();
  }

  it('filters with like, eq, gt, lt and in', async () => {
    const text = byType('text').fname;
    const date = byType('date').fname;
    const mine = Math.min(...(await shownIds(4)));

    await filterBy(text, 'شامل', 'رضا');
    expect((await shownIds(2)).sort()).toEqual([mine, others['رضا کریمی']].sort());
    await screenshot(page, 'records-filter-like');
    await clearFilters();

    // Arabic ي and Latin digits compare equal to Persian ی.
    await filterBy(text, 'برابر با', 'مريم احمدي');
    expect(await shownIds(1)).toEqual([others['مریم احمدی']]);
    await clearFilters();

    await filterBy(date, 'بزرگ‌تر از', '1402/01/01');
    expect((await shownIds(2)).sort()).toEqual([mine, others['زهرا محمدی']].sort());
    await clearFilters();

    await filterBy(date, 'کوچک‌تر از', '۱۴۰۱/۰۱/۰۱');
    expect(await shownIds(1)).toEqual([others['مریم احمدی']]);
    await clearFilters();

    await filterBy(text, 'یکی از', 'زهرا محمدی، رضا کریمی, کسی دیگر');
    expect((await shownIds(2)).sort()).toEqual([others['رضا کریمی'], others['زهرا محمدی']].sort());
    await screenshot(page, 'records-filter-in');
    // Removing the chip lists every record again.
    await page.getByRole('button', { name: /^حذف فیلتر / }).click();
    expect(await shownIds(4)).toHaveLength(4);
  });

  it('sorts by a column header in Persian order, both ways', async () => {
    await page.getByRole('button', { name: byType('text').fname, exact: true }).click();
    const names = async () =>
      (await bodyRows().locator('td:nth-child(3)').allInnerTexts()).map((t) => t.trim());
    await expect.poll(names).toEqual(['رضا کریمی', 'زهرا محمدی', 'علی رضایی', 'مریم احمدی']);
    await page.getByRole('button', { name: byType('text').fname, exact: true }).click();
    await expect.poll(names).toEqual(['مریم احمدی', 'علی رضایی', 'زهرا محمدی', 'رضا کریمی']);
  });

  it('edits the record filled in the browser', async () => {
    const mine = Math.min(...(await shownIds(4)));
    await page.getByRole('link', { name: `ویرایش رکورد ${toPersian(mine)}` }).click();
    await page.waitForURL(new RegExp(`/edit/${mine}$`));
    const name = textbox(page, byType('text').fname);
    await expect.poll(() => name.inputValue()).toBe('علی رضایی');
    await name.fill('علی رضایی‌نژاد');
    // Leaving with the change not saved asks first; staying keeps it. Saved, the list opens unasked.
    await page.getByRole('link', { name: 'بازگشت به رکوردها' }).click();
    const leave = page.getByRole('dialog', { name: 'تغییرات ذخیره نشده است' });
    await button(leave, 'انصراف').click();
    await leave.waitFor({ state: 'detached' });
    expect(await name.inputValue()).toBe('علی رضایی‌نژاد');
    await button(page, 'بعدی').click();
    await button(page, 'ثبت').click();
    await readToast(page, 'تغییرات ذخیره شد.');
    await page.waitForURL(new RegExp(`/panel/data-collection/records/${collectionId}$`));
    await recordsTable().getByText('علی رضایی‌نژاد').waitFor();
  });

  it('soft-deletes a record after confirming: it leaves the list', async () => {
    const gone = others['رضا کریمی'] ?? 0;
    await page.getByRole('button', { name: `حذف رکورد ${toPersian(gone)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'حذف رکورد' });
    await button(dialog, 'تأیید').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await shownIds(3)).not.toContain(gone);
    const res = await api.get(`/api/v1/datacollection/${collectionId}/record/${gone}`);
    expect(res.status()).toBe(404);
    await screenshot(page, 'records-after-delete');
  });
});

describe('Excel export and import of the records page', () => {
  it('exports the filtered records and imports the sheet back as new records', async () => {
    await choose(page, 'فیلد', byType('text').fname);
    await choose(page, 'عملگر', 'یکی از');
    await page.getByRole('textbox', { name: /^مقدار/ }).fill('زهرا محمدی، مریم احمدی');
    await button(page, 'افزودن فیلتر').click();
    await shownIds(2);
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'خروجی اکسل').click()]);
    expect(download.suggestedFilename()).toBe(`collection-${collectionId}-records.xlsx`);
    const sheet = path.join(files, 'export.xlsx');
    await download.saveAs(sheet);

    await button(page, 'ورود از اکسل').click();
    const dialog = page.getByRole('dialog', { name: 'ورود رکوردها از اکسل' });
    await dialog.locator('input[type="file"]').setInputFiles(sheet);
    await button(dialog, 'بارگذاری و بررسی').click();
    await dialog.getByText('۲ رکورد وارد شد.').waitFor();
    await screenshot(page, 'records-import-done');
    await button(dialog, 'بستن').click();
    // The same two names now appear twice each.
    expect(await shownIds(4)).toHaveLength(4);
  });
});

function toPersian(n: number): string {
  return String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
}
