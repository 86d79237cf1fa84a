import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { testApp } from '../../test/test-app.js';
import { choiceField, textField } from '../../test/factories.js';
import { collectionRecords } from '../../db/schema/index.js';
import { xlsxBomb } from '../../plugins/excel/zip.fixture.js';
import { findCollection, insertRecords } from './records.repository.js';
import { checkAnswers, collectionForm } from './records.service.js';
import { excelMessages } from '../../messages/index.js';

const t = testApp({ admin: true });

const recordsUrl = (collectionId: number) => `/api/v1/datacollection/${collectionId}/record`;

const fields = [
  textField('name', 'نام', { required: true }),
  textField('age', 'سن', { format: 'number' }),
  choiceField('select', 'kind', 'نوع', [
    [1, 'دانشجو'],
    ['2', 'کارمند'],
  ]),
  choiceField('multiselect', 'tags', 'برچسب‌ها', [
    ['a', 'الف'],
    ['b', 'ب'],
  ]),
  { id: 'day', fname: 'تاریخ', ename: 'day', type: 'date' },
  { id: 'ok', fname: 'تأیید', ename: 'ok', type: 'checkbox' },
  { id: 'spot', fname: 'محل', ename: 'spot', type: 'map' },
  { id: 'doc', fname: 'مدرک', ename: 'doc', type: 'file' },
  {
    id: 'rows',
    fname: 'اقلام',
    ename: 'rows',
    type: 'table',
    subform: { formFields: [textField('item', 'قلم'), textField('qty', 'تعداد', { format: 'integer' })] },
  },
  {
    id: 'more',
    fname: 'بیشتر',
    ename: 'more',
    type: 'subform',
    subform: { formFields: [textField('city', 'شهر')], triggerDisplay: { displayType: 'parent' } },
  },
  { id: 'line', fname: 'خط', ename: 'line', type: 'line' },
];

const NAMES = ['علی', 'زهرا', 'کاوه', 'ژاله', 'گلاره', '=SUM(A1)', 'O\'Brien "x"', ' فاصله '];

/** Answers of record `i`, varied over every column kind (some left empty). */
function answers(i: number): Record<string, unknown> {
  const data: Record<string, unknown> = { name: `${NAMES[i % NAMES.length]} ${i}` };
  if (i % 3 === 0) data.age = i % 2 ? i : `۱${i}`;
  if (i % 4 !== 1) data.kind = i % 2 ? 1 : '2';
  if (i % 5 === 0) data.tags = i % 2 ? ['a'] : ['a', 'b'];
  if (i % 7 !== 0) data.day = i % 2 ? '1403/01/15' : '2024-04-20';
  if (i % 6 === 0) data.ok = i % 12 === 0;
  if (i % 9 === 0) data.spot = i % 2 ? { lat: 35.7, lng: 51.4 } : [36.1, 50.2];
  if (i % 8 === 0) data.rows = [{ item: 'کاغذ', qty: '۲' }, { item: `قلم ${i}` }];
  if (i % 10 === 0) Object.assign(data, { 'display-more': true, more: { city: 'تبریز' } });
  if (i % 11 === 0) data['display-more'] = false;
  return data;
}

async function storedData(collectionId: number) {
  const rows = await t.database.db
    .select({ data: collectionRecords.data })
    .from(collectionRecords)
    .where(eq(collectionRecords.collectionId, collectionId))
    .orderBy(asc(collectionRecords.id));
  return rows.map((r) => r.data);
}

describe('records in Excel', () => {
  it('exports 10,000 records and re-imports them into an empty collection with the same data', async () => {
    const from = (await t.collection({ fname: 'خروجی', formFields: fields })).id;
    const form = collectionForm((await findCollection(t.database.db, from))!);
    const checked = Array.from({ length: 10_000 }, (_, i) => {
      const record = checkAnswers(form, answers(i));
      if (typeof record === 'string') throw new Error(`row ${i}: ${record}`);
      return { data: record.data, keys: record.keys };
    });
    await t.database.db.transaction((tx) => insertRecords(tx, from, t.admin.id, checked));

    const exported = await t
      .as(t.admin)
      .post(`${recordsUrl(from)}/export`, { sort: { field: 'id', dir: 'asc' } });
    expect(exported.statusCode, exported.body.slice(0, 300)).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const sheet = exported.rawPayload;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([
      undefined,
      ...['نام', 'سن', 'نوع', 'برچسب‌ها', 'تاریخ', 'تأیید', 'محل', 'مدرک', 'اقلام', 'بیشتر', 'نمایش بیشتر'],
    ]);
    expect(ws.getRow(2).hidden).toBe(true);
    expect(ws.actualRowCount).toBe(10_002);

    const into = (await t.collection({ fname: 'ورودی', formFields: fields })).id;
    const imported = await t.as(t.admin).postFile(`${recordsUrl(into)}/import`, sheet);
    expect(imported.statusCode, imported.body.slice(0, 500)).toBe(200);
    expect(imported.json().data).toEqual({ imported: 10_000 });
    expect(await storedData(into)).toEqual(checked.map((c) => c.data));

    // Filtered exports hold only the matching records.
    const some = await t
      .as(t.admin)
      .post(`${recordsUrl(into)}/export`, { filters: { name: { op: 'like', value: 'ژاله' } } });
    const part = new ExcelJS.Workbook();
    await part.xlsx.load(some.rawPayload as unknown as ArrayBuffer);
    expect(part.worksheets[0]!.actualRowCount).toBe(2 + 1250);
  });

  it('imports nothing from a sheet with bad rows and reports each one', async () => {
    const into = (await t.collection({ fname: 'گزارش', formFields: fields })).id;
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('sheet');
    ws.addRow(['نام', 'نوع', 'اقلام', 'تاریخ']);
    ws.addRow(['name', 'kind', 'rows', 'day']);
    ws.addRow(['درست', 1, null, '1403/01/01']);
    ws.addRow([null, 1]);
    ws.addRow(['نوع بد', 9]);
    ws.addRow(['جدول بد', null, '[{"item": {"x": 1}}]']);
    ws.addRow(['جیسون بد', null, '[{']);
    ws.addRow(['تاریخ بد', null, null, '1403/13/01']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const res = await t.as(t.admin).postFile(`${recordsUrl(into)}/import`, file);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      '۵ مورد نادرست در فایل یافت شد؛ هیچ ردیفی ثبت نشد. گزارش را ببینید، فایل را اصلاح و دوباره بارگذاری کنید.',
    );
    expect(res.json().data.issues).toEqual([
      { row: 4, column: null, message: 'مقدار فیلد الزامی نام را وارد کنید.' },
      { row: 5, column: null, message: 'مقدار نوع از میان گزینه‌های آن نیست.' },
      { row: 6, column: null, message: 'در جدول اقلام ردیف ۱، مقدار قلم باید متن باشد.' },
      { row: 7, column: 'اقلام', message: 'مقدار ستون «اقلام» قالب معتبری ندارد.' },
      { row: 8, column: null, message: 'تاریخ تاریخ معتبر نیست.' },
    ]);
    expect(await storedData(into)).toEqual([]);

    // Without the id row, columns are found by their names.
    const plain = new ExcelJS.Workbook();
    plain.addWorksheet('sheet').addRows([
      ['نوع', 'نام'],
      [1, 'يك'],
    ]);
    const ok = await t
      .as(t.admin)
      .postFile(`${recordsUrl(into)}/import`, Buffer.from(await plain.xlsx.writeBuffer()));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await storedData(into)).toEqual([{ kind: 1, name: 'يك' }]);

    const employee = await t.user({ roles: ['Employee'] });
    expect((await t.as(employee).postFile(`${recordsUrl(into)}/import`, file)).statusCode).toBe(403);
  });

  it('refuses a zip bomb before exceljs inflates it, and stores nothing', async () => {
    const into = (await t.collection({ fname: 'بمب', formFields: fields })).id;
    const res = await t.as(t.admin).postFile(`${recordsUrl(into)}/import`, xlsxBomb());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: excelMessages.importUnsafeXlsx });
    expect(await storedData(into)).toEqual([]);
  });
});
