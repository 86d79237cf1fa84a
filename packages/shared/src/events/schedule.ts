// When a scheduled event (رویداد زمان‌بندی‌شده) fires: its slots on Tehran's wall clock (+3:30, no DST
// since 2022). Pure: the server hands in whether a day is a working day (its stored calendar), so every
// instance computes the same slot and the slot names the job that fires it once.
import { dayNumberOf, isoDayOf, tehranDay } from '../calendar/working-days.js';
import { jalaliToIsoDay, TEHRAN_OFFSET_MINUTES, toJalali } from '../rules/jalali.js';

/** The ways an event repeats: every N minutes, daily at a time, on each Jalali month's first day, on working days. */
export const EVENT_SCHEDULE_KINDS = ['minutes', 'day', 'jalaliMonthStart', 'workingDay'] as const;
export type EventScheduleKind = (typeof EVENT_SCHEDULE_KINDS)[number];

/** Shortest and longest gap of an every-N-minutes schedule. */
export const EVENT_MINUTES_RANGE = { min: 5, max: 1440 } as const;

/** A schedule as stored: `time` is Tehran's 'HH:mm'. */
export type EventSchedule =
  { every: 'minutes'; minutes: number } | { every: 'day' | 'jalaliMonthStart' | 'workingDay'; time: string };

/** Days looked ahead for a working day before giving up (a calendar closed for longer fires never). */
export const WORKING_DAY_LOOKAHEAD = 400;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

/** Minutes after Tehran's midnight of 'HH:mm' (a malformed time reads as midnight: the schema refuses it first). */
function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/** The instant of `minutes` after Tehran's midnight on the day `day` ('YYYY-MM-DD'). */
function atTehran(day: number, minutes: number): Date {
  return new Date(Date.parse(`${isoDayOf(day)}T00:00:00Z`) + (minutes - TEHRAN_OFFSET_MINUTES) * MINUTE_MS);
}

/** The Tehran day number of the first day of the Jalali month after the one holding day number `day`. */
function nextJalaliMonthStart(day: number): number {
  const { jy, jm } = toJalali(new Date(Date.parse(`${isoDayOf(day)}T12:00:00Z`)));
  const [y, m] = jm === 12 ? [jy + 1, 1] : [jy, jm + 1];
  return dayNumberOf(jalaliToIsoDay(y, m, 1));
}

/**
 * The first slot of `schedule` strictly after `after`, or null when none comes (no working day within
 * WORKING_DAY_LOOKAHEAD days). Every-N-minutes slots restart at each Tehran midnight (every 15 minutes is
 * :00, :15, :30, :45); the others fire at `time` on their days. `isWorkingDay` gets 'YYYY-MM-DD'.
 */
export function nextScheduleSlot(
  schedule: EventSchedule,
  after: Date,
  isWorkingDay: (day: string) => boolean = () => true,
): Date | null {
  const today = dayNumberOf(tehranDay(after));
  if (schedule.every === 'minutes') {
    const elapsed = (after.getTime() - atTehran(today, 0).getTime()) / MINUTE_MS;
    const next = (Math.floor(elapsed / schedule.minutes) + 1) * schedule.minutes;
    return next >= DAY_MINUTES ? atTehran(today + 1, 0) : atTehran(today, next);
  }
  const minutes = minutesOf(schedule.time);
  if (schedule.every === 'day') {
    const slot = atTehran(today, minutes);
    return slot > after ? slot : atTehran(today + 1, minutes);
  }
  if (schedule.every === 'jalaliMonthStart') {
    const { jy, jm } = toJalali(after);
    const first = dayNumberOf(jalaliToIsoDay(jy, jm, 1));
    const slot = atTehran(first, minutes);
    return slot > after ? slot : atTehran(nextJalaliMonthStart(first), minutes);
  }
  for (let day = today; day <= today + WORKING_DAY_LOOKAHEAD; day += 1) {
    const slot = atTehran(day, minutes);
    if (slot > after && isWorkingDay(isoDayOf(day))) return slot;
  }
  return null;
}
