// The form designer's tree edits: each copies only the path from the root to what changed, so untouched
// fields and lists keep their object identity (memoised rows skip re-rendering).
import type { FormDefinition, FormField } from '@darvazeh/shared';

/** Where a field list lives: the form itself, a table's columns or a subform (parentId), or a tab. */
export interface ListAddress {
  parentId: string | null;
  tabId?: string | undefined;
}

/** What becomes of one field: itself changed, or null to remove it. */
export type FieldEdit = (field: FormField) => FormField | null;

/** Applies `edit` to the field `id` wherever it is nested (null removes it); untouched lists are kept. */
function editFields(fields: FormField[], id: string, edit: FieldEdit): FormField[] {
  let changed = false;
  const out: FormField[] = [];
  for (const field of fields) {
    const next = field.id === id ? edit(field) : editInside(field, id, edit);
    if (next !== field) changed = true;
    if (next) out.push(next);
  }
  return changed ? out : fields;
}

function editInside(field: FormField, id: string, edit: FieldEdit): FormField {
  let next = field;
  if (field.subform) {
    const formFields = editFields(field.subform.formFields, id, edit);
    if (formFields !== field.subform.formFields)
      next = { ...next, subform: { ...field.subform, formFields } };
  }
  if (field.tabs) {
    let tabsChanged = false;
    const tabs = field.tabs.map((tab) => {
      const formFields = editFields(tab.formInfo.formFields, id, edit);
      if (formFields === tab.formInfo.formFields) return tab;
      tabsChanged = true;
      return { ...tab, formInfo: { ...tab.formInfo, formFields } };
    });
    if (tabsChanged) next = { ...next, tabs };
  }
  return next;
}

export function editField(definition: FormDefinition, id: string, edit: FieldEdit): FormDefinition {
  const formFields = editFields(definition.formFields, id, edit);
  return formFields === definition.formFields ? definition : { ...definition, formFields };
}

/** Applies `edit` to the field list at `list`. */
export function editList(
  definition: FormDefinition,
  list: ListAddress,
  edit: (fields: FormField[]) => FormField[],
): FormDefinition {
  if (list.parentId === null) {
    const formFields = edit(definition.formFields);
    return formFields === definition.formFields ? definition : { ...definition, formFields };
  }
  return editField(definition, list.parentId, (parent) => {
    if (list.tabId === undefined)
      return {
        ...parent,
        subform: { ...parent.subform, formFields: edit(parent.subform?.formFields ?? []) },
      };
    return {
      ...parent,
      tabs: parent.tabs?.map((tab) =>
        tab.id === list.tabId
          ? { ...tab, formInfo: { ...tab.formInfo, formFields: edit(tab.formInfo.formFields) } }
          : tab,
      ),
    };
  });
}

/** Drops keys set to undefined, so a cleared property leaves no trace in the stored definition. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** `list` with the item at `from` moved to `to` (itself when either is out of range). */
export function move<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}
