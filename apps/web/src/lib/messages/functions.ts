// Functions (GLOSSARY: تابع / عبارت / پرس‌وجو): the function list, the definition page with its test run
// and run log, unit accesses, the help page, and the flow editor (components/flow-editor) they use.
import {
  EXPRESSION_LABELS,
  VALUE_KIND_LABELS,
  toPersianDigits as fa,
  type CallOnEvent,
} from '@darvazeh/shared';
import { collectionMessages } from './collections';
import { commonMessages as common } from './common';
import { formMessages } from './forms';
import { identityMessages } from './identity';
import { recordMessages } from './records';
import { routeNames } from './routes';
import { shellMessages } from './shell';

/** When a function runs (SPEC §3 callOn). */
const callOn: Record<CallOnEvent, string> = {
  load: 'هنگام بارگذاری فرم',
  change: 'هنگام تغییر فیلد',
  submit: 'هنگام ثبت فرم',
  click: 'هنگام کلیک روی دکمه',
};

const into = 'ذخیره نتیجه در';
const inputs = 'ورودی‌ها';
const outputs = 'خروجی‌ها';
const method = 'روش';
const collection = 'مجموعه داده';
const fnWord = 'تابع';
const steps = 'گام‌ها';

/** Persian names of the expressions' parameters (the keys of shared's EXPRESSION_PARAMS). */
const params: Record<string, string> = {
  condition: 'شرط',
  variable: 'متغیر حلقه',
  from: 'از',
  to: 'تا',
  step: 'گام',
  source: VALUE_KIND_LABELS.array,
  name: 'نام متغیر',
  value: recordMessages.filter.value,
  array: VALUE_KIND_LABELS.array,
  index: 'شماره خانه',
  fieldId: collectionMessages.fieldTypes.subform,
  color: 'نوع پیام',
  title: common.title,
  text: common.text,
  disabled: 'شرط غیرفعال شدن',
  url: shellMessages.footer.address,
  item: 'نام هر عضو',
  into,
  fileField: 'فیلد فایل اکسل',
  columns: 'ستون‌ها',
  functionId: fnWord,
  inputs,
  serviceId: 'وب‌سرویس',
  method,
  headers: 'سرآیندها',
  body: 'بدنه',
  outputs,
  collectionId: collection,
  where: 'شرط‌های جستجو',
  queryId: 'پرس‌وجو',
  values: 'مقدارها',
  pipeline: 'مراحل پرس‌وجو',
  processId: 'فرآیند',
  requestId: 'شناسه درخواست',
  elementId: collectionMessages.field.step,
};

/** Groups of the add menu, in the order it lists them. */
const groups = {
  blocks: 'شرط و حلقه',
  variables: 'متغیر و آرایه',
  form: formMessages.formStep,
  records: collectionMessages.list.records,
  calls: 'فراخوانی',
  processes: 'فرآیندها',
};

/** Texts of the flow editor (components/flow-editor). */
const editor = {
  label: 'عبارت‌های تابع',
  empty: 'هنوز عبارتی افزوده نشده است. با «افزودن عبارت» نخستین گام تابع را بسازید.',
  add: 'افزودن عبارت',
  addInside: (label: string, position: string) => `افزودن عبارت درون ${label} ${position}`,
  addMenu: 'نوع عبارت',
  groups,
  emptyBlock: 'این بلوک هنوز عبارتی ندارد.',
  moveUp: (label: string, position: string) => `انتقال ${label} ${position} به بالا`,
  moveDown: (label: string, position: string) => `انتقال ${label} ${position} به پایین`,
  remove: (label: string, position: string) => `حذف ${label} ${position}`,
  removeTitle: 'حذف عبارت',
  removeText: (label: string, hasChildren: boolean) =>
    hasChildren ? `«${label}» با همه عبارت‌های درون آن حذف شود؟` : `«${label}» حذف شود؟`,
  position: (path: readonly number[]) => fa(path.map((n) => n + 1).join('.')),
  card: (label: string, position: string) => `${label} ${position}`,
  ran: 'اجرا شد',
  serverSide: 'اجرا در سرور',
  browserSide: 'اجرا در مرورگر',
  serverSideHint: 'این تابع عبارت‌هایی دارد که فقط در سرور اجرا می‌شوند.',
  browserSideHint: 'این تابع در مرورگر کاربر اجرا می‌شود.',
  problems: (n: number) => `${fa(n)} ایراد`,
  noProblems: 'بی‌ایراد',
  general: 'ایرادهای کلی تابع',
  params,
  paramIn: (param: string, message: string) => `در «${param}»: ${message}`,
  required: (param: string) => `«${param}» را وارد کنید.`,
  choose: (param: string) => `«${param}» را برگزینید.`,
  invalidName: (param: string) => `«${param}» باید یک واژه باشد: حرف، رقم (نه در آغاز)، زیرخط یا نیم‌فاصله.`,
  invalid: (param: string) => `«${param}» معتبر نیست.`,
  optional: (label: string) => `${label} (اختیاری)`,
  sourceHint: 'عبارت محاسبه‌ای: نام فیلدها و متغیرها را با عملگرها و تابع‌ها ترکیب کنید.',
  plainText: 'متن ساده',
  plainTextHint: 'آنچه می‌نویسید همان‌گونه نمایش داده می‌شود.',
  expression: 'عبارت محاسبه‌ای',
  parseAt: (message: string, offset: number) => `${message} (نزدیک نویسه ${fa(offset + 1)})`,
  toastColors: {
    success: 'موفقیت (سبز)',
    error: 'خطا (قرمز)',
    warning: 'هشدار (نارنجی)',
    info: 'اطلاع (آبی)',
  } as Record<string, string>,
  target: {
    kind: 'نوع مقصد',
    variable: 'متغیر',
    field: recordMessages.filter.field,
  },
  noField: 'فیلدی برگزیده نشده',
  noFields: 'این تابع هنوز فیلد ورودی ندارد؛ ابتدا فیلدهای ورودی را تعریف کنید.',
  missingField: 'فیلد حذف‌شده',
  noCollection: 'مجموعه داده‌ای برگزیده نشده',
  noFunction: 'تابعی برگزیده نشده',
  noQuery: 'بدون پرس‌وجو: رکوردهای مجموعه داده با شرط‌ها خوانده می‌شوند',
  missingQuery: 'پرس‌وجوی حذف‌شده',
  pair: {
    key: common.name,
    add: (what: string) => `افزودن به ${what}`,
    remove: formMessages.removeRow,
    empty: 'ردیفی نیست.',
    fieldKey: recordMessages.filter.field,
    op: recordMessages.filter.op,
    path: 'مسیر در پاسخ',
    columnName: collectionMessages.ename,
    columnTitle: 'عنوان ستون',
  },
  pipelineNote: (n: number) =>
    `این عبارت ${fa(n)} مرحله پرس‌وجوی تجمیعی دارد که در این ویرایشگر تغییر نمی‌کند و همان‌گونه ذخیره می‌شود.`,
  refHint: 'شناسه‌ای که سامانه فرآیندها به آن داده است.',
} as const;

/** Texts of the function screens. */
export const functionMessages = {
  callOn,
  editor,
  name: 'نام تابع',
  ename: collectionMessages.ename,
  enameHint: 'نشانی راهنما و وب‌سرویس تابع؛ حرف انگلیسی، سپس حرف، عدد، زیرخط یا خط تیره',
  callOnLabel: 'زمان اجرا',
  side: 'محل اجرا',
  listLabel: routeNames.functionList,
  list: {
    subtitle: 'تابع‌ها گام‌هایی هستند که هنگام کار با فرم یا با فراخوانی وب‌سرویس اجرا می‌شوند.',
    create: routeNames.functionNew,
    empty: 'تابعی ثبت نشده است.',
    deleteTitle: 'حذف تابع',
    deleteText: (name: string) => `تابع «${name}» حذف شود؟`,
    helpLink: 'راهنما',
    accesses: routeNames.unitAccesses,
    queries: routeNames.queryList,
  },
  form: {
    editTitle: 'ویرایش تابع',
    header: 'مشخصات تابع',
    relatedId: 'فیلد مربوط',
    relatedIdHint: 'فیلدی که تغییر آن یا کلیک روی آن تابع را اجرا می‌کند.',
    cache: 'مدت نگهداری پاسخ (ثانیه)',
    cacheHint: 'صفر: پاسخ نگه داشته نمی‌شود؛ حداکثر یک روز.',
    cacheInvalid: 'مدت نگهداری پاسخ باید عدد صحیح باشد.',
    flow: 'گام‌های تابع',
    flowInvalid: 'عبارت‌های تابع ایراد دارند؛ ایرادها روی هر عبارت نشان داده شده‌اند.',
    notFound: 'تابع یافت نشد.',
    back: 'بازگشت به فهرست توابع',
    help: 'راهنمای تابع برای فراخوانی',
  },
  inputs: {
    title: 'فیلدهای ورودی تابع',
    hint: 'پاسخ‌هایی که تابع می‌خواند؛ عبارت‌ها فیلدها را با نام انگلیسی یا شناسه‌شان می‌خوانند.',
    add: 'افزودن فیلد ورودی',
    empty: 'تابع فیلد ورودی ندارد.',
    id: recordMessages.id,
    idHint: 'حرف و عدد انگلیسی، خط تیره یا زیرخط',
    fname: collectionMessages.field.fname,
    type: 'نوع فیلد',
    required: common.required,
    options: 'گزینه‌ها (هر گزینه در یک خط)',
    remove: (name: string) => `حذف فیلد ${name}`,
    unnamed: (n: number) => `فیلد ${fa(n)}`,
  },
  testRun: {
    title: 'اجرای آزمایشی',
    hint: 'تابع همان‌گونه که اکنون ویرایش شده با دسترسی شما اجرا می‌شود و تغییرهایش در داده‌ها ماندگار است؛ تابعی را که رکورد می‌سازد یا حذف می‌کند با داده آزمایشی اجرا کنید.',
    answers: 'پاسخ‌های ورودی',
    noInputs: 'تابع ورودی ندارد؛ بدون پاسخ اجرا می‌شود.',
    ok: 'اجرا بی‌ایراد پایان یافت.',
    failed: 'اجرا با ایراد متوقف شد.',
    summary: (steps: number, ms: number) => `${fa(steps)} گام در ${fa(ms)} میلی‌ثانیه`,
    cached: 'پاسخ از نسخه نگه‌داشته خوانده شد.',
    trace: 'گام‌های اجراشده',
    noTrace: 'هیچ عبارتی اجرا نشد.',
    effects: 'اثرها روی فرم',
    noEffects: 'اجرا اثری روی فرم نگذاشت.',
    variables: 'متغیرها',
    resultAnswers: 'پاسخ‌های پس از اجرا',
    empty: 'موردی نیست.',
    key: common.name,
    value: recordMessages.filter.value,
    redirect: (url: string) => `${EXPRESSION_LABELS.redirect}: ${url}`,
    disabled: 'فرم غیرفعال می‌شود',
    enabled: 'فرم دوباره فعال می‌شود',
    toast: collectionMessages.fieldTypes.alert,
    yes: common.yes,
    no: common.no,
    nullValue: VALUE_KIND_LABELS.null,
  },
  log: {
    title: 'گزارش اجرا',
    subtitle: 'آخرین اجراهای این تابع در سرور.',
    caller: 'اجراکننده',
    result: identityMessages.loginHistory.result,
    ok: 'موفق',
    failed: 'ناموفق',
    duration: 'مدت (میلی‌ثانیه)',
    steps,
    empty: 'هنوز اجرایی از این تابع ثبت نشده است.',
    anonymous: 'بدون کاربر',
    pager: 'صفحه‌های گزارش اجرا',
  },
  access: {
    subtitle:
      'تابعی که دست‌کم به یک واحد داده شده فقط برای کاربران همان واحدها اجرا می‌شود؛ تابع بی‌دسترسی برای همه باز است.',
    function: fnWord,
    add: 'افزودن دسترسی',
    empty: 'هنوز دسترسی‌ای تعریف نشده است.',
    deleteTitle: 'حذف دسترسی',
    deleteText: (fn: string, unit: string) => `دسترسی واحد «${unit}» به تابع «${fn}» حذف شود؟`,
    pair: (fn: string, unit: string) => `${fn} برای ${unit}`,
    filterAll: 'همه توابع',
    chooseBoth: 'تابع و واحد سازمانی را برگزینید.',
  },
  help: {
    notFound: 'راهنمایی برای این تابع یافت نشد.',
    inputs,
    outputs,
    noInputs: 'تابع ورودی ندارد.',
    noOutputs: 'تابع خروجی نام‌داری ندارد.',
    steps,
    example: 'نمونه درخواست',
    exampleHint:
      'برای اجرای تابع از سامانه‌ای دیگر، این درخواست را با نشست کاربر و سرآیند X-XSRF-TOKEN بفرستید.',
    method,
    path: shellMessages.footer.address,
    body: 'بدنه درخواست',
    sides: { server: editor.serverSide, browser: editor.browserSide },
  },
  collection,
} as const;
