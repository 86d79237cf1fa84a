// The Persian messages of the query definition schema (SPEC §3 "Query definition"), in one place.
// Numbers interpolated into a message are shown with Persian digits.
import { toPersianDigits as fa } from '../rules/digits.js';

/** Messages of `queryDefinition`: each names what is wrong so the query's author can fix it. */
export const QUERY_MESSAGES = {
  notObject: 'تعریف پرس‌وجو معتبر نیست.',
  unknownKey: 'کلید ناشناخته‌ای در تعریف پرس‌وجو آمده است.',
  badAlias: 'نام مستعار منبع با حرف انگلیسی آغاز می‌شود و حداکثر ۳۲ حرف، عدد یا زیرخط دارد.',
  badCollection: 'منبع باید شناسه یک مجموعه داده یا نام یک مجموعه سیستمی باشد.',
  badFieldId: 'شناسه فیلد فقط حروف انگلیسی، عدد، خط تیره و زیرخط است.',
  badOutputName: 'نام ستون خروجی باید ۱ تا ۶۴ نویسه باشد و نام‌های رزرو شده مجاز نیست.',
  badOp: 'عملگر شرط معتبر نیست.',
  badAggregate: 'تابع تجمیعی معتبر نیست.',
  badDateGroup: 'گروه‌بندی تاریخ معتبر نیست.',
  badJoinKind: 'نوع اتصال باید inner یا left باشد.',
  badDirection: 'جهت مرتب‌سازی باید asc یا desc باشد.',
  badValue: 'مقدار شرط معتبر نیست.',
  inNeedsList: 'مقدار عملگر in باید فهرستی ناتهی باشد.',
  isNullNeedsBoolean: 'مقدار عملگر isNull باید true یا false باشد.',
  textTooLong: (max: number) => `حداکثر ${fa(max)} نویسه در مقدار شرط مجاز است.`,
  tooManyValues: (max: number) => `حداکثر ${fa(max)} مقدار در فهرست شرط مجاز است.`,
  badLimit: 'محدودیت تعداد باید ۱- (بدون محدودیت) یا عددی مثبت باشد.',
  noSources: 'دست‌کم یک منبع برای پرس‌وجو لازم است.',
  tooManySources: (max: number) => `حداکثر ${fa(max)} منبع در یک پرس‌وجو مجاز است.`,
  noSelects: 'دست‌کم یک ستون خروجی برای پرس‌وجو لازم است.',
  tooManySelects: (max: number) => `حداکثر ${fa(max)} ستون خروجی در یک پرس‌وجو مجاز است.`,
  tooManyConditions: (max: number) => `حداکثر ${fa(max)} شرط در یک پرس‌وجو مجاز است.`,
  tooDeep: (max: number) => `شرط‌ها حداکثر ${fa(max)} سطح تودرتو می‌پذیرند.`,
  emptyGroup: 'هر گروه and یا or دست‌کم یک شرط دارد.',
  tooMany: (max: number) => `حداکثر ${fa(max)} مورد مجاز است.`,
  duplicateAlias: (alias: string) => `نام مستعار منبع «${alias}» تکراری است.`,
  unknownSource: (alias: string) => `منبع «${alias}» در فهرست منابع پرس‌وجو نیست.`,
  duplicateOutput: (name: string) =>
    `نام ستون خروجی «${name}» تکراری است؛ برای ستون‌ها نام (as) جدا بگذارید.`,
  unknownOutput: (name: string) => `ستون خروجی «${name}» در پرس‌وجو تعریف نشده است.`,
  groupOnAggregate: (name: string) => `گروه‌بندی بر اساس ستون تجمیعی «${name}» ممکن نیست.`,
  aggregateWithDateGroup: 'یک ستون نمی‌تواند هم تابع تجمیعی و هم گروه‌بندی تاریخ داشته باشد.',
  orderByFieldWhenGrouped: 'در پرس‌وجوی گروه‌بندی‌شده، مرتب‌سازی فقط بر اساس ستون‌های خروجی ممکن است.',
  orderByComputed: (name: string) => `مرتب‌سازی بر اساس فیلد محاسباتی «${name}» ممکن نیست.`,
  joinTarget: (alias: string) =>
    `اتصال منبع «${alias}» باید منبعی تازه را (در سمت راست) به منبعی پیش‌تر آمده (در سمت چپ) وصل کند.`,
  notJoined: (alias: string) => `منبع «${alias}» با هیچ اتصالی (joins) به منبع نخست وصل نشده است.`,
  extendNeedsRows: 'گسترش رکوردها (extendRecordsBaseOn) با گروه‌بندی و توابع تجمیعی ممکن نیست.',
  extendNeedsNormalize: 'گسترش رکوردها (extendRecordsBaseOn) فقط با خروجی نرمال‌شده (normalize) ممکن است.',
  computingArgs: 'فیلد محاسباتی دست‌کم دو عملوند از ستون‌های خروجی یا مقدارهای ثابت دارد.',
} as const;
