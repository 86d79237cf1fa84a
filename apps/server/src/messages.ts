/** Every Persian message the server sends, in one place for review. */
export const messages = {
  badRequest: 'درخواست معتبر نیست.',
  unexpected: 'خطای پیش‌بینی‌نشده‌ای رخ داد. لطفاً دوباره تلاش کنید.',
  duplicate: 'این مقدار قبلاً ثبت شده است.',
  duplicateName: 'این نام قبلاً ثبت شده است.',
  unsupportedMediaType: 'قالب محتوای درخواست پشتیبانی نمی‌شود.',
  bodyTooLarge: 'حجم درخواست بیش از حد مجاز است.',
  tooManyRequests: 'تعداد درخواست‌ها بیش از حد مجاز است. کمی بعد دوباره تلاش کنید.',
  notFound: 'آدرس مورد نظر وجود ندارد.',
  recordNotFound: 'رکورد مورد نظر یافت نشد.',
  unauthenticated: 'ابتدا وارد سامانه شوید.',
  forbidden: 'شما دسترسی کافی ندارید.',
  xsrf: 'لطفاً از سامانه خارج شوید و دوباره وارد شوید.',
  unknownFilterField: (field: string) => `فیلتر «${field}» برای این فهرست تعریف نشده است.`,
  badFilterValue: (field: string) => `مقدار فیلتر «${field}» معتبر نیست.`,
  unknownSortField: (field: string) => `مرتب‌سازی بر اساس «${field}» ممکن نیست.`,
  saved: 'با موفقیت انجام شد',
} as const;
