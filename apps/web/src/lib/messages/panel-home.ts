// The panel home (پیشخوان, /panel): what needs the person now — requests waiting for their fix, drafts,
// their latest requests, and for providers the tasks received and overdue.
import { REQUEST_STATE_LABELS, toPersianDigits as fa } from '@darvazeh/shared';
import { applicantMessages } from './applicant';
import { inboxMessages } from './inbox';
import { panelEntryMessages } from './requests';
import { routeNames } from './routes';

const tasksIn = (box: string) => `کارهای ${box}`;
const all = (what: string) => `همه ${what}`;
const received = tasksIn(panelEntryMessages.received);
const overdue = tasksIn(inboxMessages.boxes.overdue as string);

/** Texts of the panel home. */
export const panelHomeMessages = {
  title: routeNames.panel,
  subtitle: 'آنچه اکنون منتظر شماست.',
  countsLabel: 'شمار کارهای شما',
  /** The counters: a number and what it counts, read together. */
  counts: {
    awaitingFix: panelEntryMessages.awaitingYourFix,
    running: REQUEST_STATE_LABELS.running,
    drafts: applicantMessages.inbox.drafts,
    received,
    overdue,
  },
  count: (n: number) => fa(n),
  awaitingFix: 'درخواست‌های منتظر اصلاح شما',
  awaitingFixHint: 'این درخواست‌ها برای اصلاح به شما بازگشته‌اند؛ تا اصلاح نکنید، پیش نمی‌روند.',
  fix: applicantMessages.detail.fixTitle,
  drafts: applicantMessages.inbox.drafts,
  resume: applicantMessages.inbox.resume,
  savedAt: applicantMessages.inbox.savedAt,
  recent: 'آخرین درخواست‌های من',
  noRequests: 'هنوز درخواستی ثبت نکرده‌اید.',
  allRequests: all(routeNames.myRequests),
  received,
  overdue,
  noTasks: 'کاری در کارتابل شما نیست.',
  toInbox: all(received),
  dueOn: 'مهلت',
  empty: {
    title: 'کاری منتظر شما نیست',
    text: 'برای درخواست یک خدمت، آن را در «درخواست جدید» بیابید و فرمش را پر کنید؛ پیگیری درخواست‌ها از همین پیشخوان است.',
    action: routeNames.newRequest,
  },
};
