/**
 * Messages of out-of-office delegation (جانشینی) beyond the ones @darvazeh/shared holds for the form
 * (REQUEST_MESSAGES.substitute*).
 */
export const substitutionMessages = {
  saved: 'جانشین ثبت شد.',
  removed: 'جانشینی حذف شد.',
  notFound: 'جانشینی مورد نظر یافت نشد.',
  overlap: 'این کاربر در بخشی از این دوره جانشین دیگری دارد؛ دوره را تغییر دهید یا آن جانشینی را حذف کنید.',
  substituteNotStaff: 'جانشین باید کارمند یا مدیر سامانه باشد.',
  userUnknown: 'کاربری که برایش جانشین تعیین می‌شود یافت نشد یا کارمند نیست.',
  othersOnlyAdmin: 'فقط مدیر سامانه برای کاربران دیگر جانشین تعیین می‌کند.',
  notYours: 'فقط جانشینی‌های خودتان را می‌توانید حذف کنید.',
  periodOver: 'پایان دوره جانشینی گذشته است.',
} as const;
