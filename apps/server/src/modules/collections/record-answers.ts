// What the server does to a record's answers beyond the shared form check and `pruneAnswers`: find the
// answers that point outside the record (uploaded files, records of source collections) so they can be
// checked against the database.
import { filePathKey, isRecord, ownAnswer, type FormField } from '@darvazeh/shared';

type Answers = Record<string, unknown>;

/** An answer drawn from another collection's records: the field, its source and the chosen ids. */
export type SourceAnswer = { field: FormField; sourceId: string | number; values: unknown[] };

/** What a checked record points at: uploaded file ids and answers drawn from source collections. */
export type References = { fileIds: string[]; sources: SourceAnswer[] };

/** Walks checked (and pruned) answers and collects their file ids and source-collection answers. */
export function referencesOf(fields: readonly FormField[], answers: Answers): References {
  const refs: References = { fileIds: [], sources: [] };
  const walk = (list: readonly FormField[], level: Answers) => {
    for (const field of list) {
      const value = ownAnswer(level, field.id);
      if (field.type === 'file' || field.type === 'image') {
        const path = ownAnswer(level, filePathKey(field.id));
        if (typeof path === 'string' && path.trim() !== '') refs.fileIds.push(path);
      } else if (field.type === 'subform' && isRecord(value)) {
        walk(field.subform?.formFields ?? [], value);
      } else if (field.type === 'expansion' && isRecord(value)) {
        for (const tab of field.tabs ?? []) {
          const tabAnswers = ownAnswer(value, tab.id);
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
