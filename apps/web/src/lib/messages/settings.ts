// The settings screens: the site's look, its footer, its features and the general settings.
import { toPersianDigits } from '@darvazeh/shared';
import { commonMessages } from './common';
import { shellMessages } from './shell';

const { footer } = shellMessages;

/**
 * Texts of the settings screens, a label per setting name: the footer's fields are labelled with the
 * words the footer shows them under.
 */
export const settingsMessages = {
  pageTitle: 'ظاهر سامانه',
  identity: 'نام و نشان سامانه',
  title: 'عنوان سامانه',
  mainLogo: 'نشان اصلی (نوار بالا)',
  loginLogo: 'نشان صفحه ورود',
  footerLogo: 'نشان پانویس',
  footerExtraLogo: 'نشان دوم پانویس',
  footer: 'پانویس',
  footerAddress: footer.address,
  footerPhone: footer.phone,
  footerPostalCode: commonMessages.postalCode,
  footerPostalBox: footer.postalBox,
  footerDeveloper: footer.developer,
  footerOwner: footer.owner,
  login: 'صفحه ورود',
  showAuthTitle: 'نمایش عنوان سامانه در صفحه ورود',
  redAuthTitle: 'عنوان صفحه ورود به رنگ قرمز',
  loginDeveloper: 'متن توسعه‌دهنده در صفحه ورود',
  features: 'امکانات',
  esFeat: 'کارتابل‌های متقاضی و کارشناس به‌جای صفحه کاربر',
  sumsFeat: 'نمایش جمع‌ها در فهرست‌ها',
  mainPageExistance: 'صفحه اصلی وجود دارد',
  allowedUnauthMainPage: 'نمایش صفحه اصلی به بازدیدکنندگان واردنشده',
  generalSubtitle: 'تصاویر صفحه اصلی و صفحه ورود.',
  loginVector: 'تصویر صفحه ورود',
  firstHero: 'تصویر اصلی صفحه اول',
  parallex: 'تصویر پارالاکس صفحه اول',
  background: 'تصویر پس‌زمینه',
  orSignInWith: 'یا ورود با',
} as const;

/** Texts of the home page's systems form (the displaySystemsBaseOn general setting). */
export const displaySystemsMessages = {
  title: 'نحوه نمایش سامانه‌ها',
  subtitle: 'سامانه‌های متصل در صفحه اصلی چگونه نمایش داده شوند.',
  all: 'همه سامانه‌ها در یک فهرست',
  unitType: 'سامانه‌ها به تفکیک واحدهای سازمانی',
  unitTypes: 'نوع واحدهایی که سامانه‌هایشان جدا نمایش داده شود',
  noneChosen: 'هیچ‌کدام انتخاب نشده است؛ صفحه اصلی فهرست همه سامانه‌ها را نشان می‌دهد.',
} as const;

/** Texts of the single sign-on providers form (the ssoProviders general setting) and its connection dialog. */
export const ssoProvidersMessages = {
  title: 'دکمه‌های ورود یکپارچه',
  subtitle:
    'روش‌های ورود با سامانه‌های دولتی و وزارتی که در صفحه ورود نمایش داده می‌شوند. هر دکمه به تنظیمات اتصال خود نیاز دارد.',
  empty: 'هنوز روشی افزوده نشده است.',
  name: 'عنوان دکمه',
  provider: 'نام فنی',
  providerHelp: 'حروف کوچک انگلیسی، عدد و خط تیره؛ در نشانی ورود به کار می‌رود.',
  selfLoginUrl: 'نشانی ورود اختصاصی (اختیاری)',
  selfLoginUrlHelp: 'اگر پر شود، دکمه به جای ورود از طریق این سامانه به همین نشانی می‌رود.',
  enable: commonMessages.enabled,
  add: 'افزودن روش ورود',
  remove: 'حذف این روش ورود',
  connection: 'تنظیمات اتصال',
  connectionOf: (name: string): string => `تنظیمات اتصال «${name}»`,
  notConnected: 'تنظیمات اتصال ثبت نشده است.',
  connected: 'اتصال تنظیم شده است.',
  row: (n: number): string => `روش ورود ${toPersianDigits(String(n))}`,
  kind: 'نوع ارائه‌دهنده',
  kinds: {
    oidc: 'OpenID Connect یا OAuth2 استاندارد',
    wrapped: 'سامانه وزارت علوم (توکن چندبخشی، اطلاعات کاربر در data)',
  },
  useDiscovery: 'دریافت خودکار نشانی‌ها (discovery)',
  issuer: 'نشانی صادرکننده (issuer)',
  authorizationEndpoint: 'نشانی صفحه ورود سامانه (authorization)',
  tokenEndpoint: 'نشانی دریافت توکن (token)',
  userinfoEndpoint: 'نشانی اطلاعات کاربر (userinfo)',
  jwksUri: 'نشانی کلیدهای امضا (JWKS)',
  logoutUrl: 'نشانی خروج از سامانه',
  logoutUrlHelp: 'کاربری که از این راه وارد شده، هنگام خروج می‌تواند از این سامانه هم خارج شود.',
  clientId: 'شناسه کلاینت',
  clientSecret: 'رمز کلاینت',
  clientSecretSet: 'رمز ذخیره شده است و نمایش داده نمی‌شود؛ برای تغییر، رمز تازه را وارد کنید.',
  tokenAuthMethod: 'روش ارسال رمز کلاینت',
  tokenAuthMethods: {
    client_secret_post: 'در بدنه درخواست',
    client_secret_basic: 'در سرآیند Authorization',
  },
  scopes: 'دامنه‌های دسترسی (scope)',
  claimsTitle: 'نام فیلدهای اطلاعات کاربر نزد سامانه',
  claims: {
    subject: 'شناسه یکتای کاربر',
    nationalId: commonMessages.person.nationalId,
    firstName: commonMessages.person.firstName,
    lastName: commonMessages.person.lastName,
    mobile: commonMessages.person.mobile,
    email: commonMessages.person.email,
  },
  createAccounts: 'ساخت حساب متقاضی برای کسی که بار اول وارد می‌شود و حسابی ندارد',
  callbackUrl: 'نشانی بازگشت (نزد سامانه ثبت شود)',
  saveProvidersFirst: 'ابتدا فهرست را ذخیره کنید.',
} as const;

/** Texts of the applicants' registration switch (the registration general setting). */
export const registrationSettingMessages = {
  title: 'ثبت‌نام متقاضیان',
  subtitle:
    'بازدیدکنندگانی که حساب کاربری ندارند (مانند دانش‌آموختگان و متقاضیان بیرونی) با کد ملی و شماره همراه تأییدشده با پیامک ثبت‌نام کنند.',
  enabled: 'ثبت‌نام متقاضیان فعال باشد',
  needsSms:
    'پیامک‌ها اکنون فقط در صندوق ارسال ثبت می‌شوند؛ تا وب‌سرویس پیامک را در «ارسال پیامک» تنظیم نکنید، کد تأیید به دست متقاضیان نمی‌رسد.',
} as const;

/** Texts of the SMS provider form (the smsProvider general setting). */
export const smsSettingMessages = {
  title: 'ارسال پیامک',
  subtitle: 'پیامک‌های اطلاع‌رسانی درخواست‌ها با این وب‌سرویس فرستاده می‌شوند.',
  kind: 'روش ارسال',
  kinds: {
    log: 'فقط ثبت در صندوق ارسال (بدون ارسال)',
    http: 'ارسال با وب‌سرویس پیامک',
  } as Record<string, string>,
  url: 'نشانی وب‌سرویس پیامک',
  urlHelp: 'درخواست POST با بدنه JSON و کلید در سرآیند x-api-key فرستاده می‌شود.',
  apiKey: 'کلید وب‌سرویس',
  apiKeySet: 'کلید ذخیره شده است و نمایش داده نمی‌شود؛ برای تغییر، کلید تازه را وارد کنید.',
  sender: 'شماره فرستنده',
} as const;
