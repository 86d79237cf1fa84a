// How the language reads and writes dates. A date is text: a Jalali day '1405/09/01' (what date fields
// answer), an ISO day '2026-11-22' or an ISO instant '2026-11-22T09:44:46Z' (offset-less read as UTC);
// a four-digit year below 1700 is Jalali, so '1405-09-07' is a Jalali day.
// Day arithmetic works on Tehran calendar days (SPEC §8's fixed +3:30), never the machine's time zone.
import { toLatinDigits } from '../../../rules/digits.js';
import {
  TEHRAN_OFFSET_MINUTES,
  jalaliToGregorian,
  toJalali,
  type JalaliDate,
} from '../../../rules/jalali.js';
import { FlowError } from '../../errors.js';
import { EVAL_MESSAGES } from '../../messages.js';

const DAY_MS = 86_400_000;
const TEHRAN_OFFSET_MS = TEHRAN_OFFSET_MINUTES * 60_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const JALALI = /^(\d{4})[/\-.](\d{1,2})[/\-.](\d{1,2})$/;

/** A date read from text: its Tehran calendar day (days since 1970-01-01), the instant when it had a time, and the style it was written in. */
export interface ReadDate {
  day: number;
  instant: number | null;
  style: 'jalali' | 'iso-day' | 'iso-instant';
}

/** The Tehran calendar day (days since 1970-01-01) an instant falls on. */
export function tehranDay(instant: number): number {
  return Math.floor((instant + TEHRAN_OFFSET_MS) / DAY_MS);
}

/** Days since 1970-01-01 of a Gregorian y/m/d, or null when it is not a real day. */
function gregorianDay(y: number, m: number, d: number): number | null {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  const ok = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return ok ? date.getTime() / DAY_MS : null;
}

/** Reads an ISO day or instant, or null when the text is not one. */
function readIso(text: string): ReadDate | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = gregorianDay(y, mo, d);
  if (day === null) return null;
  if (m[4] === undefined) return { day, instant: null, style: 'iso-day' };
  const [h, mi, s] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return null;
  const ms = Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3));
  const zone = m[8] ?? 'Z';
  const sign = zone.startsWith('-') ? -1 : 1;
  const [zh, zm] = zone === 'Z' ? [0, 0] : zone.slice(1).split(':').map(Number);
  if ((zh ?? 0) > 23 || (zm ?? 0) > 59) return null;
  const offset = sign * ((zh ?? 0) * 60 + (zm ?? 0)) * 60_000;
  const instant = day * DAY_MS + ((h * 60 + mi) * 60 + s) * 1000 + ms - offset;
  return { day: tehranDay(instant), instant, style: 'iso-instant' };
}

/** Jalali years in use are far below this; Gregorian years in forms far above (so '1405-09-07' is Jalali). */
const FIRST_GREGORIAN_YEAR = 1700;

/** Reads a Jalali day, or null when the text is not one. */
function readJalali(text: string): ReadDate | null {
  const m = JALALI.exec(text);
  if (!m || Number(m[1]) >= FIRST_GREGORIAN_YEAR) return null;
  try {
    const date = jalaliToGregorian(Number(m[1]), Number(m[2]), Number(m[3]));
    return { day: date.getTime() / DAY_MS, instant: null, style: 'jalali' };
  } catch {
    // jalaliToGregorian throws RangeError for a day that does not exist.
    return null;
  }
}

/**
 * Reads a date in any of the three styles (any digit form); a year below 1700 is Jalali whatever the
 * separator. Throws a FlowError naming the text when it is not a real date.
 */
export function readDate(text: string): ReadDate {
  const latin = toLatinDigits(text).trim();
  const date = readJalali(latin) ?? readIso(latin);
  if (!date) throw new FlowError(EVAL_MESSAGES.invalidDate(text));
  return date;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The Jalali day of a Tehran calendar day. */
export function jalaliOf(day: number): JalaliDate {
  // Noon UTC of the day is in the same Tehran day, whatever the offset.
  return toJalali(new Date(day * DAY_MS + DAY_MS / 2 - TEHRAN_OFFSET_MS));
}

/** Writes a Tehran calendar day as Jalali 'YYYY/MM/DD' (Latin digits, as date fields answer). */
export function formatJalaliDay(day: number): string {
  const { jy, jm, jd } = jalaliOf(day);
  return `${pad(jy, 4)}/${pad(jm)}/${pad(jd)}`;
}

/** Writes a Tehran calendar day as the ISO day 'YYYY-MM-DD' of the same Gregorian date. */
export function formatIsoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Moves a read date by whole days and writes it back in the style it came in. */
export function shiftDate(date: ReadDate, days: number): string {
  if (date.instant !== null) return new Date(date.instant + days * DAY_MS).toISOString();
  const day = date.day + days;
  return date.style === 'jalali' ? formatJalaliDay(day) : formatIsoDay(day);
}
