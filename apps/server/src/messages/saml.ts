/** Persian messages of the SAML2 identity provider (GLOSSARY: ورود یکپارچه / سامانه‌های متصل). */
export const samlMessages = {
  notSaml: 'این سامانه از نوع SAML2 نیست.',
  metadataMissing: 'فایل فراداده (metadata) یا نشانی آن را بدهید، فقط یکی از این دو را.',
  metadataFetchFailed: 'دریافت فراداده از نشانی داده‌شده ممکن نشد.',
  entityIdTaken: 'سامانهٔ دیگری با همین شناسهٔ موجودیت (entityID) ثبت شده است.',
  /** Why SP metadata was refused, by MetadataProblem. */
  metadata: {
    unreadable: 'فایل فراداده XML معتبر نیست.',
    notEntity: 'فراداده باید یک EntityDescriptor باشد.',
    noSp: 'فراداده باید دقیقاً یک SPSSODescriptor داشته باشد.',
    entityId: 'شناسهٔ موجودیت (entityID) در فراداده معتبر نیست.',
    noAcs: 'فراداده هیچ نشانی دریافت پاسخ (AssertionConsumerService) با اتصال HTTP-POST ندارد.',
    acsUrl: 'نشانی دریافت پاسخ (AssertionConsumerService) در فراداده معتبر نیست.',
    certificate: 'گواهی امضای سامانه در فراداده معتبر نیست.',
    sloUrl: 'نشانی خروج یکپارچه (SingleLogoutService) در فراداده معتبر نیست.',
  },
  /** A single logout address set by hand that cannot be used. */
  sloUrlInvalid:
    'نشانی خروج یکپارچهٔ سامانه باید نشانی کامل http(s) و بدون فاصله، ویرگول، نقطه‌ویرگول یا گیومه باشد.',
  /**
   * The page that posts a passive request's answer to the system at once (/saml/resume): its title, and
   * the button shown only in a browser without script.
   */
  postTitle: 'بازگشت به سامانه',
  postSubmit: 'ادامه و بازگشت به سامانه',
  /** The page a refused SAML request shows. */
  pageTitle: 'ورود یکپارچه ممکن نشد',
  backHome: 'بازگشت به صفحهٔ اصلی',
  /** Why an AuthnRequest was refused, by RequestProblem. */
  refused: {
    malformed: 'درخواست ورود سامانه معتبر نیست.',
    dtd: 'درخواست ورود سامانه ساختار غیرمجاز دارد.',
    unknownSp: 'سامانهٔ درخواست‌دهنده در درگاه ثبت نشده است.',
    signatureMissing: 'درخواست ورود سامانه امضا ندارد.',
    signatureInvalid: 'امضای درخواست ورود سامانه معتبر نیست.',
    algorithm: 'الگوریتم امضای درخواست ورود پذیرفته نیست؛ فقط RSA-SHA256.',
    destination: 'درخواست ورود برای این درگاه صادر نشده است.',
    stale: 'درخواست ورود منقضی شده است؛ دوباره از سامانه وارد شوید.',
    acsUrl: 'نشانی بازگشت درخواست ورود در فرادادهٔ سامانه ثبت نشده است.',
    binding: 'نوع اتصال درخواست‌شده برای پاسخ پشتیبانی نمی‌شود.',
    replay: 'این درخواست ورود پیش‌تر استفاده شده است.',
    noSp: 'تنظیمات SAML این سامانه هنوز ثبت نشده است.',
    noCertificate: 'سامانه گواهی امضا ثبت نکرده است و درخواستش پذیرفته نمی‌شود.',
    unknownLogout: 'خروج یکپارچه‌ای با این مشخصات در جریان نیست یا مهلت آن تمام شده است.',
    expired: 'مهلت ورود به سامانه به پایان رسید؛ دوباره از سامانه وارد شوید.',
  },
  /** The page a refused single logout message shows (the reasons are `logoutRefused`). */
  logoutPageTitle: 'خروج یکپارچه ممکن نشد',
  /**
   * Why a LogoutRequest or LogoutResponse was refused, by RequestProblem, where it is said otherwise than
   * of a sign-in (`refused`): an unknown system or missing settings read alike.
   */
  logoutRefused: {
    malformed: 'درخواست خروج سامانه معتبر نیست.',
    dtd: 'درخواست خروج سامانه ساختار غیرمجاز دارد.',
    signatureMissing: 'درخواست خروج سامانه امضا ندارد؛ درخواست خروج باید امضا شده باشد.',
    signatureInvalid: 'امضای درخواست خروج سامانه معتبر نیست.',
    algorithm: 'الگوریتم امضای درخواست خروج پذیرفته نیست؛ فقط RSA-SHA256.',
    destination: 'درخواست خروج برای این درگاه صادر نشده است.',
    stale: 'درخواست خروج منقضی شده است؛ دوباره از سامانه خارج شوید.',
    binding: 'نوع اتصال درخواست خروج پشتیبانی نمی‌شود.',
    replay: 'این درخواست خروج پیش‌تر استفاده شده است.',
    noCertificate: 'سامانه گواهی امضا ثبت نکرده است؛ درخواست خروج آن پذیرفته نمی‌شود.',
    unknownLogout:
      'خروج یکپارچه‌ای با این مشخصات در جریان نیست یا مهلت آن تمام شده است؛ خروج شما از درگاه انجام شده است.',
  },
} as const;
