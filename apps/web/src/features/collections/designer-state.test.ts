import { describe, expect, it } from 'vitest';
import { formDefinitionError, type FormDefinition } from '@darvazeh/shared';
import {
  designerReducer,
  initDesignerState,
  ROOT_LIST,
  type DesignerAction,
  type DesignerState,
} from './designer-state';

const run = (actions: DesignerAction[], from: FormDefinition = { formFields: [] }): DesignerState =>
  actions.reduce(designerReducer, initDesignerState(from));

describe('the designer reducer', () => {
  it('adds fields with fresh ids and enames, ready to pass the shared check', () => {
    const state = run([
      { type: 'add', list: ROOT_LIST, fieldType: 'text' },
      { type: 'add', list: ROOT_LIST, fieldType: 'select' },
      { type: 'add', list: ROOT_LIST, fieldType: 'expansion' },
    ]);
    const fields = state.definition.formFields;
    expect(fields.map((f) => [f.id, f.ename, f.type])).toEqual([
      ['f1', 'field_1', 'text'],
      ['f2', 'field_2', 'select'],
      ['f3', 'field_3', 'expansion'],
    ]);
    expect(fields[1]?.options).toHaveLength(1);
    expect(fields[2]?.tabs?.map((t) => t.id)).toEqual(['t3']);
    expect(formDefinitionError(state.definition)).toBeNull();
  });

  it('continues numbering past the ids of a loaded definition', () => {
    const loaded: FormDefinition = {
      formFields: [{ id: 'f7', fname: 'نام', ename: 'field_9', type: 'text' }],
    };
    const state = run([{ type: 'add', list: ROOT_LIST, fieldType: 'date' }], loaded);
    expect(state.definition.formFields[1]).toMatchObject({ id: 'f10', ename: 'field_10' });
  });

  it('removes and moves fields, keeping the untouched ones by identity', () => {
    const built = run([
      { type: 'add', list: ROOT_LIST, fieldType: 'text' },
      { type: 'add', list: ROOT_LIST, fieldType: 'date' },
      { type: 'add', list: ROOT_LIST, fieldType: 'map' },
    ]);
    const [first, second, third] = built.definition.formFields;
    const moved = designerReducer(built, { type: 'move', list: ROOT_LIST, from: 2, to: 0 });
    expect(moved.definition.formFields).toEqual([third, first, second]);
    expect(moved.definition.formFields[1]).toBe(first);
    const removed = designerReducer(moved, { type: 'remove', id: 'f1' });
    expect(removed.definition.formFields.map((f) => f.id)).toEqual(['f3', 'f2']);
    expect(designerReducer(removed, { type: 'move', list: ROOT_LIST, from: 0, to: 5 })).toBe(removed);
  });

  it('updates one field and leaves its siblings as the same objects', () => {
    const built = run([
      { type: 'add', list: ROOT_LIST, fieldType: 'text' },
      { type: 'add', list: ROOT_LIST, fieldType: 'text' },
    ]);
    const next = designerReducer(built, {
      type: 'update',
      id: 'f1',
      patch: { fname: 'نام', required: true, format: 'mobile' },
    });
    expect(next.definition.formFields[0]).toMatchObject({ fname: 'نام', required: true, format: 'mobile' });
    expect(next.definition.formFields[1]).toBe(built.definition.formFields[1]);
    const cleared = designerReducer(next, { type: 'update', id: 'f1', patch: { format: undefined } });
    expect(cleared.definition.formFields[0]).not.toHaveProperty('format');
  });

  it('edits table columns, subform fields and tab fields with the same actions', () => {
    const state = run([
      { type: 'add', list: ROOT_LIST, fieldType: 'table' },
      { type: 'add', list: { parentId: 'f1' }, fieldType: 'text' },
      { type: 'add', list: { parentId: 'f1' }, fieldType: 'date' },
      { type: 'move', list: { parentId: 'f1' }, from: 1, to: 0 },
      { type: 'add', list: ROOT_LIST, fieldType: 'expansion' },
      { type: 'addTab', fieldId: 'f4' },
      { type: 'renameTab', fieldId: 'f4', tabId: 't5', name: 'سوابق' },
      { type: 'add', list: { parentId: 'f4', tabId: 't5' }, fieldType: 'checkbox' },
      { type: 'update', id: 'f6', patch: { required: true } },
      { type: 'add', list: ROOT_LIST, fieldType: 'subform' },
      {
        type: 'update',
        id: 'f7',
        patch: { subform: { formFields: [], triggerDisplay: { displayType: 'popup' } } },
      },
      { type: 'add', list: { parentId: 'f7' }, fieldType: 'text' },
    ]);
    const [table, expansion, subform] = state.definition.formFields;
    expect(table?.subform?.formFields.map((f) => f.type)).toEqual(['date', 'text']);
    expect(expansion?.tabs?.map((t) => t.name)).toEqual(['زبانه ۱', 'سوابق']);
    expect(expansion?.tabs?.[1]?.formInfo.formFields).toEqual([
      expect.objectContaining({ id: 'f6', type: 'checkbox', required: true }),
    ]);
    expect(subform?.subform).toMatchObject({
      triggerDisplay: { displayType: 'popup' },
      formFields: [expect.objectContaining({ id: 'f8' })],
    });
    expect(formDefinitionError(state.definition)).toBeNull();

    const noTab = designerReducer(state, { type: 'removeTab', fieldId: 'f4', tabId: 't5' });
    expect(noTab.definition.formFields[1]?.tabs?.map((t) => t.id)).toEqual(['t4']);
    const noColumn = designerReducer(state, { type: 'remove', id: 'f3' });
    expect(noColumn.definition.formFields[0]?.subform?.formFields.map((f) => f.id)).toEqual(['f2']);
    expect(noColumn.definition.formFields[1]).toBe(expansion);
  });

  it('adds, renames and removes steps; a removed step frees its fields', () => {
    const state = run([
      { type: 'add', list: ROOT_LIST, fieldType: 'text' },
      { type: 'add', list: ROOT_LIST, fieldType: 'date' },
      { type: 'addStep' },
      { type: 'addStep' },
      { type: 'renameStep', stepId: 's4', name: 'مدارک' },
      { type: 'assignStep', fieldId: 'f1', stepId: 's3' },
      { type: 'assignStep', fieldId: 'f2', stepId: 's4' },
      { type: 'setConfirmStep', value: true },
    ]);
    expect(state.definition.formSteps).toEqual([
      { id: 's3', name: 'مرحله ۱' },
      { id: 's4', name: 'مدارک' },
    ]);
    expect(state.definition.formFields.map((f) => f.stepId)).toEqual(['s3', 's4']);
    expect(state.definition.hasConfirmStep).toBe(true);
    expect(formDefinitionError(state.definition)).toBeNull();

    const removed = designerReducer(state, { type: 'removeStep', stepId: 's4' });
    expect(removed.definition.formSteps?.map((s) => s.id)).toEqual(['s3']);
    expect(removed.definition.formFields[1]).not.toHaveProperty('stepId');
    const unassigned = designerReducer(state, { type: 'assignStep', fieldId: 'f1', stepId: null });
    expect(unassigned.definition.formFields[0]).not.toHaveProperty('stepId');
  });
});
