import { formatThousands } from '@darvazeh/shared';

/** Messages of data collections and their records (the records' Excel export and import included). */
export const collectionMessages = {
  duplicateFname: 'مجموعه داده‌ای با این نام قبلاً ثبت شده است.',
  collectionNotFound: 'مجموعه داده مورد نظر یافت نشد.',
  displayHeader: (field: string) => `نمایش ${field}`,
  badJson: (field: string) => `مقدار ستون «${field}» قالب معتبری ندارد.`,
  noKnownColumn: 'هیچ ستونی از این فایل با فیلدهای مجموعه داده نمی‌خواند.',
  /** A form's function, and the subform or tab holding it (null: the form's own). */
  functionAt: (fn: string, owner: string | null) =>
    owner === null ? `تابع «${fn}» فرم` : `تابع «${fn}» در «${owner}»`,
  /** One problem of a form's function, at the expression the designer heads «اگر ۱.۲» when there is one. */
  functionProblem: (where: string, place: string | null, message: string) =>
    place === null ? `${where}: ${message}` : `${where}، ${place}: ${message}`,
  exportTooLarge: (max: number) =>
    `حداکثر ${formatThousands(max)} رکورد در هر خروجی اکسل مجاز است؛ فهرست را با فیلتر محدودتر کنید.`,
} as const;
