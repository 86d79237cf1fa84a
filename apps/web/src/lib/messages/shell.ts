// The frame around every page: navbar, footer, home page, panel, status pages and the guided tour.
import { toPersianDigits } from '@darvazeh/shared';
import { panelEntryMessages } from './requests';

/** Texts of the app's frame and of the pages every visitor may meet. */
export const shellMessages = {
  /** Site title until /conf.json answers, or when it cannot be read. */
  appName: 'دروازه',
  navbar: {
    loginRegister: 'ورود / ثبت‌نام',
  },
  footer: {
    address: 'نشانی',
    phone: 'تلفن',
    postalBox: 'صندوق پستی',
    owner: 'مالک سامانه',
    developer: 'توسعه‌دهنده',
    version: (version: string): string => `نسخه ${toPersianDigits(version)}`,
    rights: (title: string): string => `تمامی حقوق برای ${title} محفوظ است.`,
  },
  home: {
    welcome: (title: string): string => `به ${title} خوش آمدید`,
    intro: 'برای ثبت درخواست و پیگیری خدمات، وارد سامانه شوید.',
    introSignedIn: 'درخواست‌های خود را در پنل کاربری ثبت و پیگیری کنید.',
    panel: 'رفتن به پنل کاربری',
  },
  panel: {
    toggleMenu: 'باز و بسته کردن منو',
    back: 'بازگشت',
    breadcrumbs: 'مسیر صفحه',
    navigation: 'منوی پنل',
    /** What a menu badge counts, read out with its number («۳ درخواست دریافتی»). */
    badge: (key: string, n: number) =>
      `${toPersianDigits(n)} درخواست ${key === 'seneded' ? panelEntryMessages.sent : panelEntryMessages.received}`,
  },
  notFound: {
    title: 'صفحه مورد نظر یافت نشد',
    text: 'نشانی را بررسی کنید یا به صفحه اصلی بازگردید.',
  },
  routeError: {
    title: 'بارگذاری صفحه با خطا روبه‌رو شد.',
    reload: 'بازخوانی صفحه',
  },
  unsavedChanges: {
    title: 'تغییرات ذخیره نشده است',
    text: 'با ترک این صفحه، تغییرات ذخیره‌نشده از دست می‌رود.',
    leave: 'ترک صفحه',
  },
  /** The home page's guided tour (driver.js); `progress` keeps driver.js's placeholders. */
  tour: {
    welcome: 'خوش آمدید',
    siteTitle: 'این نشان و عنوان سامانه است؛ با آن همیشه به صفحه اصلی برمی‌گردید.',
    homeLink: 'اخبار و سامانه‌های دانشگاه را در صفحه اصلی ببینید.',
    account: 'حساب کاربری',
    accountMenu: 'پروفایل، تغییر رمز عبور، تاریخچه ورود و خروج از سامانه از این منو در دسترس است.',
    profileInMenu: 'پروفایل از این منو در دسترس است.',
    progress: '{{current}} از {{total}}',
  },
} as const;
