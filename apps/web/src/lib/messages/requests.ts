// Panel entry, menu modes and inboxes.
import { commonMessages } from './common';
import { routeNames } from './routes';

/** Texts of panel entry, menu modes and inboxes. */
export const panelEntryMessages = {
  chooseSubtitle: 'منوی پنل را برای کدام نقش می‌خواهید؟ این انتخاب را بعداً هم می‌توانید تغییر دهید.',
  modes: {
    applicant: { title: 'متقاضی', description: 'ثبت درخواست و پیگیری درخواست‌های خودم' },
    provider: { title: 'کارشناس', description: 'رسیدگی به درخواست‌های رسیده در کارتابل' },
    all: { title: commonMessages.all, description: 'همه امکاناتی که نقش‌های من اجازه می‌دهند' },
  },
  current: 'انتخاب فعلی',
  applicantInbox: 'کارتابل متقاضی',
  providerInbox: routeNames.providerInbox,
  adminInbox: routeNames.adminInbox,
  userPage: 'صفحه کاربر',
  menuMode: 'حالت منو',
  received: 'دریافتی',
  sent: 'ارسالی',
  /** A request returned for a fix, as its applicant and as staff see it in lists and on its page. */
  awaitingYourFix: 'منتظر اصلاح شما',
  awaitingApplicantFix: 'منتظر اصلاح متقاضی',
} as const;
