// Keeps only what a definition answers, so nothing the form check never looked at is stored.
import { displayKey, filePathKey, isDisplayOnly, isRecord, ownAnswer } from './answers.js';
import { isSubformShown } from './form-check.js';
import type { FormField } from './form-definition.js';

type Answers = Record<string, unknown>;

/**
 * A copy of `answers` holding only the answers of `fields`, at every level: each field's id, a file's
 * `{id}-path` and a subform's `display-{id}` switch. Display-only fields and hidden subforms (whose answers
 * the form check never looks at) are dropped, so nothing unchecked is stored. Non-object containers are
 * kept as they are for the form check to refuse. Never throws.
 */
export function pruneAnswers(fields: readonly FormField[], answers: Answers): Answers {
  const out: Answers = {};
  const keep = (key: string, value: unknown) => {
    if (value !== undefined) out[key] = value;
  };
  for (const field of fields) {
    if (isDisplayOnly(field.type)) continue;
    const value = ownAnswer(answers, field.id);
    switch (field.type) {
      case 'file':
      case 'image':
        keep(field.id, value);
        keep(filePathKey(field.id), ownAnswer(answers, filePathKey(field.id)));
        break;
      case 'subform':
        keep(displayKey(field.id), ownAnswer(answers, displayKey(field.id)));
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
          const tabAnswers = ownAnswer(value, tab.id);
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
