import { describe, expect, it } from 'vitest';
import { queryDefinition, type FormField, type QueryDefinitionInput } from '@darvazeh/shared';
import {
  appliesFor,
  columnLabel,
  definitionOf,
  draftOf,
  draftRows,
  emptyDraft,
  limitOf,
  opsFor,
  recordSourceFields,
  systemSourceFields,
  withoutSource,
  type ColumnDraft,
  type FieldKind,
} from './definition-draft';
import { queryMessages } from '../../lib/messages';

const parse = (input: QueryDefinitionInput) => queryDefinition.parse(input);

const COLUMN_NAMES = { id: 'شناسه', createdAt: 'تاریخ ایجاد', creatorId: 'ایجادکننده', updatedAt: 'ویرایش' };

describe('the fields a source offers', () => {
  const fields: FormField[] = [
    { id: 'name', fname: 'نام', ename: 'name', type: 'text' },
    { id: 'age', fname: 'سن', ename: 'age', type: 'text', format: 'integer' },
    {
      id: 'level',
      fname: 'مقطع',
      ename: 'level',
      type: 'select',
      options: [{ id: 1, fname: 'کارشناسی' }],
    },
    { id: 'note', fname: 'توضیح', ename: 'note', type: 'alert', label: 'x' },
    {
      id: 'more',
      fname: 'بیشتر',
      ename: 'more',
      type: 'subform',
      subform: { formFields: [{ id: 'day', fname: 'تاریخ', ename: 'day', type: 'date' }] },
    },
  ];

  it('lists answered fields at any depth, leaves display-only ones out, and adds the record’s columns', () => {
    expect(recordSourceFields(fields, COLUMN_NAMES).map((f) => [f.id, f.fname, f.kind])).toEqual([
      ['name', 'نام', 'text'],
      ['age', 'سن', 'number'],
      ['level', 'مقطع', 'choice'],
      ['day', 'تاریخ', 'date'],
      ['id', 'شناسه', 'number'],
      ['createdAt', 'تاریخ ایجاد', 'date'],
      ['creatorId', 'ایجادکننده', 'number'],
      ['updatedAt', 'ویرایش', 'date'],
    ]);
  });

  it('reads system collection fields: ids as numbers, dates, yes/no', () => {
    const kinds = systemSourceFields([
      { id: 'id', fname: 'شناسه', ename: 'id', type: 'text' },
      { id: 'parentId', fname: 'والد', ename: 'parentId', type: 'text' },
      { id: 'locked', fname: 'غیرفعال', ename: 'locked', type: 'checkbox' },
      { id: 'createdAt', fname: 'تاریخ', ename: 'createdAt', type: 'date' },
      { id: 'name', fname: 'نام', ename: 'name', type: 'text' },
    ]).map((f) => f.kind);
    expect(kinds).toEqual(['number', 'number', 'boolean', 'date', 'text']);
  });

  it.each<[FieldKind, boolean, string[]]>([
    ['text', false, ['value', 'count', 'countDistinct']],
    ['choice', true, ['value', 'label', 'count', 'countDistinct']],
    ['choice', false, ['value', 'count', 'countDistinct']],
    ['number', false, ['value', 'count', 'countDistinct', 'sum', 'avg', 'p90', 'min', 'max']],
    [
      'date',
      false,
      [
        'value',
        'count',
        'countDistinct',
        'min',
        'max',
        'jalaliDay',
        'jalaliWeek',
        'jalaliMonth',
        'jalaliSeason',
        'jalaliYear',
      ],
    ],
  ])('a %s field (options: %s) offers %j', (kind, hasOptions, applies) => {
    expect(appliesFor({ kind, ...(hasOptions && { options: [{ id: 1, fname: 'الف' }] }) })).toEqual(applies);
  });

  it('offers comparisons only where the server takes them', () => {
    expect(opsFor('text')).not.toContain('gt');
    expect(opsFor('number')).toContain('gte');
    expect(opsFor('boolean')).toEqual(['eq', 'ne', 'isNull']);
    expect(opsFor('other')).toEqual(['isNull']);
  });
});

describe('a draft and the definition it says', () => {
  const countByMonth: QueryDefinitionInput = {
    sources: [
      { alias: 'r', collectionId: 7 },
      { alias: 'u', collectionId: 'users' },
    ],
    joins: [
      { left: { source: 'r', fieldId: 'creatorId' }, right: { source: 'u', fieldId: 'id' }, kind: 'left' },
    ],
    selects: [
      { source: 'r', fieldId: 'day', dateGroup: 'jalaliMonth', as: 'month' },
      { source: 'r', fieldId: 'level', optionLabels: true },
      { source: 'r', fieldId: 'id', aggregate: 'count' },
    ],
    whereStatement: {
      or: [
        { source: 'r', fieldId: 'age', op: 'gte', value: 18 },
        { source: 'r', fieldId: 'level', op: 'in', value: ['1', '2'] },
        { source: 'r', fieldId: 'note', op: 'isNull', value: false },
      ],
    },
    groupBy: [{ select: 'month' }, { source: 'u', fieldId: 'id' }],
    orderBy: [{ select: 'month', dir: 'desc' }],
    limit: 12,
    mapBy: 'month',
  };
  const kinds: Record<string, FieldKind> = { age: 'number', level: 'choice', note: 'text' };
  const kindOf = (_source: string, fieldId: string) => kinds[fieldId];

  it('round-trips a definition the form can say', () => {
    const stored = parse(countByMonth);
    expect(parse(definitionOf(draftOf(stored), kindOf))).toEqual(stored);
  });

  it('keeps nested conditions, computing fields and field orderings it does not edit', () => {
    const stored = parse({
      sources: [{ alias: 'r', collectionId: 7 }],
      selects: [
        { source: 'r', fieldId: 'a' },
        { source: 'r', fieldId: 'b' },
      ],
      whereStatement: {
        and: [
          { source: 'r', fieldId: 'a', op: 'eq', value: 'x' },
          { or: [{ source: 'r', fieldId: 'b', op: 'like', value: 'y' }] },
        ],
      },
      computingFields: [{ as: 'ab', op: 'concat', args: [{ select: 'a' }, { select: 'b' }] }],
      orderBy: [{ source: 'r', fieldId: 'createdAt', dir: 'desc' }],
      normalize: false,
    });
    const draft = draftOf(stored);
    expect(draft.conditions).toEqual([]);
    expect(draft.kept.whereStatement).toEqual(stored.whereStatement);
    expect(parse(definitionOf(draft))).toEqual(stored);
  });

  it('sends typed values as the field holds them', () => {
    const draft = {
      ...emptyDraft(),
      conditions: [
        { key: 'a', source: 's1', fieldId: 'age', op: 'gt' as const, value: ' 20 ' },
        { key: 'b', source: 's1', fieldId: 'name', op: 'in' as const, value: 'علی، سارا ,مینا' },
        { key: 'c', source: 's1', fieldId: 'locked', op: 'eq' as const, value: 'true' },
        { key: 'd', source: 's1', fieldId: 'name', op: 'isNull' as const, value: 'false' },
      ],
    };
    const kindsHere: Record<string, FieldKind> = { age: 'number', name: 'text', locked: 'boolean' };
    expect(definitionOf(draft, (_s, id) => kindsHere[id]).whereStatement).toEqual({
      and: [
        { source: 's1', fieldId: 'age', op: 'gt', value: 20 },
        { source: 's1', fieldId: 'name', op: 'in', value: ['علی', 'سارا', 'مینا'] },
        { source: 's1', fieldId: 'locked', op: 'eq', value: true },
        { source: 's1', fieldId: 'name', op: 'isNull', value: false },
      ],
    });
  });

  it('drops keys naming a column since removed, and everything naming a removed source', () => {
    const draft = draftOf(parse(countByMonth));
    const withoutMonth = { ...draft, columns: draft.columns.filter((c) => c.as !== 'month') };
    const definition = definitionOf(withoutMonth, kindOf);
    expect(definition.orderBy).toEqual([]);
    expect(definition.groupBy).toEqual([{ source: 'u', fieldId: 'id' }]);
    const noUsers = withoutSource(draft, 'u');
    expect(noUsers.groupBy.map(({ key: _k, ...g }) => g)).toEqual([{ select: 'month' }]);
  });

  it('reads the limit: blank is none, Persian digits count, anything else is not one', () => {
    expect(limitOf('')).toBe(-1);
    expect(limitOf('۲۵')).toBe(25);
    expect(limitOf('0')).toBeNull();
    expect(limitOf('ده')).toBeNull();
  });
});

describe('the row edits of a draft list', () => {
  it('adds up to the cap, changes and removes rows by key, and leaves the other lists alone', () => {
    let draft = emptyDraft();
    const keep = (next: typeof draft) => (draft = next);
    for (let n = 0; n < 10; n += 1)
      draftRows(draft, keep, 'orderBy').add?.({ key: `o${n}`, select: 'a', dir: 'asc' });
    expect(draft.orderBy).toHaveLength(10);
    expect(draftRows(draft, keep, 'orderBy').add).toBeUndefined();
    draftRows(draft, keep, 'orderBy').change('o3', (o) => ({ ...o, dir: 'desc' }));
    draftRows(draft, keep, 'orderBy').remove('o0');
    expect(draft.orderBy.map((o) => `${o.key}:${o.dir}`).slice(0, 3)).toEqual([
      'o1:asc',
      'o2:asc',
      'o3:desc',
    ]);
    expect(draft.orderBy).toHaveLength(9);
    expect(draft.columns).toEqual(emptyDraft().columns);
  });
});

describe('a column’s label', () => {
  const words = {
    aggregates: queryMessages.aggregates,
    dateGroups: queryMessages.dateGroups,
    optionLabel: queryMessages.optionLabel,
    join: queryMessages.columnLabel,
  };
  const column = (apply: ColumnDraft['apply'], as = '') => ({
    key: 'k',
    source: 'r',
    fieldId: 'id',
    apply,
    as,
  });

  it('reads «تعداد» for a count, and names the field for other aggregates and groupings', () => {
    expect(columnLabel(column('count'), 'شناسه', words)).toBe('تعداد');
    expect(columnLabel(column('avg'), 'نمره', words)).toBe('میانگین نمره');
    expect(columnLabel(column('countDistinct'), 'مقطع', words)).toBe('تعداد یکتای مقطع');
    expect(columnLabel(column('jalaliMonth'), 'تاریخ ورود', words)).toBe('ماه تاریخ ورود');
    expect(columnLabel(column('count', 'درخواست‌ها'), 'شناسه', words)).toBe('درخواست‌ها');
  });
});
