// The one log screen: the summaries of its rows, the labels of a row's details, its Excel export's
// headers, and why the retention purge ran. Kind, outcome and sign-in result names come from
// @darvazeh/shared (LOG_KIND_LABELS, LOG_OUTCOME_LABELS, AUTH_RESULT_LABELS).

/** Texts of the log screen (modules/system/logs). */
export const logMessages = {
  // Why a user's security stamp changed (security_stamp_logs.reason).
  stampReasons: {
    password_changed: 'تغییر رمز عبور به دست کاربر',
    password_reset: 'بازیابی رمز عبور',
    password_reset_by_admin: 'بازنشانی رمز عبور به دست مدیر سامانه',
    two_factor_enabled: 'فعال‌سازی ورود دومرحله‌ای',
  } as Record<string, string>,
  stampOther: 'تغییر مهر امنیتی',
  // What happened to a responsibility (change_logs.action).
  actions: {
    create: 'افزودن مسئولیت',
    update: 'ویرایش مسئولیت',
    delete: 'حذف مسئولیت',
    restore: 'بازگرداندن مسئولیت',
  } as Record<string, string>,
  functionRun: (name: string) => `اجرای تابع «${name}»`,
  deletedFunction: 'تابع حذف‌شده',
  eventRun: (name: string) => `اجرای رویداد «${name}»`,
  deletedEvent: 'رویداد حذف‌شده',
  // The program log's summaries: what each message the server logs means, in Persian (the message itself,
  // as logged, stays in the row's details); a message not listed is named by its level.
  programMessages: {
    'unexpected error': 'خطای پیش‌بینی‌نشده هنگام پاسخ به یک درخواست',
    'response does not match its schema': 'پاسخ سرور با قالب تعریف‌شده‌اش سازگار نبود',
    'job failed; retrying later': 'کار پس‌زمینه انجام نشد؛ بعداً دوباره تلاش می‌شود',
    'job given up': 'کار پس‌زمینه پس از تلاش‌های پیاپی کنار گذاشته شد',
    'job finished after its lease lapsed and was claimed again':
      'کار پس‌زمینه پس از پایان مهلتش تمام شد و نمونه دیگری آن را برداشته بود',
    'job lease not renewed': 'تمدید مهلت یک کار پس‌زمینه در حال اجرا ممکن نشد',
    'claiming jobs failed': 'برداشتن کارهای پس‌زمینه از صف ممکن نشد',
    'could not record a job failure': 'ثبت شکست یک کار پس‌زمینه ممکن نشد',
    'password reset mail failed': 'فرستادن ایمیل بازیابی رمز عبور ممکن نشد',
    'file clean-up failed': 'پاک‌سازی فایل‌های رهاشده ممکن نشد',
    'writing a backup failed': 'نوشتن پشتیبان ممکن نشد',
    'a backup failed its verification': 'پشتیبان در وارسی پس از ساخت پذیرفته نشد',
    'a backup left unfinished by a stopped process was recorded as failed':
      'پشتیبانی که با توقف سرور نیمه‌کاره ماند، ناموفق ثبت شد',
    'backup progress not recorded': 'ثبت پیشرفت پشتیبان‌گیری ممکن نشد',
    'scheduled backup skipped: another backup or a restore is running':
      'پشتیبان‌گیری زمان‌بندی‌شده انجام نشد؛ پشتیبان‌گیری یا بازیابی دیگری در جریان بود',
    'a restore failed': 'بازیابی از پشتیبان ممکن نشد',
    'a restore left unfinished by a stopped process was ended':
      'بازیابی‌ای که با توقف سرور نیمه‌کاره ماند، پایان یافت',
    'restore progress not recorded': 'ثبت پیشرفت بازیابی ممکن نشد',
    'a default variable failed to evaluate': 'محاسبه یک متغیر پیش‌فرض ممکن نشد',
    'database not reachable': 'پایگاه داده در دسترس نبود',
    'shutdown failed': 'خاموش کردن سرور با خطا همراه بود',
    'oidc: server error': 'خطای سرور ورود یکپارچه (OIDC)',
    'oidc: back-channel logout failed': 'خروج پشت‌صحنه از یک سامانه متصل ممکن نشد',
    'oidc: logout log failed': 'ثبت خروج از ورود یکپارچه ممکن نشد',
    'program log records dropped': 'برخی خطاها و هشدارها از پرشدن سهمیه ثبت، کنار گذاشته شدند',
  } as Record<string, string>,
  programError: 'خطای سامانه',
  programWarning: 'هشدار سامانه',
  ranAs: 'اجرا با دسترسی',
  apiCall: (service: string, status: string) => `فراخوانی وب‌سرویس «${service}» — کد پاسخ ${status}`,
  deletedService: 'خدمت حذف‌شده',
  caller: 'سامانه فراخوان',
  problemCode: 'کد ردّ فراخوانی',
  trackingCode: 'کد رهگیری',
  inputBytes: 'حجم ورودی (بایت)',
  outputBytes: 'حجم خروجی (بایت)',
  attempt: 'نوبت اجرا',
  testFire: 'اجرای آزمایشی',
  // The Excel export's headers and a row's details.
  kind: 'نوع گزارش',
  summary: 'شرح',
  actor: 'انجام‌دهنده',
  requestId: 'شناسه درخواست به سرور',
  route: 'مسیر',
  method: 'روش',
  status: 'کد پاسخ',
  instance: 'نمونه سرور',
  errorName: 'نوع خطا',
  errorStack: 'جزئیات خطا',
  details: 'اطلاعات بیشتر',
  before: 'پیش از تغییر',
  after: 'پس از تغییر',
  input: 'ورودی',
  output: 'خروجی',
  diagnostics: 'پیام‌های اجرا',
  duration: 'مدت اجرا (میلی‌ثانیه)',
  steps: 'تعداد گام‌ها',
  message: 'پیام',
  unknownUser: 'کاربر ناشناس',
  sheet: 'گزارش‌ها',
  notFound: 'این گزارش پیدا نشد.',
} as const;
