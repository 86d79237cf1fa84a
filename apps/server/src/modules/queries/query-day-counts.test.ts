import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { QUERY_ROW_CAP, type Principal, type QueryDefinitionInput } from '@darvazeh/shared';
import { collectionDayCounts, collectionRecords } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { textField } from '../../test/factories.js';
import { buildQueryFixtures, overPeople, PEOPLE_FIELDS, type QueryFixtures } from './queries.fixture.js';
import { compileAs, runQuery } from './queries.service.js';
import { fromDayCounts } from './query-day-counts.js';
import { rollUp } from './query-rollup.js';
import { answerOf } from './query-rows.js';
import { deadlineIn, runPlan } from './query-run.repository.js';

const t = testApp({ admin: true });
let f: QueryFixtures;

beforeAll(async () => {
  f = await buildQueryFixtures(t);
});

/**
 * `input` answered by scanning the records (rollUp's two layers) and from the stored day counts, and by
 * runQuery; `counted` says whether the plan qualified for the counts.
 */
async function bothWays(input: QueryDefinitionInput, principal: Principal = f.admin) {
  const { compiled } = await compileAs(t.database.db, principal, input);
  const scanned = rollUp(compiled.plan);
  const counted = fromDayCounts(scanned);
  const run = (p: typeof scanned) => runPlan(t.database.db, p, deadlineIn(5_000));
  const scan = await run(scanned);
  return {
    counted: counted !== scanned,
    scan,
    stored: await run(counted),
    scanAnswer: answerOf(compiled, scan, QUERY_ROW_CAP),
    answer: await runQuery(t.database.db, principal, input),
  };
}

const people = (extra: Partial<QueryDefinitionInput>) => overPeople(f, extra);
const by = (fieldId: string, dateGroup: 'jalaliDay' | 'jalaliMonth' | 'jalaliYear', as: string) => ({
  source: 'p',
  fieldId,
  dateGroup,
  as,
});
const countOf = (as: string) => ({ source: 'p', fieldId: 'id', aggregate: 'count' as const, as });

/** Definitions the stored counts answer. */
const QUALIFYING: [string, () => QueryDefinitionInput][] = [
  [
    'count by month, newest first',
    () =>
      people({
        selects: [by('day', 'jalaliMonth', 'month'), countOf('n')],
        orderBy: [{ select: 'month', dir: 'desc' }],
      }),
  ],
  [
    'two counts by day, the largest two (ties broken by the day)',
    () =>
      people({
        selects: [by('day', 'jalaliDay', 'day'), countOf('n'), countOf('m')],
        orderBy: [{ select: 'n', dir: 'desc' }],
        limit: 2,
      }),
  ],
  [
    'year and month of one field, no order',
    () => people({ selects: [by('day', 'jalaliYear', 'y'), by('day', 'jalaliMonth', 'm'), countOf('n')] }),
  ],
  [
    'the months alone (grouped, no count)',
    () => people({ selects: [by('day', 'jalaliMonth', 'month')], groupBy: [{ select: 'month' }] }),
  ],
  [
    'a hidden date field answered in one record, as lists, with a computing field',
    () =>
      people({
        selects: [by('seen', 'jalaliMonth', 'month'), countOf('n')],
        computingFields: [{ as: 'more', op: 'add', args: [{ select: 'n' }, { value: 1 }] }],
        orderBy: [{ select: 'month' }],
        normalize: false,
      }),
  ],
  [
    'the first day only',
    () =>
      people({
        selects: [by('day', 'jalaliDay', 'day'), countOf('n')],
        orderBy: [{ select: 'day' }],
        limit: 1,
      }),
  ],
];

async function expectSameAnswers(definitions = QUALIFYING): Promise<void> {
  for (const [name, definition] of definitions) {
    const { counted, scan, stored, scanAnswer, answer } = await bothWays(definition());
    expect(counted, name).toBe(true);
    expect(stored, name).toEqual(scan);
    expect(answer, name).toEqual(scanAnswer);
  }
}

const recordsUrl = () => `/api/v1/datacollection/${f.people}/record`;

describe('counting by a Jalali calendar from the stored day counts', () => {
  it('answers as the scan does over the fixtures', async () => {
    await expectSameAnswers();
    const { answer } = await bothWays(QUALIFYING[0]![1]());
    expect(answer.rows).toEqual([
      { month: '1404/01', n: 2 },
      { month: '1403/12', n: 2 },
      { month: '1399/12', n: 1 },
    ]);
  });

  it('answers from the stored counts (a count changed by hand shows)', async () => {
    const db = t.database.db;
    const bump = (n: number) =>
      db
        .update(collectionDayCounts)
        .set({ n: sql`${collectionDayCounts.n} + ${n}` })
        .where(eq(collectionDayCounts.collectionId, f.people));
    await bump(1000);
    try {
      const { answer, scanAnswer } = await bothWays(QUALIFYING[0]![1]());
      expect(answer.rows[0]).toEqual({ month: '1404/01', n: 1002 }); // both records of 1404/01 are of its first day
      expect(scanAnswer.rows[0]).toEqual({ month: '1404/01', n: 2 });
    } finally {
      await bump(-1000);
    }
  });

  it('still answers the same after an update changes a date and another clears one', async () => {
    const admin = t.as(t.admin);
    const [p1, p2] = f.personIds;
    const put = (id: number | undefined, data: object) => admin.put(`${recordsUrl()}/${id}`, { data });
    expect((await put(p1, { name: 'علی رضایی', day: '1404/02/10', seen: '1404/02/11' })).statusCode).toBe(
      200,
    );
    expect((await put(p2, { name: 'بی‌تاریخ' })).statusCode).toBe(200);
    await expectSameAnswers();
  });

  it('still answers the same after a soft delete and a restore', async () => {
    const id = f.personIds[2];
    expect((await t.as(t.admin).delete(`${recordsUrl()}/${id}`)).statusCode).toBe(200);
    await expectSameAnswers();
    // No route restores records yet; the deleted list will clear deleted_at, as here.
    await t.database.db
      .update(collectionRecords)
      .set({ deletedAt: null, deleterId: null })
      .where(eq(collectionRecords.id, id!));
    await expectSameAnswers();
  });

  it('still answers the same after an import', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('people');
    sheet.addRows([
      ['نام', 'تاریخ', 'دیدار'],
      ['name', 'day', 'seen'],
    ]);
    for (let i = 0; i < 300; i += 1)
      sheet.addRow([
        `ورودی ${i}`,
        i % 4 === 0 ? null : `140${i % 3}/0${(i % 9) + 1}/0${(i % 9) + 1}`,
        i % 7 === 0 ? '1402/05/05' : null,
      ]);
    const res = await t
      .as(t.admin)
      .postFile(`${recordsUrl()}/import`, Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    await expectSameAnswers();
  });

  it('still answers the same after a server function creates a record', async () => {
    const fn = await t.function({
      formFields: [textField('when', 'کی')],
      expressions: [
        {
          id: 'save',
          type: 'create',
          collectionId: f.people,
          values: { name: "'تابع'", day: 'when' },
          into: 'saved',
        },
      ],
    });
    const res = await t.as(t.admin).post('/api/v1/function/run-request-function', {
      functionId: fn.id,
      answers: { when: '1399/12/30' },
    });
    expect(res.json().data, res.body).toMatchObject({ ok: true });
    await expectSameAnswers();
  });

  it('puts day keys that are no number, and days past the calendar, in the null group as the scan does', async () => {
    // Under `seen` (hidden from the table, so no per-collection index casts its key).
    const db = t.database.db;
    const rows = [{ 'seen#d': 'x' }, { 'seen#d': 19900.5 }, { 'seen#d': 300000 }, { 'seen#d': -80000 }, {}];
    const inserted = await db
      .insert(collectionRecords)
      .values(rows.map((keys) => ({ collectionId: f.people, creatorId: t.admin.id, data: {}, keys })))
      .returning({ id: collectionRecords.id });
    await expectSameAnswers();
    await db.delete(collectionRecords).where(eq(collectionRecords.id, inserted[1]!.id));
    await expectSameAnswers();
  });

  it('answers the same for a field that became a date, whose older records hold no day', async () => {
    const fields = PEOPLE_FIELDS.map((field) =>
      field.id === 'name' ? { id: 'name', fname: 'نام', ename: 'name', type: 'date' } : field,
    );
    const res = await t.as(t.admin).put(`/api/v1/datacollection/${f.people}`, {
      fname: 'افراد',
      formInfo: { formFields: fields },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = await t
      .as(t.admin)
      .post(recordsUrl(), { data: { name: '1404/03/01', day: '1404/03/01' } });
    expect(created.statusCode, created.body).toBe(200);
    await expectSameAnswers([
      ...QUALIFYING,
      [
        'count by the month of the field that was text',
        () => people({ selects: [by('name', 'jalaliMonth', 'm'), countOf('n')], orderBy: [{ select: 'm' }] }),
      ],
    ]);
  });

  it.each<[string, () => QueryDefinitionInput]>([
    [
      'a condition',
      () =>
        people({
          selects: [by('day', 'jalaliMonth', 'm'), countOf('n')],
          whereStatement: { source: 'p', fieldId: 'kind', op: 'eq', value: 1 },
        }),
    ],
    [
      'a count of a field (answered records only)',
      () =>
        people({
          selects: [
            by('day', 'jalaliMonth', 'm'),
            { source: 'p', fieldId: 'age', aggregate: 'count', as: 'n' },
          ],
        }),
    ],
    [
      'a sum',
      () =>
        people({
          selects: [
            by('day', 'jalaliMonth', 'm'),
            { source: 'p', fieldId: 'age', aggregate: 'sum', as: 'n' },
          ],
        }),
    ],
    [
      'two date fields',
      () =>
        people({ selects: [by('day', 'jalaliMonth', 'm'), by('seen', 'jalaliMonth', 's'), countOf('n')] }),
    ],
    [
      'another grouped value',
      () =>
        people({
          selects: [by('day', 'jalaliMonth', 'm'), { source: 'p', fieldId: 'kind', as: 'k' }, countOf('n')],
        }),
    ],
    [
      'a group by a field',
      () =>
        people({
          selects: [by('day', 'jalaliMonth', 'm'), countOf('n')],
          groupBy: [{ source: 'p', fieldId: 'kind' }],
        }),
    ],
    [
      'the creation time (a column)',
      () => people({ selects: [by('createdAt', 'jalaliMonth', 'm'), countOf('n')] }),
    ],
    [
      'a distinct count (one layer)',
      () =>
        people({
          selects: [
            by('day', 'jalaliMonth', 'm'),
            { source: 'p', fieldId: 'id', aggregate: 'countDistinct', as: 'n' },
          ],
        }),
    ],
    [
      'a join',
      () => ({
        sources: [
          { alias: 'p', collectionId: f.people },
          { alias: 'o', collectionId: f.orders },
        ],
        joins: [
          { kind: 'left', left: { source: 'p', fieldId: 'id' }, right: { source: 'o', fieldId: 'person' } },
        ],
        selects: [by('day', 'jalaliMonth', 'm'), countOf('n')],
      }),
    ],
  ])('scans for %s', async (_, definition) => {
    const { counted, answer, scanAnswer } = await bothWays(definition());
    expect(counted).toBe(false);
    expect(answer).toEqual(scanAnswer);
  });

  it('scans for an Employee, who counts only their own records', async () => {
    const { counted, answer, scanAnswer } = await bothWays(QUALIFYING[0]![1](), f.employee);
    expect(counted).toBe(false);
    expect(answer).toEqual(scanAnswer);
  });
});
