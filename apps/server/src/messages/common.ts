import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@darvazeh/shared';

/**
 * Messages of every route: the error envelope, the request guards, list filters and a saved write. The
 * SPEC §8 and §5 wording the web shows too lives in @darvazeh/shared and is sent from there.
 */
export const commonMessages = {
  badRequest: 'درخواست معتبر نیست.',
  invalidCharacters: VALIDATION_MESSAGES.invalidCharacters,
  tooDeep: 'ساختار داده ارسالی بیش از حد تودرتو است.',
  unexpected: 'خطای پیش‌بینی‌نشده‌ای رخ داد. لطفاً دوباره تلاش کنید.',
  duplicate: 'این مقدار قبلاً ثبت شده است.',
  duplicateName: 'این نام قبلاً ثبت شده است.',
  valueOutOfRange: 'مقدار وارد شده خارج از محدوده مجاز است.',
  invalidFormat: VALIDATION_MESSAGES.invalidFormat,
  unsupportedMediaType: 'قالب محتوای درخواست پشتیبانی نمی‌شود.',
  bodyTooLarge: 'حجم درخواست بیش از حد مجاز است.',
  /** Node refused a request before any route saw it (plugins/client-error.ts). */
  clientError: {
    title: 'درخواست پذیرفته نشد',
    headerOverflow:
      'نشانی درخواست بیش از اندازه بلند است (یا سرآیندهای آن بیش از اندازه بزرگ‌اند). از پیوندی کوتاه‌تر یا از صفحه اصلی دوباره شروع کنید.',
    timeout: 'درخواست در زمان مقرر کامل نشد. دوباره تلاش کنید.',
    malformed: 'درخواست ارسال‌شده قابل خواندن نیست.',
    backHome: 'بازگشت به صفحه اصلی',
  },
  tooManyRequests: 'تعداد درخواست‌ها بیش از حد مجاز است. کمی بعد دوباره تلاش کنید.',
  notFound: ERROR_MESSAGES.notFound,
  recordNotFound: 'رکورد مورد نظر یافت نشد.',
  unauthenticated: 'ابتدا وارد سامانه شوید.',
  forbidden: ERROR_MESSAGES.unauthorized,
  xsrf: ERROR_MESSAGES.forbidden,
  unknownFilterField: (field: string) => `فیلتر «${field}» برای این فهرست تعریف نشده است.`,
  badFilterValue: (field: string) => `مقدار فیلتر «${field}» معتبر نیست.`,
  unknownSortField: (field: string) => `مرتب‌سازی بر اساس «${field}» ممکن نیست.`,
  saved: 'تغییرات ذخیره شد.',
  /** A deletion done (the row waits in the recycle bin, where an Admin may restore it). */
  deleted: 'حذف شد.',
  /** What a log keeps instead of a secret (a password, a token, a key). */
  redacted: '[پنهان]',
  /** Joins the names of a list in one line of text (the Persian comma). */
  listSeparator: '، ',
} as const;
