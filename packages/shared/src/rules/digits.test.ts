import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNonLatinDigits, toLatinDigits, toLatinNumberText, toPersianDigits } from './digits.js';

describe('toLatinDigits', () => {
  it.each([
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['0123456789', '0123456789'],
    ['۱۴۰۵/۰۹/۰۱', '1405/09/01'],
    ['کد ۱۲a٣', 'کد 12a3'],
    ['', ''],
    ['بدون رقم', 'بدون رقم'],
  ])('turns %j into %j', (input, expected) => {
    expect(toLatinDigits(input)).toBe(expected);
  });
});

describe('toPersianDigits', () => {
  it.each<[string | number, string]>([
    ['0123456789', '۰۱۲۳۴۵۶۷۸۹'],
    ['1405/09/01', '۱۴۰۵/۰۹/۰۱'],
    [42, '۴۲'],
    [-3.5, '-۳.۵'],
    [0, '۰'],
    ['abc', 'abc'],
    ['٣', '٣'],
  ])('turns %j into %j', (input, expected) => {
    expect(toPersianDigits(input)).toBe(expected);
  });
});

describe('hasNonLatinDigits', () => {
  it.each([
    ['۱۲', true],
    ['٣', true],
    ['12', false],
    ['', false],
  ])('reports %j as %s', (input, expected) => {
    expect(hasNonLatinDigits(input)).toBe(expected);
  });
});

describe('toLatinNumberText', () => {
  it.each([
    ['۱۲٬۳۴۵٫۶', '12345.6'],
    ['-۱٬۰۰۰', '-1000'],
    ['3.14', '3.14'],
    ['1,000', '1,000'],
  ])('turns %j into %j', (input, expected) => {
    expect(toLatinNumberText(input)).toBe(expected);
  });
});

describe('digit round-trips', () => {
  it('keeps any string equal after Persian then Latin conversion of its Latin form', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const latin = toLatinDigits(s);
        expect(toLatinDigits(toPersianDigits(latin))).toBe(latin);
      }),
    );
  });

  it('leaves no Latin digit after toPersianDigits and no Persian digit after toLatinDigits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(toPersianDigits(s)).not.toMatch(/[0-9]/);
        expect(hasNonLatinDigits(toLatinDigits(s))).toBe(false);
      }),
    );
  });

  it('round-trips every integer through Persian digits', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(Number(toLatinDigits(toPersianDigits(n)))).toBe(n);
      }),
    );
  });

  it('keeps the length of any string', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(toPersianDigits(s)).toHaveLength(s.length);
        expect(toLatinDigits(s)).toHaveLength(s.length);
      }),
    );
  });
});
