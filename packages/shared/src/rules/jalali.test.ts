import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatJalaliDate,
  formatJalaliDateTime,
  isIsoDateTime,
  isoDayOfJalali,
  jalaliDayStart,
  jalaliToGregorian,
  jalaliToIsoDay,
  normalizeJalaliDate,
  toJalali,
} from './jalali.js';

describe('toJalali', () => {
  it.each([
    ['2026-11-22T00:00:00Z', { jy: 1405, jm: 9, jd: 1 }],
    ['2025-03-20T20:29:59Z', { jy: 1403, jm: 12, jd: 30 }],
    ['2025-03-20T20:30:00Z', { jy: 1404, jm: 1, jd: 1 }],
    ['2024-03-19T20:30:00Z', { jy: 1403, jm: 1, jd: 1 }],
  ])('reads %s as %o in Tehran', (iso, expected) => {
    expect(toJalali(new Date(iso))).toEqual(expected);
  });

  it('throws RangeError for an invalid Date', () => {
    expect(() => toJalali(new Date('nope'))).toThrow(RangeError);
  });
});

describe('formatJalaliDate', () => {
  it.each<[Date | string, string]>([
    [new Date('2026-11-22T09:44:46.123Z'), '1405/09/01'],
    ['2026-11-22T09:44:46.123Z', '1405/09/01'],
    ['2026-11-22T20:29:00Z', '1405/09/01'],
    ['2026-11-22T20:30:00Z', '1405/09/02'],
    ['2026-11-22T23:00:00+03:30', '1405/09/01'],
    ['2026-11-22', '1405/09/01'],
    ['۲۰۲۶-۱۱-۲۲', '1405/09/01'],
    ['2026-11-22T09:44:46', '1405/09/01'],
    ['0001-01-01T00:00:00', ''],
    ['2026-02-30', ''],
    ['not a date', ''],
    ['', ''],
    [new Date(Number.NaN), ''],
  ])('formats %j as %j', (input, expected) => {
    expect(formatJalaliDate(input)).toBe(expected);
  });
});

describe('formatJalaliDateTime', () => {
  it.each<[Date | string, string]>([
    ['2026-11-22T09:45:00Z', '1405/09/01 13:15'],
    ['2026-11-22T09:45:59.999Z', '1405/09/01 13:15'],
    ['2026-11-22T20:30:00Z', '1405/09/02 00:00'],
    ['2026-11-22T13:15:00+03:30', '1405/09/01 13:15'],
    ['2026-11-22T05:15:00-05:00', '1405/09/01 13:45'],
    ['2026-11-22T09:45:00', '1405/09/01 13:15'],
    [new Date(Date.UTC(2025, 2, 20, 20, 29)), '1403/12/30 23:59'],
    ['garbage', ''],
  ])('formats %j as %j', (input, expected) => {
    expect(formatJalaliDateTime(input)).toBe(expected);
  });
});

describe('jalaliToGregorian', () => {
  it.each([
    [1405, 9, 1, '2026-11-22T00:00:00.000Z'],
    [1404, 1, 1, '2025-03-21T00:00:00.000Z'],
    [1403, 12, 30, '2025-03-20T00:00:00.000Z'],
  ])('turns %i/%i/%i into %s', (jy, jm, jd, iso) => {
    expect(jalaliToGregorian(jy, jm, jd).toISOString()).toBe(iso);
  });

  it.each([
    [1404, 12, 30],
    [1405, 7, 31],
    [1405, 13, 1],
    [1405, 1, 0],
    [1405.5, 1, 1],
  ])('throws RangeError for %i/%i/%i', (jy, jm, jd) => {
    expect(() => jalaliToGregorian(jy, jm, jd)).toThrow(RangeError);
  });
});

describe('normalizeJalaliDate', () => {
  it.each([
    ['۱۴۰۵/۹/۱', '1405/09/01'],
    ['1405-9-1', '1405/09/01'],
    ['1405/09/01', '1405/09/01'],
    ['1405.9.1', '1405/09/01'],
    ['١٤٠٥/١٢/٢٩', '1405/12/29'],
    [' 1403/12/30 ', '1403/12/30'],
    ['1404/12/30', null],
    ['1405/06/31', '1405/06/31'],
    ['1405/07/31', null],
    ['1405/13/01', null],
    ['1405/00/10', null],
    ['1405/9-1', null],
    ['05/09/01', null],
    ['1405/09', null],
    ['', null],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizeJalaliDate(input)).toBe(expected);
  });
});

describe('isoDayOfJalali and jalaliToIsoDay', () => {
  it.each([
    ['1405/09/12', '2026-12-03'],
    ['۱۴۰۳/۱۲/۳۰', '2025-03-20'],
    ['1404/01/01', '2025-03-21'],
    ['1404/12/30', null],
    ['', null],
  ])('the ISO day of %j is %j', (jalali, iso) => {
    expect(isoDayOfJalali(jalali)).toBe(iso);
  });

  it('throws for a day that does not exist', () => {
    expect(jalaliToIsoDay(1405, 9, 12)).toBe('2026-12-03');
    expect(() => jalaliToIsoDay(1404, 12, 30)).toThrow(RangeError);
  });
});

describe('isIsoDateTime', () => {
  it.each([
    ['2026-11-22T09:44:46.123Z', true],
    ['2026-11-22T09:44:46Z', true],
    ['2026-11-22T09:44Z', true],
    ['2026-11-22T13:14:46+03:30', true],
    ['2026-11-22T09:44:46.1234567', true],
    ['2026-11-22', false],
    ['2026-11-22 09:44:46', false],
    ['2026-13-22T09:44:46Z', false],
    ['2026-11-22T24:00:00Z', false],
    ['2026-11-22T09:44:46+0330', false],
    ['1405/09/01', false],
    ['', false],
  ])('reports %j as %s', (input, expected) => {
    expect(isIsoDateTime(input)).toBe(expected);
  });
});

describe('Jalali round-trips', () => {
  const instants = fc.date({
    min: new Date('1900-01-01'),
    max: new Date('2200-12-31'),
    noInvalidDate: true,
  });

  it('maps the Tehran day of any instant back to its UTC midnight', () => {
    fc.assert(
      fc.property(instants, (d) => {
        const { jy, jm, jd } = toJalali(d);
        const tehranDay = new Date(d.getTime() + 210 * 60_000).toISOString().slice(0, 10);
        expect(jalaliToGregorian(jy, jm, jd).toISOString().slice(0, 10)).toBe(tehranDay);
      }),
    );
  });

  it('keeps formatted dates fixed under normalizeJalaliDate', () => {
    fc.assert(
      fc.property(instants, (d) => {
        const formatted = formatJalaliDate(d);
        expect(normalizeJalaliDate(formatted)).toBe(formatted);
        expect(formatJalaliDate(d.toISOString())).toBe(formatted);
      }),
    );
  });
});

describe('jalaliDayStart', () => {
  it('answers the instant the day begins in Tehran', () => {
    expect(jalaliDayStart('۱۴۰۵/۹/۱')?.toISOString()).toBe('2026-11-21T20:30:00.000Z');
    expect(jalaliDayStart('1403-12-30')?.toISOString()).toBe('2025-03-19T20:30:00.000Z');
  });

  it.each(['', '1405/13/01', '1403/12/31', 'فردا'])('refuses %j', (input) => {
    expect(jalaliDayStart(input)).toBeNull();
  });

  it('lands on the same Jalali day when formatted back', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2150-12-31'), noInvalidDate: true }),
        (d) => {
          const day = formatJalaliDate(d);
          const start = jalaliDayStart(day);
          expect(start && formatJalaliDate(start)).toBe(day);
          expect(formatJalaliDateTime(start ?? d).endsWith('00:00')).toBe(true);
        },
      ),
    );
  });
});
