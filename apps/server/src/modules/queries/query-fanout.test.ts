// Issue 23.2: a query whose joins would make too many rows is refused before it runs, on both engines,
// from an upper bound counted over the sources' own rows (query-fanout.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { formatThousands, type Principal } from '@darvazeh/shared';
import { collectionRecords } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import { textField, type TestUser } from '../../test/factories.js';
import { queryMessages } from '../../messages/index.js';
import { principalOf } from './queries.fixture.js';
import { compileAs, runQuery } from './queries.service.js';
import { fanOutPlan, MAX_JOINED_ROWS } from './query-fanout.js';
import { deadlineIn, runPlan } from './query-run.repository.js';

const t = testApp({ admin: true });
let employee: TestUser;
let admin: Principal;

/** A collection of `g` (group) and `u` (unique) answers, written straight to the table. */
async function collectionOf(rows: { g: string; u: string; by: number }[]): Promise<number> {
  const id = (await t.collection({ formFields: [textField('g', 'گروه'), textField('u', 'یکتا')] })).id;
  for (let start = 0; start < rows.length; start += 1000)
    await t.database.db.insert(collectionRecords).values(
      rows.slice(start, start + 1000).map(({ g, u, by }) => ({
        collectionId: id,
        creatorId: by,
        data: { g, u },
        keys: { g, u },
      })),
    );
  return id;
}

/** Sources a, b, … of one collection, each joined to `a` on field `g`, counting rows. */
const selfJoin = (collectionId: number, count: number, on = 'g') => {
  const aliases = ['a', 'b', 'c', 'd', 'e'].slice(0, count);
  return {
    sources: aliases.map((alias) => ({ alias, collectionId })),
    joins: aliases.slice(1).map((alias) => ({
      left: { source: 'a', fieldId: on },
      right: { source: alias, fieldId: on },
    })),
    selects: [{ source: 'a', fieldId: 'id', aggregate: 'count' as const, as: 'n' }],
  };
};

/** The upper bound of the rows `definition`'s joins make, as `principal` would run it. */
async function boundOf(principal: Principal, definition: unknown): Promise<number> {
  const { compiled } = await compileAs(t.database.db, principal, definition);
  const counting = fanOutPlan(compiled.plan);
  if (!counting) throw new Error('no joins');
  const [row] = await runPlan(t.database.db, counting, deadlineIn(5_000));
  return Number(row?.n);
}

beforeAll(async () => {
  employee = await t.employee();
  admin = await principalOf(t, t.admin);
});

describe('the rows a query’s joins make', () => {
  it('refuses the five-way self-join of one collection before running it, with a Persian 400', async () => {
    // Twenty records of one group: 20⁵ = 3,200,000 rows to count (seconds of PGlite's only thread).
    const collectionId = await collectionOf(
      Array.from({ length: 20 }, (_, i) => ({ g: 'x', u: String(i), by: employee.id })),
    );
    for (const caller of [t.as(employee), t.as(t.admin)]) {
      const res = await caller.post('/api/v1/query/run', selfJoin(collectionId, 5));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(queryMessages.tooManyJoinedRows(20 ** 5, MAX_JOINED_ROWS));
    }
  });

  it('counts exactly the rows inner joins without conditions make, an Employee’s own records only', async () => {
    const rows = [
      ...['x', 'x', 'x', 'y', 'y', 'z'].map((g, i) => ({ g, u: String(i), by: employee.id })),
      ...['x', 'y', 'w'].map((g, i) => ({ g, u: `a${i}`, by: t.admin.id })),
    ];
    const collectionId = await collectionOf(rows);
    const actual = async (principal: Principal) =>
      (await runQuery(t.database.db, principal, selfJoin(collectionId, 3))).rows[0];
    const employeePrincipal = await principalOf(t, employee);
    // Employee: x³ + y³ + z³ = 27 + 8 + 1; Admin: 4³ + 3³ + 1 + 1.
    expect(await boundOf(employeePrincipal, selfJoin(collectionId, 3))).toBe(36);
    expect(await actual(employeePrincipal)).toEqual({ n: 36 });
    expect(await boundOf(admin, selfJoin(collectionId, 3))).toBe(93);
    expect(await actual(admin)).toEqual({ n: 93 });
  });

  it('bounds a left join and conditions from above, counting the conditions on one source', async () => {
    const collectionId = await collectionOf(
      ['x', 'x', 'y', 'q'].map((g, i) => ({ g, u: String(i), by: t.admin.id })),
    );
    const definition = {
      ...selfJoin(collectionId, 2),
      joins: [{ kind: 'left', left: { source: 'a', fieldId: 'g' }, right: { source: 'b', fieldId: 'g' } }],
      whereStatement: {
        and: [
          { source: 'a', fieldId: 'g', op: 'in', value: ['x', 'q'] },
          {
            or: [
              { source: 'b', fieldId: 'u', op: 'eq', value: '0' },
              { source: 'a', fieldId: 'u', op: 'eq', value: '3' },
            ],
          },
        ],
      },
    };
    // Rows a ∈ {x, x, q}: each x meets two x, q meets none (one row with b empty): 5 at most; 3 match.
    expect(await boundOf(admin, definition)).toBe(5);
    expect((await runQuery(t.database.db, admin, definition)).rows).toEqual([{ n: 3 }]);
  });

  it('answers a join on unique values of thousands of records at once', async () => {
    const rows = Array.from({ length: 3_000 }, (_, i) => ({ g: 'x', u: String(i), by: t.admin.id }));
    const collectionId = await collectionOf(rows);
    const answer = await runQuery(t.database.db, admin, selfJoin(collectionId, 2, 'u'));
    expect(answer.rows).toEqual([{ n: 3_000 }]);
  });

  it(`names the bound in the Persian message: ${formatThousands(MAX_JOINED_ROWS)} rows`, () => {
    expect(queryMessages.tooManyJoinedRows(3_200_000, MAX_JOINED_ROWS)).toContain(
      formatThousands(MAX_JOINED_ROWS),
    );
  });
});
