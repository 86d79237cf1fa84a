// A query answer's text cell as people read it, on a dashboard card and in its Excel export alike: a
// Jalali month grouping by the month's name, an instant as its Tehran Jalali day and time, other text with
// Persian digits.
import { toPersianDigits } from '../rules/digits.js';
import { formatJalaliDate, formatJalaliDateTime } from '../rules/jalali.js';

/** The Jalali months from Farvardin, as the calendar names them. */
export const JALALI_MONTH_NAMES = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

/** The seasons of the Jalali year, three months each from Farvardin. */
export const JALALI_SEASON_NAMES = ['بهار', 'تابستان', 'پاییز', 'زمستان'] as const;

const JALALI_MONTH = /^(\d{4})\/(\d{2})$/;
/** The query answers' week ('1404-W07', weeks from Saturday) and season ('1404-S2') groupings. */
const JALALI_WEEK = /^(\d{4})-W(\d{2})$/;
const JALALI_SEASON = /^(\d{4})-S([1-4])$/;
const GREGORIAN_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An instant as ISO or as PostgreSQL writes it as text ('2026-12-02 20:19:44.541+00'). */
const INSTANT = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)$/;

/** The instant a timestamp text names, or null. */
function instantOf(value: string): Date | null {
  const m = INSTANT.exec(value);
  if (!m) return null;
  const zone = m[3]!;
  const offset =
    zone === 'Z'
      ? zone
      : /^[+-]\d{2}$/.test(zone)
        ? `${zone}:00`
        : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(`${m[1]}T${m[2]}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A Jalali month by name and year, 'مرداد ۱۴۰۳' (month 1–12). */
export function jalaliMonthText(month: number, year: number | string): string {
  return `${JALALI_MONTH_NAMES[month - 1] ?? toPersianDigits(month)} ${toPersianDigits(year)}`;
}

/**
 * A text cell as people read it: a Jalali month grouping ('1403/05') by the month's name, a week ('1404-W07')
 * as «هفته ۷ ۱۴۰۴», a season ('1404-S2') by its name, an instant as
 * its Jalali day and time in Tehran ('۱۴۰۵/۰۱/۱۵ ۰۹:۳۰'), a Gregorian day as its Jalali day, any other
 * text with Persian digits.
 */
export function readableText(value: string): string {
  const month = JALALI_MONTH.exec(value);
  if (month) return jalaliMonthText(Number(month[2]), month[1]!);
  const week = JALALI_WEEK.exec(value);
  if (week) return `هفته ${toPersianDigits(Number(week[2]))} ${toPersianDigits(week[1]!)}`;
  const season = JALALI_SEASON.exec(value);
  if (season) return `${JALALI_SEASON_NAMES[Number(season[2]) - 1]!} ${toPersianDigits(season[1]!)}`;
  const instant = instantOf(value);
  const jalali = instant
    ? formatJalaliDateTime(instant)
    : GREGORIAN_DAY.test(value)
      ? formatJalaliDate(value)
      : '';
  if (jalali) return toPersianDigits(jalali);
  return toPersianDigits(value);
}
