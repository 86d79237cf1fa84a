import { formatJalaliDate } from '@darvazeh/shared';

/** The Jalali day 'YYYY/MM/DD' of an ISO day 'YYYY-MM-DD' (the server's due and expected days). */
export function jalaliOfIsoDay(isoDay: string): string {
  // Midnight UTC is 03:30 in Tehran: still the same day there.
  return formatJalaliDate(`${isoDay}T00:00:00Z`);
}
