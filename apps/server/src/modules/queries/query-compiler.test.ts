import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  QUERY_AGGREGATES,
  QUERY_OPS,
  queryDefinition,
  type QueryDefinitionInput,
  type QueryOp,
} from '@darvazeh/shared';
import { keyedFields, SYSTEM_COLLECTIONS } from '../collections/record-values.service.js';
import { compileQuery } from './query-compiler.js';
import { recordFields, type SourceMeta } from './query-fields.js';
import { renderPlan } from './query-sql.repository.js';
import { SYSTEM_SOURCE_NAMES, systemSourceColumns } from './query-system-tables.js';

const form = {
  formFields: [
    { id: 'name', fname: 'name', ename: 'name', type: 'text' as const },
    { id: 'age', fname: 'age', ename: 'age', type: 'text' as const, format: 'number' as const },
    { id: 'day', fname: 'day', ename: 'day', type: 'date' as const },
    { id: 'kind', fname: 'kind', ename: 'kind', type: 'select' as const, options: [{ id: 1, fname: 'a' }] },
    {
      id: 'tags',
      fname: 'tags',
      ename: 'tags',
      type: 'multiselect' as const,
      options: [{ id: 1, fname: 'a' }],
    },
    { id: 'spot', fname: 'spot', ename: 'spot', type: 'map' as const },
  ],
};
const records = (collectionId: number, creatorId: number | null = null): SourceMeta => ({
  kind: 'records',
  collectionId,
  creatorId,
  fields: recordFields(keyedFields(form)),
});

function compile(input: QueryDefinitionInput, sources: Record<string, SourceMeta> = { p: records(7) }) {
  const compiled = compileQuery(queryDefinition.parse(input), new Map(Object.entries(sources)), 100);
  return { compiled, query: new PgDialect().sqlToQuery(renderPlan(compiled.plan, 5_000)) };
}

const base = (extra: Partial<QueryDefinitionInput> = {}): QueryDefinitionInput => ({
  sources: [{ alias: 'p', collectionId: 7 }],
  selects: [{ source: 'p', fieldId: 'name' }],
  ...extra,
});

describe('the compiled statement', () => {
  it('carries every field id and value as a parameter, never in its text', () => {
    const hostile = `x'); drop table users; --\\`;
    const { query } = compile(
      base({
        whereStatement: {
          or: [
            { source: 'p', fieldId: 'name', op: 'like', value: hostile },
            { source: 'p', fieldId: 'age', op: 'gt', value: 3 },
            { source: 'p', fieldId: 'kind', op: 'in', value: [hostile, 2] },
          ],
        },
        orderBy: [{ source: 'p', fieldId: 'age', dir: 'desc' }],
      }),
    );
    for (const word of ['name', 'age', 'kind', 'drop', "'x"]) expect(query.sql).not.toContain(word);
    expect(query.params).toEqual(
      expect.arrayContaining(['name', 'age#n', 'kind', `%x'); drop table users; --\\\\%`, 3, 7]),
    );
  });

  it('joins the calendar on its primary key and groups by output positions', () => {
    const { query } = compile(
      base({
        selects: [
          { source: 'p', fieldId: 'day', dateGroup: 'jalaliMonth', as: 'month' },
          { source: 'p', fieldId: 'id', aggregate: 'count', as: 'n' },
        ],
        orderBy: [{ select: 'month' }],
      }),
    );
    expect(query.sql).toContain(`left join "jalali_days" as "j0" on "j0"."day" = (date '1970-01-01' + `);
    expect(query.sql).toContain(' group by 1 order by "c0" asc nulls last limit $');
    expect(query.params.at(-1)).toBe(101);
  });

  it('limits every source of an Employee to the records they created, a joined one in its ON clause', () => {
    const { query } = compile(
      {
        sources: [
          { alias: 'p', collectionId: 7 },
          { alias: 'q', collectionId: 8 },
        ],
        joins: [
          { left: { source: 'p', fieldId: 'id' }, right: { source: 'q', fieldId: 'kind' }, kind: 'left' },
        ],
        selects: [{ source: 'q', fieldId: 'name' }],
      },
      { p: records(7, 42), q: records(8, 42) },
    );
    expect(query.sql).toMatch(
      /left join "collection_records" as "s1" on .* and "s1"."creator_id" = \$\d+::integer and .*::query_before_deadline end\) where "s0"."collection_id" = \$\d+::integer and "s0"."deleted_at" is null and "s0"."creator_id" = \$\d+::integer and /,
    );
  });
});

describe('what each kind of field allows', () => {
  const allowed: Record<string, QueryOp[]> = {
    name: ['like', 'eq', 'ne', 'in', 'isNull'],
    age: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'isNull'],
    day: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'isNull'],
    kind: ['like', 'eq', 'ne', 'in', 'isNull'],
    tags: ['like', 'eq', 'ne', 'in', 'isNull'],
    spot: ['isNull'],
    id: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'isNull'],
    createdAt: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'isNull'],
  };
  const value = (fieldId: string, op: QueryOp) => {
    if (op === 'isNull') return true;
    const one = fieldId === 'day' || fieldId === 'createdAt' ? '1404/01/01' : 2;
    return op === 'in' ? [one] : one;
  };

  it.each(Object.entries(allowed))('%s takes exactly its operators', (fieldId, ops) => {
    for (const op of QUERY_OPS) {
      const run = () =>
        compile(base({ whereStatement: { source: 'p', fieldId, op, value: value(fieldId, op) } }));
      if (ops.includes(op)) expect(run, `${fieldId} ${op}`).not.toThrow();
      else expect(run, `${fieldId} ${op}`).toThrow(`عملگر ${op}`);
    }
  });

  it.each([
    ['name', ['count', 'countDistinct']],
    ['age', ['count', 'countDistinct', 'sum', 'avg', 'min', 'max', 'p90']],
    ['day', ['count', 'countDistinct', 'min', 'max']],
    ['tags', ['count', 'countDistinct']],
  ] as const)('%s takes exactly its aggregates', (fieldId, aggregates) => {
    for (const aggregate of QUERY_AGGREGATES) {
      const run = () => compile(base({ selects: [{ source: 'p', fieldId, aggregate }] }));
      if ((aggregates as readonly string[]).includes(aggregate)) expect(run).not.toThrow();
      else expect(run).toThrow(`تابع ${aggregate}`);
    }
  });
});

describe('system sources', () => {
  it('read exactly the public fields SPEC §3 lists for each system collection', () => {
    for (const collection of SYSTEM_COLLECTIONS) {
      const name = SYSTEM_SOURCE_NAMES.find((n) => n === collection.name);
      expect(name, collection.name).toBeDefined();
      expect(
        systemSourceColumns(name!)
          .map(([id]) => id)
          .sort(),
      ).toEqual(collection.fields.map((f) => f.id).sort());
    }
  });
});
