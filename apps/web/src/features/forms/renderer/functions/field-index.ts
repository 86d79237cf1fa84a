// Where a function's field ids live in the renderer's store. A function names fields by id (field ids are
// unique across every level of a definition); the store keys answers by dot-joined paths. Fields inside a
// table repeat per row, so they have no single key and functions cannot address them.
import {
  displayKey,
  isDisplayOnly,
  type FieldType,
  type FormDefinition,
  type FormField,
} from '@darvazeh/shared';
import { joinKey } from '../form-store';

/** The keys of one form's fields, by field id. */
export interface FieldIndex {
  /** Field id → the store key of its answer (fields outside tables). */
  answerKeys: ReadonlyMap<string, string>;
  /** Subform field id → the store key of its `display-{id}` flag (subforms outside tables). */
  displayKeys: ReadonlyMap<string, string>;
  /** Field id → its type, at every level. */
  types: ReadonlyMap<string, FieldType>;
  /** The top-level fields that hold an answer: a function sees each of them (null when unanswered). */
  topLevel: readonly string[];
}

/** Indexes a definition's fields: answer and display-flag keys, types, and the answerable top level. */
export function indexFields(definition: FormDefinition): FieldIndex {
  const answerKeys = new Map<string, string>();
  const displayKeys = new Map<string, string>();
  const types = new Map<string, FieldType>();
  const visit = (fields: readonly FormField[], base: string | null) => {
    for (const field of fields) {
      types.set(field.id, field.type);
      const key = base === null ? null : joinKey(base, field.id);
      if (base !== null && key !== null) {
        answerKeys.set(field.id, key);
        if (field.type === 'subform') displayKeys.set(field.id, joinKey(base, displayKey(field.id)));
      }
      // A table's rows repeat its columns: below a table nothing has one key.
      const inner = field.type === 'table' ? null : key;
      if (field.subform) visit(field.subform.formFields, inner);
      for (const tab of field.tabs ?? [])
        visit(tab.formInfo.formFields, inner === null ? null : joinKey(inner, tab.id));
    }
  };
  visit(definition.formFields, '');
  const topLevel = definition.formFields
    .filter((field) => !isDisplayOnly(field.type))
    .map((field) => field.id);
  return { answerKeys, displayKeys, types, topLevel };
}

/** The field id a store key belongs to: its last segment that is not a row number. */
export function fieldIdOfKey(key: string): string {
  const segments = key.split('.').filter((segment) => !/^\d+$/.test(segment));
  return segments[segments.length - 1] ?? key;
}
