// The recycle bin (موارد حذف‌شده): every deleted thing in one list, restored or purged for good.
import { commonMessages } from './common';

const purge = 'پاک کردن برای همیشه';

/** Texts of the recycle bin's screen. */
export const recycleBinMessages = {
  hint: 'هر چه حذف شده است اینجا می‌ماند تا بازیابی یا برای همیشه پاک شود؛ با بازیابی، آنچه همراهش حذف شده بود هم برمی‌گردد.',
  /** How long the bin keeps a row before the portal purges it («۹۰»: days, in Persian digits). */
  retention: (days: string) => `هر مورد ${days} روز پس از حذف خودکار برای همیشه پاک می‌شود.`,
  keptUntilPurged: 'موارد تا وقتی مدیر سامانه پاکشان نکند می‌مانند.',
  kind: 'نوع مورد',
  allKinds: 'همه انواع',
  from: 'حذف‌شده از تاریخ',
  to: 'حذف‌شده تا تاریخ',
  filters: 'صافی موارد حذف‌شده',
  deleter: 'حذف‌کننده',
  deletedAt: 'زمان حذف',
  /** What was deleted with a row and comes back with it («همراه با ۲ مسئولیت»). */
  withItems: (count: string, label: string) => `همراه با ${count} ${label}`,
  restore: commonMessages.restore,
  purge,
  purgeText: (kind: string, name: string) =>
    `${kind} «${name}» و آنچه همراهش حذف شده است، با فایل‌هایشان، برای همیشه پاک می‌شوند و دیگر بازیابی نمی‌شوند. ادامه می‌دهید؟`,
  empty: 'مورد حذف‌شده‌ای یافت نشد.',
  pages: 'صفحه‌های موارد حذف‌شده',
} as const;
