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
  },
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
    expired: 'مهلت ورود به سامانه به پایان رسید؛ دوباره از سامانه وارد شوید.',
  },
} as const;
