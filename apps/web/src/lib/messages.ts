// Every Persian string of the web app, so a reviewer reads them in one place (STYLE.md §4).
// Wording follows GLOSSARY.md; the toast titles and the error catalogue come from @darvazeh/shared,
// which holds the exact SPEC §8 texts for the server and the browser alike.
import { ERROR_MESSAGES, TOAST_TITLES, toPersianDigits } from '@darvazeh/shared';

const backHome = 'بازگشت به صفحه اصلی';

/** The web app's Persian messages. */
export const messages = {
  /** Site title until /conf.json answers, or when it cannot be read. */
  appName: 'دروازه',
  toastTitles: TOAST_TITLES,
  errors: ERROR_MESSAGES,
  /** Success toast text when the server sends no message. */
  successDefault: 'با موفقیت انجام شد',
  /** A call refused because the same call is still in flight. */
  apiLocked: 'این درخواست در حال انجام است؛ لطفاً منتظر بمانید.',
  loading: 'در حال بارگذاری…',
  close: 'بستن',
  routes: {
    home: 'صفحه اصلی',
    login: 'ورود',
    panel: 'پیشخوان',
    accessDenied: 'عدم دسترسی',
    forbidden: 'دسترسی غیرمجاز',
    notFound: 'صفحه یافت نشد',
  },
  navbar: {
    home: 'صفحه اصلی',
    loginRegister: 'ورود / ثبت‌نام',
    logoAlt: 'نشان سامانه',
  },
  footer: {
    version: (version: string): string => `نسخه ${toPersianDigits(version)}`,
    rights: (title: string): string => `تمامی حقوق برای ${title} محفوظ است.`,
  },
  home: {
    welcome: (title: string): string => `به ${title} خوش آمدید`,
    intro: 'برای ثبت درخواست و پیگیری خدمات، وارد سامانه شوید.',
    login: 'ورود به سامانه',
  },
  login: {
    title: 'ورود به سامانه',
    pending: 'فرم ورود همراه با بخش احراز هویت به این صفحه افزوده می‌شود.',
    backHome,
  },
  panel: {
    empty: 'هنوز موردی برای نمایش وجود ندارد.',
    toggleMenu: 'باز و بسته کردن منو',
    back: 'بازگشت',
    breadcrumbs: 'مسیر صفحه',
    navigation: 'منوی پنل',
  },
  forbidden: {
    title: 'دسترسی غیرمجاز',
    text: ERROR_MESSAGES.unauthorized,
    backHome,
  },
  notFound: {
    title: 'صفحه مورد نظر یافت نشد',
    text: 'نشانی را بررسی کنید یا به صفحه اصلی بازگردید.',
    backHome,
  },
  routeError: {
    title: 'بارگذاری صفحه با خطا روبه‌رو شد.',
    reload: 'بازخوانی صفحه',
  },
} as const;
