import { describe, expect, it } from 'vitest';
import { QUERY_MESSAGES as M } from './messages.js';
import { mapQueryRows } from './query-answer.js';
import { QUERY_LIMITS, queryDefinition, type QueryDefinitionInput } from './query-definition.js';

const base: QueryDefinitionInput = {
  sources: [{ alias: 'p', collectionId: 12 }],
  selects: [{ source: 'p', fieldId: 'name' }],
};

const messageOf = (input: unknown) => {
  const parsed = queryDefinition.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

const nest = (depth: number): unknown =>
  depth === 1 ? { source: 'p', fieldId: 'name', op: 'eq', value: 'x' } : { and: [nest(depth - 1)] };

describe('queryDefinition', () => {
  it('fills the SPEC defaults: limit −1, mapBy id, normalize, no joins', () => {
    const parsed = queryDefinition.parse(base);
    expect(parsed).toMatchObject({
      limit: -1,
      mapBy: 'id',
      normalize: true,
      joins: [],
      groupBy: [],
      orderBy: [],
      computingFields: [],
      whereStatement: null,
      extendRecordsBaseOn: null,
    });
  });

  it('accepts a join, a nested where, grouping by a Jalali month and ordering by an output', () => {
    const parsed = queryDefinition.safeParse({
      sources: [
        { alias: 'p', collectionId: 12 },
        { alias: 'u', collectionId: 'users' },
      ],
      selects: [
        { source: 'p', fieldId: 'day', dateGroup: 'jalaliMonth', as: 'month' },
        { source: 'u', fieldId: 'id', aggregate: 'count', as: 'n' },
      ],
      joins: [
        { left: { source: 'p', fieldId: 'owner' }, right: { source: 'u', fieldId: 'id' }, kind: 'left' },
      ],
      whereStatement: {
        or: [
          { source: 'p', fieldId: 'age', op: 'gte', value: 18 },
          { and: [{ source: 'u', fieldId: 'username', op: 'like', value: "o'brien\\" }] },
          { source: 'p', fieldId: 'note', op: 'isNull' },
        ],
      },
      orderBy: [{ select: 'month', dir: 'desc' }],
      limit: 10,
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it.each([
    [
      'a hostile field id',
      { ...base, selects: [{ source: 'p', fieldId: "'; drop table users; --" }] },
      M.badFieldId,
    ],
    [
      'an unknown source alias',
      { ...base, selects: [{ source: 'q', fieldId: 'name' }] },
      M.unknownSource('q'),
    ],
    [
      'a reserved output name',
      { ...base, selects: [{ source: 'p', fieldId: 'name', as: '__proto__' }] },
      M.badOutputName,
    ],
    [
      'six sources',
      { ...base, sources: Array.from({ length: 6 }, (_, i) => ({ alias: `s${i}`, collectionId: i + 1 })) },
      M.tooManySources(QUERY_LIMITS.sources),
    ],
    ['no selects', { ...base, selects: [] }, M.noSelects],
    [
      'two outputs with one name',
      {
        ...base,
        selects: [
          { source: 'p', fieldId: 'name' },
          { source: 'p', fieldId: 'name' },
        ],
      },
      M.duplicateOutput('name'),
    ],
    [
      'an unjoined second source',
      { ...base, sources: [...base.sources, { alias: 'q', collectionId: 13 }] },
      M.notJoined('q'),
    ],
    ['a limit of 0', { ...base, limit: 0 }, M.badLimit],
    ['an unknown key', { ...base, sql: 'select 1' }, M.unknownKey],
    [
      'in without a list',
      { ...base, whereStatement: { source: 'p', fieldId: 'name', op: 'in', value: 'x' } },
      M.inNeedsList,
    ],
    [
      'a NUL in a value',
      { ...base, whereStatement: { source: 'p', fieldId: 'name', op: 'eq', value: 'a\u0000b' } },
      'متن ارسالی نویسه نامعتبر دارد.',
    ],
    ['a tree nine deep', { ...base, whereStatement: nest(9) }, M.tooDeep(QUERY_LIMITS.depth)],
    [
      '101 conditions',
      { ...base, whereStatement: { and: Array.from({ length: 101 }, () => nest(1)) } },
      M.tooManyConditions(QUERY_LIMITS.conditions),
    ],
    [
      'ordering a grouped query by a field',
      {
        ...base,
        selects: [{ source: 'p', fieldId: 'name', aggregate: 'count' }],
        orderBy: [{ source: 'p', fieldId: 'name' }],
      },
      M.orderByFieldWhenGrouped,
    ],
    [
      'extending records while grouping',
      { ...base, groupBy: [{ select: 'name' }], extendRecordsBaseOn: 'p' },
      M.extendNeedsRows,
    ],
  ])('refuses %s with a Persian message', (_name, input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('accepts a tree exactly eight deep', () => {
    expect(messageOf({ ...base, whereStatement: nest(8) })).toBeNull();
  });

  it('keeps the message of a wrong condition deep in the tree', () => {
    expect(
      messageOf({ ...base, whereStatement: { and: [{ or: [{ source: 'p', fieldId: 'x', op: 'drop' }] }] } }),
    ).toBe(M.badOp);
  });
});

describe('mapQueryRows', () => {
  it('keys rows by their mapBy value, first row winning, rows without it left out, no prototype', () => {
    const rows = [{ id: 1, a: 'x' }, { id: 1, a: 'y' }, { a: 'z' }, { id: '__proto__', a: 'w' }];
    const map = mapQueryRows({ columns: ['id', 'a'], rows, truncated: false });
    expect(Object.keys(map)).toEqual(['1', '__proto__']);
    expect(map['1']).toEqual({ id: 1, a: 'x' });
    expect(Object.getPrototypeOf(map)).toBeNull();
  });

  it('reads positional rows through the column names', () => {
    const map = mapQueryRows({ columns: ['a', 'k'], rows: [['x', 'k1']], truncated: false }, 'k');
    expect(map).toEqual({ k1: ['x', 'k1'] });
  });
});
