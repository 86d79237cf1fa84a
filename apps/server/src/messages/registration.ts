/** Messages of applicants' registration (ثبت‌نام متقاضیان): its answers, refusals and the SMS it sends. */
export const registrationMessages = {
  closed: 'ثبت‌نام متقاضیان در این سامانه فعال نیست.',
  codeSent: 'کد تأیید به شماره همراه شما فرستاده شد.',
  codeInvalid: 'کد تأیید نادرست است یا منقضی شده است.',
  nationalIdTaken:
    'این کد ملی پیش‌تر در سامانه ثبت شده است؛ اگر حساب کاربری دارید، وارد شوید یا رمز عبور خود را بازیابی کنید.',
  mobileTaken:
    'این شماره همراه پیش‌تر در سامانه ثبت شده است؛ اگر حساب کاربری دارید، وارد شوید یا رمز عبور خود را بازیابی کنید.',
  mobileLimited:
    'برای این شماره همراه بیش از حد مجاز کد تأیید خواسته شده است؛ ۲۴ ساعت دیگر دوباره تلاش کنید.',
  nationalIdLimited: 'برای این کد ملی بیش از حد مجاز کد تأیید خواسته شده است؛ ۲۴ ساعت دیگر دوباره تلاش کنید.',
  ipLimited: 'تلاش‌های ثبت‌نام از این نشانی بیش از حد مجاز است؛ یک ساعت دیگر دوباره تلاش کنید.',
  registered: 'ثبت‌نام شما انجام شد؛ خوش آمدید.',
  /** The SMS: the portal's title, then the code. */
  smsText: (title: string, code: string) =>
    `${title}\nکد تأیید ثبت‌نام شما: ${code}\nاین کد تا ۵ دقیقه معتبر است؛ آن را به کسی ندهید.`,
  /** What the outbox keeps of an SMS a web service delivered: never the code. */
  smsRecorded: 'کد تأیید ثبت‌نام (کد برای امنیت نگه داشته نمی‌شود).',
} as const;
