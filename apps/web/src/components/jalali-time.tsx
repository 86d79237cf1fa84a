import { formatJalaliDate, formatJalaliDateTime, toPersianDigits } from '@darvazeh/shared';
import { jalaliOfIsoDay } from '../lib/jalali-days';

/** A `<time>` of `value` showing `shown` with Persian digits, isolated from the line around it, unbroken. */
function PersianTime({ value, shown }: { value: string; shown: string }) {
  return (
    <time dateTime={value} style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      {toPersianDigits(shown)}
    </time>
  );
}

/** A datetime shown in Tehran time on the Jalali calendar with Persian digits (۱۴۰۵/۰۹/۰۱ ۱۳:۱۵). */
export function JalaliTime({ value }: { value: string }) {
  // Read right to left like the page: the date first, then the time.
  return <PersianTime value={value} shown={formatJalaliDateTime(value)} />;
}

/** A datetime's day on the Jalali calendar in Tehran time, with Persian digits (۱۴۰۵/۰۹/۰۱). */
export function JalaliDate({ value }: { value: string }) {
  return <PersianTime value={value} shown={formatJalaliDate(value)} />;
}

/** An ISO day ('YYYY-MM-DD') shown on the Jalali calendar with Persian digits (۱۴۰۵/۰۹/۰۱). */
export function JalaliDay({ value }: { value: string }) {
  return <PersianTime value={value} shown={jalaliOfIsoDay(value)} />;
}
