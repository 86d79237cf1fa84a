// The providers' and the Admin's inboxes (کارتابل کارشناس، کارتابل مدیر) and the task page: boxes, filters,
// the task's actions and dialogs, and the request's history. Labels of states and events come from
// @darvazeh/shared (REQUEST_STATE_LABELS, TASK_STATE_LABELS, REQUEST_EVENT_LABELS).
import { requestStatusLabel } from '@darvazeh/shared';
import { collectionMessages } from './collections';
import { commonMessages } from './common';
import { identityMessages } from './identity';
import { noticeMessages } from './notices';
import { organisationMessages } from './organisation';
import { panelEntryMessages } from './requests';
import { queryMessages } from './queries';
import { serviceMessages } from './services';

const fa = (n: number) => n.toLocaleString('fa-IR');
const overdue = 'دارای تأخیر';
const trackingCode = commonMessages.trackingCode;
const service = serviceMessages.service;
const note = queryMessages.description;
const requests = 'درخواست‌ها';
const requestState = 'وضعیت درخواست';
const onBehalfOf = (name: string) => `به نیابت از ${name}`;
const refer = 'ارجاع';
const returnTo = 'بازگرداندن';
const reassign = 'واگذاری';

/** Texts of the inboxes and the task page. */
export const inboxMessages = {
  boxes: {
    received: panelEntryMessages.received,
    claimed: 'در دست من',
    overdue,
    sent: panelEntryMessages.sent,
    all: commonMessages.all,
  } as Record<string, string>,
  boxesLabel: 'صندوق‌های کارتابل',
  /** A box's tab: its name and how many it holds. */
  boxCount: (n: number) => fa(n),
  views: { tasks: 'کارها', requests },
  viewsLabel: 'نمای کارتابل مدیر',
  providerViewsLabel: 'نمای کارتابل کارشناس',
  columns: {
    trackingCode,
    service,
    applicant: panelEntryMessages.modes.applicant.title,
    step: collectionMessages.field.step,
    unitRole: 'واحد / نقش',
    state: commonMessages.status,
    dueOn: 'موعد',
    priority: serviceMessages.process.priority,
    createdAt: commonMessages.createdAt,
    expectedOn: 'موعد پاسخ',
    claimedBy: 'در دست',
  },
  overdue,
  priorities: serviceMessages.process.priorities,
  anyRole: serviceMessages.process.anyRole,
  anyUnit: 'هر واحد',
  filters: {
    label: 'پالایش کارتابل',
    service,
    allServices: 'همه خدمت‌ها',
    requestState,
    from: commonMessages.fromDate,
    to: commonMessages.toDate,
    trackingCode,
    q: 'جستجو در نام خدمت و متقاضی',
  },
  emptyTasks: 'کاری با این شرایط در کارتابل نیست.',
  emptyRequests: 'درخواستی با این شرایط نیست.',
  taskTable: 'کارهای کارتابل',
  requestTable: requests,
  pages: 'صفحه‌های کارتابل',
  openTask: (code: string) => `رسیدگی به درخواست ${code}`,
  openRequest: (code: string) => `باز کردن درخواست ${code}`,
  request: {
    notFound: 'این درخواست یافت نشد',
    tasks: 'کارهای این درخواست',
    noTasks: 'این درخواست کاری ندارد.',
  },
  task: {
    back: 'بازگشت به کارتابل',
    notFound: 'این کار یافت نشد',
    notFoundText: 'ممکن است انجام شده یا به کارتابل دیگری رفته باشد.',
    heading: (service: string, code: string) => `${service} — ${code}`,
    answers: 'پاسخ‌های متقاضی',
    noForm: 'این درخواست فرمی برای نمایش ندارد.',
    timeline: 'تاریخچه درخواست',
    summary: 'مشخصات کار',
    actions: 'اقدام‌ها',
    taskForm: 'فرم کارشناس',
    claimedBy: (name: string) => `در دست ${name}`,
    onBehalfOf,
    requestStatus: requestState,
    noActions: 'اکنون اقدامی بر این کار از شما برنمی‌آید.',
    applicantTask: 'این کار در انتظار اصلاح متقاضی است.',
  },
  actions: {
    claim: 'برداشتن',
    release: 'رها کردن',
    refer,
    returnTo,
    reassign,
    done: noticeMessages.toastTitles.success,
    outcome: 'نتیجه بررسی',
    outcomeFirst: 'نخست نتیجه بررسی را برگزینید، سپس فرم را ثبت کنید.',
    submitForm: 'ثبت فرم و انجام کار',
    note,
    noteHint: 'اختیاری؛ در تاریخچه درخواست می‌ماند.',
  },
  refer: {
    title: 'ارجاع درخواست',
    unit: commonMessages.unit,
    unitRole: organisationMessages.unitRole,
    note,
    sign: 'این ارجاع را با امضای خود تأیید می‌کنم.',
    signRequired: 'ارجاع را با امضای خود تأیید کنید.',
    signature: identityMessages.signature.current,
    signatureAlt: identityMessages.signature.imageAlt,
    submit: refer,
  },
  returnTo: {
    title: 'بازگرداندن درخواست',
    to: 'بازگرداندن به',
    applicant: 'متقاضی، برای اصلاح',
    step: (name: string) => `مرحله «${name}»`,
    note: 'توضیح (الزامی)',
    submit: returnTo,
  },
  reassign: {
    title: 'واگذاری کار به کاربر دیگر',
    user: serviceMessages.process.user,
    userSearch: 'نام خانوادگی را بنویسید',
    noUser: organisationMessages.users.empty,
    userRequired: 'کاربری را برگزینید.',
    submit: reassign,
  },
  timeline: {
    empty: 'هنوز رویدادی ثبت نشده است.',
    /** An answer that was, or became, empty. */
    blank: '(خالی)',
    staffOnly: 'فقط برای کارشناسان',
    system: 'سامانه',
    onBehalfOf,
    status: (from: string | null, to: string) =>
      from
        ? `وضعیت: ${requestStatusLabel(from)} ← ${requestStatusLabel(to)}`
        : `وضعیت: ${requestStatusLabel(to)}`,
    outcome: (label: string) => `نتیجه: ${label}`,
    changes: 'پاسخ‌های تغییرکرده',
    change: (field: string, before: string, after: string) => `${field}: «${before}» ← «${after}»`,
  },
} as const;
