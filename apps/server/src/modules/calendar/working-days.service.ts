// Working-day arithmetic over the stored calendar, for the modules that set due dates (issue 16: a
// request's expected answer day, a task's due day). The calendar is read per call, one statement over
// the few years a span touches (0.28 ms median on PostgreSQL, 0.59 ms on PGlite): a cached copy would
// still need a read per call to learn whether another instance changed it (0.13 / 0.30 ms), and a
// change-log version is bumped by every write anywhere, so during a burst of submissions it would miss
// anyway (docs/ARCHITECTURE.md "Working-day calendar").
import {
  addWorkingDays,
  jalaliYearOfDay,
  unconfirmedYearsBetween,
  workCalendar,
  workingDaysBetween,
  type DayInput,
  type WorkCalendar,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { storedYears } from './calendar.repository.js';

/** An answer of the arithmetic, with the Jalali years it rests on that nobody confirmed (ascending). */
export type CalendarAnswer<T> = { value: T; unconfirmedYears: number[] };

// A Jalali year has at least 365 − 2 × 53 closed weekdays − the solar holidays > 240 working days unless
// an Admin closes more; a short read is detected and widened below, so this only saves statements.
const WORKING_DAYS_PER_YEAR = 200;

/** The working-day calendar of Jalali years `fromJy` … `toJy` as stored (other years follow the defaults). */
export async function loadWorkCalendar(db: Db, fromJy: number, toJy: number): Promise<WorkCalendar> {
  return workCalendar(await storedYears(db, fromJy, toJy));
}

/**
 * The day `n` working days after `start` (its Tehran day; `start` itself does not count), by the stored
 * calendar; throws RangeError for a malformed day or n (see addWorkingDays).
 */
export async function dueDay(db: Db, start: DayInput, n: number): Promise<CalendarAnswer<string>> {
  const fromJy = jalaliYearOfDay(start);
  let toJy = fromJy + Math.ceil(n / WORKING_DAYS_PER_YEAR);
  for (;;) {
    const calendar = await loadWorkCalendar(db, fromJy, toJy);
    const day = addWorkingDays(start, n, calendar);
    // Years past the read follow the defaults: only an answer inside the read rests on stored years alone.
    if (jalaliYearOfDay(day) <= toJy)
      return { value: day, unconfirmedYears: unconfirmedYearsBetween(start, day, calendar) };
    toJy = jalaliYearOfDay(day);
  }
}

/**
 * The working days after `a` up to and including `b` (negative when `b` comes first: how late a due day
 * is), by the stored calendar.
 */
export async function workingDaysFrom(db: Db, a: DayInput, b: DayInput): Promise<CalendarAnswer<number>> {
  const [fromJy, toJy] = [jalaliYearOfDay(a), jalaliYearOfDay(b)].sort((x, y) => x - y) as [number, number];
  const calendar = await loadWorkCalendar(db, fromJy, toJy);
  return {
    value: workingDaysBetween(a, b, calendar),
    unconfirmedYears: unconfirmedYearsBetween(a, b, calendar),
  };
}
