// Every Persian message of the shared package, worded exactly as in GLOSSARY.md, so a reviewer reads them in one place.
// Numbers interpolated into a message are shown with Persian digits; {field} is the field's Persian name (fname).
import { toPersianDigits } from './digits.js';

/** Persian titles of the four toast kinds (SPEC §8). */
export const TOAST_TITLES = {
  warning: 'هشدار',
  error: 'خطا',
  success: 'انجام شد',
  info: 'با موفقیت انجام شد',
} as const;

/** Persian texts of the error catalogue (SPEC §8): failed calls, session, logout and upload warnings. */
export const ERROR_MESSAGES = {
  /** The request never reached the server. */
  requestNotSent: 'درخواست ارسال نشد.',
  /** 401 without a server message. */
  unauthorized: 'شما دسترسی کافی ندارید.',
  /** 403. */
  forbidden: 'لطفاً از سامانه خارج شوید و دوباره وارد شوید.',
  /** 404. */
  notFound: 'آدرس مورد نظر وجود ندارد.',
  /** 406. */
  notAcceptable: 'لطفاً صفحه را بازخوانی کنید.',
  /** 302 while signed in. */
  sessionExpired: 'نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید.',
  /** Any other failure without a message. */
  generic: 'خطا',
  /** Logout confirmation (exact). */
  logoutConfirm: 'آیا از خروج مطمئن هستید؟',
  /** Checkbox: sign out of the central identity provider too. */
  logoutCentral: 'از سامانه احراز هویت مرکزی نیز خارج شوم',
  /** Session warnings keyed by the seconds left (SESSION_WARNINGS). */
  sessionEndsIn: {
    120: 'دو دقیقه تا پایان نشست شما باقی مانده است.',
    60: 'یک دقیقه تا پایان نشست شما باقی مانده است.',
    30: 'سی ثانیه تا پایان نشست شما باقی مانده است.',
  },
  /** Idle countdown, shown every second with the seconds left. */
  idle: (n: number): string => `به دلیل عدم فعالیت، صفحه تا ${toPersianDigits(n)} ثانیه دیگر بسته می‌شود.`,
  /** Uploads are still running. */
  uploadsRunning: 'تا پایان بارگذاری، صفحه را بازخوانی نکنید و نبندید.',
  /** A file with the same name is already uploading. */
  duplicateUpload: 'فایلی با همین نام در حال بارگذاری است.',
} as const;

/** Persian validation messages (SPEC §5): form-check messages, generic rule messages and password rules. */
export const VALIDATION_MESSAGES = {
  /** Required date left empty. */
  requiredDate: (field: string): string => `مقدار ${field} را وارد کنید.`,
  /** Required file without an uploaded path. */
  requiredFile: (field: string): string => `فایل ${field} را بارگذاری کنید.`,
  /** Optional file chosen but not uploaded (a warning, not a failure). */
  fileNotUploaded: (field: string): string => `فایل ${field} بارگذاری نشده است و در نظر گرفته نمی‌شود.`,
  /** Required checkbox left empty. */
  requiredCheckbox: (field: string): string => `مقدار ${field} را مشخص کنید.`,
  /** Required map left empty. */
  requiredMap: (field: string): string => `مقدار ${field} را وارد کنید.`,
  /** Prefix for a failure inside tab n of an expansion field. */
  tabPrefix: (field: string, n: number): string => `در ${field} زبانه ${toPersianDigits(n)}،`,
  /** Prefix for a failure inside row n of a table field. */
  rowPrefix: (field: string, n: number): string => `در جدول ${field} ردیف ${toPersianDigits(n)}،`,
  /** Any other required field left empty. */
  requiredField: (field: string): string => `مقدار فیلد الزامی ${field} را وارد کنید.`,
  /** Generic required rule. */
  required: 'این فیلد الزامی است.',
  email: 'یک ایمیل معتبر وارد کنید.',
  numbersOnly: 'فقط عدد وارد کنید.',
  integersOnly: 'فقط عدد صحیح وارد کنید.',
  uppercaseOnly: 'فقط حروف بزرگ انگلیسی وارد کنید.',
  maxLength: (n: number): string => `حداکثر ${toPersianDigits(n)} کاراکتر مجاز است.`,
  minLength: (n: number): string => `حداقل ${toPersianDigits(n)} کاراکتر وارد کنید.`,
  invalidFormat: 'قالب وارد شده معتبر نیست.',
  /** Text holding a character the database cannot store (NUL, a lone UTF-16 surrogate). */
  invalidCharacters: 'متن ارسالی نویسه نامعتبر دارد.',
  persianLettersOnly: 'فقط حروف فارسی وارد کنید.',
  /** Referral or request submission by a user without a signature. */
  noSignature: 'برای ارجاع و ثبت درخواست، ابتدا امضای خود را در پروفایل ثبت کنید.',
  // The password messages below are ours: GLOSSARY.md gives none for them.
  passwordUppercase: 'رمز عبور باید حداقل یک حرف بزرگ انگلیسی داشته باشد.',
  passwordLowercase: 'رمز عبور باید حداقل یک حرف کوچک انگلیسی داشته باشد.',
  passwordDigit: 'رمز عبور باید حداقل یک رقم داشته باشد.',
  passwordSpecial: 'رمز عبور باید حداقل یک کاراکتر خاص (مانند ! یا @) داشته باشد.',
  passwordWeak: 'رمز عبور ضعیف است؛ دست‌کم سه نوع از حروف بزرگ، حروف کوچک، رقم و نماد را به کار ببرید.',
  /** A password on the server's list of the 10,000 most common ones. */
  passwordCommon: 'این رمز عبور از رایج‌ترین رمزهاست و به‌آسانی حدس زده می‌شود؛ رمز عبور دیگری برگزینید.',
} as const;

/** Persian password strength labels for scores 0, 20, 40, 60, 80 and 100, in that order. */
export const PASSWORD_STRENGTH_LABELS = ['خیلی ضعیف', 'ضعیف', 'متوسط', 'خوب', 'قوی', 'خیلی قوی'] as const;
