// The applicant's side of requests (GLOSSARY: درخواست، کارتابل متقاضی، کد رهگیری، پیش‌نویس، امضا): the
// services to start, a service's pack and form, the receipt, the applicant's inbox and a request's page.
import { toPersianDigits as fa } from '@darvazeh/shared';
import { commonMessages as common } from './common';
import { inboxMessages } from './inbox';
import { muiMessages } from './mui';
import { newsMessages } from './news';
import { panelEntryMessages } from './requests';
import { routeNames } from './routes';
import { serviceMessages } from './services';

const trackingCode = inboxMessages.filters.trackingCode;
const draft = newsMessages.admin.draft;
const cancelRequest = 'لغو درخواست';
const fixAndResend = 'اصلاح و ارسال دوباره';
const expectedOn = 'روز پیش‌بینی‌شده پاسخ';
const submittedAt = 'زمان ثبت';

/** The services an applicant may start (/panel/new). */
const catalogue = {
  title: routeNames.newRequest,
  subtitle: 'خدمتی را که می‌خواهید درخواست کنید برگزینید.',
  search: 'جستجو در خدمات',
  noServices: 'اکنون خدمتی برای ثبت درخواست در دسترس نیست.',
  noMatch: 'خدمتی با این عبارت یافت نشد.',
  others: 'سایر خدمات',
  count: (n: number) => `${fa(n)} خدمت`,
  open: (name: string) => `مشاهده و شروع «${name}»`,
};

/** A service's information pack and its form (/panel/new/{id}). */
const pack = {
  about: 'معرفی خدمت',
  documents: serviceMessages.desk.requiredDocuments,
  noDocuments: serviceMessages.desk.noDocuments,
  duration: serviceMessages.help.duration,
  cost: serviceMessages.help.cost,
  free: serviceMessages.desk.free,
  rials: serviceMessages.desk.rials,
  days: serviceMessages.desk.days,
  contact: serviceMessages.desk.contact,
  steps: 'مراحل انجام خدمت',
  helpFile: 'دریافت راهنمای خدمت',
  start: 'شروع درخواست',
  notFound: serviceMessages.designer.notFound,
  notFoundText: 'این خدمت منتشر نشده یا دیگر در دسترس نیست.',
  outSource: 'این خدمت در سامانه دیگری انجام می‌شود.',
  outSourceLink: 'رفتن به سامانه خدمت',
  backToServices: 'بازگشت به فهرست خدمات',
  backToPack: 'بازگشت به معرفی خدمت',
  formTitle: (name: string) => `فرم درخواست «${name}»`,
  draftRestored: (jalali: string) => `${draft} ذخیره‌شده در ${jalali} بازیابی شد.`,
  saveDraft: `ذخیره ${draft}`,
  submit: 'ثبت درخواست',
};

/** The signature asked for before a request that needs it goes out. */
const sign = {
  title: 'امضای درخواست',
  confirm: 'درخواست را با امضای ثبت‌شده در پروفایل امضا می‌کنم',
  /** Under the glossary's «no signature» message, above the profile's editor in the dialog. */
  drawHere: `امضای خود را همین‌جا بکشید یا تصویرش را بارگذاری کنید؛ در ${routeNames.profile} شما هم ثبت می‌شود و از این صفحه بیرون نمی‌روید.`,
};

/** The receipt after a submission. */
const receipt = {
  title: 'درخواست شما ثبت شد',
  trackingCode,
  keep: `${trackingCode} را نگه دارید؛ با آن می‌توانید درخواست را پیگیری کنید.`,
  copy: `رونوشت ${trackingCode}`,
  copied: `${trackingCode} رونوشت شد.`,
  submittedAt,
  expectedOn,
  open: 'مشاهده درخواست',
  another: 'ثبت درخواست دیگر',
};

/** The applicant's inbox (کارتابل متقاضی): requests and drafts. */
const inbox = {
  title: panelEntryMessages.applicantInbox,
  requests: routeNames.myRequests,
  drafts: `${draft}‌های من`,
  trackingCode,
  service: serviceMessages.service,
  status: common.status,
  state: inboxMessages.filters.requestState,
  submittedAt,
  expectedOn,
  search: serviceMessages.basket.searchService,
  empty: 'درخواستی نیافتیم.',
  open: (code: string) => `مشاهده درخواست ${fa(code)}`,
  newRequest: routeNames.newRequest,
  draftsEmpty: `${draft}ی ندارید.`,
  savedAt: 'آخرین ذخیره',
  resume: 'ادامه',
  resumeOf: (name: string) => `ادامه ${draft} «${name}»`,
  removeOf: (name: string) => `حذف ${draft} «${name}»`,
  removeTitle: 'حذف پیش‌نویس',
  removeText: (name: string) => `${draft} «${name}» حذف شود؟ پاسخ‌های ذخیره‌شده از دست می‌رود.`,
  pagerLabel: 'صفحه‌های درخواست‌ها',
};

/** One request's page. */
const detail = {
  title: (code: string) => `درخواست ${fa(code)}`,
  notFound: 'درخواست یافت نشد',
  answers: 'پاسخ‌های فرم',
  noForm: inboxMessages.task.noForm,
  timeline: 'گردش درخواست',
  endedAt: 'زمان پایان',
  fixTitle: fixAndResend,
  fixHint: 'درخواست برای اصلاح به شما بازگشته است؛ پاسخ‌ها را اصلاح کنید و دوباره بفرستید.',
  fixNote: 'توضیح برای کارشناس',
  fixSubmit: fixAndResend,
  cancel: cancelRequest,
  cancelTitle: cancelRequest,
  cancelText: 'این درخواست لغو شود؟ درخواست لغوشده دوباره به جریان نمی‌افتد.',
  surveyTitle: 'نظرسنجی',
  surveyHint: 'از رسیدگی به این درخواست چقدر راضی بودید؟',
  surveyComment: 'نظر شما (اختیاری)',
  surveySubmit: 'ثبت نظر',
  surveyDone: (score: number) => `امتیاز شما: ${fa(score)} از ${fa(5)}`,
  stars: muiMessages.stars,
};

/** Texts of the applicant's screens. */
export const applicantMessages = { catalogue, pack, sign, receipt, inbox, detail };
