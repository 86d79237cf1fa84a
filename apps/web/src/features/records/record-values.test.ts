import { describe, expect, it } from 'vitest';
import type { FormDefinition, FormField } from '@darvazeh/shared';
import { cellValue, isComparable, recordColumns } from './record-values';

const field = (id: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  id,
  fname: `فیلد ${id}`,
  ename: id,
  type,
  ...extra,
});
const colours = [
  { id: 1, fname: 'سرخ' },
  { id: 'g', fname: 'سبز' },
];

describe('recordColumns', () => {
  it('keeps the top-level answerable fields and leaves out display-only and hideInTable ones', () => {
    const definition: FormDefinition = {
      formFields: [
        field('name', 'text'),
        field('note', 'alert'),
        field('secret', 'text', { hideInTable: true }),
        field('rows', 'table', { subform: { formFields: [field('cell', 'text')] } }),
        field('line', 'line'),
        field('chart', 'chart'),
        field('body', 'richText'),
      ],
    };
    expect(recordColumns(definition).map((f) => f.id)).toEqual(['name', 'rows', 'body']);
  });

  it('sorts and filters by single-answer fields only, not containers', () => {
    expect(isComparable(field('a', 'date'))).toBe(true);
    expect(isComparable(field('t', 'table'))).toBe(false);
    expect(isComparable(field('s', 'subform'))).toBe(false);
    expect(isComparable(field('e', 'expansion'))).toBe(false);
  });
});

describe('cellValue', () => {
  it('shows option names for option ids, ids compared as text', () => {
    expect(cellValue({ c: '1' }, field('c', 'select', { options: colours }))).toEqual({ text: 'سرخ' });
    expect(cellValue({ c: ['g', 1] }, field('c', 'multiselect', { options: colours }))).toEqual({
      text: 'سبز، سرخ',
    });
    expect(cellValue({ c: [1] }, field('c', 'checkbox', { options: colours }))).toEqual({ text: 'سرخ' });
  });

  it('shows an unknown option id (a record of a source collection) with Persian digits', () => {
    expect(cellValue({ c: 42 }, field('c', 'radio', { sourceId: 3 }))).toEqual({ text: '۴۲' });
  });

  it('shows yes/no checkboxes as بله/خیر and an empty answer as a dash', () => {
    expect(cellValue({ ok: true }, field('ok', 'checkbox'))).toEqual({ text: 'بله' });
    expect(cellValue({ ok: false }, field('ok', 'checkbox'))).toEqual({ text: 'خیر' });
    expect(cellValue({}, field('ok', 'checkbox'))).toEqual({ text: '—' });
    expect(cellValue({ t: '  ' }, field('t', 'text'))).toEqual({ text: '—' });
  });

  it('shows a date as its stored Jalali day in Persian digits', () => {
    expect(cellValue({ d: '1403/05/12' }, field('d', 'date'))).toEqual({ text: '۱۴۰۳/۰۵/۱۲' });
  });

  it('counts table rows and subform answers', () => {
    expect(cellValue({ t: [{}, {}, {}] }, field('t', 'table'))).toEqual({ text: '۳ ردیف' });
    expect(cellValue({ s: { a: 'x', b: '', c: 2 } }, field('s', 'subform'))).toEqual({ text: '۲ پاسخ' });
  });

  it('shows map coordinates from either stored shape', () => {
    expect(cellValue({ m: { lat: 35.7, lng: 51.4 } }, field('m', 'map'))).toEqual({ text: '۳۵.۷, ۵۱.۴' });
    expect(cellValue({ m: [35, 51] }, field('m', 'map'))).toEqual({ text: '۳۵, ۵۱' });
  });

  it('links a file whose path is a stored file id, and shows only the name otherwise', () => {
    const file = field('doc', 'file');
    expect(cellValue({ doc: 'نامه.pdf', 'doc-path': 'AbCdEf123456' }, file)).toEqual({
      text: 'نامه.pdf',
      href: '/api/v1/download/AbCdEf123456',
    });
    expect(cellValue({ doc: 'نامه.pdf' }, file)).toEqual({ text: 'نامه.pdf' });
    expect(cellValue({}, file)).toEqual({ text: '—' });
  });

  it('shows rich text without its tags', () => {
    expect(cellValue({ r: '<p>سلام <b>دنیا</b></p>' }, field('r', 'richText'))).toEqual({
      text: 'سلام دنیا',
    });
  });
});
