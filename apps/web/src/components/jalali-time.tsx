import { formatJalaliDateTime, toPersianDigits } from '@darvazeh/shared';

/** A datetime shown in Tehran time on the Jalali calendar with Persian digits (۱۴۰۵/۰۹/۰۱ ۱۳:۱۵). */
export function JalaliTime({ value }: { value: string }) {
  return (
    // Read right to left like the page: the date first, then the time.
    <time dateTime={value} style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      {toPersianDigits(formatJalaliDateTime(value))}
    </time>
  );
}
