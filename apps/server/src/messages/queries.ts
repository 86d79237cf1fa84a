import { formatThousands } from '@darvazeh/shared';

/** Messages of running query definitions and Mongo queries over collections (modules/queries). */
export const queryMessages = {
  unknownSystemCollection: (name: string) => `مجموعه سیستمی «${name}» وجود ندارد.`,
  unknownField: (field: string, source: string) => `فیلد «${field}» در منبع «${source}» تعریف نشده است.`,
  opNotAllowed: (op: string, field: string) => `عملگر ${op} برای فیلد «${field}» به کار نمی‌رود.`,
  badValue: (field: string) => `مقدار شرط فیلد «${field}» معتبر نیست.`,
  aggregateNotAllowed: (aggregate: string, field: string) =>
    `تابع ${aggregate} برای فیلد «${field}» به کار نمی‌رود.`,
  notChoiceField: (field: string) => `عنوان گزینه فقط برای فیلد گزینه‌ای است و «${field}» گزینه‌ای نیست.`,
  optionLabel: (field: string) => `عنوان ${field}`,
  notDateField: (field: string) => `گروه‌بندی تاریخ فقط برای فیلد تاریخ است و «${field}» تاریخ نیست.`,
  notJoinable: (field: string) => `اتصال بر اساس فیلد «${field}» ممکن نیست.`,
  joinTypesDiffer: (left: string, right: string) =>
    `فیلدهای «${left}» و «${right}» از یک نوع نیستند و اتصال آن‌ها ممکن نیست.`,
  extendSystem: 'گسترش رکوردها فقط بر اساس یک مجموعه داده ممکن است.',
  timedOut: (seconds: number) =>
    `اجرای پرس‌وجو بیش از ${formatThousands(seconds)} ثانیه طول کشید و متوقف شد؛ آن را محدودتر کنید.`,
  tooManyJoinedRows: (rows: number, max: number) =>
    `اتصال منبع‌های این پرس‌وجو تا ${formatThousands(rows)} ردیف می‌سازد که بیش از سقف ${formatThousands(max)} ردیف است و اجرای آن بیش از حد طول می‌کشد؛ برای منبع‌ها شرط بگذارید یا آن‌ها را بر اساس فیلدهایی با مقدارهای یکتاتر به هم وصل کنید.`,
  badRegex: 'الگوی عبارت باقاعده معتبر نیست.',
  regexTooLong: (max: number) => `الگوی عبارت باقاعده حداکثر ${formatThousands(max)} نویسه است.`,
  regexFeature: 'ارجاع به گروه‌ها، نگاه به پیش و پس و گزینه‌های درون الگو در عبارت باقاعده پشتیبانی نمی‌شود.',
  regexRepeat: (max: number) =>
    `تکرارهای تودرتوی عبارت باقاعده بیش از ${formatThousands(max)} بار مجاز نیست.`,
  regexOptions: 'از گزینه‌های عبارت باقاعده فقط i (بی‌توجه به بزرگی و کوچکی حروف) پشتیبانی می‌شود.',
  mongoShape: 'پرس‌وجوی Mongo باید شیئی با منبع (source) و فیلتر (filter) یا مراحل (pipeline) باشد.',
  mongoOperator: (operator: string) => `عملگر ${operator} در زیرمجموعه پشتیبانی‌شده Mongo نیست.`,
  mongoStage: (stage: string) => `مرحله ${stage} در زیرمجموعه پشتیبانی‌شده Mongo نیست.`,
  mongoStageShape: 'هر مرحله Mongo شیئی با یک کلید (مانند $match) است.',
  mongoTooManyStages: (max: number) => `حداکثر ${formatThousands(max)} مرحله در یک پرس‌وجوی Mongo مجاز است.`,
  mongoTooComplex: (conditions: number, depth: number) =>
    `فیلتر Mongo حداکثر ${formatThousands(conditions)} شرط و ${formatThousands(depth)} سطح تودرتو می‌پذیرد.`,
  mongoFieldName: (name: string) => `نام «${name}» در پرس‌وجوی Mongo معتبر نیست.`,
  mongoUnknownName: (name: string) => `«${name}» در خروجی مرحله پیشین نیست.`,
  mongoProjection: 'در $project فقط 1 یا true (آوردن فیلد)، 0 برای _id و «$نام» (تغییر نام) مجاز است.',
  mongoGroup:
    'مرحله $group به _id (null، «$فیلد» یا شیئی از آن‌ها) و انباشتگرهای $sum، $avg، $min، $max و $count نیاز دارد.',
  mongoSort: 'در $sort مقدار هر فیلد 1 یا -1 است.',
  mongoLimit: 'مقدار $limit باید عددی صحیح و مثبت باشد.',
  // Stored queries (پرس‌وجوی ذخیره‌شده).
  storedQueryNotFound: 'پرس‌وجوی ذخیره‌شده یافت نشد؛ ممکن است حذف شده باشد.',
  storedQueryMissing: (id: string) => `پرس‌وجوی ذخیره‌شده «${id}» وجود ندارد یا حذف شده است.`,
  duplicateName: 'پرس‌وجویی با این نام قبلاً ثبت شده است.',
  storedQueryInUse: (users: string) =>
    `این پرس‌وجو هنوز در ${users} به کار رفته است؛ ابتدا آن‌ها را از این پرس‌وجو جدا کنید.`,
  usedByCollection: (name: string) => `فرم مجموعه داده «${name}»`,
  usedByFunction: (name: string) => `تابع «${name}»`,
  usedByDashboard: (name: string) => `داشبورد «${name}»`,
  // Labels of output columns named by default: what is applied, then the field's name. A count counts
  // rows, so it reads «تعداد» alone (not «تعداد شناسه»): reportMessages.countColumn (query-columns.ts).
  aggregateLabel: {
    countDistinct: (field: string) => `تعداد یکتای ${field}`,
    sum: (field: string) => `مجموع ${field}`,
    avg: (field: string) => `میانگین ${field}`,
    min: (field: string) => `کمینه ${field}`,
    max: (field: string) => `بیشینه ${field}`,
    p90: (field: string) => `صدک نودم ${field}`,
  },
  dateGroupLabel: {
    jalaliDay: (field: string) => `روز ${field}`,
    jalaliWeek: (field: string) => `هفته ${field}`,
    jalaliMonth: (field: string) => `ماه ${field}`,
    jalaliSeason: (field: string) => `فصل ${field}`,
    jalaliYear: (field: string) => `سال ${field}`,
  },
} as const;
