// Dashboards (داشبورد, SPEC §2 /panel/bi): the list by category, the editor of cards, filters and shares,
// and the show page that draws the cards with Persian digits and Jalali months.
import {
  REQUEST_STATE_LABELS,
  toPersianDigits as fa,
  type ChartType,
  type DashboardFilterKind,
} from '@darvazeh/shared';
import { commonMessages as common } from './common';
import { panelHomeMessages } from './panel-home';
import { inboxMessages } from './inbox';
import { organisationMessages } from './organisation';
import { recordMessages } from './records';
import { routeNames } from './routes';
import { serviceMessages } from './services';

const filters = 'فیلترها';
const { category } = serviceMessages;
const cards = 'کارت‌ها';
const cardTitle = 'عنوان کارت';

/** How a card draws (SPEC §3 chartType). */
const chartTypes: Record<ChartType, string> = {
  number: 'عدد تکی',
  bar: 'نمودار میله‌ای',
  line: 'نمودار خطی',
  area: 'نمودار ناحیه‌ای',
  pie: 'نمودار دایره‌ای',
  doughnut: 'نمودار حلقه‌ای',
  table: 'جدول ردیف‌ها',
  gauge: 'نمودار درجه‌ای',
  map: 'نقشه استان‌ها',
};

/** A dashboard filter's kind. */
const filterKinds: Record<DashboardFilterKind, string> = {
  dateRange: 'بازه تاریخ',
  unit: common.unit,
  service: serviceMessages.service,
  status: common.status,
  parameter: 'پارامتر پرس‌وجو',
};

/** Texts of the dashboards screens. */
export const dashboardMessages = {
  list: {
    subtitle:
      'داشبوردها کارت‌هایی از پرس‌وجوهای ذخیره‌شده‌اند که با نقش‌ها و واحدها به اشتراک گذاشته می‌شوند.',
    label: 'فهرست داشبوردها',
    empty: 'داشبوردی یافت نشد.',
    category,
    allCategories: 'همه دسته‌ها',
    noCategory: serviceMessages.help.uncategorised,
    cards,
    deleteTitle: 'حذف داشبورد',
    deleteText: (title: string) => `داشبورد «${title}» حذف شود؟ می‌توانید آن را از سطل بازیافت بازگردانید.`,
    newHint: 'برای داشبورد جدید نخست دسته آن را انتخاب کنید.',
    copy: organisationMessages.users.copy,
  },
  form: {
    editTitle: 'ویرایش داشبورد',
    notFound: 'داشبورد یافت نشد یا با شما به اشتراک گذاشته نشده است.',
    back: 'بازگشت به داشبوردها',
    header: 'مشخصات داشبورد',
    title: 'عنوان داشبورد',
    category,
    filters,
    filtersHint:
      'فیلترهای داشبورد یک بار تعریف می‌شوند و هر کارت آن‌ها را به فیلدی از پرس‌وجوی خود وصل می‌کند.',
    addFilter: 'افزودن فیلتر داشبورد',
    filter: (n: number) => `فیلتر ${fa(n)}`,
    removeFilter: (n: number) => `حذف فیلتر شماره ${fa(n)}`,
    filterTitle: 'عنوان فیلتر',
    filterKind: 'نوع فیلتر',
    filterKinds,
    cards,
    cardsHint:
      'هر کارت یک پرس‌وجوی ذخیره‌شده را با یک نمایش نشان می‌دهد و جای خود را در جدول دوازده‌ستونی داشبورد دارد؛ در تلفن همراه کارت‌ها زیر هم می‌آیند.',
    arrangement: 'چیدمان کارت‌ها',
    arrangementHint:
      'کارت را با دستگیره‌اش بکشید تا جابه‌جا شود و با گوشه پایینش اندازه دهید؛ با صفحه‌کلید، ستون، ردیف، عرض و ارتفاع هر کارت را در فیلدهای آن بنویسید.',
    arrangementNarrow:
      'در صفحه باریک کارت‌ها به ترتیب زیر هم نشان داده می‌شوند؛ برای چیدن، از فیلدهای هر کارت کمک بگیرید.',
    dragCard: (title: string) => `جابه‌جا کردن ${title}`,
    addCard: 'افزودن کارت',
    card: (n: number) => `کارت ${fa(n)}`,
    removeCard: (n: number) => `حذف کارت ${fa(n)}`,
    cardTitle,
    query: 'پرس‌وجوی کارت',
    noQueries: 'پرس‌وجوی ذخیره‌شده‌ای نیست؛ نخست در مدیریت توابع یک پرس‌وجو بسازید.',
    chartType: 'نوع نمایش',
    chartTypes,
    column: 'ستون از راست',
    row: 'ردیف از بالا',
    width: 'عرض',
    height: 'ارتفاع',
    size: (w: number, h: number) => `${fa(w)} × ${fa(h)}`,
    horizontal: 'میله‌های افقی',
    stacked: 'میله‌های روی هم',
    portalWide: 'کل سامانه',
    portalWideHint: 'کارت کل سامانه را برای هر بیننده می‌شمارد، نه فقط آنچه به واحدهای او می‌رسد.',
    binding: (filter: string) => `فیلد متصل به ${filter}`,
    notBound: 'وصل نشده',
    shares: 'اشتراک',
    sharesHint:
      'داشبورد برای کسانی نمایش داده می‌شود که با یکی از این ردیف‌ها جور باشند؛ هر بیننده فقط داده‌های واحدهای خود را می‌بیند.',
    addShare: 'افزودن اشتراک',
    share: (n: number) => `اشتراک ${fa(n)}`,
    removeShare: (n: number) => `حذف اشتراک ${fa(n)}`,
    role: organisationMessages.users.role,
    roles: { any: serviceMessages.process.anyRole, Admin: 'مدیر سامانه', Employee: 'کارمند' } as Record<
      string,
      string
    >,
    unit: common.unit,
    anyUnit: inboxMessages.anyUnit,
    unitRole: organisationMessages.unitRole,
    anyUnitRole: 'هر نقش واحد',
  },
  show: {
    filters,
    apply: 'اعمال فیلترها',
    presets: 'بازه‌های آماده',
    presetNames: {
      thisMonth: 'این ماه',
      lastMonth: 'ماه گذشته',
      thisYear: 'امسال',
      last30Days: '۳۰ روز گذشته',
    },
    from: common.fromDate,
    to: common.toDate,
    dateInvalid: 'تاریخ را از تقویم انتخاب کنید یا به شکل سال/ماه/روز بنویسید.',
    noCards: 'این داشبورد هنوز کارتی ندارد.',
    empty: 'داده‌ای برای این کارت نیست.',
    truncated: 'فقط بخشی از ردیف‌ها آمده است.',
    loading: common.loading,
    chartLabel: (title: string) => `${title}؛ اعداد نمودار در جدول پس از آن آمده است.`,
    dataTable: (title: string) => `داده‌های ${title}`,
    showTable: 'نمایش جدول داده‌ها',
    hideTable: 'پنهان کردن جدول داده‌ها',
    /** A number card's change against the period before the date range, its percent already Persian. */
    change: {
      up: (percent: string) => `${percent} بیشتر از دوره پیش`,
      down: (percent: string) => `${percent} کمتر از دوره پیش`,
      same: 'بدون تغییر نسبت به دوره پیش',
    },
    choose: 'داشبوردی انتخاب نشده است.',
    chooseText: 'یکی از داشبوردهای فهرست را باز کنید.',
    toList: routeNames.dashboardList,
    failed: 'داده‌های داشبورد خوانده نشد؛ دوباره تلاش کنید.',
    /** The menu of one card's exports, named by the card. */
    cardMenu: (title: string) => `خروجی‌های ${title}`,
    excel: recordMessages.export,
    image: 'خروجی تصویر',
    imageFailed: 'تصویر کارت ساخته نشد؛ دوباره تلاش کنید.',
    print: 'چاپ داشبورد',
    sortBy: recordMessages.sortBy,
    anyUnit: inboxMessages.anyUnit,
    allServices: inboxMessages.filters.allServices,
    anyState: inboxMessages.boxes.all,
  },
  /** The panel home's part for Admins: the `statistics` resource's headline figures. */
  statistics: {
    title: 'نمای کلی سامانه',
    hint: 'زمان رسیدگی به روز کاری است و تعطیلات تقویم کاری در آن شمرده نمی‌شود.',
    requests: 'همه درخواست‌ها',
    running: REQUEST_STATE_LABELS.running,
    ended: 'پایان‌یافته',
    averageHandlingDays: 'میانگین زمان رسیدگی (روز کاری)',
    p90HandlingDays: 'صدک نود زمان رسیدگی (روز کاری)',
    overdueTasks: panelHomeMessages.counts.overdue,
    averageSurveyScore: 'میانگین امتیاز نظرسنجی (از ۵)',
    signInsToday: 'ورودهای موفق امروز',
    toReports: 'دیدن گزارش‌های آماده',
  },
};
