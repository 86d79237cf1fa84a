import { formatJalaliDate, jalaliToGregorian, normalizeJalaliDate } from '@darvazeh/shared';

/** The Jalali day 'YYYY/MM/DD' of an ISO day 'YYYY-MM-DD' (the server's due and expected days). */
export function jalaliOfIsoDay(isoDay: string): string {
  // Midnight UTC is 03:30 in Tehran: still the same day there.
  return formatJalaliDate(`${isoDay}T00:00:00Z`);
}

/** The ISO day of a Jalali day 'YYYY/MM/DD' (a picker's value), or null when it is not a real day. */
export function isoDayOfJalali(jalali: string): string | null {
  const normal = normalizeJalaliDate(jalali);
  if (!normal) return null;
  const [jy, jm, jd] = normal.split('/').map(Number) as [number, number, number];
  return jalaliToGregorian(jy, jm, jd).toISOString().slice(0, 10);
}
