// A Jalali month laid out as the calendar grid draws it: weeks from Saturday, each day with its Gregorian
// ISO day (the key the server's holidays use).
import { isValidJalali, jalaliToGregorian } from '@darvazeh/shared';

/** A day cell of the grid. */
export type MonthDay = {
  jd: number;
  /** 'YYYY-MM-DD' of the day. */
  day: string;
  /** 0 = Saturday … 6 = Friday. */
  weekday: number;
};

/** A Jalali month's weeks, Saturday first; days of other months are null. */
export function monthWeeks(jy: number, jm: number): (MonthDay | null)[][] {
  const days: MonthDay[] = [];
  for (let jd = 1; isValidJalali(jy, jm, jd); jd++) {
    const date = jalaliToGregorian(jy, jm, jd);
    days.push({ jd, day: date.toISOString().slice(0, 10), weekday: (date.getUTCDay() + 1) % 7 });
  }
  const cells: (MonthDay | null)[] = [...Array<null>(days[0]?.weekday ?? 0).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (MonthDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Friday, and Thursday where the year closes it: the weekly holidays. */
export function isWeeklyHoliday(weekday: number, thursdayClosed: boolean): boolean {
  return weekday === 6 || (thursdayClosed && weekday === 5);
}
