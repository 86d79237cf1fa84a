// A user's active grants to connected systems on /panel/sso/clients (GLOSSARY: سامانه‌های متصل).
import { commonMessages } from './common';

/**
 * What each scope lets a system see, in the user's words (never the scope's identifier): the consent page
 * (/sso-consent) and the active grants both say it so. Admins' settings name the scopes with identifiers
 * (`oidcMessages.scopeNames`).
 */
export const ssoScopeNames: Readonly<Record<string, string>> = {
  openid: 'شناسه حساب شما در دروازه',
  profile: 'نام و نام کاربری شما',
  national_id: commonMessages.person.nationalId,
  units: 'واحدهای سازمانی شما',
  roles: 'نقش‌های شما در دروازه',
  offline_access: 'تمدید دسترسی بدون ورود دوباره شما',
};

/** Texts of the «دسترسی‌های فعال» section: each system the user signed into and what it may see. */
export const ssoGrantMessages = {
  title: 'دسترسی‌های فعال',
  subtitle:
    'سامانه‌هایی که با ورود یکپارچه به آن‌ها وارد شده‌اید و اطلاعات شما را می‌بینند. با لغو دسترسی، سامانه بی‌درنگ از حساب شما خارج می‌شود.',
  empty: 'اکنون هیچ سامانه‌ای به حساب شما دسترسی ندارد.',
  grantedAt: 'تاریخ اجازه',
  lastUsedAt: 'آخرین استفاده',
  scopes: 'اطلاعات در دسترس',
  revoke: 'لغو دسترسی',
  /** The revoke button's name for screen readers: which system's access it takes back. */
  revokeOf: (system: string) => `لغو دسترسی ${system}`,
  confirmText: (system: string) =>
    `دسترسی «${system}» به حساب شما لغو شود؟ برای استفاده دوباره از این سامانه باید دوباره وارد آن شوید.`,
} as const;
