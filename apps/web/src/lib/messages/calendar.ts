// The working-day calendar (/panel/system-setting/calendar): a Jalali year's months, its holidays, and
// proposing and confirming them.
import { JALALI_MONTH_NAMES, toPersianDigits } from '@darvazeh/shared';

const year = (jy: number) => `سال ${toPersianDigits(jy)}`;

/** Texts of the working-day calendar screen. */
export const calendarMessages = {
  subtitle:
    'روزهای کاری مهلت‌ها و زمان پاسخ درخواست‌ها را تعیین می‌کنند: جمعه‌ها، پنجشنبه‌ها اگر تعطیل باشند و تعطیلات رسمی کنار گذاشته می‌شوند.',
  year,
  loadFailed: 'تقویم این سال خوانده نشد؛ صفحه را دوباره باز کنید.',
  previousYear: 'سال قبل',
  nextYear: 'سال بعد',
  yearNavigation: 'انتخاب سال',
  confirmedBy: (name: string | null, date: string) =>
    `تأییدشده${name ? ` توسط ${name}` : ''} در ${toPersianDigits(date)}`,
  notConfirmed: 'تأییدنشده',
  unconfirmedBanner: (jy: number) =>
    `تعطیلات ${year(jy)} هنوز تأیید نشده است؛ تا تأیید آن، روزهای کاری این سال فقط با جمعه‌ها، پنجشنبه‌های تعطیل و تعطیلات رسمی خورشیدی حساب می‌شود.`,
  showYear: (jy: number) => `رفتن به ${year(jy)}`,
  propose: 'پیشنهاد تعطیلات رسمی',
  proposeHint:
    'تعطیلات خورشیدی و برآورد تعطیلات قمری این سال افزوده می‌شود؛ تاریخ‌های قمری پیشنهادی‌اند و باید با تقویم رسمی کشور سنجیده شوند.',
  confirm: (jy: number) => `تأیید تعطیلات ${year(jy)}`,
  confirmTitle: (jy: number) => `تعطیلات ${year(jy)} تأیید شود؟`,
  confirmText:
    'از این پس همین فهرست در حساب روزهای کاری به کار می‌رود. پیش از تأیید، تاریخ‌های پیشنهادی را با تقویم رسمی کشور بسنجید.',
  unconfirm: 'لغو تأیید',
  thursdayClosed: 'پنجشنبه‌ها تعطیل است',
  holidayDay: 'تاریخ تعطیلی',
  holidayDayHint: 'مانند ۱۴۰۵/۰۱/۰۱ یا روزی را در تقویم برگزینید',
  holidayTitle: 'عنوان تعطیلی',
  addHoliday: 'افزودن تعطیلی',
  editHoliday: (day: string) => `ویرایش تعطیلی ${toPersianDigits(day)}`,
  holidays: (jy: number) => `تعطیلات ${year(jy)}`,
  noHolidays: 'تعطیلی‌ای برای این سال ثبت نشده است؛ تعطیلات رسمی خورشیدی بی‌ثبت هم حساب می‌شوند.',
  suggested: 'پیشنهادی',
  suggestedHint: 'برآورد تقویم قمری؛ با تقویم رسمی کشور بسنجید',
  pending: 'تا تأیید سال حساب نمی‌شود',
  deleteTitle: 'حذف تعطیلی',
  deleteHoliday: (title: string) => `تعطیلی «${title}» حذف شود؟`,
  legend: 'راهنمای رنگ‌ها',
  legendWeekly: 'تعطیل هفتگی',
  legendHoliday: 'تعطیل رسمی',
  legendPending: 'ثبت‌شده، تا تأیید سال حساب نمی‌شود',
  legendToday: 'امروز',
  dayLabel: (day: number, month: string, weekday: string) => `${toPersianDigits(day)} ${month}، ${weekday}`,
  months: JALALI_MONTH_NAMES,
  /** Weekdays from Saturday (شنبه) on (their one-letter heads: commonMessages.weekdayInitials). */
  weekdays: ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'],
} as const;
