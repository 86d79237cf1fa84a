// The comparable keys of a record, computed in TypeScript when it is written so a filter or a sort is a
// plain indexed comparison on every engine (PGlite and PostgreSQL agree byte for byte):
//   keys[id]      normalised text (ی/ي, ک/ك, Persian/Arabic/Latin digits, case and diacritics folded), or a
//                 list of them for multi-choice answers: `eq`/`in` are JSONB containment (GIN index)
//   keys[id#t]    the option labels of a choice answer, searched by `like` instead of the ids
//   keys[id#n]    the answer as a number, when it is one (`gt`/`lt` with a number)
//   keys[id#d]    the answer as a day number (days since 1970-01-01), for date fields
//   keys[id#s]    the sort key: numbers and days before text, text in Persian alphabetical order
// Field ids match /^[A-Za-z0-9_-]+$/, so `#` never collides with an id.
import {
  formatJalaliDate,
  isDisplayOnly,
  jalaliToGregorian,
  MULTI_CHOICE_TYPES,
  normalizeForSearch,
  normalizeJalaliDate,
  ownAnswer,
  parseLocalizedNumber,
  SINGLE_CHOICE_TYPES,
  toLatinDigits,
  type FieldType,
  type FormDefinition,
  type FormField,
} from '@darvazeh/shared';
import { PERSIAN_ALPHABET, SORT_KEYS } from '../../plugins/resources/resource-query.js';
import { commonMessages } from '../../messages/index.js';

type Answers = Record<string, unknown>;

const CHOICE: ReadonlySet<string> = new Set([...SINGLE_CHOICE_TYPES, ...MULTI_CHOICE_TYPES]);
const MULTI: ReadonlySet<string> = new Set(MULTI_CHOICE_TYPES);
/** Longest text kept in a key; a `like` on a longer answer looks at its start only. */
const MAX_KEY_TEXT = 1000;
/**
 * Characters of a text key the btree indexes hold (record-indexes.repository.ts): 500 characters are at
 * most 2,000 bytes, under btree's 2,704-byte entry limit; queries compare the prefix (indexed) and then the
 * whole key.
 */
export const INDEXED_PREFIX = 500;
const DAY_MS = 86_400_000;

/**
 * A field filters and sorts may name: answered once per record, reached through subforms and tabs.
 * `path` is the chain of answer keys from the record's data to the answer (the field's id last).
 */
export type KeyedField = { field: FormField; path: readonly string[]; valueOf: (data: Answers) => unknown };

/**
 * Every field of a definition a record has one answer for, by id: top-level fields and the fields of
 * subforms and expansion tabs (their answers nest under the container's id). Table columns repeat per
 * row and display-only types carry nothing, so neither is keyed.
 */
export function keyedFields(definition: FormDefinition): Map<string, KeyedField> {
  const out = new Map<string, KeyedField>();
  const reachOf = (path: readonly string[]) => (data: Answers) =>
    path.reduce<unknown>((answers, key) => ownAnswer(answers, key), data);
  const visit = (fields: readonly FormField[], at: readonly string[]) => {
    for (const field of fields) {
      if (isDisplayOnly(field.type)) continue;
      if (field.type === 'subform') {
        visit(field.subform?.formFields ?? [], [...at, field.id]);
      } else if (field.type === 'expansion') {
        for (const tab of field.tabs ?? []) visit(tab.formInfo.formFields, [...at, field.id, tab.id]);
      } else {
        const path = [...at, field.id];
        out.set(field.id, { field, path, valueOf: reachOf(path) });
      }
    }
  };
  visit(definition.formFields, []);
  return out;
}

/** Folded text for `like` and `eq`: the same for ی/ي, ک/ك and any digit form. */
export function textKey(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return normalizeForSearch(text).slice(0, MAX_KEY_TEXT);
}

/** A number answer or number text in any digit form; null otherwise. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = parseLocalizedNumber(value.trim());
  return n !== null && Number.isFinite(n) ? n : null;
}

/** The day of a date answer ('1405/09/01' Jalali, '2026-11-22' or an ISO datetime, any digits) as days since 1970-01-01. */
export function dayOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const text = toLatinDigits(value).trim();
  const gregorian = /^(\d{4})-\d{2}-\d{2}/.exec(text);
  // A four-digit year past 1700 is Gregorian (Jalali 1700 is Gregorian 2321).
  const jalali =
    gregorian && Number(gregorian[1]) > 1700 ? formatJalaliDate(text) || null : normalizeJalaliDate(text);
  if (!jalali) return null;
  const [jy, jm, jd] = jalali.split('/').map(Number) as [number, number, number];
  return Math.round(jalaliToGregorian(jy, jm, jd).getTime() / DAY_MS);
}

/** A byte-ordered key of a number: the IEEE-754 bits made sortable, as hex, after the prefix '0'. */
function numberSortKey(n: number): string {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(n === 0 ? 0 : n);
  if (n < 0) for (let i = 0; i < 8; i += 1) bytes[i] = ~(bytes[i] as number) & 0xff;
  else bytes[0] = (bytes[0] as number) | 0x80;
  return `0${bytes.toString('hex')}`;
}

const PERSIAN_ORDER = new Map(Array.from(PERSIAN_ALPHABET, (ch, i) => [ch, SORT_KEYS[i] as string]));

/** A byte-ordered key of text in Persian alphabetical order (پ after ب, چ after ج, ژ after ز, گ after ک). */
export function textSortKey(text: string): string {
  return `1${Array.from(normalizeForSearch(text), (ch) => PERSIAN_ORDER.get(ch) ?? ch).join('')}`.slice(
    0,
    MAX_KEY_TEXT,
  );
}

/** The sort key of a value as a filter compares it: numbers as numbers, anything else as text. */
export function sortKeyOf(value: unknown): string {
  const n = numberOf(value);
  return n === null
    ? textSortKey(typeof value === 'string' ? value : JSON.stringify(value))
    : numberSortKey(n);
}

/** The sort key of a day number (days sort as numbers). */
export function daySortKey(day: number): string {
  return numberSortKey(day);
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function labelOf(field: FormField, value: unknown): string {
  const key = toLatinDigits(String(value)).trim();
  return field.options?.find((o) => toLatinDigits(String(o.id)).trim() === key)?.fname ?? String(value);
}

/** True when keys[id] may be a list (multi choices, and checkboxes answered with a list). */
export function mayKeyList(type: FieldType): boolean {
  return MULTI.has(type) || type === 'checkbox';
}

/** True when keys[id#n] may be written for the field (never for choices or dates). */
export function mayKeyNumber(type: FieldType): boolean {
  return !CHOICE.has(type) && type !== 'date';
}

/** The keys of one answer. */
function keysOfAnswer(field: FormField, value: unknown, keys: Answers): void {
  const id = field.id;
  if (MULTI.has(field.type) || (field.type === 'checkbox' && Array.isArray(value))) {
    const items = Array.isArray(value) ? value : [value];
    keys[id] = items.map(textKey);
    const labels = items.map((item) => labelOf(field, item)).join(commonMessages.listSeparator);
    keys[`${id}#t`] = textKey(labels);
    keys[`${id}#s`] = textSortKey(labels);
    return;
  }
  if (CHOICE.has(field.type)) {
    keys[id] = textKey(typeof value === 'number' ? String(value) : value);
    const label = labelOf(field, value);
    keys[`${id}#t`] = textKey(label);
    keys[`${id}#s`] = textSortKey(label);
    return;
  }
  keys[id] = textKey(typeof value === 'number' || typeof value === 'boolean' ? String(value) : value);
  const day = field.type === 'date' ? dayOf(value) : null;
  if (day !== null) {
    keys[`${id}#d`] = day;
    keys[`${id}#s`] = daySortKey(day);
    return;
  }
  const n = numberOf(value);
  if (n !== null) keys[`${id}#n`] = n;
  keys[`${id}#s`] = sortKeyOf(value);
}

/** The keys of a record's answers under its collection's definition. */
export function recordKeys(fields: Map<string, KeyedField>, data: Answers): Answers {
  const keys: Answers = {};
  for (const { field, valueOf } of fields.values()) {
    const value = valueOf(data);
    if (!isEmpty(value)) keysOfAnswer(field, value, keys);
  }
  return keys;
}
