import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.js';
import { textField } from '../../test/factories.js';

const t = testApp({ admin: true });

const dayField = textField('day', 'تاریخ', { type: 'date' });

/** A collection of visits on three Jalali days, two of them in Esfand 1403. */
async function visits() {
  const collection = await t.collection({ formFields: [textField('name', 'نام'), dayField] });
  for (const [name, day] of [
    ['علی', '1403/12/29'],
    ['سارا', '1403/12/30'],
    ['مینا', '1404/01/01'],
  ])
    await t.as(t.admin).post(`/api/v1/datacollection/${collection.id}/record`, { data: { name, day } });
  return collection;
}

const byMonth = (collectionId: number) => ({
  sources: [{ alias: 'v', collectionId }],
  selects: [
    { source: 'v', fieldId: 'day', dateGroup: 'jalaliMonth', as: 'month' },
    { source: 'v', fieldId: 'id', aggregate: 'count', as: 'n' },
  ],
  groupBy: [{ select: 'month' }],
  orderBy: [{ select: 'month' }],
});

describe('POST query/run', () => {
  it('groups records by Jalali month for an Admin', async () => {
    const collection = await visits();
    const res = await t.as(t.admin).post('/api/v1/query/run', byMonth(collection.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      columns: ['month', 'n'],
      rows: [
        { month: '1403/12', n: 2 },
        { month: '1404/01', n: 1 },
      ],
      truncated: false,
    });
  });

  it('asks a visitor to sign in, refuses an applicant, and refuses an unknown field with a Persian 400', async () => {
    const collection = await visits();
    expect((await t.anon.post('/api/v1/query/run', byMonth(collection.id))).statusCode).toBe(401);
    expect((await t.as(await t.user()).post('/api/v1/query/run', byMonth(collection.id))).statusCode).toBe(
      403,
    );
    const bad = await t.as(t.admin).post('/api/v1/query/run', {
      sources: [{ alias: 'v', collectionId: collection.id }],
      selects: [{ source: 'v', fieldId: 'constructor' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('feeds a function: a read with a query definition answers its rows', async () => {
    const collection = await visits();
    const fn = await t.function({
      expressions: [
        {
          id: 'q',
          type: 'read',
          collectionId: collection.id,
          dbQueryInfo: byMonth(collection.id),
          into: 'months',
        },
      ],
    });
    const res = await t
      .as(t.admin)
      .post('/api/v1/function/run-request-function', { functionId: fn.id, answers: {} });
    expect(res.json().data).toMatchObject({
      ok: true,
      variables: {
        months: [
          { month: '1403/12', n: 2 },
          { month: '1404/01', n: 1 },
        ],
      },
    });
  });
});
