// A connected system's OpenID Connect / OAuth2 settings (GLOSSARY: ورود یکپارچه / سامانه).

/** Texts of the OIDC settings section of a system's page. */
export const oidcMessages = {
  title: 'تنظیمات OpenID Connect',
  intro: 'سامانه با این شناسه (و اگر سمت سرور است، رمز خود) از درگاه ورود یکپارچه می‌گیرد.',
  notConfigured: 'هنوز تنظیم نشده است؛ با ذخیره، شناسه و رمز سامانه ساخته می‌شود.',
  clientId: 'شناسه سامانه (client_id)',
  discoveryUrl: 'نشانی کشف تنظیمات (discovery)',
  redirectUris: 'نشانی‌های بازگشت پس از ورود',
  postLogoutRedirectUris: 'نشانی‌های بازگشت پس از خروج',
  uri: (n: number) => `نشانی ${n}`,
  addUri: 'افزودن نشانی',
  removeUri: (n: number) => `حذف نشانی ${n}`,
  clientKind: 'نوع برنامه',
  confidentialClient: 'سامانه سمت سرور، با رمز سامانه',
  confidentialClientHint: 'رمز سامانه در سرور آن نگه داشته می‌شود و هرگز به مرورگر یا گوشی کاربر نمی‌رسد.',
  publicClient: 'برنامه موبایل یا تک‌صفحه‌ای، بدون رمز',
  publicClientHint:
    'برنامه‌ای که روی گوشی یا در مرورگر کاربر اجرا می‌شود رمز را پنهان نگه نمی‌دارد؛ برایش رمزی ساخته نمی‌شود و درگاه آن را با کد یک‌بارمصرف هر ورود (PKCE) و نشانی‌های بازگشت دقیق می‌شناسد.',
  grantTypes: 'روش‌های دریافت توکن',
  grants: {
    authorization_code: 'ورود کاربران (authorization_code با PKCE)',
    refresh_token: 'توکن تازه‌سازی (refresh_token)',
    client_credentials: 'وب‌سرویس بدون کاربر (client_credentials)',
  } as Record<string, string>,
  scopes: 'اطلاعاتی که سامانه می‌تواند بخواهد',
  scopeNames: {
    openid: 'شناسه کاربر (openid)',
    profile: 'نام و نام کاربری (profile)',
    national_id: 'کد ملی (national_id)',
    units: 'واحدهای سازمانی (units)',
    roles: 'نقش‌ها (roles)',
  } as Record<string, string>,
  backchannelLogoutUri: 'نشانی خروج پشت‌صحنه (back-channel logout)',
  backchannelHint: 'درگاه هنگام خروج کاربر به این نشانی خبر می‌دهد؛ اختیاری.',
  requireConsent: 'پیش از ورود، رضایت کاربر پرسیده شود',
  save: 'ذخیره تنظیمات',
  rotate: 'ساختن رمز تازه',
  rotateTitle: 'رمز تازه برای سامانه',
  rotateText: 'رمز فعلی سامانه بی‌درنگ از کار می‌افتد. ادامه می‌دهید؟',
  secretTitle: 'رمز سامانه (client_secret)',
  secretIntro: 'این رمز فقط همین یک بار نمایش داده می‌شود؛ آن را در تنظیمات سامانه وارد کنید.',
  copy: 'رونوشت رمز',
  copied: 'رمز رونوشت شد.',
  secretKept: 'رمز را نگه داشتم',
} as const;

/** Texts of the consent page (/sso-consent?interaction=…). */
export const oidcConsentMessages = {
  asks: (system: string) => `سامانه «${system}» می‌خواهد با حساب درگاه شما وارد شود و این اطلاعات را ببیند:`,
  allow: 'اجازه می‌دهم',
  deny: 'اجازه نمی‌دهم',
  missing: 'این درخواست ورود یافت نشد یا منقضی شده است؛ از سامانه دوباره وارد شوید.',
} as const;

/** Texts of the continue page (/sso-continue): silent single sign-on is off and a system asks to sign in. */
export const ssoContinueMessages = {
  asks: (system: string) =>
    `سامانه «${system}» می‌خواهد شما را با حساب درگاه وارد کند. با همین حساب ادامه می‌دهید؟`,
  continueAs: (name: string) => `ادامه با حساب ${name}`,
  another: 'ورود با حساب دیگر',
} as const;
