import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayKey, filePathKey } from './answers.js';
import { checkForm, FORM_CHECK_MESSAGES } from './form-check.js';
import {
  FIELD_TYPES,
  formDefinition,
  type FieldType,
  type FormDefinition,
  type FormField,
} from './form-definition.js';

const OPTIONS = [
  { id: 'a', fname: 'الف' },
  { id: 2, fname: 'ب' },
];

/** A field of a type; required unless told otherwise. */
function f(id: string, type: FieldType, more: Partial<FormField> = {}): FormField {
  return { id, fname: `فیلد ${id}`, ename: id, type, required: true, ...more };
}
const form = (...formFields: FormField[]): FormDefinition => ({ formFields });
const fail = (message: string) => ({ ok: false, message });
const pass = (...warnings: string[]) => ({ ok: true, warnings });

describe('SPEC §5 required rules and their messages', () => {
  it.each<[string, FormField, Record<string, unknown>, string]>([
    ['date', f('d', 'date'), {}, 'مقدار فیلد d را وارد کنید.'],
    ['date blank', f('d', 'date'), { d: '  ' }, 'مقدار فیلد d را وارد کنید.'],
    ['file', f('p', 'file'), { p: 'x.pdf' }, 'فایل فیلد p را بارگذاری کنید.'],
    ['image', f('p', 'image'), {}, 'فایل فیلد p را بارگذاری کنید.'],
    ['checkbox', f('c', 'checkbox'), { c: false }, 'مقدار فیلد c را مشخص کنید.'],
    ['checkbox list', f('c', 'checkbox', { options: OPTIONS }), { c: [] }, 'مقدار فیلد c را مشخص کنید.'],
    ['map', f('m', 'map'), { m: null }, 'مقدار فیلد m را وارد کنید.'],
    ['table', f('t', 'table', { subform: { formFields: [] } }), { t: [] }, 'مقدار فیلد t را وارد کنید.'],
    ['text', f('x', 'text'), { x: '' }, 'مقدار فیلد الزامی فیلد x را وارد کنید.'],
    ['select', f('s', 'select', { options: OPTIONS }), {}, 'مقدار فیلد الزامی فیلد s را وارد کنید.'],
    [
      'multiselect',
      f('s', 'multiselect', { options: OPTIONS }),
      { s: [] },
      'مقدار فیلد الزامی فیلد s را وارد کنید.',
    ],
    [
      'expansion not an object',
      f('e', 'expansion', { tabs: [] }),
      { e: [] },
      'مقدار فیلد الزامی فیلد e را وارد کنید.',
    ],
    [
      'subform',
      f('s', 'subform', { subform: { formFields: [] } }),
      {},
      'مقدار فیلد الزامی فیلد s را وارد کنید.',
    ],
  ])('required %s empty', (_, field, answers, message) => {
    expect(checkForm(form(field), answers)).toEqual(fail(message));
  });

  it('passes required fields that are filled', () => {
    const definition = form(
      f('d', 'date'),
      f('p', 'file'),
      f('c', 'checkbox'),
      f('m', 'map'),
      f('x', 'text'),
      f('s', 'select', { options: OPTIONS }),
      f('ms', 'multiautocomplete', { options: OPTIONS }),
      f('t', 'table', { subform: { formFields: [f('col', 'text')] } }),
    );
    const answers = {
      d: '۱۴۰۵/۰۹/۰۱',
      p: 'a.pdf',
      'p-path': 'files/abc',
      c: true,
      m: { lat: 35.7, lng: 51.4 },
      x: 'سلام',
      s: 'a',
      ms: ['۲', 'a'],
      t: [{ col: 'یک' }],
    };
    expect(checkForm(definition, answers)).toEqual(pass());
  });

  it('never fails the exempt types, even when required and empty', () => {
    const exempt: FieldType[] = ['alert', 'richText', 'line', 'space', 'download', 'link', 'button', 'chart'];
    expect(checkForm(form(...exempt.map((type) => f(type, type))), {})).toEqual(pass());
  });

  it('warns about an optional file chosen but not uploaded, and ignores one never chosen', () => {
    const definition = form(f('p', 'file', { required: false }), f('q', 'image', { required: false }));
    expect(checkForm(definition, { p: 'x.pdf' })).toEqual(
      pass('فایل فیلد p بارگذاری نشده است و در نظر گرفته نمی‌شود.'),
    );
    expect(checkForm(definition, {})).toEqual(pass());
    expect(checkForm(definition, { p: 'x.pdf', 'p-path': 'files/x' })).toEqual(pass());
  });

  it('stops at the first failure, in field order', () => {
    const definition = form(f('a', 'text', { required: false }), f('b', 'date'), f('c', 'map'));
    expect(checkForm(definition, {})).toEqual(fail('مقدار فیلد b را وارد کنید.'));
    expect(checkForm(definition, { b: '1405/01/01' })).toEqual(fail('مقدار فیلد c را وارد کنید.'));
  });
});

describe('prefixes of nested fields', () => {
  const table = f('t', 'table', {
    subform: { formFields: [f('c1', 'text', { required: false }), f('c2', 'date')] },
  });
  const expansion = f('e', 'expansion', {
    required: false,
    tabs: [
      { id: 't1', name: 'اول', formInfo: form(f('a', 'text', { required: false })) },
      { id: 't2', name: 'دوم', formInfo: form(table) },
    ],
  });

  it('names the table row (counted from one, in Persian digits)', () => {
    const answers = { t: [{ c2: '1405/01/01' }, { c1: 'x' }] };
    expect(checkForm(form(table), answers)).toEqual(
      fail('در جدول فیلد t ردیف ۲، مقدار فیلد c2 را وارد کنید.'),
    );
  });

  it('names the tab and then the row for a table inside an expansion tab', () => {
    expect(checkForm(form(expansion), { e: { t2: { t: [{ c2: '1405/01/01' }, {}] } } })).toEqual(
      fail('در فیلد e زبانه ۲، در جدول فیلد t ردیف ۲، مقدار فیلد c2 را وارد کنید.'),
    );
    expect(checkForm(form(expansion), {})).toEqual(fail('در فیلد e زبانه ۲، مقدار فیلد t را وارد کنید.'));
    expect(checkForm(form(expansion), { e: { t2: { t: [{ c2: '1405/01/01' }] } } })).toEqual(pass());
  });

  it('collects a file warning from inside a table row', () => {
    const files = f('t', 'table', { subform: { formFields: [f('p', 'file', { required: false })] } });
    expect(checkForm(form(files), { t: [{}, { p: 'x.pdf' }] })).toEqual(
      pass('فایل فیلد p بارگذاری نشده است و در نظر گرفته نمی‌شود.'),
    );
  });
});

describe('subforms are checked only when shown', () => {
  const sub = (displayType: 'notHide' | 'popup' | 'parent' | 'other', required = false) =>
    f('s', 'subform', {
      required,
      subform: { formFields: [f('inner', 'text')], triggerDisplay: { displayType } },
    });
  const missing = fail('مقدار فیلد الزامی فیلد inner را وارد کنید.');

  it.each(['notHide', 'popup'] as const)('%s is always checked', (displayType) => {
    expect(checkForm(form(sub(displayType)), {})).toEqual(missing);
    expect(checkForm(form(sub(displayType)), { s: { inner: 'x' } })).toEqual(pass());
  });

  it('parent is checked only with display-{id} on', () => {
    expect(checkForm(form(sub('parent')), {})).toEqual(pass());
    expect(checkForm(form(sub('parent')), { 'display-s': false })).toEqual(pass());
    expect(checkForm(form(sub('parent')), { 'display-s': true })).toEqual(missing);
  });

  it('other is never checked', () => {
    expect(checkForm(form(sub('other', true)), { 'display-s': true })).toEqual(pass());
  });

  it('a required shown subform must have a value', () => {
    expect(checkForm(form(sub('popup', true)), { s: {} })).toEqual(
      fail('مقدار فیلد الزامی فیلد s را وارد کنید.'),
    );
  });
});

describe('type checks beyond SPEC (crafted requests)', () => {
  it.each<[string, FormField, unknown, string]>([
    ['text as object', f('x', 'text'), { a: 1 }, FORM_CHECK_MESSAGES.notText('فیلد x')],
    ['text as number', f('x', 'text'), 12, FORM_CHECK_MESSAGES.notText('فیلد x')],
    ['bad national ID', f('x', 'text', { format: 'nationalId' }), '0499370898', 'فیلد x: کد ملی معتبر نیست.'],
    ['not a number', f('x', 'text', { format: 'number' }), '12a', 'فیلد x: فقط عدد وارد کنید.'],
    ['bad date', f('d', 'date'), '1405/13/01', FORM_CHECK_MESSAGES.badDate('فیلد d')],
    ['date as number', f('d', 'date'), 1405, FORM_CHECK_MESSAGES.badDate('فیلد d')],
    ['unknown option', f('s', 'select', { options: OPTIONS }), 'z', FORM_CHECK_MESSAGES.notOption('فیلد s')],
    [
      'option as object',
      f('s', 'radio', { options: OPTIONS }),
      { id: 'a' },
      FORM_CHECK_MESSAGES.notOption('فیلد s'),
    ],
    [
      'multi not a list',
      f('s', 'multilistbox', { options: OPTIONS }),
      'a',
      FORM_CHECK_MESSAGES.notList('فیلد s'),
    ],
    [
      'multi unknown',
      f('s', 'multiselect', { options: OPTIONS }),
      ['a', 'q'],
      FORM_CHECK_MESSAGES.notOption('فیلد s'),
    ],
    ['checkbox as text', f('c', 'checkbox'), 'yes', FORM_CHECK_MESSAGES.badCheckbox('فیلد c')],
    ['map out of range', f('m', 'map'), [95, 10], FORM_CHECK_MESSAGES.badMap('فیلد m')],
    ['map of blank text', f('m', 'map'), { lat: ' ', lng: '' }, FORM_CHECK_MESSAGES.badMap('فیلد m')],
    [
      'table not rows',
      f('t', 'table', { subform: { formFields: [] } }),
      'x',
      FORM_CHECK_MESSAGES.notRows('فیلد t'),
    ],
    [
      'row not an object',
      f('t', 'table', { subform: { formFields: [] } }),
      [1],
      FORM_CHECK_MESSAGES.notRows('فیلد t'),
    ],
  ])('%s is refused', (_, field, value, message) => {
    expect(checkForm(form(field), { [field.id]: value })).toEqual(fail(message));
  });

  it('accepts digits in any form, ISO dates, numbers for numeric text and drawn options', () => {
    const definition = form(
      f('n', 'text', { format: 'integer' }),
      f('m', 'text', { format: 'mobile' }),
      f('d', 'date'),
      f('i', 'date'),
      f('s', 'select', { sourceId: 4 }),
      f('p', 'map'),
    );
    const answers = {
      n: 12,
      m: '۰۹۱۲۱۲۳۴۵۶۷',
      d: '2026-11-22',
      i: '2026-11-22T10:00:00Z',
      s: 'anything',
      p: ['35.7', '51.4'],
    };
    expect(checkForm(definition, answers)).toEqual(pass());
  });

  it('ignores the answer object prototype', () => {
    expect(
      checkForm(form(f('__proto__', 'text'), f('constructor', 'text', { required: false })), {}),
    ).toEqual(fail('مقدار فیلد الزامی فیلد __proto__ را وارد کنید.'));
  });
});

/** An arbitrary field whose nested fields go at most `depth` levels further. */
function fieldArb(depth: number): fc.Arbitrary<FormField> {
  return fc
    .record({
      type: fc.constantFrom(...FIELD_TYPES),
      required: fc.boolean(),
      nested: depth > 0 ? fc.array(fieldArb(depth - 1), { maxLength: 3 }) : fc.constant<FormField[]>([]),
      displayType: fc.constantFrom('notHide', 'popup', 'parent', 'other' as const),
      format: fc.option(fc.constantFrom('nationalId', 'mobile', 'number', 'email' as const), {
        nil: undefined,
      }),
    })
    .map(({ type, required, nested, displayType, format }) => {
      const field: FormField = { id: 'x', fname: 'ف', ename: 'x', type, required };
      if (type === 'text' && format) field.format = format;
      if (
        ['radio', 'select', 'autocomplete', 'multiselect', 'multiautocomplete', 'multilistbox'].includes(type)
      ) {
        field.options = OPTIONS;
      }
      if (type === 'table' || type === 'subform')
        field.subform = { formFields: nested, triggerDisplay: { displayType } };
      if (type === 'expansion') field.tabs = [{ id: 't', name: 'ز', formInfo: { formFields: nested } }];
      return field;
    });
}

/** Arbitrary valid definitions, three levels deep at most. */
const definitionArb: fc.Arbitrary<FormDefinition> = fc
  .array(fieldArb(2), { maxLength: 6 })
  .map((formFields) => renumber({ formFields }));

/** Gives every field a unique id and ename so the generated definition is valid. */
function renumber(definition: FormDefinition): FormDefinition {
  let next = 0;
  const walk = (fields: FormField[]): FormField[] =>
    fields.map((field) => {
      const id = `f${next++}`;
      return {
        ...field,
        id,
        ename: id,
        subform: field.subform && { ...field.subform, formFields: walk(field.subform.formFields) },
        tabs: field.tabs?.map((tab) => ({
          ...tab,
          id: `${id}t`,
          formInfo: { formFields: walk(tab.formInfo.formFields) },
        })),
      };
    });
  return { formFields: walk(definition.formFields) };
}

describe('properties', () => {
  it('never throws on arbitrary JSON answers for a generated definition', () => {
    fc.assert(
      fc.property(definitionArb, fc.jsonValue(), (definition, answers) => {
        expect(formDefinition.safeParse(definition).success).toBe(true);
        const result = checkForm(definition, answers);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws when the answers use the generated ids with arbitrary values', () => {
    const ids = Array.from({ length: 30 }, (_, i) => `f${i}`);
    const answersArb = fc.dictionary(
      fc.constantFrom(...ids, ...ids.map(filePathKey), ...ids.map(displayKey)),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(definitionArb, answersArb, (definition, answers) => {
        const result = checkForm(definition, answers);
        if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});
