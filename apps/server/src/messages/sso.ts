/** Persian messages of connected systems (GLOSSARY: ورود یکپارچه / سامانه‌های متصل). */
export const ssoMessages = {
  unitMissing: 'واحد سازمانی انتخاب‌شده یافت نشد.',
  unitRequired:
    'واحد سازمانی سامانه را انتخاب کنید؛ فقط سامانه‌های واحدهایی را مدیریت می‌کنید که در آن‌ها مسئول ورود یکپارچه هستید.',
  unitNotYours: 'فقط سامانه‌های واحدهایی را می‌توانید مدیریت کنید که در آن‌ها مسئول ورود یکپارچه هستید.',
  /** Limits (ssouserlimit, ssounitlimit, ssoiplimit). */
  limits: {
    systemMissing: 'سامانه انتخاب‌شده یافت نشد.',
    systemNotYours:
      'فقط محدودیت‌های سامانه‌های واحدهایی را می‌توانید مدیریت کنید که در آن‌ها مسئول ورود یکپارچه هستید.',
    userMissing: 'کاربر انتخاب‌شده یافت نشد.',
    userTaken: 'برای این کاربر در این سامانه پیش‌تر محدودیتی ثبت شده است.',
    roleTaken: 'برای این نقش در این سامانه پیش‌تر محدودیتی ثبت شده است.',
    unitTaken: 'برای این واحد سازمانی در این سامانه پیش‌تر محدودیتی ثبت شده است.',
    rangeTaken: 'این نشانی یا بازه برای این سامانه پیش‌تر ثبت شده است.',
  },
  /** The signing keys' rotation and withdrawal (`/panel/sso/setting`). */
  keys: {
    rotated: {
      oidc: 'کلید تازه OpenID Connect ساخته شد و از این پس توکن‌ها را امضا می‌کند.',
      saml: 'گواهی تازه SAML2 ساخته شد و از این پس پاسخ‌های ورود را امضا می‌کند.',
    },
    withdrawn: {
      oidc: 'کلید پیشین OpenID Connect کنار گذاشته شد و دیگر در JWKS منتشر نمی‌شود.',
      saml: 'گواهی پیشین SAML2 کنار گذاشته شد و دیگر در فرادادهٔ درگاه نمی‌آید.',
    },
    /** Withdrawing the key that signs now would leave nothing to sign with. */
    withdrawSigning: 'کلیدی که اکنون امضا می‌کند را نمی‌توان کنار گذاشت؛ نخست کلید تازه بسازید.',
    /** An unknown generation and one already out of force read alike. */
    withdrawMissing: 'این کلید یافت نشد یا پیش‌تر کنار رفته است.',
  },
  /** Why a connected system refused a user (`/sso-blocked`), by SSO_GATE_REASONS. */
  refused: {
    disabled: 'این سامانه غیرفعال است یا دیگر وجود ندارد.',
    user: 'شما اجازه ورود به این سامانه را ندارید.',
    unit: 'ورود به این سامانه برای واحد سازمانی شما مجاز نیست.',
    ip: 'ورود به این سامانه از این نشانی اینترنتی (IP) مجاز نیست.',
  },
} as const;
