// Which properties the designer offers for each field type.
import { CHOICE_TYPES, type FieldType } from '@darvazeh/shared';

/** Types that carry no answer: no required switch, nothing to hide in a table. */
const DISPLAY_ONLY: ReadonlySet<FieldType> = new Set([
  'alert',
  'line',
  'space',
  'download',
  'link',
  'button',
  'chart',
]);
/** Types whose shown text is their `label`. */
const LABELLED: ReadonlySet<FieldType> = new Set(['alert', 'link', 'download', 'button']);

export const takesAnswer = (type: FieldType): boolean => !DISPLAY_ONLY.has(type);
export const hasLabel = (type: FieldType): boolean => LABELLED.has(type);
export const hasOptions = (type: FieldType): boolean => CHOICE_TYPES.includes(type);
/** Types holding a nested field list in `subform.formFields` (a table's columns, a subform's fields). */
export const hasNestedFields = (type: FieldType): boolean => type === 'table' || type === 'subform';
