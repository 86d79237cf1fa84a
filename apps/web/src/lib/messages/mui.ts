// The texts of MUI's own parts (pagination, autocomplete, alert, breadcrumbs, rating), given to the theme
// by lib/component-texts.ts.
import { toPersianDigits } from '@darvazeh/shared';

/** What MUI's components say, in Persian. */
export const muiMessages = {
  expandPath: 'نمایش کامل مسیر',
  firstPage: 'رفتن به صفحهٔ نخست',
  lastPage: 'رفتن به صفحهٔ آخر',
  nextPage: 'رفتن به صفحهٔ بعد',
  previousPage: 'رفتن به صفحهٔ قبل',
  rowsPerPage: 'ردیف در هر صفحه:',
  /** The rows shown out of how many; `count` is -1 while the total is unknown. */
  displayedRows: (from: number, to: number, count: number) =>
    `${toPersianDigits(from)}–${toPersianDigits(to)} از ${count === -1 ? `بیش از ${toPersianDigits(to)}` : toPersianDigits(count)}`,
  pagination: 'صفحه‌بندی',
  page: (page: number | null) => `صفحهٔ ${toPersianDigits(page ?? '')}`,
  goToPage: (page: number | null) => `رفتن به صفحهٔ ${toPersianDigits(page ?? '')}`,
  otherPages: 'صفحه‌های دیگر',
  open: 'باز کردن',
  noOptions: 'موردی یافت نشد',
  stars: (value: number) => `${toPersianDigits(value)} ستاره`,
  noRating: 'بدون امتیاز',
} as const;
