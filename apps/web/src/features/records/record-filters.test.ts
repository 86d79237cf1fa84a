import { describe, expect, it } from 'vitest';
import type { FormField } from '@darvazeh/shared';
import { addFilter, filtersFromAddress, recordFilterBody, splitValues, toCondition } from './record-filters';

const name: FormField = { id: 'name', fname: 'نام', ename: 'name', type: 'text' };
const city: FormField = {
  id: 'city',
  fname: 'شهر',
  ename: 'city',
  type: 'select',
  options: [
    { id: 1, fname: 'تهران' },
    { id: 2, fname: 'شیراز' },
    { id: 'k', fname: 'کرج' },
  ],
};
const fields = [name, city];

describe('the filter bar as a record filter body', () => {
  it('puts page, count and one condition per field in filters, and the sort beside them', () => {
    const body = recordFilterBody(
      [
        { fieldId: 'name', op: 'like', value: 'علی' },
        { fieldId: 'city', op: 'eq', value: 'تهران' },
      ],
      fields,
      2,
      10,
      { field: 'name', dir: 'desc' },
    );
    expect(body).toEqual({
      filters: {
        page: 2,
        count: 10,
        name: { op: 'like', value: 'علی' },
        city: { op: 'eq', value: 1 },
      },
      sort: { field: 'name', dir: 'desc' },
    });
  });

  it('has no sort key without a sort, and skips conditions with an empty value', () => {
    expect(recordFilterBody([{ fieldId: 'name', op: 'eq', value: ' ' }], fields, 1, 10, null)).toEqual({
      filters: { page: 1, count: 10 },
    });
  });

  it('splits in at Latin and Persian commas and maps option names (ی/ک folded) to ids', () => {
    expect(splitValues(' الف, ب ،ج,, ')).toEqual(['الف', 'ب', 'ج']);
    expect(toCondition({ fieldId: 'city', op: 'in', value: 'شيراز، كرج,اصفهان' }, city)).toEqual({
      op: 'in',
      value: [2, 'k', 'اصفهان'],
    });
    expect(toCondition({ fieldId: 'city', op: 'in', value: ' ,، ' }, city)).toBeNull();
  });

  it('sends gt, lt and like as typed; like on a choice searches its labels', () => {
    expect(toCondition({ fieldId: 'name', op: 'gt', value: ' ۱۰ ' }, name)).toEqual({
      op: 'gt',
      value: '۱۰',
    });
    expect(toCondition({ fieldId: 'city', op: 'like', value: 'تهران' }, city)).toEqual({
      op: 'like',
      value: 'تهران',
    });
  });

  it('keeps one chip per field: a new filter on the same field replaces the old one', () => {
    const first = addFilter([], { fieldId: 'name', op: 'like', value: 'a' });
    const both = addFilter(first, { fieldId: 'city', op: 'eq', value: '1' });
    expect(addFilter(both, { fieldId: 'name', op: 'eq', value: 'b' })).toEqual([
      { fieldId: 'city', op: 'eq', value: '1' },
      { fieldId: 'name', op: 'eq', value: 'b' },
    ]);
  });
});

describe('filters named in the address (a dashboard card’s row leads here)', () => {
  it('reads f.{fieldId} as an eq condition on the fields the bar filters by, choices by name', () => {
    const params = new URLSearchParams({ 'f.city': 'شیراز', 'f.secret': 'x', 'f.name': ' ', page: '2' });
    const filters = filtersFromAddress(params, fields);
    expect(filters).toEqual([{ fieldId: 'city', op: 'eq', value: 'شیراز' }]);
    expect(recordFilterBody(filters, fields, 1, 10, null).filters).toMatchObject({
      city: { op: 'eq', value: 2 },
    });
  });
});
