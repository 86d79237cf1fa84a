import { formatThousands } from '@darvazeh/shared';

/** Persian messages of a data collection's records. */
export const recordMessages = {
  collectionNotFound: 'مجموعه داده مورد نظر یافت نشد.',
  displayHeader: (field: string) => `نمایش ${field}`,
  badJson: (field: string) => `مقدار ستون «${field}» قالب معتبری ندارد.`,
  noKnownColumn: 'هیچ ستونی از این فایل با فیلدهای مجموعه داده نمی‌خواند.',
  exportTooLarge: (max: number) =>
    `حداکثر ${formatThousands(max)} رکورد در هر خروجی اکسل مجاز است؛ فهرست را با فیلتر محدودتر کنید.`,
} as const;
