/** Persian messages of connected systems (GLOSSARY: ورود یکپارچه / سامانه‌های متصل). */
export const ssoMessages = {
  unitMissing: 'واحد سازمانی انتخاب‌شده یافت نشد.',
  unitRequired:
    'واحد سازمانی سامانه را انتخاب کنید؛ فقط سامانه‌های واحدهایی را مدیریت می‌کنید که در آن‌ها مسئول ورود یکپارچه هستید.',
  unitNotYours: 'فقط سامانه‌های واحدهایی را می‌توانید مدیریت کنید که در آن‌ها مسئول ورود یکپارچه هستید.',
  /** Why a connected system refused a user (`/sso-blocked`), by SSO_REFUSAL_REASONS. */
  refused: {
    disabled: 'این سامانه غیرفعال است یا دیگر وجود ندارد.',
    user: 'شما اجازه ورود به این سامانه را ندارید.',
    unit: 'ورود به این سامانه برای واحد سازمانی شما مجاز نیست.',
    ip: 'ورود به این سامانه از این نشانی اینترنتی (IP) مجاز نیست.',
  },
} as const;
