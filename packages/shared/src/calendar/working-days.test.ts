import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jalaliToGregorian } from '../rules/jalali.js';
import {
  addWorkingDays,
  dayNumberOf,
  fixedSolarHolidayDays,
  isoDayOf,
  isWorkingDay,
  jalaliYearDays,
  jalaliYearOfDay,
  tehranDay,
  unconfirmedYearsBetween,
  workCalendar,
  workingDaysBetween,
  type CalendarYear,
} from './working-days.js';

/** The ISO day of a Jalali date. */
const j = (jy: number, jm: number, jd: number) => jalaliToGregorian(jy, jm, jd).toISOString().slice(0, 10);
const plus = (day: string, days: number) => isoDayOf(dayNumberOf(day) + days);

const defaults = workCalendar();
const thursdaysOpen = (...years: number[]) =>
  workCalendar(years.map((jy) => ({ jy, confirmed: false, thursdayClosed: false, holidays: [] })));

describe('days and years', () => {
  it('reads an instant as its day in Tehran (+3:30)', () => {
    expect(tehranDay(new Date('2026-03-20T20:29:59Z'))).toBe('2026-03-20');
    expect(tehranDay(new Date('2026-03-20T20:30:00Z'))).toBe('2026-03-21');
    expect(jalaliYearOfDay(new Date('2026-03-20T20:30:00Z'))).toBe(1405);
  });

  it('refuses malformed days', () => {
    for (const bad of ['2026-02-30', '1405/01/01', '2026-3-1', ''])
      expect(() => dayNumberOf(bad), bad).toThrow(RangeError);
    expect(() => addWorkingDays('2026-13-01', 1, defaults)).toThrow(RangeError);
  });

  it('knows the Jalali years, Esfand 30 of leap years included', () => {
    expect(jalaliYearDays(1403)).toEqual({ first: '2024-03-20', last: '2025-03-20' });
    expect(jalaliYearDays(1403).last).toBe(j(1403, 12, 30));
    expect(jalaliYearDays(1404).last).toBe(j(1404, 12, 29));
    expect(fixedSolarHolidayDays(1405)).toEqual([
      j(1405, 1, 1),
      j(1405, 1, 2),
      j(1405, 1, 3),
      j(1405, 1, 4),
      j(1405, 1, 12),
      j(1405, 1, 13),
      j(1405, 3, 14),
      j(1405, 3, 15),
      j(1405, 11, 22),
      j(1405, 12, 29),
    ]);
  });
});

describe('addWorkingDays', () => {
  it.each([
    [
      'Wednesday before Nowruz, 1 day: past Thursday, Friday (29 Esfand) and 1–4 Farvardin',
      j(1404, 12, 27),
      1,
      j(1405, 1, 5),
    ],
    ['the same, 2 days: past Thursday 6 and Friday 7 Farvardin', j(1404, 12, 27), 2, j(1405, 1, 8)],
    ['12 and 13 Farvardin (Wednesday, Thursday) and Friday skipped', j(1405, 1, 11), 1, j(1405, 1, 15)],
    ['a start on a holiday (1 Farvardin) counts from the next working day', j(1405, 1, 1), 1, j(1405, 1, 5)],
    ['a start on a Friday', j(1405, 1, 7), 1, j(1405, 1, 8)],
    ['n = 0 answers the start as it is', j(1405, 1, 9), 0, j(1405, 1, 9)],
    ['n = 0 on a holiday too', j(1405, 1, 1), 0, j(1405, 1, 1)],
    ['a week of working days is 5 with Thursdays closed', j(1405, 2, 5), 5, j(1405, 2, 12)],
  ])('%s', (_name, start, n, due) => {
    expect(addWorkingDays(start, n, defaults)).toBe(due);
    expect(workingDaysBetween(start, due, defaults)).toBe(n);
  });

  it('counts Thursdays when the year opens them', () => {
    expect(addWorkingDays(j(1404, 12, 27), 1, thursdaysOpen(1404))).toBe(j(1404, 12, 28));
    // Thursday 6 Farvardin 1405 opens only when 1405 says so.
    expect(addWorkingDays(j(1404, 12, 27), 2, thursdaysOpen(1404))).toBe(j(1405, 1, 5));
    expect(addWorkingDays(j(1404, 12, 27), 3, thursdaysOpen(1404, 1405))).toBe(j(1405, 1, 6));
    expect(addWorkingDays(j(1405, 2, 5), 6, thursdaysOpen(1405))).toBe(j(1405, 2, 12));
  });

  it('works Esfand 30 of a leap year (29 Esfand is the holiday) unless the week closes it', () => {
    // 1403/12/30 was a Thursday.
    expect(addWorkingDays(j(1403, 12, 28), 1, thursdaysOpen(1403))).toBe(j(1403, 12, 30));
    expect(addWorkingDays(j(1403, 12, 28), 1, defaults)).toBe(j(1404, 1, 5));
    // 1408/12/30 is a Wednesday: a working day whatever Thursdays do.
    expect(new Date(j(1408, 12, 30)).getUTCDay()).toBe(3);
    expect(addWorkingDays(j(1408, 12, 28), 1, defaults)).toBe(j(1408, 12, 30));
    expect(isWorkingDay(j(1408, 12, 29), defaults)).toBe(false);
  });

  it('counts a confirmed year’s list beside the solar holidays, and only the solar ones of an unconfirmed year', () => {
    const listed = [j(1405, 1, 1), j(1405, 1, 2), j(1405, 1, 3), j(1405, 1, 4), j(1405, 1, 9)];
    const year = (confirmed: boolean): CalendarYear => ({
      jy: 1405,
      confirmed,
      thursdayClosed: true,
      holidays: listed,
    });
    const confirmed = workCalendar([year(true)]);
    const draft = workCalendar([year(false)]);
    // Confirmed: the added 9 Farvardin counts; 12 and 13 Farvardin, left out of the list, still do
    // (the solar holidays are law, so no list can drop them).
    expect(isWorkingDay(j(1405, 1, 9), confirmed)).toBe(false);
    expect(isWorkingDay(j(1405, 1, 12), confirmed)).toBe(false);
    // Unconfirmed: the draft list is ignored, the fixed solar holidays count.
    expect(isWorkingDay(j(1405, 1, 9), draft)).toBe(true);
    expect(isWorkingDay(j(1405, 1, 12), draft)).toBe(false);
    expect(addWorkingDays(j(1405, 1, 8), 1, confirmed)).toBe(j(1405, 1, 10));
    expect(addWorkingDays(j(1405, 1, 8), 1, draft)).toBe(j(1405, 1, 9));
  });

  it('refuses a negative, fractional or huge n', () => {
    for (const n of [-1, 1.5, Number.NaN, 36_501])
      expect(() => addWorkingDays(j(1405, 1, 1), n, defaults)).toThrow(RangeError);
  });

  it('takes an instant as its Tehran day', () => {
    // 23:00 on Wednesday 27 Esfand 1404 in Tehran is 19:30 UTC.
    expect(addWorkingDays(new Date('2026-03-18T19:30:00Z'), 1, defaults)).toBe(j(1405, 1, 5));
  });

  it('crosses many years', () => {
    const due = addWorkingDays(j(1405, 1, 1), 1000, defaults);
    expect(workingDaysBetween(j(1405, 1, 1), due, defaults)).toBe(1000);
    expect(jalaliYearOfDay(due)).toBe(1408);
  });
});

describe('workingDaysBetween and the years it reports', () => {
  it('is negative when the second day comes first (how late a due day is)', () => {
    expect(workingDaysBetween(j(1405, 1, 5), j(1404, 12, 27), defaults)).toBe(-1);
    expect(workingDaysBetween(j(1405, 1, 8), j(1405, 1, 5), defaults)).toBe(-1);
    expect(workingDaysBetween(j(1405, 1, 9), j(1405, 1, 5), defaults)).toBe(-2);
  });

  it('lists the unconfirmed years a span touches', () => {
    const calendar = workCalendar([{ jy: 1405, confirmed: true, thursdayClosed: true, holidays: [] }]);
    expect(unconfirmedYearsBetween(j(1406, 1, 1), j(1404, 6, 1), calendar)).toEqual([1404, 1406]);
    expect(unconfirmedYearsBetween(j(1405, 1, 1), j(1405, 12, 29), calendar)).toEqual([]);
  });
});

// A calendar over 1403–1406 with random settings and holidays, and a naive day-by-day count to check against.
const yearArb = (jy: number) => {
  const { first, last } = jalaliYearDays(jy);
  const length = dayNumberOf(last) - dayNumberOf(first) + 1;
  return fc.record({
    jy: fc.constant(jy),
    confirmed: fc.boolean(),
    thursdayClosed: fc.boolean(),
    holidays: fc
      .uniqueArray(fc.integer({ min: 0, max: length - 1 }), { maxLength: 40 })
      .map((offsets) => offsets.map((o) => plus(first, o))),
  });
};
const calendarArb = fc
  .tuple(yearArb(1403), yearArb(1404), yearArb(1405), yearArb(1406))
  .map((years) => workCalendar(years));
const START = dayNumberOf(j(1403, 1, 1));
const dayArb = fc.integer({ min: START, max: START + 4 * 365 }).map(isoDayOf);

function naiveBetween(a: string, b: string, calendar: ReturnType<typeof workCalendar>): number {
  const [x, y] = [dayNumberOf(a), dayNumberOf(b)];
  const [lo, hi, sign] = x <= y ? [x, y, 1] : [y, x, -1];
  let count = 0;
  for (let n = lo + 1; n <= hi; n++) if (isWorkingDay(isoDayOf(n), calendar)) count++;
  return sign * count + 0; // never -0
}

describe('properties', () => {
  it('addWorkingDays and workingDaysBetween agree', () => {
    fc.assert(
      fc.property(calendarArb, dayArb, fc.integer({ min: 0, max: 600 }), (calendar, start, n) => {
        const due = addWorkingDays(start, n, calendar);
        expect(workingDaysBetween(start, due, calendar)).toBe(n);
        if (n > 0) {
          // The answer is a working day, and the first with that count: the day before has one fewer.
          expect(isWorkingDay(due, calendar)).toBe(true);
          expect(workingDaysBetween(start, plus(due, -1), calendar)).toBe(n - 1);
        }
      }),
    );
  });

  it('workingDaysBetween counts what a day-by-day walk counts, and is antisymmetric and additive', () => {
    fc.assert(
      fc.property(calendarArb, dayArb, dayArb, dayArb, (calendar, a, b, c) => {
        const ab = workingDaysBetween(a, b, calendar);
        expect(ab).toBe(naiveBetween(a, b, calendar));
        expect(workingDaysBetween(b, a, calendar) + ab).toBe(0);
        expect(ab + workingDaysBetween(b, c, calendar)).toBe(workingDaysBetween(a, c, calendar));
      }),
      { numRuns: 60 },
    );
  });

  it('adding in two steps is adding once', () => {
    fc.assert(
      fc.property(calendarArb, dayArb, fc.nat(300), fc.nat(300), (calendar, start, m, n) => {
        const twice = addWorkingDays(addWorkingDays(start, m, calendar), n, calendar);
        expect(twice).toBe(addWorkingDays(start, m + n, calendar));
      }),
    );
  });
});
