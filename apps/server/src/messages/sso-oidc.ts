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
  /** Why the provider refused, by OAuth error code (the page shows the code to the integrator too). */
  errorReasons: {
    invalid_request: 'درخواستی که سامانه فرستاده کامل یا درست نیست.',
    invalid_client: 'سامانه‌ای با این شناسه در درگاه ثبت نشده است، یا شناسه و رمز آن درست نیست.',
    invalid_redirect_uri:
      'نشانی بازگشتی که سامانه فرستاده در درگاه ثبت نشده است؛ درگاه برای امنیت شما به آن بازنمی‌گردد.',
    unauthorized_client: 'این سامانه اجازه این روش ورود را ندارد.',
    unsupported_response_type: 'این نوع درخواست ورود در درگاه پشتیبانی نمی‌شود.',
    invalid_scope: 'سامانه اطلاعاتی خواسته است که اجازه دیدن آن را ندارد.',
    access_denied: 'دسترسی به این سامانه داده نشد.',
    login_required: 'برای ورود به این سامانه ابتدا باید وارد درگاه شوید.',
    invalid_grant: 'این درخواست ورود دیگر معتبر نیست.',
    invalid_token: 'نشست این سامانه دیگر معتبر نیست.',
    server_error: 'خطایی در درگاه رخ داد؛ کمی بعد دوباره تلاش کنید.',
  } as Record<string, string>,
  tryAgain:
    'از سامانه‌ای که از آن آمده‌اید دوباره تلاش کنید؛ اگر دوباره همین صفحه را دیدید، آن را به پشتیبانی آن سامانه نشان دهید.',
  forIntegrators: 'برای توسعه‌دهندگان سامانه',
  errorCode: 'کد خطا',
  errorDescription: 'توضیح',
  backHome: 'بازگشت به درگاه',
  systemMissing: 'سامانه یافت نشد.',
  notOidc: 'این سامانه از نوع OpenID Connect یا OAuth2 نیست.',
  publicHasNoSecret:
    'برنامه موبایل یا تک‌صفحه‌ای رمز ندارد؛ برای داشتن رمز، نوع سامانه را «سامانه سمت سرور» کنید.',
  interactionMissing: 'درخواست ورود یافت نشد یا منقضی شده است؛ از سامانه دوباره وارد شوید.',
} as const;
