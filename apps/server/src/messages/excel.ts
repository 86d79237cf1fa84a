import { formatThousands } from '@darvazeh/shared';

const fa = (n: number) => formatThousands(n);

/** Persian messages of every Excel import: the file, its archive, its header, and the outcome. */
export const excelMessages = {
  importNotMultipart: 'یک فایل اکسل (xlsx) بارگذاری کنید.',
  importNoFile: 'فایلی دریافت نشد؛ یک فایل اکسل (xlsx) انتخاب کنید.',
  importTooLarge: 'حجم فایل بیش از ۲۰ مگابایت است.',
  importNotXlsx: 'فایل انتخاب‌شده اکسل (xlsx) معتبر نیست.',
  importUnsafeXlsx:
    'فایل اکسل بیش از حد بزرگ یا خراب است؛ آن را در اکسل باز کنید و دوباره ذخیره کنید، یا ردیف‌ها را در چند فایل بارگذاری کنید.',
  importEmpty: 'فایل هیچ ردیف داده‌ای ندارد.',
  importTooManyRows: (max: number) => `هر فایل حداکثر ${fa(max)} ردیف داده می‌تواند داشته باشد.`,
  importRefused: (rows: number) =>
    `${fa(rows)} مورد نادرست در فایل یافت شد؛ هیچ ردیفی ثبت نشد. گزارش را ببینید، فایل را اصلاح و دوباره بارگذاری کنید.`,
  importDone: (rows: number) => `${fa(rows)} ردیف ثبت شد.`,
  duplicateInSheet: (row: number) => `در ردیف ${fa(row)} همین فایل هم آمده است.`,
  missingColumn: (header: string) => `ستون «${header}» در ردیف اول فایل نیست.`,
} as const;
