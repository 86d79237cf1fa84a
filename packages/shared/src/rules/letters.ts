// Persian letter normalisation and checks. Arabic keyboards type ي/ى and ك where Persian uses ی and ک;
// both look alike on screen, so text is normalised before it is compared, validated or stored.
import { toLatinDigits } from './digits.js';

/** Arabic yeh (U+064A) and alef maksura (U+0649), both written as Persian yeh. */
const ARABIC_YEH = /[\u064A\u0649]/g;

/** Arabic kaf (U+0643), written as Persian keheh. */
const ARABIC_KAF = /\u0643/g;

// Hamza forms and alef through ghain (U+0621..U+063A), feh, qaf, lam..waw,
// then the letters Persian adds to Arabic: پ چ ژ ک گ ۀ ی.
const LETTERS = '\u0621-\u063A\u0641\u0642\u0644-\u0648\u067E\u0686\u0698\u06A9\u06AF\u06C0\u06CC';

// Harakat, tanwin, shadda, sukun, hamza above and superscript alef appear in correct Persian (لطفاً).
const MARKS = '\u064B-\u0652\u0654\u0670';

/** Zero-width non-joiner, the "half space" of Persian words such as می‌شود. */
export const ZWNJ = '\u200C';

const PERSIAN_TEXT = new RegExp(`^[${LETTERS}${MARKS} ${ZWNJ}]+$`);
const PERSIAN_LETTER = new RegExp(`[${LETTERS}]`);

/** Replaces the Arabic letters ي and ى with Persian ی and Arabic ك with Persian ک. */
export function normalizeArabicLetters(s: string): string {
  return s.replace(ARABIC_YEH, '\u06CC').replace(ARABIC_KAF, '\u06A9');
}

/**
 * Normalises text people read back (titles, names) for storage: Arabic letters to Persian, trimmed, and
 * the digits kept as typed. Comparisons and searches fold it further with `normalizeText`.
 */
export function normalizeDisplayText(s: string): string {
  return normalizeArabicLetters(s).trim();
}

/** Normalises typed text for comparison, validation and identifiers: Arabic letters to Persian, Persian and Arabic digits to Latin, then trims. */
export function normalizeText(s: string): string {
  return toLatinDigits(normalizeArabicLetters(s)).trim();
}

/** Tells whether a string holds at least one Persian letter and otherwise only Persian letters, diacritics, spaces and ZWNJ (Arabic ي ى ك count as their Persian forms). */
export function isPersianLettersOnly(s: string): boolean {
  const text = normalizeArabicLetters(s);
  return PERSIAN_TEXT.test(text) && PERSIAN_LETTER.test(text);
}

/** Folds text for search matching: normalizes it, drops diacritics, treats ZWNJ as a space, collapses spaces and lowercases Latin letters. */
export function normalizeForSearch(s: string): string {
  return normalizeText(s)
    .replace(new RegExp(`[${MARKS}]`, 'g'), '')
    .replaceAll(ZWNJ, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
