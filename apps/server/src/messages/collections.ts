import { formatThousands } from '@darvazeh/shared';

/** Messages of data collections and their records (the records' Excel export and import included). */
export const collectionMessages = {
  duplicateFname: 'مجموعه داده‌ای با این نام قبلاً ثبت شده است.',
  collectionNotFound: 'مجموعه داده مورد نظر یافت نشد.',
  displayHeader: (field: string) => `نمایش ${field}`,
  badJson: (field: string) => `مقدار ستون «${field}» قالب معتبری ندارد.`,
  noKnownColumn: 'هیچ ستونی از این فایل با فیلدهای مجموعه داده نمی‌خواند.',
  exportTooLarge: (max: number) =>
    `حداکثر ${formatThousands(max)} رکورد در هر خروجی اکسل مجاز است؛ فهرست را با فیلتر محدودتر کنید.`,
} as const;
