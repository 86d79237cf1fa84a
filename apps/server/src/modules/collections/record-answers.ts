// What the server does to a record's answers beyond the shared form check and `pruneAnswers`: find the
// answers that point outside the record (uploaded files, records of source collections, rows of stored
// queries) so they can be checked against the database.
import { filePathKey, isRecord, ownAnswer, type FormField } from '@darvazeh/shared';

type Answers = Record<string, unknown>;

/** An answer drawn from another collection's records: the field, its source and the chosen ids. */
export type SourceAnswer = { field: FormField; sourceId: string | number; values: unknown[] };

/** An answer drawn from a stored query's rows: the field, its query and the chosen values. */
export type QueryAnswerRef = { field: FormField; queryId: string | number; values: unknown[] };

/**
 * What a checked record points at: uploaded file ids, answers drawn from source collections and answers
 * drawn from stored queries.
 */
export type References = { fileIds: string[]; sources: SourceAnswer[]; queries: QueryAnswerRef[] };

/** Walks checked (and pruned) answers and collects their file ids and the answers drawn from elsewhere. */
export function referencesOf(fields: readonly FormField[], answers: Answers): References {
  const refs: References = { fileIds: [], sources: [], queries: [] };
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
      } else if (value === undefined || value === null || value === '') {
        continue;
      } else if (field.queryId != null) {
        refs.queries.push({ field, queryId: field.queryId, values: Array.isArray(value) ? value : [value] });
      } else if (field.sourceId != null) {
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
