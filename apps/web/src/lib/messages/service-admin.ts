// The service definition page's Admin tools beside the designer: moving open requests of an older version
// to the published one (issue 15 item 5), and the service's survey results.
import { toPersianDigits as fa } from '@darvazeh/shared';
import { commonMessages as common } from './common';
import { identityMessages } from './identity';
import { queryMessages } from './queries';
import { serviceMessages } from './services';
import { ssoMessages } from './sso';

const version = (n: number) => serviceMessages.designer.versionNumber(n);
const moveRequests = 'انتقال درخواست‌های باز';

/** «انتقال درخواست‌های باز»: the dry run, the mappings of removed steps, and applying it. */
const migration = {
  open: moveRequests,
  openFor: (from: number) => `${moveRequests} ${version(from)}`,
  title: (from: number, to: number) => `${moveRequests} از ${version(from)} به ${version(to)}`,
  intro:
    'این فهرست پیش‌نمایش است: تا «اعمال انتقال» را نزنید، هیچ درخواستی جابه‌جا نمی‌شود. درخواستی که حتی یک مرحله‌اش جایی در نسخه تازه ندارد، روی نسخه خود می‌ماند.',
  loading: 'در حال بررسی درخواست‌های باز…',
  empty: 'درخواست بازی روی این نسخه نیست.',
  summary: 'خلاصه انتقال',
  outcomes: { kept: 'می‌ماند', moved: 'منتقل می‌شود', refused: 'نمی‌رود' } as Record<string, string>,
  outcomeHints: {
    kept: 'با همان مراحل به نسخه تازه می‌رود',
    moved: 'با مراحلی جایگزین به نسخه تازه می‌رود',
    refused: 'روی نسخه پیشین می‌ماند',
  } as Record<string, string>,
  count: (n: number) => `${fa(n)} درخواست`,
  mappings: 'جایگزین مراحل حذف‌شده',
  mappingsHint:
    'برای مرحله‌ای که در نسخه تازه نیست، مرحله‌ای هم‌نوع برگزینید تا درخواست‌های روی آن به آنجا بروند.',
  mapTo: (step: string) => `جایگزین ${step}`,
  noMapping: 'بدون جایگزین',
  table: 'درخواست‌های باز این نسخه',
  trackingCode: common.trackingCode,
  outcome: identityMessages.loginHistory.result,
  details: serviceMessages.help.steps,
  changes: 'تفاوت‌ها در نسخه تازه',
  apply: 'اعمال انتقال',
  applyTitle: 'اعمال انتقال درخواست‌ها',
  applyText: (n: number, to: number) =>
    `${fa(n)} درخواست به ${version(to)} منتقل می‌شود و این کار بازگشت ندارد. ادامه می‌دهید؟`,
  nothingToMove: 'درخواستی برای انتقال نیست.',
  applied: (n: number, to: number) => `${fa(n)} درخواست به ${version(to)} منتقل شد.`,
  close: common.close,
};

/** «نتیجه نظرسنجی»: how applicants scored the service, and their latest comments. */
const survey = {
  title: 'نتیجه نظرسنجی',
  subtitle: 'امتیازی که متقاضیان پس از پایان درخواست به این خدمت داده‌اند (از ۱ تا ۵).',
  loading: common.loading,
  count: 'شمار پاسخ‌ها',
  average: queryMessages.aggregates.avg,
  noAnswers: 'هنوز کسی به نظرسنجی این خدمت پاسخ نداده است.',
  scores: 'پاسخ‌ها به تفکیک امتیاز',
  score: (n: number) => `امتیاز ${fa(n)}`,
  scoreBar: (score: number, count: number) => `امتیاز ${fa(score)}: ${fa(count)} پاسخ`,
  comments: 'آخرین نظرها',
  noComments: 'نظری نوشته نشده است.',
  commentScore: (n: number) => `${fa(n)} از ${fa(5)}`,
};

/** «سامانه‌های مجاز به فراخوانی»: the units (of connected systems) allowed to call a web service. */
const callers = {
  title: 'سامانه‌های مجاز به فراخوانی',
  subtitle:
    'سامانه متصلی این وب‌سرویس را فراخوانی می‌کند که واحد سازمانی‌اش اجازه داشته باشد؛ اجازه یک واحد به همه سامانه‌های آن واحد می‌رسد.',
  loading: common.loading,
  none: 'هنوز هیچ سامانه‌ای اجازه فراخوانی این وب‌سرویس را ندارد.',
  list: 'واحدهای مجاز',
  systemsOf: (names: string[]) =>
    names.length === 0 ? 'سامانه متصلی در این واحد ثبت نشده است.' : `سامانه‌ها: ${names.join('، ')}`,
  system: ssoMessages.statistics.system,
  systemOption: (name: string, unit: string) => `${name} (${unit})`,
  noUnitHint: (names: string[]) =>
    `${names.join('، ')} واحد سازمانی ندارد و تا واحدی برایش تعیین نشود نمی‌تواند وب‌سرویسی را فراخوانی کند.`,
  allow: 'اجازه فراخوانی',
  chooseSystem: 'سامانه متصل را برگزینید.',
  revoke: (unit: string) => `لغو اجازه ${unit}`,
  revokeTitle: 'لغو اجازه فراخوانی',
  revokeText: (unit: string) =>
    `اجازه فراخوانی این وب‌سرویس از سامانه‌های ${unit} گرفته می‌شود. ادامه می‌دهید؟`,
};

/** «کارکرد وب‌سرویس»: the service's calls, errors and p95 duration from the API log. */
const figures = {
  title: 'کارکرد وب‌سرویس',
  subtitle: 'فراخوانی‌های این وب‌سرویس در گزارش فراخوانی‌ها، در بازه‌ای که برمی‌گزینید.',
  period: 'بازه',
  lastDays: (days: number) => `${fa(days)} روز گذشته`,
  loading: common.loading,
  calls: 'شمار فراخوانی‌ها',
  errors: 'فراخوانی‌های ناموفق',
  p95: 'صدک ۹۵ زمان پاسخ',
  ms: (ms: number) => `${fa(ms)} میلی‌ثانیه`,
  noCalls: '—',
};

/** Every text of the service page's Admin tools. */
export const serviceAdminMessages = { migration, survey, callers, figures };
