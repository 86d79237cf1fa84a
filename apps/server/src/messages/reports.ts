// The built-in reports (issue 28 item 6): the Admins' ready dashboard, its stored queries and cards, and
// the name of a dashboard's copy.
export const reportMessages = {
  dashboardTitle: 'گزارش‌های آماده سامانه',
  period: 'بازه زمانی',
  queryPrefix: 'گزارش آماده',
  requestsByServiceMonth: 'درخواست‌ها بر اساس خدمت و ماه',
  requestsByUnitMonth: 'درخواست‌ها بر اساس واحد و ماه',
  handlingTime: 'زمان رسیدگی به درخواست‌های پایان‌یافته (روز کاری)',
  overdueByUnit: 'کارهای گذشته از مهلت هر واحد',
  openByStatus: 'درخواست‌های جاری بر اساس وضعیت',
  surveyByService: 'امتیاز نظرسنجی هر خدمت',
  signInsPerDay: 'ورودهای موفق در هر روز',
  // Output column names the reports answer (Persian: they are the table's headers).
  unitColumn: 'واحد',
  monthColumn: 'ماه',
  dayColumn: 'روز',
  countColumn: 'تعداد',
  averageDaysColumn: 'میانگین روز کاری',
  p90DaysColumn: 'صدک نود روز کاری',
  averageScoreColumn: 'میانگین امتیاز',
  /** A copy's title or name: «رونوشت ۲ از …» for the second. */
  copyOf: (title: string, n: number) => (n <= 1 ? `رونوشت ${title}` : `رونوشت ${n} ${title}`),
} as const;
