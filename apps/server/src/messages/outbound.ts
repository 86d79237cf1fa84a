/**
 * Persian messages of the guarded outgoing HTTP client (a function's fetch and curl). None names the
 * address a host resolved to: the caller learns that a destination is refused, never what sits behind it.
 */
export const outboundMessages = {
  invalidUrl: 'نشانی درخواست خارجی معتبر نیست.',
  badScheme: 'درخواست خارجی فقط به نشانی‌های http و https ارسال می‌شود.',
  credentialsInUrl: 'نشانی درخواست خارجی نباید نام کاربری یا رمز عبور داشته باشد.',
  forbiddenDestination:
    'ارسال درخواست به این نشانی مجاز نیست؛ نشانی‌های شبکه داخلی فقط با اجازه مدیر سامانه در دسترس‌اند.',
  badHeaders: 'سرآیندهای درخواست خارجی معتبر نیستند.',
  requestTooLarge: 'حجم بدنه درخواست خارجی بیش از حد مجاز است.',
  responseTooLarge: 'حجم پاسخ سرور مقصد بیش از حد مجاز است.',
  timeout: 'سرور مقصد در زمان مجاز پاسخ نداد.',
  redirectRefused: 'سرور مقصد درخواست را به نشانی دیگری هدایت کرد و دنبال کردن هدایت مجاز نیست.',
  tooManyRedirects: 'تعداد هدایت‌های سرور مقصد بیش از حد مجاز است.',
  failed: 'ارتباط با سرور مقصد برقرار نشد.',
} as const;
