// Working days on the Jalali calendar (issue 16: due dates in working days). Friday is the weekly
// holiday, Thursday too in a year whose setting closes it (the default); the fixed solar holidays are
// holidays every year (they are law), and the holidays stored for a year count once an Admin confirmed
// it, so a year nobody confirmed counts Fridays, Thursdays and the solar holidays only. A day is a
// calendar day in Tehran, written as its Gregorian ISO date 'YYYY-MM-DD'; an instant (Date) is read as
// the Tehran day it falls on. Pure: the server loads the stored years and hands them in.
import { toGregorian, toJalaali } from 'jalaali-js';
import { TEHRAN_OFFSET_MINUTES } from '../rules/jalali.js';
import { FIXED_SOLAR_HOLIDAYS } from './official-holidays.js';

/** One Jalali year of the calendar as stored: its Thursday setting, confirmation and holidays. */
export type CalendarYear = {
  jy: number;
  /** An Admin confirmed the year's holidays; until then only the fixed solar holidays count. */
  confirmed: boolean;
  /** Thursdays are closed (many universities close on Thursdays); Fridays always are. */
  thursdayClosed: boolean;
  /** The year's stored holidays, 'YYYY-MM-DD' (counted, beside the fixed solar ones, once confirmed). */
  holidays: readonly string[];
};

/** A year as the arithmetic reads it: its days as day numbers and the holidays that count. */
export type CalendarYearRules = {
  readonly jy: number;
  readonly confirmed: boolean;
  readonly thursdayClosed: boolean;
  /** Day numbers (days since 1970-01-01) of 1 Farvardin and of the year's last day. */
  readonly first: number;
  readonly last: number;
  /** Day numbers of the holidays that count and fall on no weekly closed day, ascending. */
  readonly holidays: readonly number[];
};

/** The calendar the arithmetic runs on: the rules of any Jalali year (defaults for years not stored). */
export type WorkCalendar = { year(jy: number): CalendarYearRules };

/** A day: 'YYYY-MM-DD' (a Tehran calendar day), or an instant read as its Tehran day. */
export type DayInput = string | Date;

/** Most working days one call may add: a hundred years is far past any due date. */
export const MAX_WORKING_DAYS = 36_500;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// 1970-01-01 was a Thursday; with Sunday = 0, a day number's weekday is (n + 4) mod 7.
const THURSDAY = 4;
const FRIDAY = 5;

const weekday = (n: number): number => (((n + THURSDAY) % 7) + 7) % 7;

/** The day number (days since 1970-01-01) of 'YYYY-MM-DD'; throws RangeError for anything else. */
export function dayNumberOf(day: string): number {
  const m = ISO_DAY.exec(day);
  const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (!m || back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    throw new RangeError(`Invalid day ${day}`);
  return t / DAY_MS;
}

/** The 'YYYY-MM-DD' of a day number. */
export function isoDayOf(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The Tehran calendar day an instant falls on, 'YYYY-MM-DD'; throws RangeError for an invalid Date. */
export function tehranDay(instant: Date): string {
  const t = instant.getTime();
  if (Number.isNaN(t)) throw new RangeError('Invalid date');
  return isoDayOf(Math.floor((t + TEHRAN_OFFSET_MINUTES * 60_000) / DAY_MS));
}

const numberOf = (day: DayInput): number =>
  typeof day === 'string' ? dayNumberOf(day) : dayNumberOf(tehranDay(day));

const gregorianNumber = ({ gy, gm, gd }: { gy: number; gm: number; gd: number }): number =>
  Date.UTC(gy, gm - 1, gd) / DAY_MS;

/** The Jalali year a day number falls in. */
function jalaliYearOfNumber(n: number): number {
  const d = new Date(n * DAY_MS);
  return toJalaali(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()).jy;
}

/** The Jalali year of a day ('YYYY-MM-DD' or an instant in Tehran). */
export function jalaliYearOfDay(day: DayInput): number {
  return jalaliYearOfNumber(numberOf(day));
}

/** The first and last day ('YYYY-MM-DD') of Jalali year `jy`: 1 Farvardin and 29 or 30 Esfand. */
export function jalaliYearDays(jy: number): { first: string; last: string } {
  const { first, last } = yearBounds(jy);
  return { first: isoDayOf(first), last: isoDayOf(last) };
}

function yearBounds(jy: number): { first: number; last: number } {
  return {
    first: gregorianNumber(toGregorian(jy, 1, 1)),
    last: gregorianNumber(toGregorian(jy + 1, 1, 1)) - 1,
  };
}

/** The days ('YYYY-MM-DD') of Jalali year `jy`'s fixed solar holidays, in calendar order. */
export function fixedSolarHolidayDays(jy: number): string[] {
  return FIXED_SOLAR_HOLIDAYS.map(({ jm, jd }) => isoDayOf(gregorianNumber(toGregorian(jy, jm, jd))));
}

const closedByWeek = (thursdayClosed: boolean, n: number): boolean => {
  const w = weekday(n);
  return w === FRIDAY || (thursdayClosed && w === THURSDAY);
};

/** A year's rules from its stored row, or the defaults (Thursday closed, not confirmed) when there is none. */
function rulesOf(jy: number, stored: CalendarYear | undefined): CalendarYearRules {
  const { first, last } = yearBounds(jy);
  const confirmed = stored?.confirmed ?? false;
  const thursdayClosed = stored?.thursdayClosed ?? true;
  const days = [...fixedSolarHolidayDays(jy), ...(confirmed ? (stored?.holidays ?? []) : [])];
  const holidays = [...new Set(days.map(dayNumberOf))]
    .filter((n) => n >= first && n <= last && !closedByWeek(thursdayClosed, n))
    .sort((a, b) => a - b);
  return { jy, confirmed, thursdayClosed, first, last, holidays };
}

/**
 * The working-day calendar over the stored years: Fridays, Thursdays where the year closes them, the
 * fixed solar holidays, and a confirmed year's stored holidays. Any other year follows the defaults:
 * Thursdays closed, only the fixed solar holidays, not confirmed.
 */
export function workCalendar(years: readonly CalendarYear[] = []): WorkCalendar {
  const stored = new Map(years.map((year) => [year.jy, year]));
  const resolved = new Map<number, CalendarYearRules>();
  return {
    year(jy) {
      let rules = resolved.get(jy);
      if (!rules) {
        rules = rulesOf(jy, stored.get(jy));
        resolved.set(jy, rules);
      }
      return rules;
    },
  };
}

/** How many days in [x, y] fall on weekday `w`. */
function weekdaysIn(x: number, y: number, w: number): number {
  const firstHit = x + ((w - weekday(x) + 7) % 7);
  return firstHit > y ? 0 : Math.floor((y - firstHit) / 7) + 1;
}

/** How many of the ascending `sorted` lie in [x, y]. */
function countIn(sorted: readonly number[], x: number, y: number): number {
  const lowerBound = (value: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return lowerBound(y + 1) - lowerBound(x);
}

/** Working days in [x, y] (x ≤ y), both inside one year's rules. */
function workingIn(rules: CalendarYearRules, x: number, y: number): number {
  let closed = weekdaysIn(x, y, FRIDAY) + countIn(rules.holidays, x, y);
  if (rules.thursdayClosed) closed += weekdaysIn(x, y, THURSDAY);
  return y - x + 1 - closed;
}

/** Working days in [x, y] (x ≤ y), across years. */
function workingInRange(calendar: WorkCalendar, x: number, y: number): number {
  let total = 0;
  for (let from = x; from <= y;) {
    const rules = calendar.year(jalaliYearOfNumber(from));
    const to = Math.min(y, rules.last);
    total += workingIn(rules, from, to);
    from = to + 1;
  }
  return total;
}

/** Tells whether a day is a working day: not a Friday, not a closed Thursday, not a counted holiday. */
export function isWorkingDay(day: DayInput, calendar: WorkCalendar): boolean {
  const n = numberOf(day);
  return workingIn(calendar.year(jalaliYearOfNumber(n)), n, n) === 1;
}

/**
 * The working days after `a` up to and including `b`; negative (those after `b` up to and including `a`)
 * when `b` comes first. So a due day's count from today is what is left, and a past one's how late it is.
 * Throws RangeError for a malformed day.
 */
export function workingDaysBetween(a: DayInput, b: DayInput, calendar: WorkCalendar): number {
  const x = numberOf(a);
  const y = numberOf(b);
  if (x === y) return 0;
  // 0 - n, not -n: an empty span answers 0, never -0.
  return x < y ? workingInRange(calendar, x + 1, y) : 0 - workingInRange(calendar, y + 1, x);
}

/**
 * The day `n` working days after `start` ('YYYY-MM-DD'): `start` itself does not count, so the answer to
 * n ≥ 1 is always a working day, and n = 0 answers `start` as it is (a holiday too). A request received on
 * a Wednesday with a duration of 1 day is due on Saturday when Thursdays are closed.
 * Throws RangeError for a malformed day or an `n` that is not an integer in 0 … MAX_WORKING_DAYS.
 */
export function addWorkingDays(start: DayInput, n: number, calendar: WorkCalendar): string {
  if (!Number.isInteger(n) || n < 0 || n > MAX_WORKING_DAYS)
    throw new RangeError(`Working days must be an integer from 0 to ${MAX_WORKING_DAYS}`);
  let day = numberOf(start);
  let left = n;
  while (left > 0) {
    const rules = calendar.year(jalaliYearOfNumber(day + 1));
    const available = workingIn(rules, day + 1, rules.last);
    if (available < left) {
      left -= available;
      day = rules.last;
      continue;
    }
    while (left > 0) {
      day += 1;
      left -= workingIn(rules, day, day);
    }
  }
  return isoDayOf(day);
}

/** The Jalali years from `a`'s to `b`'s (either order) whose holidays nobody confirmed, ascending. */
export function unconfirmedYearsBetween(a: DayInput, b: DayInput, calendar: WorkCalendar): number[] {
  const [x, y] = [jalaliYearOfDay(a), jalaliYearOfDay(b)].sort((p, q) => p - q) as [number, number];
  const years: number[] = [];
  for (let jy = x; jy <= y; jy++) if (!calendar.year(jy).confirmed) years.push(jy);
  return years;
}
