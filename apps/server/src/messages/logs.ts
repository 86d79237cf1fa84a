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
  record: 'شماره رکورد',
  unknownUser: 'کاربر ناشناس',
  sheet: 'گزارش‌ها',
  notFound: 'این گزارش پیدا نشد.',
} as const;
