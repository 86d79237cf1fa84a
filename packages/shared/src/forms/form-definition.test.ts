import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_FIELDS, stripAuditFields } from '../schemas/envelope.js';
import {
  FIELD_TYPES,
  formDefinitionError,
  formFunctionList,
  type FormDefinition,
  type FormField,
} from './form-definition.js';

/** A valid field of any type, with what its type needs. */
function sampleField(type: (typeof FIELD_TYPES)[number], id: string): FormField {
  const field: FormField = { id, fname: `فیلد ${id}`, ename: `f_${id}`, type };
  if (
    ['radio', 'select', 'autocomplete', 'multiselect', 'multiautocomplete', 'multilistbox'].includes(type)
  ) {
    field.options = [
      { id: 'a', fname: 'الف' },
      { id: 2, fname: 'ب' },
    ];
  }
  if (type === 'table' || type === 'subform') {
    field.subform = { formFields: [{ id: `${id}c`, fname: 'ستون', ename: 'col', type: 'text' }] };
  }
  if (type === 'expansion') {
    field.tabs = [{ id: `${id}t`, name: 'زبانه', formInfo: { formFields: [] } }];
  }
  return field;
}

describe('form definition schema', () => {
  it('accepts a field of each of the 23 types, steps, functions and the confirm step', () => {
    expect(FIELD_TYPES).toHaveLength(23);
    const definition = {
      formSteps: [{ id: 's1', name: 'گام ۱' }],
      formFields: FIELD_TYPES.map((type, i) => sampleField(type, `x${i}`)),
      functions: [],
      hasConfirmStep: true,
    };
    expect(formDefinitionError(definition)).toBeNull();
  });

  it('accepts options drawn from a collection or a query instead of typed ones', () => {
    const field = { id: 'a', fname: 'شهر', ename: 'city', type: 'select' };
    expect(formDefinitionError({ formFields: [{ ...field, sourceId: 12 }] })).toBeNull();
    expect(formDefinitionError({ formFields: [{ ...field, queryId: 'q1' }] })).toBeNull();
  });

  it.each([
    [null, 'تعریف فرم معتبر نیست:'],
    [{}, 'مقدار formFields معتبر نیست:'],
    [
      { formFields: [{ id: 'a', fname: 'الف', ename: 'a', type: 'color' }] },
      'مقدار formFields[0].type معتبر نیست: نوع فیلد معتبر نیست.',
    ],
    [
      { formFields: [{ id: 'a', fname: 'الف', ename: '1a', type: 'text' }] },
      'مقدار formFields[0].ename معتبر نیست:',
    ],
    [
      { formFields: [{ id: 'a', fname: 'الف', ename: 'a b', type: 'text' }] },
      'مقدار formFields[0].ename معتبر نیست:',
    ],
    [
      { formFields: [{ id: 'a', fname: '', ename: 'a', type: 'text' }] },
      'مقدار formFields[0].fname معتبر نیست: عنوان فیلد را وارد کنید.',
    ],
    [
      { formFields: [{ id: 'a', fname: 'الف', ename: 'a', type: 'select' }] },
      'مقدار formFields[0].options معتبر نیست: گزینه‌های فیلد را وارد کنید یا منبع آن را برگزینید.',
    ],
    [
      { formFields: [{ id: 'a', fname: 'الف', ename: 'a', type: 'table' }] },
      'مقدار formFields[0].subform معتبر نیست: ستون‌های جدول را تعریف کنید.',
    ],
    [
      { formFields: [{ id: 'a', fname: 'الف', ename: 'a', type: 'expansion' }] },
      'مقدار formFields[0].tabs معتبر نیست:',
    ],
    [
      {
        formFields: [
          { id: 'doc', fname: 'سند', ename: 'doc', type: 'file' },
          { id: 'doc-path', fname: 'مسیر', ename: 'docPath', type: 'text' },
        ],
      },
      'مقدار formFields[1].id معتبر نیست: شناسه فیلد با -path تمام نمی‌شود',
    ],
    [
      { formFields: [{ id: 'display-s', fname: 'الف', ename: 'a', type: 'checkbox' }] },
      'مقدار formFields[0].id معتبر نیست: شناسه فیلد با -path تمام نمی‌شود',
    ],
    [
      {
        formFields: [
          {
            ...sampleField('expansion', 'e'),
            tabs: [
              { id: 't', name: 'یک', formInfo: { formFields: [] } },
              { id: 't', name: 'دو', formInfo: { formFields: [] } },
            ],
          },
        ],
      },
      'مقدار formFields[0].tabs[1].id معتبر نیست: شناسه زبانه t تکراری است.',
    ],
    [
      { formFields: [{ id: '__proto__', fname: 'الف', ename: 'a', type: 'text' }] },
      'مقدار formFields[0].id معتبر نیست: این شناسه برای فیلد مجاز نیست.',
    ],
    [
      { formFields: [{ id: 'a', fname: 'الف', ename: 'constructor', type: 'text' }] },
      'مقدار formFields[0].ename معتبر نیست: این نام انگلیسی برای فیلد مجاز نیست.',
    ],
    [
      { formFields: [{ id: 'a', fname: 'الف', ename: 'a', type: 'date', format: 'mobile' }] },
      'مقدار formFields[0].format معتبر نیست: قالب فقط برای فیلد متنی است.',
    ],
  ])('refuses %j with the path', (value, message) => {
    expect(formDefinitionError(value)).toContain(message);
  });

  it('names the deep path of an error inside a tab', () => {
    const definition = {
      formFields: [
        sampleField('text', 'a'),
        sampleField('date', 'b'),
        {
          ...sampleField('expansion', 'c'),
          tabs: [
            {
              id: 't1',
              name: 'زبانه',
              formInfo: {
                formFields: [sampleField('text', 'd'), { id: 'e', fname: 'ه', ename: 'e', type: 'nope' }],
              },
            },
          ],
        },
      ],
    };
    expect(formDefinitionError(definition)).toBe(
      'مقدار formFields[2].tabs[0].formInfo.formFields[1].type معتبر نیست: نوع فیلد معتبر نیست.',
    );
  });

  it('refuses a subform trigger display it does not know, with the path', () => {
    const table = sampleField('subform', 'a');
    const definition = {
      formFields: [{ ...table, subform: { ...table.subform, triggerDisplay: { displayType: 'modal' } } }],
    };
    expect(formDefinitionError(definition)).toBe(
      'مقدار formFields[0].subform.triggerDisplay.displayType معتبر نیست: نوع نمایش زیرفرم معتبر نیست.',
    );
    for (const displayType of ['notHide', 'popup', 'parent', 'other']) {
      const ok = {
        formFields: [
          { ...table, subform: { ...table.subform, triggerDisplay: { displayType, title: 'x' } } },
        ],
      };
      expect(formDefinitionError(ok)).toBeNull();
    }
  });

  it('refuses the same ename twice in one level, but allows it in another level', () => {
    const twice = { formFields: [sampleField('text', 'a'), { ...sampleField('date', 'b'), ename: 'f_a' }] };
    expect(formDefinitionError(twice)).toBe(
      'مقدار formFields[1].ename معتبر نیست: نام انگلیسی f_a تکراری است.',
    );
    const table = sampleField('table', 't');
    const nested = { formFields: [{ ...sampleField('text', 'a'), ename: 'col' }, table] };
    expect(formDefinitionError(nested)).toBeNull();
  });

  it('refuses the same id anywhere in the definition, naming the second place', () => {
    const table = sampleField('table', 't');
    const definition = {
      formFields: [
        sampleField('text', 'a'),
        { ...table, subform: { formFields: [{ ...sampleField('text', 'a'), ename: 'x' }] } },
      ],
    };
    expect(formDefinitionError(definition)).toBe(
      'مقدار formFields[1].subform.formFields[0].id معتبر نیست: شناسه a تکراری است.',
    );
  });
});

describe('embedded functions', () => {
  const select = {
    id: 'city',
    fname: 'شهر',
    ename: 'city',
    type: 'select',
    options: [{ id: 'a', fname: 'الف' }],
  };
  const sub = {
    id: 'more',
    fname: 'جزئیات',
    ename: 'more',
    type: 'subform',
    subform: { formFields: [{ id: 'note', fname: 'یادداشت', ename: 'note', type: 'text' }] },
  };
  const onChange = (overrides: Record<string, unknown> = {}) => ({
    id: 'hide',
    fname: 'پنهان کردن جزئیات',
    callOn: 'change',
    relatedId: 'city',
    expressions: [{ id: 'h', type: 'hideSubform', fieldId: 'more' }],
    ...overrides,
  });

  it('keeps accepting what stored definitions hold: no functions, or an empty list', () => {
    expect(formDefinitionError({ formFields: [select] })).toBeNull();
    expect(formDefinitionError({ formFields: [select], functions: [] })).toBeNull();
    expect(
      formDefinitionError({ formFields: [{ ...sub, subform: { ...sub.subform, functions: [] } }] }),
    ).toBeNull();
  });

  it('accepts functions on the form and on a subform, checked by the flow model', () => {
    const definition = {
      formFields: [
        select,
        { ...sub, subform: { ...sub.subform, functions: [onChange({ relatedId: 'note' })] } },
      ],
      functions: [onChange(), onChange({ id: 'load', callOn: 'load', relatedId: null })],
    };
    expect(formDefinitionError(definition)).toBeNull();
  });

  it.each([
    [
      'an unknown expression type',
      { expressions: [{ id: 'x', type: 'eval', code: '1' }] },
      'مقدار functions[0].expressions[0].type معتبر نیست:',
    ],
    ['a change function without its field', { relatedId: null }, 'مقدار functions[0].relatedId معتبر نیست:'],
  ])('refuses %s, naming the path', (_, overrides, message) => {
    expect(formDefinitionError({ formFields: [select, sub], functions: [onChange(overrides)] })).toContain(
      message,
    );
  });

  it('keeps a change function whose field is gone (the designer removed it; the function never runs)', () => {
    expect(formDefinitionError({ formFields: [sub], functions: [onChange()] })).toBeNull();
  });

  it('refuses the same function id twice in one list', () => {
    expect(formDefinitionError({ formFields: [select, sub], functions: [onChange(), onChange()] })).toBe(
      'مقدار functions[1].id معتبر نیست: شناسه تابع hide تکراری است.',
    );
  });

  it('refuses more than 50 functions on one form', () => {
    const many = Array.from({ length: 51 }, (_, i) => onChange({ id: `f${i}` }));
    expect(formDefinitionError({ formFields: [select, sub], functions: many })).toBe(
      'مقدار functions معتبر نیست: حداکثر ۵۰ تابع در هر فرم مجاز است.',
    );
  });
});

describe('audit fields', () => {
  it('are removed before resubmission, and stripping twice changes nothing', () => {
    const record = {
      name: 'x',
      createdAt: 'a',
      creatorId: 1,
      updatedAt: null,
      updaterId: 2,
      deletedAt: null,
      deleterId: 3,
    };
    expect(stripAuditFields(record)).toEqual({ name: 'x' });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(fc.constantFrom(...AUDIT_FIELDS, 'name', 'id'), fc.jsonValue()),
        ),
        (value) => {
          const once = stripAuditFields(value);
          expect(stripAuditFields(once)).toEqual(once);
          if (once && typeof once === 'object' && !Array.isArray(once)) {
            for (const key of AUDIT_FIELDS) expect(Object.hasOwn(once, key)).toBe(false);
          }
        },
      ),
    );
  });
});

describe('formFunctionList', () => {
  const fn = (id: string) => ({ id, fname: id, callOn: 'load' as const, expressions: [] });
  const text = (id: string): FormField => ({ id, fname: id, ename: id, type: 'text' });

  it('lists the form’s functions, then nested subforms’ and tabs’ with qualified ids, none below a table', () => {
    const definition: FormDefinition = {
      functions: [fn('a')],
      formFields: [
        {
          ...text('sub'),
          type: 'subform',
          subform: {
            formFields: [
              text('in'),
              { ...text('deep'), type: 'subform', subform: { formFields: [], functions: [fn('c')] } },
            ],
            functions: [fn('a')],
          },
        },
        {
          ...text('exp'),
          type: 'expansion',
          tabs: [{ id: 't1', name: 'زبانه', formInfo: { formFields: [text('x')], functions: [fn('b')] } }],
        },
        {
          ...text('rows'),
          type: 'table',
          subform: { formFields: [text('col')], functions: [fn('never')] },
        },
      ],
    };
    expect(formFunctionList(definition).map((f) => f.id)).toEqual(['a', 'sub/a', 'sub/deep/c', 'exp/t1/b']);
  });
});
