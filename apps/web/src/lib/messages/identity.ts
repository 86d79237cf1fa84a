// Signing in and out, passwords, two-factor sign-in, the profile, the signature and the sessions.
import type { OauthError } from '@darvazeh/shared';

/** Texts of the identity screens. */
export const identityMessages = {
  login: {
    /** A signed-in user a connected system sent back to sign in (its single sign-on ended, or another account). */
    signInAgain: 'سامانه‌ای که از آن آمده‌اید ورود تازه می‌خواهد؛ برای ادامه دوباره وارد شوید.',
    oauthError: 'ورود از طریق سامانه خارجی انجام نشد؛ دوباره تلاش کنید.',
    /** `/login/{oauthError}`: why a sign-in through a government or ministry provider ended there. */
    oauthErrors: {
      access_denied: 'ورود در سامانه خارجی لغو شد یا اجازه داده نشد.',
      invalid_request: 'سامانه خارجی درخواست ورود را نپذیرفت؛ با مدیر سامانه تماس بگیرید.',
      unauthorized_client: 'این سامانه نزد سامانه خارجی مجاز به ورود نیست؛ با مدیر سامانه تماس بگیرید.',
      unsupported_response_type: 'سامانه خارجی این روش ورود را پشتیبانی نمی‌کند؛ با مدیر سامانه تماس بگیرید.',
      invalid_scope: 'سامانه خارجی دسترسی‌های درخواستی را نپذیرفت؛ با مدیر سامانه تماس بگیرید.',
      server_error: 'سامانه خارجی با خطا روبه‌رو شد؛ کمی بعد دوباره تلاش کنید.',
      temporarily_unavailable: 'سامانه خارجی موقتاً در دسترس نیست؛ کمی بعد دوباره تلاش کنید.',
      login_required: 'ابتدا در سامانه خارجی وارد شوید و دوباره تلاش کنید.',
      consent_required: 'برای ورود باید در سامانه خارجی اجازه دسترسی بدهید.',
      interaction_required: 'ورود در سامانه خارجی کامل نشد؛ دوباره تلاش کنید.',
      provider_error: 'سامانه خارجی خطایی گزارش کرد؛ دوباره تلاش کنید.',
      unknown_provider: 'این روش ورود فعال نیست.',
      state_mismatch:
        'مهلت ورود به پایان رسیده یا درخواست از این مرورگر نبوده است؛ دوباره از دکمه ورود استفاده کنید.',
      exchange_failed: 'پاسخ سامانه خارجی پذیرفته نشد؛ کمی بعد دوباره تلاش کنید.',
      invalid_claims:
        'اطلاعات دریافتی از سامانه خارجی کامل یا معتبر نیست (مانند کد ملی)؛ با مدیر سامانه تماس بگیرید.',
      no_account: 'حساب کاربری متناظری در سامانه یافت نشد؛ با مدیر سامانه تماس بگیرید.',
      account_disabled: 'حساب کاربری شما غیرفعال است. با مدیر سامانه تماس بگیرید.',
    } satisfies Record<OauthError, string>,
  },
  /** Fields and notes shared by the sign-in and password forms. */
  credentials: {
    password: 'رمز عبور',
    currentPassword: 'رمز عبور فعلی',
    newPassword: 'رمز عبور جدید',
    repeatPassword: 'تکرار رمز عبور جدید',
    passwordsDiffer: 'تکرار رمز عبور جدید با رمز عبور جدید یکسان نیست.',
    saveNewPassword: 'ثبت رمز عبور جدید',
    recoveryCode: 'کد بازیابی',
    showPassword: 'نمایش رمز عبور',
    hidePassword: 'پنهان کردن رمز عبور',
    strength: (label: string): string => `قدرت رمز عبور: ${label}`,
    strengthMeter: 'قدرت رمز عبور',
    captcha: 'کد امنیتی',
    captchaImage: 'تصویر کد امنیتی',
    captchaRefresh: 'دریافت کد امنیتی جدید',
    captchaFailed: 'دریافت کد امنیتی انجام نشد؛ دوباره تلاش کنید.',
  },
  forgetPassword: {
    intro: 'نام کاربری خود را وارد کنید تا کد بازیابی برای شما ارسال شود.',
    sendCode: 'ارسال کد بازیابی',
    codeIntro: 'کد بازیابی ارسال‌شده را همراه با رمز عبور جدید وارد کنید. این کد ده دقیقه اعتبار دارد.',
    resend: 'ارسال دوباره کد',
    backToLogin: 'بازگشت به صفحه ورود',
  },
  registration: {
    intro:
      'اگر حساب کاربری ندارید، با کد ملی و شماره همراه خود ثبت‌نام کنید؛ یک کد تأیید به شماره همراه شما پیامک می‌شود.',
    sendCode: 'دریافت کد تأیید',
    codeSentTo: (mobile: string): string =>
      `کد تأیید به شماره ${mobile} پیامک شد و تا پنج دقیقه معتبر است. آن را همراه با نام کاربری و رمز عبور دلخواه وارد کنید.`,
    usernameHelp: 'حروف کوچک انگلیسی، عدد و . _ - @؛ کد ملی شما پیشنهاد شده است.',
    changeDetails: 'ویرایش اطلاعات و دریافت دوباره کد',
    closed: 'ثبت‌نام در این سامانه فعال نیست. اگر حساب کاربری ندارید، با مدیر سامانه تماس بگیرید.',
    haveAccount: 'حساب کاربری دارید؟ وارد شوید',
    noAccount: 'حساب کاربری ندارید؟ ثبت‌نام کنید',
  },
  twoFactor: {
    codeIntro: 'کد تأیید شش‌رقمی برنامه احراز هویت خود را وارد کنید.',
    recoveryIntro: 'یکی از کدهای بازیابی خود را وارد کنید. هر کد فقط یک بار پذیرفته می‌شود.',
    code: 'کد تأیید',
    useRecoveryCode: 'استفاده از کد بازیابی',
    useCode: 'استفاده از کد تأیید',
    cancel: 'انصراف و بازگشت به صفحه ورود',
  },
  passwordDeprecated: {
    intro: 'رمز عبور شما باید تغییر کند. برای ادامه، رمز عبور جدیدی انتخاب کنید.',
  },
  changePassword: {
    intro: 'پس از تغییر رمز عبور، نشست‌های شما در دستگاه‌های دیگر پایان می‌یابد.',
  },
  profile: {
    details: 'اطلاعات کاربری',
  },
  twoFactorSettings: {
    isOn: 'ورود دومرحله‌ای برای حساب شما فعال است.',
    isOff:
      'ورود دومرحله‌ای فعال نیست. با فعال کردن آن، ورود به حساب افزون بر رمز عبور به کد تأیید برنامه احراز هویت نیاز دارد.',
    start: 'فعال‌سازی ورود دومرحله‌ای',
    scan: 'این کد QR را با برنامه احراز هویت (مانند Google Authenticator) اسکن کنید یا کلید زیر را در آن وارد کنید؛ سپس کد تأیید شش‌رقمی آن را بنویسید.',
    qrAlt: 'کد QR ورود دومرحله‌ای',
    secret: 'کلید',
    confirm: 'تأیید و فعال‌سازی',
    disableIntro: 'برای غیرفعال کردن ورود دومرحله‌ای، رمز عبور خود را وارد کنید.',
    disable: 'غیرفعال کردن ورود دومرحله‌ای',
    recoveryTitle: 'کدهای بازیابی',
    recoveryIntro:
      'این کدها فقط همین یک بار نمایش داده می‌شوند. آن‌ها را در جای امنی نگه دارید؛ اگر به برنامه احراز هویت دسترسی نداشتید، هر کد یک بار به جای کد تأیید پذیرفته می‌شود.',
    copy: 'کپی کدها',
    copied: 'کدها کپی شد.',
    saved: 'کدها را ذخیره کردم',
    fileName: 'recovery-codes.txt',
  },
  signature: {
    title: 'امضا',
    current: 'امضای ثبت‌شده',
    imageAlt: 'تصویر امضا',
    draw: 'کشیدن امضا',
    pad: 'محل کشیدن امضا؛ با ماوس یا انگشت امضا کنید',
    preview: 'پیش‌نمایش',
    save: 'ثبت امضا',
    replace: 'تغییر امضا',
    remove: 'حذف امضا',
    badType: 'تصویر امضا باید PNG یا JPEG باشد.',
    tooLarge: 'حجم تصویر امضا حداکثر ۳۰۰ کیلوبایت است.',
    empty: 'ابتدا امضا را بکشید یا تصویری انتخاب کنید.',
  },
  loginHistory: {
    result: 'نتیجه',
    empty: 'هنوز ورودی ثبت نشده است.',
    pages: 'صفحه‌های تاریخچه ورود',
  },
  activeSessions: {
    createdAt: 'زمان ورود',
    lastSeenAt: 'آخرین فعالیت',
    current: 'این دستگاه',
    end: 'پایان نشست',
  },
  accountMenu: {
    open: 'منوی حساب کاربری',
  },
  logout: {
    pending: 'در حال خروج…',
    doneTitle: 'از سامانه خارج شدید',
    doneText: 'برای ادامه کار، دوباره وارد سامانه شوید.',
    /** After a single logout in which a connected system did not confirm it had signed the user out. */
    partialText:
      'یکی از سامانه‌های متصل خروج شما را تأیید نکرد. اگر رایانهٔ مشترک است، مرورگر را ببندید تا از آن سامانه هم خارج شوید.',
    loginAgain: 'ورود دوباره',
  },
  saml: {
    redirecting: 'در حال انتقال به سامانه مقصد…',
  },
} as const;
