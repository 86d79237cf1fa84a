// Digit conversion between Latin (0-9), Persian (۰-۹, U+06F0..U+06F9) and Arabic-Indic (٠-٩, U+0660..U+0669).
// Input is accepted in any of the three forms; validation and storage use Latin, display uses Persian.

const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;
const LATIN_ZERO = 0x30;

/** Every digit `toLatinDigits` rewrites: Persian and Arabic-Indic zero to nine. */
const NON_LATIN_DIGIT = /[\u06F0-\u06F9\u0660-\u0669]/g;

/** Latin digits zero to nine. */
const LATIN_DIGIT = /[0-9]/g;

/** Converts Persian (۰-۹) and Arabic-Indic (٠-٩) digits in a string to Latin digits (0-9), leaving everything else untouched. */
export function toLatinDigits(s: string): string {
  return s.replace(NON_LATIN_DIGIT, (ch) => {
    const code = ch.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String.fromCharCode(LATIN_ZERO + code - zero);
  });
}

/** Converts the Latin digits of a string (or of a number's decimal form) to Persian digits (۰-۹), leaving everything else untouched. */
export function toPersianDigits(s: string | number): string {
  return String(s).replace(LATIN_DIGIT, (ch) =>
    String.fromCharCode(PERSIAN_ZERO + ch.charCodeAt(0) - LATIN_ZERO),
  );
}

/** Persian decimal separator (U+066B), shown between integer and fraction. */
export const PERSIAN_DECIMAL_SEPARATOR = '\u066B';

/** Persian thousands separator (U+066C), shown between groups of three digits. */
export const PERSIAN_THOUSANDS_SEPARATOR = '\u066C';

/** Turns a number typed or displayed in Persian ('۱۲٬۳۴۵٫۶') into Latin number text ('12345.6'): digits to Latin, '٫' to '.', '٬' removed. */
export function toLatinNumberText(s: string): string {
  return toLatinDigits(s)
    .replaceAll(PERSIAN_DECIMAL_SEPARATOR, '.')
    .replaceAll(PERSIAN_THOUSANDS_SEPARATOR, '');
}

/** Tells whether a string contains any Persian or Arabic-Indic digit. */
export function hasNonLatinDigits(s: string): boolean {
  return /[\u06F0-\u06F9\u0660-\u0669]/.test(s);
}
