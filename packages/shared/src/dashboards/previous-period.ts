// The period before a date range filter's (issue 28: a number card with its change against the previous
// period): as many days, ending the day before it starts.
import { formatJalaliDate, jalaliToGregorian } from '../rules/jalali.js';

const DAY_MS = 86_400_000;

/** The UTC-midnight time of Jalali day 'YYYY/MM/DD', or null when it is not one. */
function dayTime(day: string): number | null {
  const m = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(day);
  if (!m) return null;
  try {
    return jalaliToGregorian(Number(m[1]), Number(m[2]), Number(m[3])).getTime();
  } catch {
    return null;
  }
}

/**
 * The range of equal length just before `from`–`to` (Jalali days 'YYYY/MM/DD', both ends counted): 1405/02/01
 * to 1405/02/31 is preceded by 1405/01/01 to 1405/01/31. Null for an open or reversed range.
 */
export function previousRange(
  from: string | null | undefined,
  to: string | null | undefined,
): { from: string; to: string } | null {
  if (!from || !to) return null;
  const [start, end] = [dayTime(from), dayTime(to)];
  if (start === null || end === null || end < start) return null;
  const days = Math.round((end - start) / DAY_MS) + 1;
  return {
    from: formatJalaliDate(new Date(start - days * DAY_MS)),
    to: formatJalaliDate(new Date(start - DAY_MS)),
  };
}
