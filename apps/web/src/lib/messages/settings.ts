// The settings screens: the site's look, its footer, its features and the general settings.
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
  generalSubtitle: 'تصاویر صفحه اصلی و ورود، نحوه نمایش سامانه‌ها و دکمه‌های ورود یکپارچه.',
  loginVector: 'تصویر صفحه ورود',
  firstHero: 'تصویر اصلی صفحه اول',
  parallex: 'تصویر پارالاکس صفحه اول',
  background: 'تصویر پس‌زمینه',
  displaySystemsBaseOn: 'نحوه نمایش سامانه‌ها (JSON)',
  example: 'مثال:',
  displaySystemsHelp: '{"showTypes":["all"],"unitTypeIds":[]}',
  ssoProviders: 'دکمه‌های ورود یکپارچه (JSON)',
  ssoProvidersHelp: '[{"Name":"ورود با سامانه سجاد","Provider":"sajad","SelfLoginUrl":"","enable":true}]',
  orSignInWith: 'یا ورود با',
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
