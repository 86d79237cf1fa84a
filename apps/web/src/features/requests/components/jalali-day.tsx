import { toPersianDigits } from '@darvazeh/shared';
import { jalaliOfIsoDay } from '../../../lib/jalali-days';

/** An ISO day shown on the Jalali calendar with Persian digits (۱۴۰۵/۰۹/۰۱). */
export function JalaliDay({ value }: { value: string }) {
  return (
    <time dateTime={value} style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      {toPersianDigits(jalaliOfIsoDay(value))}
    </time>
  );
}
