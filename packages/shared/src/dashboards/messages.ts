// The Persian messages of dashboards (داشبورد, SPEC §3 resource `dashboard`): its definition and the
// filter values `dashboard/data` binds. Numbers interpolated into a message are shown with Persian digits.
import { toPersianDigits as fa } from '../rules/digits.js';

/** Messages of the dashboard schemas: each names what is wrong so the Admin can fix it. */
export const DASHBOARD_MESSAGES = {
  notObject: 'تعریف داشبورد معتبر نیست.',
  unknownKey: 'کلید ناشناخته‌ای در تعریف داشبورد آمده است.',
  titleRequired: 'عنوان داشبورد را وارد کنید.',
  titleTooLong: (max: number) => `عنوان داشبورد حداکثر ${fa(max)} نویسه است.`,
  badCategory: 'دسته داشبورد معتبر نیست.',
  tooManyCards: (max: number) => `حداکثر ${fa(max)} کارت در یک داشبورد مجاز است.`,
  tooManyFilters: (max: number) => `حداکثر ${fa(max)} فیلتر در یک داشبورد مجاز است.`,
  tooManyShares: (max: number) => `حداکثر ${fa(max)} اشتراک در یک داشبورد مجاز است.`,
  badCardId: 'شناسه کارت فقط حروف انگلیسی، عدد، خط تیره و زیرخط است (حداکثر ۴۰ نویسه).',
  duplicateCardId: (id: string) => `شناسه کارت «${id}» تکراری است.`,
  cardTitleRequired: 'عنوان کارت را وارد کنید.',
  cardTitleTooLong: (max: number) => `عنوان کارت حداکثر ${fa(max)} نویسه است.`,
  badQueryId: 'پرس‌وجوی کارت را انتخاب کنید.',
  badChartType: 'نوع نمودار کارت معتبر نیست.',
  badOption: 'تنظیمات نمودار کارت معتبر نیست.',
  badLayout: (columns: number) =>
    `جای کارت در جدول معتبر نیست: ستون و عرض کارت باید درون ${fa(columns)} ستون جدول بماند.`,
  badFilterId: 'شناسه فیلتر با حرف انگلیسی آغاز می‌شود و حداکثر ۳۲ حرف، عدد یا زیرخط دارد.',
  duplicateFilterId: (id: string) => `شناسه فیلتر «${id}» تکراری است.`,
  badFilterKind: 'نوع فیلتر معتبر نیست.',
  filterTitleRequired: 'عنوان فیلتر را وارد کنید.',
  filterTitleTooLong: (max: number) => `عنوان فیلتر حداکثر ${fa(max)} نویسه است.`,
  badFilterOp: 'عملگر فیلتر پارامتر معتبر نیست.',
  opOnlyForParameter: 'عملگر فقط برای فیلتر پارامتر تعیین می‌شود.',
  tooManyBindings: (max: number) => `هر کارت حداکثر ${fa(max)} فیلتر را به فیلدهای پرس‌وجو وصل می‌کند.`,
  unknownFilter: (id: string) => `فیلتر «${id}» در فیلترهای داشبورد تعریف نشده است.`,
  duplicateBinding: (id: string) => `فیلتر «${id}» دو بار به یک کارت وصل شده است.`,
  badShare: 'اشتراک داشبورد معتبر نیست: نقش، واحد و نقش واحد (۱- برای هر نقش واحد) را درست وارد کنید.',
  badRole: 'نام نقش اشتراک معتبر نیست.',
  badDate: 'تاریخ را به شکل سال/ماه/روز شمسی وارد کنید.',
  dateRangeReversed: 'تاریخ آغاز بازه پس از تاریخ پایان آن است.',
  tooManyFilterValues: (max: number) => `حداکثر ${fa(max)} مقدار برای یک فیلتر مجاز است.`,
  filterValueTooLong: (max: number) => `مقدار فیلتر حداکثر ${fa(max)} نویسه است.`,
  badDashboardId: 'داشبورد را انتخاب کنید.',
  badCardIds: 'فهرست کارت‌ها معتبر نیست.',
} as const;
