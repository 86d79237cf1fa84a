// The form designer's function lists: the form's own, a subform's (`subform.functions`) and a tab's
// (`tabs[].formInfo.functions`), and the reducer of their four actions.
import { MAX_FORM_FUNCTIONS, walkFields, type FlowFunction, type FormDefinition } from '@darvazeh/shared';
import { collectionMessages } from '../../lib/messages';
import { editField, move, withoutUndefined } from './designer-edits';

/**
 * Whose functions a list is: the form's own (null), a subform field's (`{ fieldId }`), or one tab's of an
 * expansion field (`{ fieldId, tabId }`).
 */
export type FunctionOwner = { fieldId: string; tabId?: string | undefined } | null;

/** The owner as one word: the form's `form`, a subform's field id, a tab's `field.tab`. */
export function ownerKey(owner: FunctionOwner): string {
  if (owner === null) return 'form';
  return owner.tabId === undefined ? owner.fieldId : `${owner.fieldId}.${owner.tabId}`;
}

/** A function's key across the designer: its owner and its id (ids are unique only within their list). */
export const functionKey = (owner: FunctionOwner, id: string | number): string => `${ownerKey(owner)}/${id}`;

/** The functions of `owner`. */
export function functionsOf(definition: FormDefinition, owner: FunctionOwner): FlowFunction[] {
  if (owner === null) return definition.functions ?? [];
  let found: FlowFunction[] = [];
  walkFields(definition, (field) => {
    if (field.id !== owner.fieldId) return;
    found =
      owner.tabId === undefined
        ? (field.subform?.functions ?? [])
        : (field.tabs?.find((tab) => tab.id === owner.tabId)?.formInfo.functions ?? []);
  });
  return found;
}

/** Applies `edit` to the function list of `owner`. */
function editFunctions(
  definition: FormDefinition,
  owner: FunctionOwner,
  edit: (functions: FlowFunction[]) => FlowFunction[],
): FormDefinition {
  if (owner === null) return { ...definition, functions: edit(definition.functions ?? []) };
  const { tabId } = owner;
  return editField(definition, owner.fieldId, (field) =>
    tabId === undefined
      ? {
          ...field,
          subform: {
            ...field.subform,
            formFields: field.subform?.formFields ?? [],
            functions: edit(field.subform?.functions ?? []),
          },
        }
      : {
          ...field,
          tabs: field.tabs?.map((tab) =>
            tab.id === tabId
              ? { ...tab, formInfo: { ...tab.formInfo, functions: edit(tab.formInfo.functions ?? []) } }
              : tab,
          ),
        },
  );
}

/** A new function numbered after the list's own (`fn{n}`; ids are unique within one list). */
function newFunction(functions: readonly FlowFunction[]): FlowFunction {
  const ids = new Set(functions.map((fn) => String(fn.id)));
  let n = functions.length + 1;
  while (ids.has(`fn${n}`)) n += 1;
  return { id: `fn${n}`, fname: collectionMessages.functions.newName(n), callOn: 'load', expressions: [] };
}

/** The designer's actions on a function list. */
export type FunctionAction =
  | { type: 'addFunction'; owner: FunctionOwner }
  | { type: 'updateFunction'; owner: FunctionOwner; id: string; patch: Partial<FlowFunction> }
  | { type: 'removeFunction'; owner: FunctionOwner; id: string }
  | { type: 'moveFunction'; owner: FunctionOwner; from: number; to: number };

/** The designer's reducer for a function list's actions (the rest of the state is kept). */
export function functionsReducer<
  S extends { definition: FormDefinition; lastAddedFunction?: string | undefined },
>(state: S, action: FunctionAction): S {
  const { definition } = state;
  const withDefinition = (next: FormDefinition): S =>
    next === definition ? state : { ...state, definition: next };
  switch (action.type) {
    case 'addFunction': {
      const functions = functionsOf(definition, action.owner);
      if (functions.length >= MAX_FORM_FUNCTIONS) return state;
      const fn = newFunction(functions);
      return {
        ...state,
        definition: editFunctions(definition, action.owner, (list) => [...list, fn]),
        lastAddedFunction: functionKey(action.owner, fn.id),
      };
    }
    case 'updateFunction':
      return withDefinition(
        editFunctions(definition, action.owner, (list) =>
          list.map((fn) => (String(fn.id) === action.id ? withoutUndefined({ ...fn, ...action.patch }) : fn)),
        ),
      );
    case 'removeFunction':
      return withDefinition(
        editFunctions(definition, action.owner, (list) => list.filter((fn) => String(fn.id) !== action.id)),
      );
    case 'moveFunction':
      return withDefinition(
        editFunctions(definition, action.owner, (list) => move(list, action.from, action.to)),
      );
  }
}
