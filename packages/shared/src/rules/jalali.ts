// Jalali (Persian calendar) conversion and formatting. Dates are read in Tehran time through a fixed
// +3:30 shift from UTC (SPEC §8; Iran has had no DST since 2022), never the machine's time zone,
// so browser and server print the same day for the same instant.
import { isValidJalaaliDate, toGregorian, toJalaali } from 'jalaali-js';
import { toLatinDigits } from './digits.js';

/** Tehran's offset from UTC in minutes (+3:30). */
export const TEHRAN_OFFSET_MINUTES = 210;

const TEHRAN_OFFSET_MS = TEHRAN_OFFSET_MINUTES * 60_000;

/** A day of the Jalali calendar: year, month (1 = Farvardin) and day of month. */
export interface JalaliDate {
  jy: number;
  jm: number;
  jd: number;
}

// Offset-less datetimes are read as UTC: the server sends UTC and the client adds +3:30 (SPEC §8).
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const JALALI_INPUT = /^(\d{4})([/\-.])(\d{1,2})\2(\d{1,2})$/;

/** Builds a UTC instant from calendar parts, or null when a part is out of range (Feb 30, 25:00). */
function utcFromParts(parts: readonly number[]): Date | null {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0, ms = 0] = parts;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as they are.
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  const ok = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return ok && h < 24 && mi < 60 && s < 60 ? date : null;
}

/** Parses an ISO-8601 datetime ('2026-11-22T09:44:46.123Z', '…+03:30', offset-less read as UTC), or null. */
function parseIsoDateTime(s: string): Date | null {
  const m = ISO_DATE_TIME.exec(s);
  if (!m) return null;
  const ms = Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3));
  const date = utcFromParts([...m.slice(1, 7).map((p) => Number(p ?? 0)), ms]);
  const zone = m[8];
  if (!date || zone === undefined || zone === 'Z') return date;
  const sign = zone.startsWith('-') ? -1 : 1;
  const [zh = 0, zm = 0] = zone.slice(1).split(':').map(Number);
  if (zh > 23 || zm > 59) return null;
  return new Date(date.getTime() - sign * (zh * 60 + zm) * 60_000);
}

/** Turns a Date, an ISO datetime or a plain 'YYYY-MM-DD' (UTC midnight) into a valid Date, or null. */
function toInstant(input: Date | string): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  const s = toLatinDigits(input).trim();
  const plain = ISO_DATE.exec(s);
  return plain ? utcFromParts(plain.slice(1).map(Number)) : parseIsoDateTime(s);
}

/** Reads an instant's wall clock in Tehran as UTC fields of a shifted Date. */
function tehranClock(date: Date): Date {
  return new Date(date.getTime() + TEHRAN_OFFSET_MS);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Tells whether a string is an ISO-8601 datetime such as '2026-11-22T09:44:46.123Z' or '2026-11-22T13:14:46+03:30' (plain dates are not). */
export function isIsoDateTime(s: string): boolean {
  return parseIsoDateTime(s) !== null;
}

/** Returns the Jalali day of an instant in Tehran time; throws RangeError for an invalid Date or a year outside jalaali-js's range. */
export function toJalali(date: Date): JalaliDate {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  const t = tehranClock(date);
  return toJalaali(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Formats a Jalali day as 'YYYY/MM/DD' with Latin digits. */
function formatParts({ jy, jm, jd }: JalaliDate): string {
  return `${String(jy).padStart(4, '0')}/${pad2(jm)}/${pad2(jd)}`;
}

/** Runs a formatter on a parsed instant, answering '' for unparseable or out-of-range input so a bad cell never breaks a page. */
function formatSafely(input: Date | string, format: (d: Date) => string): string {
  const date = toInstant(input);
  if (!date) return '';
  try {
    return format(date);
  } catch (error) {
    if (error instanceof RangeError) return '';
    throw error;
  }
}

/** Formats a Date or ISO string as the Tehran-time Jalali day '1405/09/01' with Latin digits, or '' when the input is not a valid date. */
export function formatJalaliDate(date: Date | string): string {
  return formatSafely(date, (d) => formatParts(toJalali(d)));
}

/** Formats a Date or ISO string as Tehran-time '1405/09/01 13:15' with Latin digits, or '' when the input is not a valid date. */
export function formatJalaliDateTime(date: Date | string): string {
  return formatSafely(date, (d) => {
    const t = tehranClock(d);
    return `${formatParts(toJalali(d))} ${pad2(t.getUTCHours())}:${pad2(t.getUTCMinutes())}`;
  });
}

/** Tells whether integers jy/jm/jd form a real Jalali day, month lengths and leap years included. */
export function isValidJalali(jy: number, jm: number, jd: number): boolean {
  return [jy, jm, jd].every(Number.isInteger) && isValidJalaaliDate(jy, jm, jd);
}

/** Converts a Jalali day to the Date at UTC midnight of the same Gregorian day; throws RangeError when the day does not exist. */
export function jalaliToGregorian(jy: number, jm: number, jd: number): Date {
  if (!isValidJalali(jy, jm, jd)) throw new RangeError(`Invalid Jalali date ${jy}/${jm}/${jd}`);
  const { gy, gm, gd } = toGregorian(jy, jm, jd);
  const date = utcFromParts([gy, gm, gd]);
  if (!date) throw new RangeError(`Invalid Jalali date ${jy}/${jm}/${jd}`);
  return date;
}

/** The ISO day 'YYYY-MM-DD' of a Jalali day; throws RangeError when the day does not exist. */
export function jalaliToIsoDay(jy: number, jm: number, jd: number): string {
  return jalaliToGregorian(jy, jm, jd).toISOString().slice(0, 10);
}

/** The ISO day of a Jalali day as typed or stored ('1405/09/01', Persian digits too), or null when it is no real day. */
export function isoDayOfJalali(jalali: string): string | null {
  const normal = normalizeJalaliDate(jalali);
  if (!normal) return null;
  const [jy, jm, jd] = normal.split('/').map(Number) as [number, number, number];
  return jalaliToIsoDay(jy, jm, jd);
}

/** Normalises typed Jalali input ('۱۴۰۵/۹/۱', '1405-9-1', '1405.09.01') to '1405/09/01', or null when it is not a real Jalali day. */
export function normalizeJalaliDate(input: string): string | null {
  const m = JALALI_INPUT.exec(toLatinDigits(input).trim());
  if (!m) return null;
  const [jy, jm, jd] = [m[1], m[3], m[4]].map(Number) as [number, number, number];
  return isValidJalali(jy, jm, jd) ? formatParts({ jy, jm, jd }) : null;
}

/** The instant typed Jalali input ('۱۴۰۵/۹/۱') begins in Tehran (00:00 at +3:30), or null when it is not a real Jalali day. */
export function jalaliDayStart(input: string): Date | null {
  const day = normalizeJalaliDate(input);
  if (!day) return null;
  const [jy, jm, jd] = day.split('/').map(Number) as [number, number, number];
  return new Date(jalaliToGregorian(jy, jm, jd).getTime() - TEHRAN_OFFSET_MS);
}
