// Persian messages of the working-day calendar's schemas (GLOSSARY: تعطیلی، سال، تأیید).
import { toPersianDigits } from '../rules/digits.js';
import { CALENDAR_YEAR_RANGE } from './official-holidays.js';

export const CALENDAR_MESSAGES = {
  dayInvalid: 'تاریخ تعطیلی را به شکل ۱۴۰۵/۰۱/۰۱ وارد کنید.',
  yearOutOfRange: `سال باید از ${toPersianDigits(CALENDAR_YEAR_RANGE.min)} تا ${toPersianDigits(CALENDAR_YEAR_RANGE.max)} باشد.`,
  titleMissing: 'عنوان تعطیلی را وارد کنید.',
  titleTooLong: 'عنوان تعطیلی حداکثر ۲۰۰ کاراکتر است.',
  thursdayInvalid: 'مشخص کنید پنجشنبه‌ها تعطیل است یا نه.',
} as const;
