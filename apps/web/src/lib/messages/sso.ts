// Single sign-on's connected systems (GLOSSARY: ورود یکپارچه / سامانه‌های متصل / سامانه).

/** Texts of the systems on the home page, the connected systems and the SSO Admin screens. */
export const ssoMessages = {
  /** The protocols a system signs in with, by category id (`/panel/sso/new/{categoryId}`). */
  categories: { 1: 'OpenID Connect', 2: 'OAuth2', 3: 'SAML2' } as Record<number, string>,
  opensInNewTab: '(در زبانه جدید باز می‌شود)',
  logoAlt: (name: string) => `نشان ${name}`,
  name: 'نام سامانه',
  home: {
    title: 'سامانه‌ها',
  },
  clients: {
    subtitle: 'سامانه‌هایی که با حساب کاربری دروازه می‌توانید به آن‌ها وارد شوید.',
    empty: 'هنوز سامانه‌ای متصل نشده است.',
  },
  admin: {
    subtitle: 'سامانه‌های دانشگاه که از ورود یکپارچه دروازه استفاده می‌کنند.',
    create: 'سامانه جدید',
    createMenu: 'نوع سامانه جدید',
    category: 'نوع',
    noUnit: '—',
    disabled: 'غیرفعال',
    empty: 'سامانه‌ای ثبت نشده است.',
    deleteTitle: 'حذف سامانه',
    deleteText: (name: string) => `سامانه «${name}» حذف شود؟`,
  },
  form: {
    newTitle: (category: string) => `سامانه جدید (${category})`,
    editTitle: 'ویرایش سامانه',
    category: 'نوع سامانه',
    categoryFixed: 'نوع سامانه پس از ثبت تغییر نمی‌کند.',
    description: 'توضیحات',
    homeUrl: 'نشانی سامانه',
    homeUrlHint: 'نشانی کامل صفحه ورود یا صفحه اصلی سامانه، مانند https://edu.example.ac.ir',
    unitHintAdmin: 'مسئولان ورود یکپارچه این واحد هم می‌توانند سامانه را مدیریت کنند.',
    unitRequired: 'واحد سازمانی سامانه را انتخاب کنید.',
    noUnits: 'واحدی که در آن مسئول ورود یکپارچه باشید یافت نشد.',
    showOnMainPage: 'نمایش در صفحه اصلی',
    priority: 'اولویت نمایش',
    priorityHint: 'عدد کمتر، جای بالاتر.',
    priorityInvalid: 'اولویت باید عدد صحیح باشد.',
    back: 'بازگشت به فهرست سامانه‌ها',
    notFound: 'سامانه مورد نظر یافت نشد.',
    notFoundText: 'ممکن است حذف شده باشد یا به آن دسترسی نداشته باشید.',
  },
} as const;
