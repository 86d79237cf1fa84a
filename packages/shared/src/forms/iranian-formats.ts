// Iranian formats a text field may opt in to through its `format` (beyond SPEC): national ID, mobile,
// postal code and Sheba, plus the generic rules. Each is a Rule: true or the Persian message.
import { toLatinDigits } from '../rules/digits.js';
import { email, integersOnly, numbersOnly, persianLettersOnly, type Rule } from '../rules/rules.js';
import type { FieldFormat } from './form-definition.js';

export const FORMAT_MESSAGES = {
  nationalId: 'کد ملی معتبر نیست.',
  mobile: 'شماره همراه معتبر نیست؛ آن را مانند ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید.',
  postalCode: 'کد پستی معتبر نیست.',
  sheba: 'شماره شبا معتبر نیست؛ آن را مانند IR و ۲۴ رقم وارد کنید.',
} as const;

/**
 * Typed digits as they are compared and stored: Persian and Arabic digits made Latin, spaces and dashes
 * removed (a national ID, a tracking code, a mobile number as a person types them).
 */
export const compactDigits = (value: string): string => toLatinDigits(value).replace(/[\s-]/g, '');

/** Tells whether a national ID (کد ملی) is 10 digits, not all the same, with a correct check digit. */
export function isNationalId(value: string): boolean {
  const id = compactDigits(value);
  if (!/^\d{10}$/.test(id) || /^(\d)\1{9}$/.test(id)) return false;
  const digits = [...id].map(Number);
  const sum = digits.slice(0, 9).reduce((total, d, i) => total + d * (10 - i), 0);
  const rest = sum % 11;
  return digits[9] === (rest < 2 ? rest : 11 - rest);
}

/**
 * A typed national ID (کد ملی) as it is stored: 10 Latin digits, Persian or Arabic digits read and spaces
 * and dashes dropped; null when that is not a valid national ID.
 */
export function normalizeNationalId(value: string): string | null {
  const id = compactDigits(value);
  return isNationalId(id) ? id : null;
}

/** A mobile number as 09xxxxxxxxx (from +98, 0098, 98 or 9 prefixes and any digits), or null. */
export function normalizeMobile(value: string): string | null {
  const text = compactDigits(value).replace(/[()]/g, '');
  const m = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(text);
  return m ? `0${m[1]}` : null;
}

// The commonly used rule: 10 digits; the first five never 0 or 2 (and the fifth never 5); the last five
// never 2; and not four equal digits at the start.
const POSTAL_CODE = /^(?!(\d)\1{3})[13-9]{4}[1346-9][013-9]{5}$/;

/** Tells whether an Iranian postal code is valid by the commonly used rule. */
export function isPostalCode(value: string): boolean {
  return POSTAL_CODE.test(compactDigits(value));
}

/** Remainder of a long digit string modulo 97, seven digits at a time (ISO 7064 MOD 97-10). */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/** Tells whether a Sheba number (IR + 24 digits, ISO 13616) passes its mod-97 check. */
export function isSheba(value: string): boolean {
  const sheba = compactDigits(value).toUpperCase();
  if (!/^IR\d{24}$/.test(sheba)) return false;
  // I = 18, R = 27, moved with the two check digits to the end.
  return mod97(`${sheba.slice(4)}1827${sheba.slice(2, 4)}`) === 1;
}

/** Builds a rule that passes empty values and otherwise passes when `test` accepts the string. */
function formatRule(test: (text: string) => boolean, message: string): Rule {
  return (value) => {
    if (value === null || value === undefined || value === '') return true;
    return (typeof value === 'string' && test(value)) || message;
  };
}

export const nationalId: Rule = formatRule(isNationalId, FORMAT_MESSAGES.nationalId);
export const mobile: Rule = formatRule((t) => normalizeMobile(t) !== null, FORMAT_MESSAGES.mobile);
export const postalCode: Rule = formatRule(isPostalCode, FORMAT_MESSAGES.postalCode);
export const sheba: Rule = formatRule(isSheba, FORMAT_MESSAGES.sheba);

/** The rule each text-field format applies. */
export const FORMAT_RULES: Record<FieldFormat, Rule> = {
  nationalId,
  mobile,
  postalCode,
  sheba,
  persianLetters: persianLettersOnly,
  email,
  number: numbersOnly,
  integer: integersOnly,
};
