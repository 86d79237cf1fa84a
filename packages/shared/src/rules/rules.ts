// Generic form rules: each answers true or the Persian error to show under the field, validated on input or blur.
// Every rule but `required` passes on an empty value, so rules compose: [required, email] vs [email].
import { z } from 'zod';
import { PERSIAN_DECIMAL_SEPARATOR } from './digits.js';
import { isPersianLettersOnly, normalizeText } from './letters.js';
import { VALIDATION_MESSAGES } from './messages.js';

/** What a rule answers: true when the value passes, otherwise the Persian error message. */
export type RuleResult = true | string;

/** A form rule: takes the field's value and answers true or a Persian error message. */
export type Rule = (value: unknown) => RuleResult;

// The same pattern zod's z.email() uses, so form messages and the server's 400s agree.
const EMAIL = z.regexes.email;
const NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;
const INTEGER = /^[+-]?\d+$/;
const UPPERCASE = /^[A-Z]+$/;

/** Tells whether a value counts as empty for form rules: null, undefined, a blank string or an empty array. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The value as normalised text: Persian/Arabic digits and letters made standard, trimmed. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return normalizeText(value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

/** Builds a rule that passes empty values and otherwise passes when `test` accepts the normalised text. */
function textRule(test: (text: string) => boolean, message: string): Rule {
  return (value) => isEmptyValue(value) || test(textOf(value)) || message;
}

/** Counts code points, so an emoji or other astral character counts once. */
const lengthOf = (text: string): number => [...text].length;

/** Fails null, undefined, blank strings and empty arrays with the generic required message. */
export const required: Rule = (value) => (isEmptyValue(value) ? VALIDATION_MESSAGES.required : true);

/** Passes a valid e-mail address (or an empty value). */
export const email: Rule = textRule((t) => EMAIL.test(t), VALIDATION_MESSAGES.email);

/** Passes a decimal number such as '12', '-3.5' or '۱۲٫۵' (or an empty value). */
export const numbersOnly: Rule = textRule(
  (t) => NUMBER.test(t.replaceAll(PERSIAN_DECIMAL_SEPARATOR, '.')),
  VALIDATION_MESSAGES.numbersOnly,
);

/** Passes a whole number such as '12', '-7' or '۱۲' (or an empty value). */
export const integersOnly: Rule = textRule((t) => INTEGER.test(t), VALIDATION_MESSAGES.integersOnly);

/** Passes text made only of uppercase English letters A-Z (or an empty value). */
export const uppercaseOnly: Rule = textRule((t) => UPPERCASE.test(t), VALIDATION_MESSAGES.uppercaseOnly);

/** Builds a rule that passes text of at least n characters after trimming (or an empty value). */
export function minLength(n: number): Rule {
  return textRule((t) => lengthOf(t) >= n, VALIDATION_MESSAGES.minLength(n));
}

/** Builds a rule that passes text of at most n characters after trimming (or an empty value). */
export function maxLength(n: number): Rule {
  return textRule((t) => lengthOf(t) <= n, VALIDATION_MESSAGES.maxLength(n));
}

/** Builds a rule that passes text the pattern matches (or an empty value), answering the invalid-format message otherwise. */
export function matchesFormat(re: RegExp): Rule {
  // A g or y flag makes test() resume from lastIndex; a flagless copy answers the same every time.
  const pattern = new RegExp(re.source, re.flags.replace(/[gy]/g, ''));
  return textRule((t) => pattern.test(t), VALIDATION_MESSAGES.invalidFormat);
}

/** Passes text made only of Persian letters, spaces and ZWNJ (or an empty value). */
export const persianLettersOnly: Rule = textRule(
  isPersianLettersOnly,
  VALIDATION_MESSAGES.persianLettersOnly,
);

/** Runs rules in order and answers the first error, or true when all pass. */
export function applyRules(value: unknown, rules: readonly Rule[]): RuleResult {
  for (const rule of rules) {
    const result = rule(value);
    if (result !== true) return result;
  }
  return true;
}
