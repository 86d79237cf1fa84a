import { beforeAll, describe, expect, it } from 'vitest';
import type { Principal, QueryDefinitionInput } from '@darvazeh/shared';
import { testApp } from '../../test/test-app.js';
import { buildQueryFixtures, overPeople, type QueryFixtures } from './queries.fixture.js';
import { compileAs } from './queries.service.js';
import { rollUp } from './query-rollup.js';
import { deadlineIn, runPlan } from './query-run.repository.js';

const t = testApp({ admin: true });
let f: QueryFixtures;

beforeAll(async () => {
  f = await buildQueryFixtures(t);
});

/** The plan of `input` as `principal` compiles it, and the rows of it in one layer and rolled up. */
async function bothWays(input: QueryDefinitionInput, principal: Principal = f.admin) {
  const { plan } = (await compileAs(t.database.db, principal, input)).compiled;
  const rolled = rollUp(plan);
  const run = (p: typeof plan) => runPlan(t.database.db, p, deadlineIn(5_000));
  return { layered: rolled !== plan, oneLayer: await run(plan), rolled: await run(rolled) };
}

const people = (extra: Partial<QueryDefinitionInput>) => overPeople(f, extra);

describe('grouping by a Jalali calendar in two layers', () => {
  it.each<[string, () => QueryDefinitionInput]>([
    [
      'count by month, newest first',
      () =>
        people({
          selects: [
            { source: 'p', fieldId: 'day', dateGroup: 'jalaliMonth', as: 'month' },
            { source: 'p', fieldId: 'id', aggregate: 'count', as: 'n' },
          ],
          orderBy: [{ select: 'month', dir: 'desc' }],
        }),
    ],
    [
      'sum, min and max of numbers and dates by year and a choice, with a condition',
      () =>
        people({
          selects: [
            { source: 'p', fieldId: 'day', dateGroup: 'jalaliYear', as: 'year' },
            { source: 'p', fieldId: 'kind', as: 'kind' },
            { source: 'p', fieldId: 'age', aggregate: 'sum', as: 'ages' },
            { source: 'p', fieldId: 'age', aggregate: 'min', as: 'youngest' },
            { source: 'p', fieldId: 'day', aggregate: 'max', as: 'last' },
            { source: 'p', fieldId: 'name', aggregate: 'count', as: 'named' },
          ],
          whereStatement: { source: 'p', fieldId: 'name', op: 'ne', value: 'رضا' },
          orderBy: [{ select: 'year' }, { select: 'ages', dir: 'desc' }],
        }),
    ],
    [
      'two calendars (a day and a month of another date field, unanswered in most records)',
      () =>
        people({
          selects: [
            { source: 'p', fieldId: 'day', dateGroup: 'jalaliDay', as: 'day' },
            { source: 'p', fieldId: 'seen', dateGroup: 'jalaliMonth', as: 'seen' },
            { source: 'p', fieldId: 'id', aggregate: 'count', as: 'n' },
          ],
          orderBy: [{ select: 'day' }],
          limit: 3,
        }),
    ],
    [
      'a join: orders summed by the month of their person',
      () => ({
        sources: [
          { alias: 'o', collectionId: f.orders },
          { alias: 'p', collectionId: f.people },
        ],
        joins: [
          { kind: 'inner', left: { source: 'o', fieldId: 'person' }, right: { source: 'p', fieldId: 'id' } },
        ],
        selects: [
          { source: 'p', fieldId: 'day', dateGroup: 'jalaliMonth', as: 'month' },
          { source: 'o', fieldId: 'amount', aggregate: 'sum', as: 'total' },
        ],
        orderBy: [{ select: 'month' }],
      }),
    ],
  ])('%s: the same rows as one layer', async (_, definition) => {
    const { layered, oneLayer, rolled } = await bothWays(definition());
    expect(layered).toBe(true);
    expect(oneLayer.length).toBeGreaterThan(0);
    expect(rolled).toEqual(oneLayer);
  });

  it('keeps an Employee to their own records in the inner layer', async () => {
    const { layered, rolled } = await bothWays(
      people({
        selects: [
          { source: 'p', fieldId: 'day', dateGroup: 'jalaliYear', as: 'year' },
          { source: 'p', fieldId: 'id', aggregate: 'count', as: 'n' },
        ],
        orderBy: [{ select: 'year' }],
      }),
      f.employee,
    );
    expect(layered).toBe(true);
    expect(rolled).toEqual([
      { c0: 1399, c1: 1 },
      { c0: 1404, c1: 1 },
    ]);
  });

  it('stays in one layer for averages and distinct counts, which do not decompose', async () => {
    for (const aggregate of ['avg', 'countDistinct'] as const) {
      const { layered } = await bothWays(
        people({
          selects: [
            { source: 'p', fieldId: 'day', dateGroup: 'jalaliMonth', as: 'month' },
            { source: 'p', fieldId: 'age', aggregate, as: 'x' },
          ],
        }),
      );
      expect(layered, aggregate).toBe(false);
    }
  });
});
