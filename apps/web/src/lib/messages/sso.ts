// Single sign-on's connected systems (GLOSSARY: ورود یکپارچه / سامانه‌های متصل / سامانه).
import type { SsoRefusalReason } from '@darvazeh/shared';
import { commonMessages } from './common';

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
    // The list holds only the systems the gate lets this user into: none may be connected, or none open to them.
    empty: 'سامانه‌ای برای ورود شما در دسترس نیست.',
  },
  admin: {
    subtitle: 'سامانه‌های دانشگاه که از ورود یکپارچه دروازه استفاده می‌کنند.',
    create: 'سامانه جدید',
    createMenu: 'نوع سامانه جدید',
    category: commonMessages.kind,
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
  /**
   * Why a connected system refused a user (`/sso-blocked?reason=`), by SSO_GATE_REASONS: the same
   * words as the server's `ssoMessages.refused` (apps/server/src/messages/sso.ts).
   */
  refused: {
    disabled: 'این سامانه غیرفعال است یا دیگر وجود ندارد.',
    user: 'شما اجازه ورود به این سامانه را ندارید.',
    unit: 'ورود به این سامانه برای واحد سازمانی شما مجاز نیست.',
    ip: 'ورود به این سامانه از این نشانی اینترنتی (IP) مجاز نیست.',
  } as Record<string, string>,
  blocked: {
    title: 'ورود به سامانه ممکن نشد',
    unknown: 'دروازه اجازه ورود به این سامانه را نداد.',
    back: 'بازگشت به دروازه',
  },
  limits: {
    title: 'محدودیت‌ها',
    subtitle:
      'چه کسانی و از کجا می‌توانند با ورود یکپارچه به این سامانه وارد شوند. ردیف «ممنوع» همیشه مانع ورود است؛ اگر در یک بخش ردیف «مجاز» باشد، فقط همان‌ها وارد می‌شوند. هر سه بخش باید اجازه دهند.',
    allowed: 'مجاز',
    denied: 'ممنوع',
    rule: 'نوع محدودیت',
    add: 'افزودن محدودیت',
    remove: (name: string) => `حذف محدودیت ${name}`,
    none: 'محدودیتی ثبت نشده است؛ همه می‌توانند وارد شوند.',
    users: {
      title: 'کاربران و نقش‌ها',
      kind: 'محدودیت برای',
      user: 'یک کاربر',
      role: 'یک نقش',
      roleLabel: 'نقش موردنظر',
      roleRow: (name: string) => `همه دارندگان نقش «${name}»`,
      userSearch: 'نام یا نام کاربری',
      searching: 'در جستجوی کاربر…',
      noUser: 'کاربری با این نام یافت نشد.',
      pickUser: 'کاربر را انتخاب کنید.',
      pickRole: 'نقش را انتخاب کنید.',
    },
    units: {
      title: 'واحدهای سازمانی و زیرمجموعه‌ها',
      hint: 'محدودیت هر واحد، واحدهای زیرمجموعه آن را هم در بر می‌گیرد.',
      pickUnit: 'واحد سازمانی را انتخاب کنید.',
    },
    ips: {
      title: 'نشانی‌های اینترنتی (IP)',
      range: 'نشانی یا بازه',
      hint: 'مانند 192.168.1.10، 10.0.0.0/8 یا 2001:db8::/32',
      invalid: 'نشانی یا بازه معتبر نیست.',
    },
  },
  statistics: {
    subtitle: 'ورودهای یکپارچه به سامانه‌های متصل در بازه انتخاب‌شده.',
    from: 'آغاز بازه',
    to: 'پایان بازه',
    dateHint: 'مانند ۱۴۰۵/۰۱/۰۱',
    dateInvalid: 'تاریخ را به صورت سال/ماه/روز وارد کنید.',
    rangeInvalid: 'تاریخ پایان باید بعد از تاریخ شروع باشد.',
    system: 'سامانه متصل',
    allSystems: 'همه سامانه‌ها',
    bucket: 'گام زمانی',
    buckets: { day: 'روزانه', week: 'هفتگی', month: 'ماهانه' } as Record<string, string>,
    show: commonMessages.show,
    logins: 'ورودها',
    uniqueUsers: 'کاربران یکتا',
    refusals: 'ورودهای ردشده',
    loginsOverTime: 'ورودها در طول زمان',
    refusalsByReason: 'ورودهای ردشده بر پایه علت',
    topSystems: 'پرکاربردترین سامانه‌ها',
    period: 'دوره',
    reason: 'علت',
    count: 'شمار',
    noData: 'در این بازه ورودی ثبت نشده است.',
    tableView: 'جدول داده‌های نمودار',
    weekOf: (day: string) => `هفته ${day}`,
    /** By SSO_REFUSAL_REASONS; a reason the page does not know yet shows as stored. */
    reasons: {
      disabled: 'سامانه غیرفعال یا حذف‌شده',
      user: 'محدودیت کاربر یا نقش',
      unit: 'محدودیت واحد سازمانی',
      ip: 'محدودیت نشانی اینترنتی',
      passive: 'ورود بی‌صدا ممکن نبود (SAML2 IsPassive)',
    } satisfies Record<SsoRefusalReason, string> as Record<string, string>,
    chartHint: 'عددها در جدول زیر نمودار هم آمده‌اند.',
  },
  setting: {
    subtitle: 'عمر توکن‌ها و نشست ورود یکپارچه برای همه سامانه‌های متصل.',
    tokens: 'عمر توکن‌ها',
    session: 'نشست ورود یکپارچه',
    accessTokenMinutes: 'عمر توکن دسترسی (دقیقه)',
    idTokenMinutes: 'عمر توکن شناسه (دقیقه)',
    refreshTokenDays: 'عمر توکن تازه‌سازی (روز)',
    sessionIdleMinutes: 'پایان نشست پس از بی‌کاری (دقیقه)',
    sessionMaxHours: 'بیشترین عمر نشست (ساعت)',
    allowSilentSso: 'ورود خودکار با نشست موجود (بدون پرسیدن دوباره)',
    allowSilentSsoHint:
      'اگر خاموش باشد، درگاه پیش از ورود به هر سامانه از کاربرِ واردشده می‌پرسد که با همان حساب ادامه دهد یا نه، و ورود بی‌صدای سامانه‌ها (prompt=none در OpenID Connect و IsPassive در SAML2) پذیرفته نمی‌شود.',
    sessionHint:
      'بی‌کاری یعنی در این مدت هیچ سامانه‌ای با این نشست وارد نشده باشد. پس از پایان نشست، کاربر باید دوباره وارد درگاه شود؛ نشست خود درگاه هم بیش از دو ساعت نمی‌ماند.',
  },
  /** The signing keys' section of `/panel/sso/setting`. */
  keys: {
    title: 'کلیدهای امضا',
    subtitle:
      'درگاه پاسخ‌های ورود یکپارچه را با این کلیدها امضا می‌کند و سامانه‌های متصل امضا را با بخش عمومی آن‌ها بررسی می‌کنند.',
    oidcHint:
      'توکن‌های شناسه با این کلید امضا می‌شوند؛ سامانه‌ها آن را از نشانی JWKS در discovery می‌خوانند.',
    samlHint:
      'پاسخ‌های ورود SAML با این گواهی امضا می‌شوند و فرادادهٔ درگاه آن را نشان می‌دهد. پس از ساختن گواهی تازه، سامانه‌هایی که فراداده را خودکار به‌روز نمی‌کنند باید فرادادهٔ تازهٔ درگاه را وارد کنند.',
    none: 'هنوز کلیدی ساخته نشده است؛ با نخستین ورود از این راه ساخته می‌شود.',
    list: (protocol: string) => `کلیدهای ${protocol}`,
    signing: 'امضاکننده',
    retiring: 'جایگزین‌شده',
    fingerprint: 'اثر انگشت',
    fingerprintOf: (fingerprint: string) => `اثر انگشت کامل: ${fingerprint}`,
    createdAt: 'ساخته‌شده در',
    retiresAt: 'منتشر می‌ماند تا',
    expiresAt: 'اعتبار گواهی تا',
    rotateOidc: 'ساختن کلید تازه',
    rotateSaml: 'ساختن گواهی تازه',
    rotateOidcTitle: 'کلید امضای تازه برای OpenID Connect',
    rotateSamlTitle: 'گواهی امضای تازه برای SAML2',
    rotateOidcText: (grace: string) =>
      `کلید تازه‌ای ساخته می‌شود و از همین حالا توکن‌های شناسه با آن امضا می‌شوند. کلید فعلی تا ${grace} دیگر در JWKS منتشر می‌ماند تا توکن‌هایی که پیش‌تر امضا کرده معتبر بمانند و سپس کنار می‌رود. سامانه‌های متصل کلید تازه را خودکار از نشانی JWKS در discovery می‌گیرند و کاری لازم نیست.`,
    rotateSamlText: (grace: string) =>
      `گواهی تازه‌ای ساخته می‌شود و از همین حالا پاسخ‌های ورود SAML با آن امضا می‌شوند. فرادادهٔ درگاه تا ${grace} دیگر هر دو گواهی را نشان می‌دهد. سامانه‌هایی (SP) که فراداده را خودکار از نشانی آن به‌روز نمی‌کنند باید فرادادهٔ تازه را دوباره وارد کنند؛ تا آن زمان ورود کاربران به آن‌ها ناموفق است.`,
    withdraw: 'کنار گذاشتن فوری',
    withdrawOidcTitle: 'کلید پیشین OpenID Connect همین حالا کنار برود؟',
    withdrawSamlTitle: 'گواهی پیشین SAML2 همین حالا کنار برود؟',
    withdrawOidcText: (fingerprint: string) =>
      `کلید با اثر انگشت ${fingerprint} از همین حالا از JWKS برداشته می‌شود و هر نمونهٔ درگاه در بررسی بعدی کلیدها آن را کنار می‌گذارد. توکن‌های شناسه و نشست‌هایی که این کلید امضا کرده دیگر تأیید نمی‌شوند؛ کاربران سامانه‌های متصل ممکن است ناچار شوند دوباره وارد شوند. کلید امضاکننده تغییری نمی‌کند. این کار برگشت‌پذیر نیست؛ آن را وقتی انجام دهید که گمان می‌رود کلید لو رفته است.`,
    withdrawSamlText: (fingerprint: string) =>
      `گواهی با اثر انگشت ${fingerprint} از همین حالا از فرادادهٔ درگاه برداشته می‌شود و پاسخ‌های ورودی که با آن امضا شده دیگر تأیید نمی‌شوند؛ سامانه‌هایی (SP) که فراداده را از نشانی آن می‌خوانند با خواندن دوباره دیگر به آن اعتماد نمی‌کنند. سامانه‌هایی که هنوز فقط همین گواهی را دارند از زمان ساختن گواهی تازه ورود کاربران را رد می‌کنند و تا فرادادهٔ تازه را وارد نکنند همین‌طور می‌ماند. این کار برگشت‌پذیر نیست؛ آن را وقتی انجام دهید که گمان می‌رود گواهی لو رفته است.`,
    days: (n: string) => `${n} روز`,
    hours: (n: string) => `${n} ساعت`,
    minutes: (n: string) => `${n} دقیقه`,
  },
} as const;
