// A data collection's record screens (GLOSSARY: مجموعه داده، رکورد، فیلد، فیلتر).
import type { FilterOp } from '@darvazeh/shared';
import { toPersianDigits } from '@darvazeh/shared';

/** Persian names of the filter operators. */
const filterOps: Record<FilterOp, string> = {
  like: 'شامل',
  eq: 'برابر با',
  gt: 'بزرگ‌تر از',
  lt: 'کوچک‌تر از',
  in: 'یکی از',
};

/** Texts of the record table, its filters, the record form and the Excel import. */
export const recordMessages = {
  filterOps,
  title: (collection: string) => `رکوردهای ${collection}`,
  id: 'شناسه',
  createdAt: 'تاریخ ثبت',
  /** Names a record in its row's buttons («ویرایش رکورد ۵», «حذف رکورد ۵»). */
  record: (id: number) => `رکورد ${toPersianDigits(id)}`,
  empty: 'رکوردی یافت نشد.',
  deleteTitle: 'حذف رکورد',
  deleteText: (id: number) => `رکورد ${toPersianDigits(id)} حذف شود؟`,
  sortBy: (column: string) => `مرتب‌سازی بر اساس ${column}`,
  export: 'خروجی اکسل',
  import: 'ورود از اکسل',
  exportFileName: (id: number) => `collection-${id}-records.xlsx`,
  rows: (n: number) => `${toPersianDigits(n)} ردیف`,
  answers: (n: number) => `${toPersianDigits(n)} پاسخ`,
  noValue: '—',
  back: 'بازگشت به رکوردها',
  notFoundText: 'ممکن است حذف شده باشد یا نشانی نادرست باشد.',
  recordNotFound: 'رکورد یافت نشد.',
  newTitle: (collection: string) => `رکورد جدید در ${collection}`,
  editTitle: (collection: string, id: number) => `ویرایش رکورد ${toPersianDigits(id)} از ${collection}`,
  filter: {
    title: 'فیلتر رکوردها',
    field: 'فیلد',
    op: 'عملگر',
    value: 'مقدار',
    valueIn: 'مقدارها (با ویرگول جدا کنید)',
    add: 'افزودن فیلتر',
    remove: (label: string) => `حذف فیلتر ${label}`,
    clear: 'حذف همه فیلترها',
    chip: (field: string, op: string, value: string) => `${field} ${op} ${value}`,
  },
  importDialog: {
    title: 'ورود رکوردها از اکسل',
    help: 'فایل اکسلی با همان ستون‌های خروجی اکسل برگزینید. اگر یک ردیف نادرست باشد، هیچ رکوردی وارد نمی‌شود و فهرست ایرادها نمایش داده می‌شود.',
    upload: 'بارگذاری و بررسی',
    imported: (n: string) => `${n} رکورد وارد شد.`,
  },
} as const;
