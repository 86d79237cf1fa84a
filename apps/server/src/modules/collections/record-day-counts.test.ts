import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { collectionDayCounts, collectionRecords, collectionRecordTotals } from '../../db/schema/index.js';
import { testEngine } from '../../test/test-database.js';
import { testApp } from '../../test/test-app.js';
import { textField } from '../../test/factories.js';

const t = testApp({ admin: true });
const recordsUrl = (collectionId: number) => `/api/v1/datacollection/${collectionId}/record`;

const FIELDS = [
  textField('name', 'نام'),
  { id: 'day', fname: 'تاریخ', ename: 'day', type: 'date' },
  {
    id: 'more',
    fname: 'بیشتر',
    ename: 'more',
    type: 'subform',
    subform: { formFields: [{ id: 'seen', fname: 'دیدار', ename: 'seen', type: 'date' }] },
  },
];

type Counts = { days: Record<string, number>; live: number };

/** What the stored counts say about `collectionId` (rows of count 0 left out). */
async function stored(collectionId: number): Promise<Counts> {
  const db = t.database.db;
  const rows = await db
    .select()
    .from(collectionDayCounts)
    .where(eq(collectionDayCounts.collectionId, collectionId));
  const [total] = await db
    .select()
    .from(collectionRecordTotals)
    .where(eq(collectionRecordTotals.collectionId, collectionId));
  const days: Record<string, number> = {};
  for (const r of rows) if (r.n !== 0) days[`${r.fieldId}@${r.day}`] = r.n;
  return { days, live: total?.live ?? 0 };
}

/** The same counted here from the records themselves: every live record's `{id}#d` keys holding a number. */
async function recounted(collectionId: number): Promise<Counts> {
  const rows = await t.database.db
    .select({ keys: collectionRecords.keys, deletedAt: collectionRecords.deletedAt })
    .from(collectionRecords)
    .where(eq(collectionRecords.collectionId, collectionId));
  const days: Record<string, number> = {};
  let live = 0;
  for (const { keys, deletedAt } of rows) {
    if (deletedAt) continue;
    live += 1;
    for (const [key, value] of Object.entries(keys)) {
      if (!key.endsWith('#d') || typeof value !== 'number') continue;
      const day = Math.floor(value);
      if (day < -(2 ** 31) || day >= 2 ** 31) continue;
      const at = `${key.slice(0, -2)}@${day}`;
      days[at] = (days[at] ?? 0) + 1;
    }
  }
  return { days, live };
}

async function expectCountsRight(collectionId: number): Promise<Counts> {
  const counts = await stored(collectionId);
  expect(counts).toEqual(await recounted(collectionId));
  return counts;
}

async function create(collectionId: number, data: Record<string, unknown>): Promise<number> {
  const res = await t.as(t.admin).post(recordsUrl(collectionId), { data });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number } }>().data.id;
}

// 1403/01/01 is 2024-03-20, day 19802; 1403 is a leap year, so 1403/12/30 is day 20167.
const NOWRUZ_1403 = 19802;
const NOWRUZ_1404 = NOWRUZ_1403 + 366;

describe('stored day counts follow every write of records', () => {
  let collectionId: number;
  beforeAll(async () => {
    collectionId = (await t.collection({ formFields: FIELDS })).id;
  });

  it('counts creates, in every date form, of top-level and subform date fields', async () => {
    await create(collectionId, { name: 'الف', day: '1403/01/01' });
    await create(collectionId, { name: 'ب', day: '2024-03-20', more: { seen: '۱۴۰۳/۰۱/۰۲' } });
    await create(collectionId, { name: 'پ' });
    const counts = await expectCountsRight(collectionId);
    expect(counts).toEqual({
      days: { [`day@${NOWRUZ_1403}`]: 2, [`seen@${NOWRUZ_1403 + 1}`]: 1 },
      live: 3,
    });
  });

  it('moves a count when an update changes the date, and drops it when the date is cleared', async () => {
    const id = await create(collectionId, { name: 'ت', day: '1403/01/01' });
    const admin = t.as(t.admin);
    expect(
      (await admin.put(`${recordsUrl(collectionId)}/${id}`, { data: { name: 'ت', day: '1403/01/05' } }))
        .statusCode,
    ).toBe(200);
    expect((await expectCountsRight(collectionId)).days[`day@${NOWRUZ_1403 + 4}`]).toBe(1);
    expect((await admin.put(`${recordsUrl(collectionId)}/${id}`, { data: { name: 'ت' } })).statusCode).toBe(
      200,
    );
    expect((await expectCountsRight(collectionId)).days[`day@${NOWRUZ_1403 + 4}`]).toBeUndefined();
  });

  it('takes a soft-deleted record out and puts a restored one back', async () => {
    const id = await create(collectionId, { name: 'ث', day: '1403/02/01' });
    const before = await expectCountsRight(collectionId);
    expect((await t.as(t.admin).delete(`${recordsUrl(collectionId)}/${id}`)).statusCode).toBe(200);
    const deleted = await expectCountsRight(collectionId);
    expect(deleted.live).toBe(before.live - 1);
    // No route restores records yet; the deleted list will clear deleted_at, as here.
    await t.database.db
      .update(collectionRecords)
      .set({ deletedAt: null, deleterId: null })
      .where(eq(collectionRecords.id, id));
    expect(await expectCountsRight(collectionId)).toEqual(before);
  });

  it('adds an Excel import per field and day, and leaves no trace of a refused one', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('records');
    sheet.addRow(['نام', 'تاریخ']);
    sheet.addRow(['name', 'day']);
    for (let i = 0; i < 1200; i += 1)
      sheet.addRow([`ردیف ${i}`, i % 3 === 0 ? null : `1403/0${(i % 9) + 1}/1${i % 10}`]);
    const res = await t
      .as(t.admin)
      .postFile(`${recordsUrl(collectionId)}/import`, Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const counts = await expectCountsRight(collectionId);

    sheet.addRow(['تاریخ بد', '1403/13/01']);
    const refused = await t
      .as(t.admin)
      .postFile(`${recordsUrl(collectionId)}/import`, Buffer.from(await book.xlsx.writeBuffer()));
    expect(refused.statusCode).toBe(400);
    expect(await expectCountsRight(collectionId)).toEqual(counts);
  });

  it('counts a record a server function creates', async () => {
    const fn = await t.function({
      formFields: [textField('when', 'کی')],
      expressions: [
        { id: 'save', type: 'create', collectionId, values: { name: "'تابع'", day: 'when' }, into: 'saved' },
      ],
    });
    const before = await stored(collectionId);
    const res = await t.as(t.admin).post('/api/v1/function/run-request-function', {
      functionId: fn.id,
      answers: { when: '1403/12/30' },
    });
    expect(res.json().data, res.body).toMatchObject({ ok: true });
    const after = await expectCountsRight(collectionId);
    expect(after.live).toBe(before.live + 1);
    expect(after.days[`day@${NOWRUZ_1403 + 365}`]).toBe(1);
  });

  it('counts only numbers under a day key, floored, and follows hard deletes and writes by hand', async () => {
    // Under `seen`, a subform's field: top-level date fields have a per-collection index casting the key.
    const db = t.database.db;
    const odd = await db
      .insert(collectionRecords)
      .values(
        [
          { 'seen#d': 'x' },
          { 'seen#d': 19802.7 },
          { 'seen#d': 1e12 },
          { 'seen#d': null },
          { 'seen#d': -30000, other: 'x' },
        ].map((keys) => ({ collectionId, creatorId: t.admin.id, data: {}, keys })),
      )
      .returning({ id: collectionRecords.id });
    await expectCountsRight(collectionId);
    await db.execute(sql`update ${collectionRecords} set keys = keys - 'seen#d' where id = ${odd[4]!.id}`);
    await expectCountsRight(collectionId);
    await db.delete(collectionRecords).where(eq(collectionRecords.id, odd[1]!.id));
    await expectCountsRight(collectionId);
  });

  it('keeps counts by field id whatever the form says now: they count the keys stored', async () => {
    const changed = [textField('name', 'نام'), { id: 'day', fname: 'تاریخ', ename: 'day', type: 'text' }];
    const res = await t.as(t.admin).put(`/api/v1/datacollection/${collectionId}`, {
      fname: `تغییر ${collectionId}`,
      formInfo: { formFields: changed },
    });
    expect(res.statusCode, res.body).toBe(200);
    // A text answer has no day key: nothing is added, and the records written as dates keep theirs.
    await create(collectionId, { name: 'ج', day: '1403/01/01' });
    await expectCountsRight(collectionId);
  });
});

describe.runIf(testEngine() === 'postgres')('concurrent writers (PostgreSQL)', () => {
  it('loses no count when many records of one day are written, deleted and moved at once', async () => {
    const collectionId = (await t.collection({ formFields: FIELDS })).id;
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, i) => create(collectionId, { name: `هم‌زمان ${i}`, day: '1404/01/01' })),
    );
    expect(await expectCountsRight(collectionId)).toEqual({ days: { [`day@${NOWRUZ_1404}`]: 40 }, live: 40 });

    const admin = t.as(t.admin);
    await Promise.all([
      ...ids.slice(0, 10).map((id) => admin.delete(`${recordsUrl(collectionId)}/${id}`)),
      ...ids
        .slice(10, 25)
        .map((id) =>
          admin.put(`${recordsUrl(collectionId)}/${id}`, { data: { name: 'x', day: '1404/01/02' } }),
        ),
      ...Array.from({ length: 15 }, (_, i) => create(collectionId, { name: `تازه ${i}`, day: '1404/01/01' })),
    ]);
    expect(await expectCountsRight(collectionId)).toEqual({
      days: { [`day@${NOWRUZ_1404}`]: 30, [`day@${NOWRUZ_1404 + 1}`]: 15 },
      live: 45,
    });
  });

  it('takes the total before any day, so a transaction of many statements never deadlocks with a date change', async () => {
    const collectionId = (await t.collection({ formFields: FIELDS })).id;
    const db = t.database.db;
    const on = (day: number) => ({ collectionId, creatorId: t.admin.id, data: {}, keys: { 'day#d': day } });
    const [moved] = await db
      .insert(collectionRecords)
      .values(on(100))
      .returning({ id: collectionRecords.id });
    const waiting = async () => {
      const result: unknown = await db.execute(
        sql`select count(*)::integer as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    };
    let firstDone!: () => void;
    const firstWritten = new Promise<void>((resolve) => (firstDone = resolve));
    // An import-like transaction: day 200 in one statement, then day 100 in another, while a date change
    // from day 100 to day 200 (days locked in that order) starts between them.
    const importing = db.transaction(async (tx) => {
      await tx.insert(collectionRecords).values(on(200));
      firstDone();
      // The date change is waiting for this transaction's lock (however long it takes to get there).
      await expect.poll(waiting, { interval: 20 }).toBeGreaterThan(0);
      await tx.insert(collectionRecords).values(on(100));
    });
    await firstWritten;
    const moving = db
      .update(collectionRecords)
      .set({ keys: { 'day#d': 200 } })
      .where(eq(collectionRecords.id, moved!.id));
    await Promise.all([importing, moving]);
    expect(await expectCountsRight(collectionId)).toEqual({ days: { 'day@100': 1, 'day@200': 2 }, live: 3 });
  });

  it('neither deadlocks nor miscounts when an import (many statements) meets updates moving dates both ways', async () => {
    const collectionId = (await t.collection({ formFields: FIELDS })).id;
    const days = ['1404/01/01', '1404/01/05', '1404/01/09'];
    const ids = await Promise.all(
      Array.from({ length: 24 }, (_, i) => create(collectionId, { name: `پیش ${i}`, day: days[i % 3] })),
    );
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('records');
    sheet.addRows([
      ['نام', 'تاریخ'],
      ['name', 'day'],
    ]);
    for (let i = 0; i < 1600; i += 1) sheet.addRow([`ورودی ${i}`, days[(i * 7) % 3]]);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const admin = t.as(t.admin);
    const deleted = ids.slice(0, 8);
    const [imported, updates, deletes] = await Promise.all([
      admin.postFile(`${recordsUrl(collectionId)}/import`, file),
      Promise.all(
        ids.map((id, i) =>
          admin.put(`${recordsUrl(collectionId)}/${id}`, {
            data: { name: 'جابه‌جا', day: days[2 - (i % 3)] },
          }),
        ),
      ),
      Promise.all(deleted.map((id) => admin.delete(`${recordsUrl(collectionId)}/${id}`))),
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(deletes.map((a) => a.statusCode)).toEqual(deleted.map(() => 200));
    // An update racing the delete of its own record may come second and find it gone: 404, never anything else.
    expect(updates.map((a, i) => (i < deleted.length && a.statusCode === 404 ? 200 : a.statusCode))).toEqual(
      ids.map(() => 200),
    );
    expect((await expectCountsRight(collectionId)).live).toBe(1600 + 16);
  });
});
