// What a history entry tells of the answers it changed: each under its field's label, in the words and
// digits the request page shows.
import {
  fileFieldOfKey,
  shownAnswerText,
  type FieldFormat,
  type FormField,
  type RequestEventItem,
} from '@darvazeh/shared';
import { commonMessages, requestMessages as text } from '../../messages/index.js';

/** An answer as the history tells it: digits as the page shows numbers (shownAnswerText), shortened. */
const shown = (value: unknown, format?: FieldFormat): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string')
    return shownAnswerText(value.length > 200 ? `${value.slice(0, 200)}…` : value, format);
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (typeof value === 'number') return value.toLocaleString('fa-IR');
  return Array.isArray(value)
    ? value.map((item) => shown(item, format)).join(commonMessages.listSeparator)
    : '…';
};

/**
 * A history entry's answer changes, each under its field's label. A file field's stored file (`{id}-path`)
 * is told as the earlier or new file of that field, unless the field's own answer (the file's name) says
 * so already; keys of no field (a subform's switch) are not told: a raw identifier means nothing to people.
 */
export function changesOf(
  diff: Record<string, [unknown, unknown]>,
  fields: Map<string, FormField>,
): RequestEventItem['changes'] {
  const label = (field: FormField) => field.fname || field.ename || field.id;
  return Object.entries(diff).flatMap(([id, [before, after]]) => {
    const field = fields.get(id);
    if (field)
      return [
        { field: label(field), before: shown(before, field.format), after: shown(after, field.format) },
      ];
    const fileFieldId = fileFieldOfKey(id);
    const fileField = fileFieldId === null || fileFieldId in diff ? undefined : fields.get(fileFieldId);
    if (!fileField) return [];
    const file = (value: unknown, word: string) => (value ? word : '—');
    return [
      { field: label(fileField), before: file(before, text.earlierFile), after: file(after, text.newFile) },
    ];
  });
}
