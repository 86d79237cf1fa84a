// The working-day calendar's wire shapes: holidays (resource `holiday`) and Jalali years
// (`holiday/year/{jy}`, its proposal, confirmation and Thursday setting).
import { z } from 'zod';
import { normalizeDisplayText } from '../rules/letters.js';
import { jalaliToIsoDay, normalizeJalaliDate } from '../rules/jalali.js';
import { resourceItem } from '../schemas/envelope.js';
import { CALENDAR_MESSAGES as m } from './messages.js';
import { CALENDAR_YEAR_RANGE } from './official-holidays.js';

const inRange = (jy: number) => jy >= CALENDAR_YEAR_RANGE.min && jy <= CALENDAR_YEAR_RANGE.max;

/** A Jalali year the calendar keeps (CALENDAR_YEAR_RANGE). */
export const calendarYearNumber = z.coerce
  .number({ error: m.yearOutOfRange })
  .int(m.yearOutOfRange)
  .refine(inRange, m.yearOutOfRange);

/** A holiday's day typed in Jalali ('۱۴۰۵/۱/۱', '1405-01-01'), answered as the Gregorian 'YYYY-MM-DD'. */
export const holidayDay = z
  .string({ error: m.dayInvalid })
  .max(20, m.dayInvalid)
  .transform((input, ctx) => {
    const day = normalizeJalaliDate(input);
    const jy = day ? Number(day.slice(0, 4)) : NaN;
    if (!day || !inRange(jy)) {
      ctx.addIssue({ code: 'custom', message: day ? m.yearOutOfRange : m.dayInvalid });
      return z.NEVER;
    }
    const [, jm, jd] = day.split('/').map(Number) as [number, number, number];
    return jalaliToIsoDay(jy, jm, jd);
  });

/** Body of `POST holiday` and `PUT holiday/{id}` (Admin): the day in Jalali and its Persian title. */
export const holidayBody = z.strictObject({
  jalaliDay: holidayDay,
  title: z
    .string({ error: m.titleMissing })
    .trim()
    .min(1, m.titleMissing)
    .max(200, m.titleTooLong)
    .transform((v) => normalizeDisplayText(v)),
});
export type HolidayBody = z.input<typeof holidayBody>;

/** A stored holiday: its Gregorian day, Jalali day and year, title, and whether it is a lunar estimate. */
export const holidayItem = resourceItem({
  day: z.iso.date(),
  jalaliDay: z.string(),
  jy: z.number().int(),
  title: z.string(),
  /** Proposed from an estimate of the lunar calendar (پیشنهادی) and not yet edited or confirmed. */
  suggested: z.boolean(),
});
export type HolidayItem = z.infer<typeof holidayItem>;

/** Path parameters of `holiday/year/{jy}`. */
export const calendarYearParams = z.strictObject({ jy: calendarYearNumber });

/** Body of `PUT holiday/year/{jy}` (Admin): the year's settings. */
export const calendarYearSettings = z.strictObject({
  thursdayClosed: z.boolean({ error: m.thursdayInvalid }),
});
export type CalendarYearSettings = z.infer<typeof calendarYearSettings>;

/** A day the arithmetic counts as a holiday, with its title. */
export const countedHoliday = z.object({ day: z.iso.date(), title: z.string() });
export type CountedHoliday = z.infer<typeof countedHoliday>;

/**
 * A Jalali year of the calendar (`GET holiday/year/{jy}`): its settings, whether and by whom it was
 * confirmed, its stored holidays, and the days the arithmetic counts as holidays now besides Fridays and
 * closed Thursdays (the fixed solar ones always, the stored ones once confirmed), by day.
 */
export const calendarYearView = z.object({
  jy: z.number().int(),
  /** 'YYYY-MM-DD' of 1 Farvardin and of the year's last day. */
  first: z.iso.date(),
  last: z.iso.date(),
  thursdayClosed: z.boolean(),
  confirmed: z.boolean(),
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
  confirmerName: z.string().nullable(),
  holidays: z.array(holidayItem),
  counted: z.array(countedHoliday),
});
export type CalendarYearView = z.infer<typeof calendarYearView>;
