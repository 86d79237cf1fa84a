import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatThousands, parseLocalizedNumber } from './numbers.js';

describe('formatThousands', () => {
  it.each<[number | string, string]>([
    [0, '۰'],
    [-0, '۰'],
    [7, '۷'],
    [999, '۹۹۹'],
    [1000, '۱٬۰۰۰'],
    [1234567, '۱٬۲۳۴٬۵۶۷'],
    [-1234567, '-۱٬۲۳۴٬۵۶۷'],
    [1234.5, '۱٬۲۳۴٫۵'],
    [-0.25, '-۰٫۲۵'],
    [1e21, '۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰'],
    ['1234567', '۱٬۲۳۴٬۵۶۷'],
    ['۱۲۳۴۵۶۷', '۱٬۲۳۴٬۵۶۷'],
    ['١٢٣٤', '۱٬۲۳۴'],
    ['12,345.678', '۱۲٬۳۴۵٫۶۷۸'],
    ['۱۲٬۳۴۵٫۶', '۱۲٬۳۴۵٫۶'],
    [' 1000 ', '۱٬۰۰۰'],
    ['.5', '۰٫۵'],
    ['-0.00', '۰٫۰۰'],
    ['+1000', '۱٬۰۰۰'],
    ['abc', 'abc'],
    ['', ''],
    ['-', '-'],
    ['1.2.3', '1.2.3'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatThousands(input)).toBe(expected);
  });

  it.each<[number | string, string]>([
    [1234567, '1,234,567'],
    [-1234.5, '-1,234.5'],
    ['۱۲۳۴', '1,234'],
    [100, '100'],
  ])('formats %j with Latin digits as %j', (input, expected) => {
    expect(formatThousands(input, { persianDigits: false })).toBe(expected);
  });

  it('round-trips any safe integer through its display form', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(parseLocalizedNumber(formatThousands(n))).toBe(n);
        expect(parseLocalizedNumber(formatThousands(n, { persianDigits: false }))).toBe(n);
      }),
    );
  });

  it('keeps the digits of any integer in order, grouped in threes', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (n) => {
        const out = formatThousands(String(n), { persianDigits: false });
        expect(out.replaceAll(',', '')).toBe(String(n));
        expect(
          out
            .split(',')
            .slice(1)
            .every((g) => g.length === 3),
        ).toBe(true);
      }),
    );
  });

  it('round-trips any finite double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (n) => {
        expect(parseLocalizedNumber(formatThousands(n))).toBeCloseTo(n, 6);
      }),
    );
  });
});

describe('parseLocalizedNumber', () => {
  it.each([
    ['۱۲٬۳۴۵٫۶', 12345.6],
    ['12,345.6', 12345.6],
    ['-۱۰۰', -100],
    ['0', 0],
    ['-0', 0],
    ['abc', null],
    ['', null],
  ])('reads %j as %j', (input, expected) => {
    expect(parseLocalizedNumber(input)).toBe(expected);
  });
});
