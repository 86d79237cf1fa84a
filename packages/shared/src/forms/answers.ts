// Where a form's answers live (SPEC §3 field types, §5 form check): the one place that says which field
// types carry no answer and which keys sit beside a field's own answer, so the renderer, the form check,
// the record table and the server's record store agree on them.
//
// Answers are an object keyed by field id. Beside them:
// - `{id}-path`: a file or image field's uploaded file (its `{id}` holds the chosen file's name);
// - `display-{id}`: a `parent` subform's switch (the subform is shown, and checked, while it is on).
import { toPersianDigits } from '../rules/digits.js';
import { formatThousands } from '../rules/numbers.js';
import type { FieldFormat, FieldType } from './form-definition.js';

/** Field types that show something and carry no answer: never checked, stored, listed or filtered. */
export const DISPLAY_ONLY_TYPES = ['alert', 'line', 'space', 'download', 'link', 'button', 'chart'] as const;
export type DisplayOnlyType = (typeof DISPLAY_ONLY_TYPES)[number];

/** Field types whose shown text is their `label` (the rest show their `fname`). */
export const LABELLED_TYPES = ['alert', 'link', 'download', 'button'] as const;

const DISPLAY_ONLY: ReadonlySet<string> = new Set(DISPLAY_ONLY_TYPES);
const LABELLED: ReadonlySet<string> = new Set(LABELLED_TYPES);

/** Whether fields of `type` carry no answer (an alert, a line, a chart, …). */
export function isDisplayOnly(type: FieldType): type is DisplayOnlyType {
  return DISPLAY_ONLY.has(type);
}

/** Whether fields of `type` show their `label` (an alert's text, a link's or a button's caption). */
export function hasLabel(type: FieldType): boolean {
  return LABELLED.has(type);
}

const FILE_PATH_SUFFIX = '-path';
const DISPLAY_PREFIX = 'display-';

/** The key of a file or image field's uploaded file: `{id}-path` beside the chosen file's name `{id}`. */
export function filePathKey(fieldId: string): string {
  return `${fieldId}${FILE_PATH_SUFFIX}`;
}

/** The file or image field whose uploaded file `key` holds (`{id}-path` → `{id}`), or null for other keys. */
export function fileFieldOfKey(key: string): string | null {
  return key.endsWith(FILE_PATH_SUFFIX) ? key.slice(0, -FILE_PATH_SUFFIX.length) : null;
}

/** The key of a `parent` subform's switch: `display-{id}` beside the subform's answers `{id}`. */
export function displayKey(fieldId: string): string {
  return `${DISPLAY_PREFIX}${fieldId}`;
}

/**
 * Whether a field id has the shape of a key built beside another field's answer (`…-path`,
 * `display-…`): a field so named would answer for another one, so definitions refuse it.
 */
export function isReservedFieldId(fieldId: string): boolean {
  return fieldId.endsWith(FILE_PATH_SUFFIX) || fieldId.startsWith(DISPLAY_PREFIX);
}

/** Whether `value` is a plain object of answers (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The answer under `key` when `answers` is an object that holds it as its own property; undefined
 * otherwise (so a crafted `__proto__` or `constructor` key never reaches an inherited value).
 */
export function ownAnswer(answers: unknown, key: string): unknown {
  return isRecord(answers) && Object.hasOwn(answers, key) ? answers[key] : undefined;
}

// Codes people copy into other systems as they are (an e-mail address, an IBAN) keep their Latin digits.
const LATIN_FORMATS: ReadonlySet<FieldFormat> = new Set(['email', 'sheba']);

/**
 * A stored text answer as people read it (a read-only form, a history's changes): digits stored Latin
 * (SPEC §5) shown Persian, a number grouped ('۱۲٬۳۴۵٫۶'); an e-mail or an IBAN as stored.
 */
export function shownAnswerText(text: string, format?: FieldFormat): string {
  if (format && LATIN_FORMATS.has(format)) return text;
  if (format === 'number' || format === 'integer') return formatThousands(text);
  return toPersianDigits(text);
}
