/** Persian pages and messages of the OpenID Connect provider (/oidc). */
export const oidcMessages = {
  logoutTitle: 'خروج از ورود یکپارچه',
  logoutQuestion: 'آیا می‌خواهید از درگاه و سامانه‌های متصل خارج شوید؟',
  logoutYes: 'بله، خارج شو',
  logoutNo: 'خیر، وارد بمانم',
  loggedOutTitle: 'خروج انجام شد',
  loggedOut: 'از درگاه و سامانه‌های متصل خارج شدید.',
  errorTitle: 'ورود یکپارچه انجام نشد',
  error: 'درخواست ورود این سامانه معتبر نیست. از سامانه‌ای که از آن آمده‌اید دوباره تلاش کنید.',
  backHome: 'بازگشت به درگاه',
  systemMissing: 'سامانه یافت نشد.',
  notOidc: 'این سامانه از نوع OpenID Connect یا OAuth2 نیست.',
  publicHasNoSecret:
    'برنامه موبایل یا تک‌صفحه‌ای رمز ندارد؛ برای داشتن رمز، نوع سامانه را «سامانه سمت سرور» کنید.',
  interactionMissing: 'درخواست ورود یافت نشد یا منقضی شده است؛ از سامانه دوباره وارد شوید.',
} as const;
