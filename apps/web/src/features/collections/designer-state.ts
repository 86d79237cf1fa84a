// The form designer's state: the definition being built, edited only through this reducer. Every change
// copies just the path from the root to the changed field, so untouched fields keep their object identity
// and memoised rows skip re-rendering. Field ids are stable for the field's life (they are React keys
// and the answers' keys), and new ids, enames and names come from one counter.
import {
  CHOICE_TYPES,
  walkFields,
  type FieldType,
  type FormDefinition,
  type FormField,
  type FormStep,
} from '@darvazeh/shared';
import { collectionMessages, formMessages } from '../../lib/messages';
import { editField, editList, move, withoutUndefined, type ListAddress } from './designer-edits';
import { functionsReducer, type FunctionAction } from './designer-functions';

export const ROOT_LIST: ListAddress = { parentId: null };

export interface DesignerState {
  definition: FormDefinition;
  /** Source of new ids (`f{n}`, `t{n}`, `s{n}`) and suggested enames (`field_{n}`). */
  counter: number;
  /** The field added last, opened for editing when its row appears. */
  lastAddedId?: string | undefined;
  /** The function added last (functionKey), opened for editing when its row appears. */
  lastAddedFunction?: string | undefined;
}

export type DesignerAction =
  | { type: 'add'; list: ListAddress; fieldType: FieldType }
  | { type: 'remove'; id: string }
  | { type: 'move'; list: ListAddress; from: number; to: number }
  | { type: 'update'; id: string; patch: Partial<FormField> }
  | { type: 'addTab'; fieldId: string }
  | { type: 'renameTab'; fieldId: string; tabId: string; name: string }
  | { type: 'removeTab'; fieldId: string; tabId: string }
  | { type: 'addStep' }
  | { type: 'renameStep'; stepId: string; name: string }
  | { type: 'removeStep'; stepId: string }
  | { type: 'assignStep'; fieldId: string; stepId: string | null }
  | { type: 'setConfirmStep'; value: boolean }
  | FunctionAction;

/** Every id and ename in use (fields, tabs, steps), so a new one never collides with a loaded one. */
function usedNames(definition: FormDefinition): Set<string> {
  const used = new Set<string>((definition.formSteps ?? []).map((step) => step.id));
  walkFields(definition, (field) => {
    used.add(field.id);
    used.add(field.ename);
    field.tabs?.forEach((tab) => used.add(tab.id));
  });
  return used;
}

/** The next counter value whose every derived name (`{prefix}{n}`, `field_{n}`) is free. */
function nextFree(state: DesignerState, prefixes: string[]): number {
  const used = usedNames(state.definition);
  let n = state.counter;
  while (prefixes.some((prefix) => used.has(`${prefix}${n}`))) n += 1;
  return n;
}

/** A new field of `type` numbered `n`, with what the type needs to be valid at once. */
export function newField(type: FieldType, n: number): FormField {
  const field: FormField = {
    id: `f${n}`,
    fname: collectionMessages.field.newName(collectionMessages.fieldTypes[type], n),
    ename: `field_${n}`,
    type,
  };
  if (CHOICE_TYPES.includes(type)) field.options = [{ id: 1, fname: collectionMessages.options.newName(1) }];
  if (type === 'table') field.subform = { formFields: [] };
  if (type === 'subform') field.subform = { formFields: [], triggerDisplay: { displayType: 'notHide' } };
  if (type === 'expansion')
    field.tabs = [{ id: `t${n}`, name: collectionMessages.tabs.newName(1), formInfo: { formFields: [] } }];
  if (type === 'chart') field.chartType = 'bar';
  return field;
}

/** The counter to continue from for a loaded definition: past every numbered id already in it. */
export function initDesignerState(definition: FormDefinition): DesignerState {
  let highest = 0;
  for (const name of usedNames(definition)) {
    const number = /^(?:f|t|s|field_)(\d+)$/.exec(name)?.[1];
    if (number) highest = Math.max(highest, Number(number));
  }
  return { definition, counter: highest + 1 };
}

function editSteps(definition: FormDefinition, edit: (steps: FormStep[]) => FormStep[]): FormDefinition {
  return { ...definition, formSteps: edit(definition.formSteps ?? []) };
}

/** The designer's reducer: pure, one action per user gesture. */
export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  const { definition } = state;
  const withDefinition = (next: FormDefinition): DesignerState =>
    next === definition ? state : { ...state, definition: next };
  switch (action.type) {
    case 'add': {
      const n = nextFree(state, ['f', 't', 'field_']);
      const field = newField(action.fieldType, n);
      const next = editList(definition, action.list, (fields) => [...fields, field]);
      return { definition: next, counter: n + 1, lastAddedId: field.id };
    }
    case 'remove':
      return withDefinition(editField(definition, action.id, () => null));
    case 'move':
      return withDefinition(
        editList(definition, action.list, (fields) => move(fields, action.from, action.to)),
      );
    case 'update':
      return withDefinition(
        editField(definition, action.id, (field) => withoutUndefined({ ...field, ...action.patch })),
      );
    case 'addTab': {
      const n = nextFree(state, ['t']);
      return {
        ...state,
        counter: n + 1,
        definition: editField(definition, action.fieldId, (field) => {
          const tabs = field.tabs ?? [];
          const name = collectionMessages.tabs.newName(tabs.length + 1);
          return { ...field, tabs: [...tabs, { id: `t${n}`, name, formInfo: { formFields: [] } }] };
        }),
      };
    }
    case 'renameTab':
      return withDefinition(
        editField(definition, action.fieldId, (field) => ({
          ...field,
          tabs: field.tabs?.map((tab) => (tab.id === action.tabId ? { ...tab, name: action.name } : tab)),
        })),
      );
    case 'removeTab':
      return withDefinition(
        editField(definition, action.fieldId, (field) => ({
          ...field,
          tabs: field.tabs?.filter((tab) => tab.id !== action.tabId),
        })),
      );
    case 'addStep': {
      const n = nextFree(state, ['s']);
      const name = formMessages.stepName((definition.formSteps?.length ?? 0) + 1);
      const next = editSteps(definition, (steps) => [...steps, { id: `s${n}`, name }]);
      return { ...state, counter: n + 1, definition: next };
    }
    case 'renameStep':
      return withDefinition(
        editSteps(definition, (steps) =>
          steps.map((step) => (step.id === action.stepId ? { ...step, name: action.name } : step)),
        ),
      );
    case 'removeStep': {
      // Fields of a removed step fall back to no step, so no field points at a step that is gone.
      const formFields = definition.formFields.map((field) =>
        field.stepId === action.stepId ? withoutUndefined({ ...field, stepId: undefined }) : field,
      );
      const steps = editSteps({ ...definition, formFields }, (list) =>
        list.filter((step) => step.id !== action.stepId),
      );
      return withDefinition(steps);
    }
    case 'assignStep':
      return withDefinition(
        editField(definition, action.fieldId, (field) =>
          withoutUndefined({ ...field, stepId: action.stepId ?? undefined }),
        ),
      );
    case 'setConfirmStep':
      return withDefinition({ ...definition, hasConfirmStep: action.value });
    case 'addFunction':
    case 'updateFunction':
    case 'removeFunction':
    case 'moveFunction':
      return functionsReducer(state, action);
  }
}
