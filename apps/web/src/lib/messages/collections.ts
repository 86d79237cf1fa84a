// The data collection screens and the form designer (GLOSSARY: مجموعه داده، فرم، فیلد، مرحله، زبانه،
// جدول، زیرفرم، نمودار).
import { toPersianDigits as fa, type DisplayType, type FieldFormat, type FieldType } from '@darvazeh/shared';
import { commonMessages as common } from './common';

/** Persian names of the 23 field types, shown in the palette and on each field row. */
const fieldTypes: Record<FieldType, string> = {
  text: common.text,
  date: 'تاریخ',
  file: 'فایل',
  image: 'تصویر',
  checkbox: 'چک‌باکس',
  radio: 'دکمه‌های رادیویی',
  select: 'فهرست کشویی',
  autocomplete: 'تکمیل خودکار',
  multiselect: 'فهرست چندانتخابی',
  multiautocomplete: 'تکمیل خودکار چندانتخابی',
  multilistbox: 'فهرست چندگزینه‌ای',
  map: 'نقشه',
  expansion: 'زبانه‌ها',
  table: 'جدول',
  subform: 'زیرفرم',
  alert: 'پیام',
  richText: 'متن قالب‌دار',
  line: 'خط جداکننده',
  space: 'فاصله',
  download: common.download,
  link: common.link,
  button: 'دکمه',
  chart: 'نمودار',
};

/** Persian names of the subform display types (SPEC §3 triggerDisplay.displayType). */
const displayTypes: Record<DisplayType, string> = {
  notHide: 'همیشه نمایش داده شود',
  popup: 'در پنجره بازشو',
  parent: 'با انتخاب در فرم اصلی',
  other: 'با فراخوانی تابع',
};

/** Persian names of the text formats. */
const formats: Record<FieldFormat, string> = {
  nationalId: common.person.nationalId,
  mobile: 'تلفن همراه',
  postalCode: common.postalCode,
  sheba: 'شماره شبا',
  persianLetters: 'فقط حروف فارسی',
  email: common.person.email,
  number: 'عدد',
  integer: 'عدد صحیح',
};

/** Chart kinds a chart field offers. */
const chartTypes: Record<string, string> = {
  bar: 'میله‌ای',
  line: 'خطی',
  pie: 'دایره‌ای',
};

/** Texts of the collection list, the system collections and the form designer. */
export const collectionMessages = {
  fieldTypes,
  displayTypes,
  formats,
  chartTypes,
  create: 'مجموعه داده جدید',
  ename: 'نام انگلیسی',
  notFound: 'مجموعه داده یافت نشد.',
  list: {
    fieldCount: 'تعداد فیلد',
    records: 'رکوردها',
    empty: 'مجموعه داده‌ای ثبت نشده است.',
    deleteTitle: 'حذف مجموعه داده',
    deleteText: (name: string) => `مجموعه داده «${name}» حذف شود؟`,
  },
  system: {
    title: 'مجموعه‌های سیستمی',
    subtitle: 'جدول‌های خود سامانه که فرم‌ها و پرس‌وجوها می‌توانند از آن‌ها بخوانند؛ تغییرپذیر نیستند.',
    readOnly: 'فقط خواندنی',
    fields: 'فیلدها',
  },
  designer: {
    editTitle: 'ویرایش مجموعه داده',
    name: 'نام مجموعه داده',
    nameRequired: 'نام مجموعه داده را وارد کنید.',
    nameTaken: 'مجموعه داده‌ای با این نام قبلاً ثبت شده است.',
    paletteHint: 'برای افزودن فیلد به فرم، نوع آن را برگزینید.',
    addTo: (type: string) => `افزودن فیلد ${type}`,
    fields: 'فیلدهای فرم',
    noFields: 'هنوز فیلدی افزوده نشده است.',
    noColumns: 'هنوز ستونی افزوده نشده است.',
    addField: 'افزودن فیلد',
    addColumn: 'افزودن ستون',
    columns: 'ستون‌های جدول',
    subformFields: 'فیلدهای زیرفرم',
    tabFields: 'فیلدهای زبانه',
    preview: 'پیش‌نمایش فرم',
    previewError: 'پیش‌نمایش این تعریف ممکن نیست؛ خطای تعریف را برطرف کنید.',
    previewPending: 'پیش‌نمایش فرم پس از آماده شدن نمایشگر فرم در اینجا نشان داده می‌شود.',
    invalid: 'تعریف فرم کامل نیست',
  },
  field: {
    drag: (name: string) => `جابه‌جایی ${name}`,
    moveUp: (name: string) => `انتقال ${name} به بالا`,
    moveDown: (name: string) => `انتقال ${name} به پایین`,
    remove: (name: string) => `حذف ${name}`,
    removeTitle: 'حذف فیلد',
    removeText: (name: string, hasInner: boolean) =>
      hasInner ? `فیلد «${name}» با همه فیلدهای درون آن حذف شود؟` : `فیلد «${name}» حذف شود؟`,
    edit: (name: string) => `ویژگی‌های ${name}`,
    properties: 'ویژگی‌های فیلد',
    fname: 'عنوان فیلد',
    enameHint: 'حرف انگلیسی یا زیرخط، سپس حرف، عدد یا زیرخط',
    enameInvalid: 'نام انگلیسی با حرف انگلیسی یا زیرخط شروع می‌شود و فقط حرف، عدد و زیرخط دارد.',
    enameTaken: 'این نام انگلیسی در همین سطح تکراری است.',
    hideInTable: 'در جدول نمایش داده نشود',
    label: {
      alert: 'متن پیام',
      link: common.linkAddress,
      download: 'نشانی یا شناسه فایل',
      button: 'متن دکمه',
    } as Partial<Record<FieldType, string>>,
    format: 'قالب',
    noFormat: 'بدون قالب',
    step: 'مرحله',
    noStep: 'بدون مرحله (مرحله نخست)',
    displayType: 'نحوه نمایش زیرفرم',
    chartType: 'نوع نمودار',
    newName: (type: string, n: number) => `${type} ${fa(n)}`,
  },
  dnd: {
    instructions:
      'برای جابه‌جایی، فاصله یا اینتر را بزنید، با کلیدهای جهت جابه‌جا کنید و با فاصله یا اینتر رها کنید؛ Escape لغو می‌کند.',
    start: (name: string) => `${name} برداشته شد.`,
    over: (name: string, over: string) => `${name} روی ${over} است.`,
    end: (name: string) => `${name} رها شد.`,
    cancel: (name: string) => `جابه‌جایی ${name} لغو شد.`,
  },
  options: {
    title: 'گزینه‌ها',
    typed: 'گزینه‌های واردشده',
    fromCollection: 'از رکوردهای مجموعه داده دیگر',
    fromQuery: 'از پرس‌وجوی ذخیره‌شده',
    chartData: 'داده‌های نمودار',
    add: 'افزودن گزینه',
    id: (n: number) => `شناسه گزینه ${fa(n)}`,
    fname: (n: number) => `عنوان گزینه ${fa(n)}`,
    moveUp: (n: number) => `انتقال گزینه ${fa(n)} به بالا`,
    moveDown: (n: number) => `انتقال گزینه ${fa(n)} به پایین`,
    remove: (n: number) => `حذف گزینه ${fa(n)}`,
    newName: (n: number) => `گزینه ${fa(n)}`,
    source: 'مجموعه داده منبع',
    fnamePath: 'فیلد عنوان',
    chooseSource: 'ابتدا مجموعه داده منبع را برگزینید.',
  },
  tabs: {
    add: 'افزودن زبانه',
    name: (n: number) => `نام زبانه ${fa(n)}`,
    remove: (n: number) => `حذف زبانه ${fa(n)}`,
    newName: (n: number) => `زبانه ${fa(n)}`,
  },
  functions: {
    title: 'توابع فرم',
    subformTitle: 'توابع زیرفرم',
    hint: 'تابع‌ها هنگام بارگذاری فرم، تغییر یک فیلد، کلیک روی دکمه یا ثبت فرم اجرا می‌شوند: زیرفرمی را نمایش می‌دهند یا پنهان می‌کنند، پیام نشان می‌دهند و فیلدها را پر می‌کنند.',
    subformHint: 'تابع‌های زیرفرم همان پاسخ‌های فرم اصلی را می‌بینند.',
    tabTitle: (tab: string) => `توابع زبانه «${tab}»`,
    tabHint: 'تابع‌های زبانه همان پاسخ‌های فرم اصلی را می‌بینند.',
    empty: 'هنوز تابعی افزوده نشده است.',
    add: 'افزودن تابع',
    newName: (n: number) => `تابع ${fa(n)}`,
    edit: (name: string) => `ویرایش «${name}»`,
    remove: (name: string) => `حذف «${name}»`,
    /** A field inside a subform, table or tab, with the list holding it. */
    nested: (name: string, parent: string) => `${name} در ${parent}`,
    /** The event and the field it is about: «هنگام تغییر فیلد: شخص». */
    eventOn: (event: string, field: string) => `${event}: ${field}`,
    relatedGone: 'فیلد مربوط دیگر در فرم نیست؛ فیلد دیگری برگزینید یا تابع را حذف کنید.',
    noButtons: 'این فرم هنوز دکمه‌ای ندارد؛ ابتدا یک فیلد دکمه بیفزایید.',
    flowProblems: (n: number) => `گام‌های تابع ${fa(n)} ایراد دارند.`,
    flowLabel: (name: string) => `گام‌های تابع ${name}`,
    issue: (name: string, problem: string) => `تابع «${name}»: ${problem}`,
    invalid: 'توابع فرم ایراد دارند؛ ایراد هر تابع کنار آن نشان داده شده است.',
    serverRefused: 'سرور توابع فرم را نپذیرفت:',
    limit: (max: number) => `حداکثر ${fa(max)} تابع در هر فرم مجاز است.`,
  },
  steps: {
    hint: 'هر فیلد اصلی را در ویژگی‌هایش به یک مرحله بسپارید؛ فیلد بی‌مرحله در مرحله نخست می‌آید و فرم بی‌مرحله یکجا نمایش داده می‌شود.',
    add: 'افزودن مرحله',
    name: (n: number) => `نام مرحله ${fa(n)}`,
    remove: (n: number) => `حذف مرحله ${fa(n)}`,
    confirmStep: 'مرحله تأیید نهایی پیش از ثبت',
  },
} as const;
