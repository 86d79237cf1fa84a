import { formatJalaliDate, toPersianDigits } from '@darvazeh/shared';

/** A publish date on the Jalali calendar in Tehran time, with Persian digits (۱۴۰۵/۰۹/۰۱). */
export function NewsDate({ value }: { value: string }) {
  return (
    <time dateTime={value} style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      {toPersianDigits(formatJalaliDate(value))}
    </time>
  );
}
