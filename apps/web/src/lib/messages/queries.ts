// Stored queries (GLOSSARY: پرس‌وجو): the list and the editor under function management, and the pickers
// the collection designer and the flow editor name a stored query with.
import {
  toPersianDigits as fa,
  type QueryAggregate,
  type QueryDateGroup,
  type QueryOp,
} from '@darvazeh/shared';
import { collectionMessages } from './collections';
import { commonMessages as common } from './common';
import { excelImportMessages } from './excel-import';
import { formMessages } from './forms';
import { identityMessages } from './identity';
import { recordMessages } from './records';
import { routeNames } from './routes';

const { day, month, year } = formMessages.datePicker;
const { column } = excelImportMessages;
const outputColumns = 'ستون‌های خروجی';
const { remove } = collectionMessages.field;
const source = 'منبع';
const calendar = (unit: string) => `${unit} (تقویم شمسی)`;

/** Condition operators (SPEC §3 Filter condition and the query definition's own). */
const ops: Record<QueryOp, string> = {
  ...recordMessages.filterOps,
  ne: 'نابرابر با',
  gte: 'بزرگ‌تر یا برابر با',
  lte: 'کوچک‌تر یا برابر با',
  isNull: 'خالی بودن',
};

/** Aggregates, as the first word of a column's label («میانگین نمره»; a count's label is «تعداد» alone). */
const aggregates: Record<QueryAggregate, string> = {
  count: 'تعداد',
  countDistinct: 'تعداد یکتای',
  sum: 'مجموع',
  avg: 'میانگین',
  min: 'کمینه',
  max: 'بیشینه',
  p90: 'صدک نودم',
};

/** Jalali groupings, as the first word of a column's label («ماه تاریخ ورود»). */
const week = 'هفته';
const season = 'فصل';
const dateGroups: Record<QueryDateGroup, string> = {
  jalaliDay: day,
  jalaliWeek: week,
  jalaliMonth: month,
  jalaliSeason: season,
  jalaliYear: year,
};

/** What a column does with its field, as the column editor offers it. */
const applies: Record<'value' | 'label' | QueryAggregate | QueryDateGroup, string> = {
  value: 'مقدار فیلد',
  label: 'عنوان گزینه',
  count: 'شمارش',
  countDistinct: 'شمارش مقدارهای یکتا',
  sum: aggregates.sum,
  avg: aggregates.avg,
  min: aggregates.min,
  max: aggregates.max,
  p90: aggregates.p90,
  jalaliDay: calendar(day),
  jalaliWeek: calendar(week),
  jalaliMonth: calendar(month),
  jalaliSeason: calendar(season),
  jalaliYear: calendar(year),
};

/** Texts of the stored queries' screens and of the pickers that name one. */
export const queryMessages = {
  ops,
  aggregates,
  dateGroups,
  applies,
  /** A column's label made from its field's name: «میانگین نمره», «ماه تاریخ ورود», «عنوان مقطع». */
  columnLabel: (what: string, field: string) => `${what} ${field}`,
  optionLabel: common.title,
  /** The record's own columns every data collection offers. */
  recordColumns: {
    id: recordMessages.id,
    createdAt: common.createdAt,
    creatorId: 'ایجادکننده',
    updatedAt: 'تاریخ ویرایش',
  } as Record<string, string>,
  name: 'نام پرس‌وجو',
  description: 'توضیح',
  listLabel: routeNames.queryList,
  list: {
    subtitle:
      'پرس‌وجوهای ذخیره‌شده گزینه‌های فیلدها، داده نمودارها و خواندن تابع‌ها را فراهم می‌کنند؛ هر کاربر فقط رکوردهایی را می‌بیند که به آن‌ها دسترسی دارد.',
    create: 'پرس‌وجوی جدید',
    empty: 'پرس‌وجویی ثبت نشده است.',
    deleteTitle: 'حذف پرس‌وجو',
    deleteText: (name: string) => `پرس‌وجوی «${name}» حذف شود؟`,
    columns: outputColumns,
  },
  form: {
    editTitle: 'ویرایش پرس‌وجو',
    header: 'مشخصات پرس‌وجو',
    definition: routeNames.queryDetail,
    back: 'بازگشت به فهرست پرس‌وجوها',
    notFound: 'پرس‌وجو یافت نشد.',
    incomplete: 'منبع و دست‌کم یک ستون خروجی را برگزینید.',
  },
  sources: {
    title: 'منبع‌ها',
    hint: 'مجموعه داده‌ای که پرس‌وجو رکوردهایش را می‌خواند؛ هر منبع بعدی با برابری یک فیلد خود با فیلدی از منبع‌های پیشین به آن‌ها وصل می‌شود.',
    source: (n: number) => `${source} ${fa(n)}`,
    collection: collectionMessages.options.source,
    system: (name: string) => `${name} (سیستمی)`,
    add: 'افزودن منبع',
    remove: (n: number) => remove(`${source} ${fa(n)}`),
    joinLeft: 'فیلد منبع پیشین',
    joinRight: 'برابر با فیلد این منبع',
    joinKind: 'نوع اتصال',
    joinKinds: { inner: 'فقط رکوردهای دارای همتا', left: 'همه رکوردهای منبع پیشین' },
    fieldOf: (field: string, of: string) => `${field} (${of})`,
  },
  columns: {
    title: outputColumns,
    hint: 'وقتی ستونی شمارش، مجموع، میانگین، کمینه یا بیشینه باشد، ردیف‌ها بر اساس ستون‌های دیگر گروه‌بندی می‌شوند.',
    column: (n: number) => `${column} ${fa(n)}`,
    add: collectionMessages.designer.addColumn,
    remove: (n: number) => remove(`${column} ${fa(n)}`),
    source,
    field: recordMessages.filter.field,
    apply: 'محاسبه',
    as: 'نام ستون (اختیاری)',
    empty: 'هنوز ستونی برگزیده نشده است.',
  },
  conditions: {
    title: 'شرط‌ها',
    match: { and: 'همه شرط‌ها برقرار باشند', or: 'دست‌کم یکی از شرط‌ها برقرار باشد' },
    matchLabel: 'ترکیب شرط‌ها',
    add: 'افزودن شرط',
    remove: (n: number) => `حذف شرط ${fa(n)}`,
    condition: (n: number) => `شرط ${fa(n)}`,
    op: recordMessages.filter.op,
    value: recordMessages.filter.value,
    valueIn: recordMessages.filter.valueIn,
    isNull: { true: 'خالی است', false: 'خالی نیست' },
    empty: 'بدون شرط: همه رکوردها خوانده می‌شوند.',
    nestedKept: 'شرط‌های تودرتوی این پرس‌وجو در این ویرایشگر تغییر نمی‌کنند و همان‌گونه ذخیره می‌شوند.',
  },
  grouping: {
    title: 'گروه‌بندی',
    hint: 'ردیف‌ها را بی‌شمارش هم می‌توان بر اساس ستون یا فیلدی گروه‌بندی کرد، مثلاً برای فهرست مقدارهای یکتا.',
    add: 'افزودن گروه‌بندی',
    group: (n: number) => `گروه‌بندی ${fa(n)}`,
    remove: (n: number) => `حذف گروه‌بندی ${fa(n)}`,
    by: 'گروه‌بندی بر اساس',
    byColumn: (label: string) => `${column} «${label}»`,
    byField: (field: string) => `${recordMessages.filter.field} «${field}»`,
  },
  ordering: {
    title: 'مرتب‌سازی و تعداد',
    add: 'افزودن مرتب‌سازی',
    order: (n: number) => `مرتب‌سازی ${fa(n)}`,
    remove: (n: number) => `حذف مرتب‌سازی ${fa(n)}`,
    column,
    dir: 'جهت',
    dirs: { asc: 'صعودی', desc: 'نزولی' },
    limit: 'حداکثر ردیف',
    limitHint: (cap: number) => `خالی: بدون محدودیت؛ سامانه در هر حال حداکثر ${fa(cap)} ردیف برمی‌گرداند.`,
    limitInvalid: 'حداکثر ردیف باید عددی صحیح و مثبت باشد.',
    mapBy: 'ستون کلید',
    mapByHint: 'ستونی که هر ردیف با آن شناخته می‌شود؛ فیلدهای گزینه‌ای مقدار گزینه را از آن می‌خوانند.',
  },
  kept: 'بخش‌های پیشرفته این پرس‌وجو (فیلدهای محاسباتی، گسترش رکوردها یا مرتب‌سازی بر اساس فیلد) در این ویرایشگر تغییر نمی‌کنند و همان‌گونه ذخیره می‌شوند.',
  preview: {
    title: identityMessages.signature.preview,
    hint: 'پرس‌وجو همان‌گونه که اکنون ویرایش شده با دسترسی شما اجرا می‌شود.',
    run: 'اجرای پرس‌وجو',
    table: 'ردیف‌های پیش‌نمایش',
    empty: 'ردیفی یافت نشد.',
    rows: recordMessages.rows,
    truncated: (n: number) => `بیش از ${fa(n)} ردیف یافت شد؛ فقط ${fa(n)} ردیف نخست آمده است.`,
  },
  picker: {
    query: 'پرس‌وجوی ذخیره‌شده',
    none: 'پرس‌وجویی برگزیده نشده',
    labelColumn: 'ستون عنوان',
    valueColumn: 'ستون مقدار',
    valueColumnHint: (label: string) => `پیش‌فرض: ستون کلید پرس‌وجو («${label}»)`,
    chooseQuery: 'ابتدا پرس‌وجو را برگزینید.',
    chartHint: 'مقدار هر ستون نمودار از نخستین ستون عددی دیگر خوانده می‌شود.',
  },
} as const;
