import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPersianLettersOnly,
  normalizeArabicLetters,
  normalizeDisplayText,
  normalizeForSearch,
  normalizeText,
  ZWNJ,
} from './letters.js';

describe('normalizeArabicLetters', () => {
  it.each([
    ['علي', 'علی'],
    ['مصطفى', 'مصطفی'],
    ['كتاب', 'کتاب'],
    ['يك كيلو', 'یک کیلو'],
    ['فارسی درست', 'فارسی درست'],
    ['abc 123', 'abc 123'],
    ['', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(normalizeArabicLetters(input)).toBe(expected);
  });
});

describe('normalizeDisplayText', () => {
  it.each([
    ['  آغاز ثبت‌نام ترم ۱۴۰۵ ', 'آغاز ثبت‌نام ترم ۱۴۰۵'],
    ['كد ٤٥ و 12', 'کد ٤٥ و 12'],
    ['   ', ''],
  ])('keeps the digits of %j as typed: %j', (input, expected) => {
    expect(normalizeDisplayText(input)).toBe(expected);
  });

  it('folds to the same search text as normalizeText', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(normalizeText(normalizeDisplayText(s))).toBe(normalizeText(s));
      }),
    );
  });
});

describe('normalizeText', () => {
  it.each([
    ['  علي ۱۲۳ ', 'علی 123'],
    ['كد ٤٥', 'کد 45'],
    ['\tsample\n', 'sample'],
    ['   ', ''],
    ['۱۴۰۵/۰۹/۰۱', '1405/09/01'],
  ])('turns %j into %j', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const once = normalizeText(s);
        expect(normalizeText(once)).toBe(once);
      }),
    );
  });
});

describe('normalizeForSearch', () => {
  it.each([
    [`می${ZWNJ}شود`, 'می شود'],
    ['  لطفاً   علي ', 'لطفا علی'],
    ['Darvazeh ۱۴۰۵', 'darvazeh 1405'],
  ])('folds %j into %j', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });
});

describe('isPersianLettersOnly', () => {
  it.each([
    ['سلام', true],
    ['محمد رضایی', true],
    [`می${ZWNJ}شود`, true],
    ['پژوهشگاه چگونه', true],
    ['لطفاً', true],
    ['مسئول مؤسسه', true],
    ['علي', true],
    ['كاظم', true],
    ['خانۀ ما', true],
    ['', false],
    ['   ', false],
    [ZWNJ, false],
    ['salam', false],
    ['سلام1', false],
    ['سلام۱', false],
    ['سلام!', false],
    ['سلام.', false],
    ['سلام\nدنیا', false],
    ['Ali علی', false],
  ])('reports %j as %s', (input, expected) => {
    expect(isPersianLettersOnly(input)).toBe(expected);
  });

  it('refuses any string with a Latin letter or digit', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('a', 'Z', '0', '9'), (s, bad) => {
        expect(isPersianLettersOnly(`سلام${s}${bad}`)).toBe(false);
      }),
    );
  });
});
