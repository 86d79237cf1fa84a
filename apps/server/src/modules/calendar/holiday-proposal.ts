// What the server proposes for a Jalali year: the fixed solar holidays, and the lunar ones estimated with
// the Umm al-Qura calendar that Node's ICU carries (no dependency). Iran fixes its lunar months by sighting
// the moon, and its official dates fall on the Umm al-Qura date or a day later about equally often (the
// 1404 Eid al-Fitr: 10 Farvardin by Umm al-Qura, 11 Farvardin officially), so the lunar ones are proposed
// as suggestions (پیشنهادی) an Admin checks against the official calendar before confirming the year.
import {
  dayNumberOf,
  FIXED_SOLAR_HOLIDAYS,
  fixedSolarHolidayDays,
  isoDayOf,
  jalaliYearDays,
  LUNAR_HOLIDAYS,
} from '@darvazeh/shared';
import { calendarMessages as text } from '../../messages/index.js';

/** A proposed holiday: its day, Persian title (titles of one day joined) and whether it is an estimate. */
export type ProposedHoliday = { day: string; title: string; suggested: boolean };

const DAY_MS = 86_400_000;

const HIJRI = new Intl.DateTimeFormat('en-US-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** Whether this Node's ICU knows the Umm al-Qura calendar (a build without full ICU falls back to Gregorian). */
export const lunarEstimatesAvailable = HIJRI.resolvedOptions().calendar === 'islamic-umalqura';

/** The Umm al-Qura month and day of a day number. */
function hijriOf(n: number): { hm: number; hd: number } {
  const parts = HIJRI.formatToParts(new Date(n * DAY_MS));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { hm: part('month'), hd: part('day') };
}

/** The lunar official holidays of Jalali year `jy` by the Umm al-Qura calendar (none without ICU's). */
export function lunarHolidayEstimates(jy: number): { day: string; key: string }[] {
  if (!lunarEstimatesAvailable) return [];
  const { first, last } = jalaliYearDays(jy);
  const found: { day: string; key: string }[] = [];
  let today = hijriOf(dayNumberOf(first));
  for (let n = dayNumberOf(first); n <= dayNumberOf(last); n++) {
    const tomorrow = hijriOf(n + 1);
    for (const rule of LUNAR_HOLIDAYS) {
      const lastOfMonth = rule.hd === 'last' && tomorrow.hd === 1;
      if (rule.hm === today.hm && (rule.hd === today.hd || lastOfMonth))
        found.push({ day: isoDayOf(n), key: rule.key });
    }
    today = tomorrow;
  }
  return found;
}

/** The fixed solar holidays of `jy` with their titles, by day. */
export function solarHolidays(jy: number): { day: string; title: string }[] {
  const days = fixedSolarHolidayDays(jy);
  return FIXED_SOLAR_HOLIDAYS.map((rule, i) => ({
    day: days[i] as string,
    title: text.holidayTitles[rule.key] ?? rule.key,
  }));
}

/**
 * Every official holiday of Jalali year `jy`, one per day, by day: the solar ones and the lunar
 * estimates; a day holding both gets both titles and counts as an estimate.
 */
export function proposedHolidays(jy: number): ProposedHoliday[] {
  const byDay = new Map<string, ProposedHoliday>();
  const add = (day: string, title: string, suggested: boolean) => {
    const held = byDay.get(day);
    byDay.set(
      day,
      held
        ? { day, title: held.title + text.titleSeparator + title, suggested: held.suggested || suggested }
        : { day, title, suggested },
    );
  };
  for (const { day, title } of solarHolidays(jy)) add(day, title, false);
  for (const { day, key } of lunarHolidayEstimates(jy)) add(day, text.holidayTitles[key] ?? key, true);
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}
