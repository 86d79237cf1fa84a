// Which properties the designer offers for each field type.
import { CHOICE_TYPES, isDisplayOnly, type FieldType } from '@darvazeh/shared';

/** Types that carry an answer: a required switch, and hiding in a table. */
export const takesAnswer = (type: FieldType): boolean => !isDisplayOnly(type);
export const hasOptions = (type: FieldType): boolean => CHOICE_TYPES.includes(type);
/** Types holding a nested field list in `subform.formFields` (a table's columns, a subform's fields). */
export const hasNestedFields = (type: FieldType): boolean => type === 'table' || type === 'subform';
