// Persian messages of requests, tasks and inboxes (GLOSSARY: درخواست، کارتابل، ارجاع، متقاضی، کارشناس، امضا).
const fa = (n: number) => n.toLocaleString('fa-IR');

/** Persian labels of a request's state. */
export const REQUEST_STATE_LABELS = {
  running: 'در جریان',
  completed: 'انجام‌شده',
  rejected: 'ردشده',
  cancelled: 'لغوشده',
} as const;

/**
 * A request's status as people read it: the SPEC's default registered status is the English word
 * 'registered' (SPEC §3), shown in Persian; every other status is an Admin's own Persian label.
 */
export function requestStatusLabel(status: string): string {
  return status === 'registered' ? 'ثبت‌شده' : status;
}

/** Persian labels of a task's state. */
export const TASK_STATE_LABELS = {
  open: 'در انتظار برداشتن',
  claimed: 'در دست بررسی',
  done: 'انجام‌شده',
  cancelled: 'لغوشده',
} as const;

/** Persian labels of the history's events. */
export const REQUEST_EVENT_LABELS = {
  submitted: 'ثبت درخواست',
  status: 'تغییر وضعیت',
  taskCreated: 'ارسال به کارتابل',
  claimed: 'برداشتن کار',
  released: 'رها کردن کار',
  completed: 'انجام کار',
  referred: 'ارجاع',
  returnedToApplicant: 'بازگشت به متقاضی برای اصلاح',
  returnedToStep: 'بازگشت به مرحله پیشین',
  resubmitted: 'ارسال دوباره پس از اصلاح',
  reassigned: 'واگذاری به کارشناس دیگر',
  function: 'اجرای تابع',
  ended: 'پایان درخواست',
  cancelled: 'لغو درخواست',
  survey: 'ثبت نظرسنجی',
  migrated: 'انتقال به نسخه تازه فرآیند',
  overdue: 'یادآوری کار دارای تأخیر',
} as const;
export type RequestEventKind = keyof typeof REQUEST_EVENT_LABELS;

export const REQUEST_MESSAGES = {
  submitted: (code: string) => `درخواست شما ثبت شد. کد رهگیری: ${code}`,
  changedMeanwhile: 'این درخواست در این فاصله تغییر کرده است؛ صفحه را بازخوانی کنید.',
  serviceUnavailable: 'این خدمت اکنون برای ثبت درخواست در دسترس نیست.',
  notOpenYet: (jalali: string) => `ثبت درخواست این خدمت از ${jalali} آغاز می‌شود.`,
  closed: 'مهلت ثبت درخواست این خدمت به پایان رسیده است.',
  openPerUser: (n: number) =>
    `شما ${fa(n)} درخواست در جریان از این خدمت دارید؛ تا پایان یکی از آن‌ها درخواست تازه ثبت نمی‌شود.`,
  possiblePerUser: (n: number) => `هر متقاضی حداکثر ${fa(n)} بار می‌تواند این خدمت را درخواست کند.`,
  openForAll: (n: number) =>
    `ظرفیت درخواست‌های در جریان این خدمت (${fa(n)} درخواست) پر است؛ بعداً دوباره تلاش کنید.`,
  possibleForAll: (n: number) => `ظرفیت این خدمت (${fa(n)} درخواست) تکمیل شده است.`,
  prerequisiteService: (name: string) => `پیش از این خدمت، باید درخواست شما برای «${name}» انجام شده باشد.`,
  noSignature: 'برای ارجاع و ثبت درخواست، ابتدا امضای خود را در پروفایل ثبت کنید.',
  signRequired: 'این خدمت امضای شما را لازم دارد؛ امضای درخواست را تأیید کنید.',
  answersRequired: 'پاسخ‌های فرم را بفرستید.',
  taskGone: 'این کار در کارتابل شما نیست.',
  taskClaimedByOther: 'این کار را کارشناس دیگری برداشته است.',
  taskNotClaimed: 'نخست این کار را بردارید.',
  taskClosed: 'این کار پیش‌تر انجام شده است.',
  outcomeRequired: 'نتیجه بررسی را برگزینید.',
  outcomeUnknown: 'نتیجه برگزیده در این مرحله نیست.',
  referTargetRequired: 'واحد سازمانی و نقش مقصد ارجاع را برگزینید.',
  referTargetUnknown: 'واحد سازمانی یا نقش مقصد ارجاع یافت نشد.',
  noteRequired: 'توضیح را بنویسید.',
  returnTargetInvalid: 'درخواست فقط به مرحله‌ای بازمی‌گردد که پیش‌تر از آن گذشته است.',
  reassignTargetUnknown: 'کاربر برگزیده یافت نشد.',
  noApplicantTask: 'این کار برای متقاضی است؛ متقاضی آن را انجام می‌دهد.',
  decisionFailed: (node: string, message: string) => `شرط‌های «${node}» ارزیابی نشد: ${message}`,
  noWayOut: (node: string) => `از «${node}» راهی به مرحله بعد نیست؛ به مدیر سامانه خبر دهید.`,
  loopGuard: (n: number) =>
    `فرآیند در یک اقدام بیش از ${fa(n)} گام پیمود و متوقف شد؛ به مدیر سامانه خبر دهید.`,
  functionDone: 'انجام شد',
  functionFailed: 'ناموفق',
  cancelNotAllowed: 'فقط درخواست در جریان را می‌توان لغو کرد.',
  cancelled: 'درخواست لغو شد.',
  surveyNotDue: 'نظرسنجی پس از پایان درخواست باز می‌شود.',
  surveyDone: 'نظر شما پیش‌تر ثبت شده است.',
  surveyScore: 'امتیازی از ۱ تا ۵ برگزینید.',
  trackingCodeInvalid: 'کد رهگیری ۱۰ رقمی را درست وارد کنید.',
  trackingIdentityRequired: 'شماره همراه، کد ملی یا نام کاربری متقاضی را وارد کنید.',
  trackingNotFound: 'درخواستی با این کد رهگیری و این مشخصات یافت نشد.',
  trackingTooMany: (minutes: number) =>
    `تلاش‌های ناموفق بیش از حد مجاز بود؛ ${fa(minutes)} دقیقه دیگر دوباره تلاش کنید.`,
  draftSaved: 'پیش‌نویس ذخیره شد.',
  draftOff: 'این خدمت ذخیره پیش‌نویس ندارد.',
  draftTooLarge: 'پیش‌نویس بیش از اندازه بزرگ است.',
  draftNotFound: 'پیش‌نویس یافت نشد.',
  requestNotFound: 'درخواست مورد نظر یافت نشد.',
  substituteSelf: 'جانشین شما نمی‌تواند خودتان باشید.',
  substitutePeriod: 'پایان دوره جانشینی باید پس از آغاز آن باشد.',
  substituteTooLong: 'دوره جانشینی حداکثر یک سال است.',
  substituteUnknown: 'کاربر جانشین یافت نشد.',
} as const;
