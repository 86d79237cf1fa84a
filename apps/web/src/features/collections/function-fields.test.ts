import { describe, expect, it } from 'vitest';
import { formDefinitionError, type FormDefinition, type FormField } from '@darvazeh/shared';
import { functionsOf } from './designer-functions';
import { designerReducer, initDesignerState, type DesignerAction } from './designer-state';
import {
  designFunctionProblems,
  flowFieldsOf,
  previewDefinition,
  watchableFields,
  withFunctionFields,
} from './function-fields';

const field = (id: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  id,
  fname: `فیلد ${id}`,
  ename: `e_${id}`,
  type,
  ...extra,
});

/** A select, a button, a subform holding a subform, a table holding a subform, and a tab holding one. */
const formFields: FormField[] = [
  field('pick', 'select', { options: [{ id: 1, fname: 'الف' }] }),
  field('go', 'button'),
  field('outer', 'subform', {
    subform: { formFields: [field('inner', 'subform', { subform: { formFields: [] } })] },
  }),
  field('rows', 'table', {
    subform: { formFields: [field('cell', 'subform', { subform: { formFields: [] } })] },
  }),
  field('tabs', 'expansion', {
    tabs: [
      {
        id: 't1',
        name: 'زبانه',
        formInfo: { formFields: [field('tabbed', 'subform', { subform: { formFields: [] } })] },
      },
    ],
  }),
];

const run = (actions: DesignerAction[], from: FormDefinition = { formFields }) =>
  actions.reduce(designerReducer, initDesignerState(from));

describe('what a form’s functions may name', () => {
  it('offers the top-level answers by ename and the subforms outside tables by id alone', () => {
    expect(flowFieldsOf(formFields).map((f) => [f.id, f.ename])).toEqual([
      ['pick', 'e_pick'],
      ['outer', 'e_outer'],
      ['rows', 'e_rows'],
      ['tabs', 'e_tabs'],
      ['inner', ''],
      ['tabbed', ''],
    ]);
  });

  it('starts a change on any answer at any depth and a click on a button, nested ones named with their place', () => {
    expect(watchableFields(formFields, 'click').map((f) => f.label)).toEqual(['فیلد go']);
    const change = watchableFields(formFields, 'change');
    expect(change.map((f) => f.id)).toEqual(['pick', 'outer', 'inner', 'rows', 'cell', 'tabs', 'tabbed']);
    expect(change.find((f) => f.id === 'inner')?.label).toBe('فیلد inner در فیلد outer');
  });
});

describe('the designer’s function actions', () => {
  it('adds, edits, moves and removes functions of the form, of a subform and of a tab', () => {
    const state = run([
      { type: 'addFunction', owner: null },
      { type: 'addFunction', owner: null },
      { type: 'updateFunction', owner: null, id: 'fn1', patch: { callOn: 'change', relatedId: 'pick' } },
      { type: 'moveFunction', owner: null, from: 0, to: 1 },
      { type: 'addFunction', owner: { fieldId: 'outer' } },
      { type: 'addFunction', owner: { fieldId: 'tabs', tabId: 't1' } },
      { type: 'removeFunction', owner: null, id: 'fn2' },
    ]);
    expect(functionsOf(state.definition, null)).toEqual([
      { id: 'fn1', fname: 'تابع ۱', callOn: 'change', relatedId: 'pick', expressions: [] },
    ]);
    expect(functionsOf(state.definition, { fieldId: 'outer' }).map((fn) => fn.id)).toEqual(['fn1']);
    // A tab's own list (tabs[].formInfo.functions), apart from the subform's.
    expect(functionsOf(state.definition, { fieldId: 'tabs', tabId: 't1' }).map((fn) => fn.id)).toEqual([
      'fn1',
    ]);
    expect(state.definition.formFields[4]?.tabs?.[0]?.formInfo.functions).toHaveLength(1);
    expect(state.lastAddedFunction).toBe('tabs.t1/fn1');
    expect(formDefinitionError(withFunctionFields(state.definition))).toBeNull();
  });

  it('names each function’s problem in Persian, and the preview leaves out what the schema refuses', () => {
    const state = run([
      { type: 'addFunction', owner: null },
      { type: 'updateFunction', owner: null, id: 'fn1', patch: { callOn: 'click', fname: ' ' } },
      { type: 'addFunction', owner: null },
      { type: 'updateFunction', owner: null, id: 'fn2', patch: { callOn: 'change', relatedId: 'gone' } },
    ]);
    expect(designFunctionProblems(state.definition)).toEqual([
      'تابع « »: «نام تابع» را وارد کنید. «فیلد مربوط» را برگزینید.',
      'تابع «تابع ۲»: فیلد مربوط دیگر در فرم نیست؛ فیلد دیگری برگزینید یا تابع را حذف کنید.',
    ]);
    expect(previewDefinition(state.definition).functions?.map((fn) => fn.id)).toEqual(['fn2']);
  });

  it('stores every function with the form’s fields and its derived side, a definition without any untouched', () => {
    const plain: FormDefinition = { formFields };
    expect(withFunctionFields(plain)).toBe(plain);
    const state = run([
      { type: 'addFunction', owner: { fieldId: 'outer' } },
      {
        type: 'updateFunction',
        owner: { fieldId: 'outer' },
        id: 'fn1',
        patch: { expressions: [{ id: 'r', type: 'read', collectionId: 3, into: 'found' }] },
      },
    ]);
    const stored = withFunctionFields(state.definition).formFields[2]?.subform?.functions?.[0];
    expect(stored).toMatchObject({ isServerSide: true, usedFieldInfos: [] });
    expect(stored?.formFields?.find((f) => f.id === 'inner')).toEqual({
      id: 'inner',
      fname: 'فیلد inner',
      type: 'subform',
    });
  });
});
