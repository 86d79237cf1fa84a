// What the server does to a record's answers beyond the shared form check: keep only the keys the
// definition answers, and find the answers that point outside the record (uploaded files, records of
// source collections) so they can be checked against the database.
import { isSubformShown, type FormField } from '@darvazeh/shared';
import { DISPLAY_ONLY_TYPES } from './record-keys.js';

type Answers = Record<string, unknown>;

const isRecord = (value: unknown): value is Answers =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (answers: Answers, key: string): unknown =>
  Object.hasOwn(answers, key) ? answers[key] : undefined;

/**
 * A copy of `answers` holding only the answers of `fields`, at every level: each field's id, a file's
 * `{id}-path` and a subform's `display-{id}` flag. Display-only fields and hidden subforms (whose answers
 * the form check never looks at) are dropped, so nothing unchecked is stored. Non-object containers are
 * kept as they are for the form check to refuse.
 */
export function pruneAnswers(fields: readonly FormField[], answers: Answers): Answers {
  const out: Answers = {};
  const keep = (key: string, value: unknown) => {
    if (value !== undefined) out[key] = value;
  };
  for (const field of fields) {
    if (DISPLAY_ONLY_TYPES.has(field.type)) continue;
    const value = own(answers, field.id);
    switch (field.type) {
      case 'file':
      case 'image':
        keep(field.id, value);
        keep(`${field.id}-path`, own(answers, `${field.id}-path`));
        break;
      case 'subform':
        keep(`display-${field.id}`, own(answers, `display-${field.id}`));
        if (isSubformShown(field, answers))
          keep(field.id, isRecord(value) ? pruneAnswers(field.subform?.formFields ?? [], value) : value);
        break;
      case 'expansion': {
        if (!isRecord(value)) {
          keep(field.id, value);
          break;
        }
        const tabs: Answers = {};
        for (const tab of field.tabs ?? []) {
          const tabAnswers = own(value, tab.id);
          if (tabAnswers !== undefined)
            tabs[tab.id] = isRecord(tabAnswers)
              ? pruneAnswers(tab.formInfo.formFields, tabAnswers)
              : tabAnswers;
        }
        out[field.id] = tabs;
        break;
      }
      case 'table':
        keep(
          field.id,
          Array.isArray(value)
            ? (value as unknown[]).map((row) =>
                isRecord(row) ? pruneAnswers(field.subform?.formFields ?? [], row) : row,
              )
            : value,
        );
        break;
      default:
        keep(field.id, value);
    }
  }
  return out;
}

/** An answer drawn from another collection's records: the field, its source and the chosen ids. */
export type SourceAnswer = { field: FormField; sourceId: string | number; values: unknown[] };

/** What a checked record points at: uploaded file ids and answers drawn from source collections. */
export type References = { fileIds: string[]; sources: SourceAnswer[] };

/** Walks checked (and pruned) answers and collects their file ids and source-collection answers. */
export function referencesOf(fields: readonly FormField[], answers: Answers): References {
  const refs: References = { fileIds: [], sources: [] };
  const walk = (list: readonly FormField[], level: Answers) => {
    for (const field of list) {
      const value = own(level, field.id);
      if (field.type === 'file' || field.type === 'image') {
        const path = own(level, `${field.id}-path`);
        if (typeof path === 'string' && path.trim() !== '') refs.fileIds.push(path);
      } else if (field.type === 'subform' && isRecord(value)) {
        walk(field.subform?.formFields ?? [], value);
      } else if (field.type === 'expansion' && isRecord(value)) {
        for (const tab of field.tabs ?? []) {
          const tabAnswers = own(value, tab.id);
          if (isRecord(tabAnswers)) walk(tab.formInfo.formFields, tabAnswers);
        }
      } else if (field.type === 'table' && Array.isArray(value)) {
        for (const row of value) if (isRecord(row)) walk(field.subform?.formFields ?? [], row);
      } else if (field.sourceId != null && value !== undefined && value !== null && value !== '') {
        refs.sources.push({
          field,
          sourceId: field.sourceId,
          values: Array.isArray(value) ? value : [value],
        });
      }
    }
  };
  walk(fields, answers);
  return refs;
}
