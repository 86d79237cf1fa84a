import { formatThousands } from '@darvazeh/shared';

const fa = (n: number) => formatThousands(n);

/** Persian messages of unit deletion and of the Excel imports. */
export const orgMessages = {
  unitHasChildren: 'این واحد زیرواحد دارد؛ ابتدا زیرواحدها را حذف یا جابه‌جا کنید.',
  unitHasResponsibilities: 'در این واحد مسئولیت ثبت شده است؛ ابتدا مسئولیت‌های آن را حذف کنید.',
  unitIsDefault: 'این واحد در مسئولیت پیش‌فرض کاربران جدید به کار رفته است.',
  unitHasSystems: 'سامانه‌های متصل این واحد هنوز ثبت‌اند؛ ابتدا آن‌ها را حذف یا به واحد دیگری منتقل کنید.',
  unitRoleOffered: 'واحدهایی این نقش را دارند؛ ابتدا آن را از واحدها بردارید.',
  unitRoleInUse: 'مسئولیت‌هایی با این نقش ثبت شده است؛ ابتدا آن‌ها را حذف کنید.',
  unitRoleIsDefault: 'این نقش در مسئولیت پیش‌فرض کاربران جدید به کار رفته است.',
  // import: the file
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
  // import: the rows
  missingColumn: (header: string) => `ستون «${header}» در ردیف اول فایل نیست.`,
  duplicateInSheet: (row: number) => `در ردیف ${fa(row)} همین فایل هم آمده است.`,
  usernameTaken: 'این نام کاربری قبلاً ثبت شده است.',
  unitNotFound: 'واحدی با این نام نه در سامانه هست و نه در این فایل.',
  unitAmbiguous: 'چند واحد با این نام در سامانه هست؛ نام را یکتا کنید.',
  unitNameTaken: 'واحدی با این نام در سامانه هست.',
  unitRoleNotFound: (name: string) => `نقش واحد «${name}» تعریف نشده است.`,
  unitRoleNotOffered: 'این واحد چنین نقشی ندارد.',
  unitTypeNotFound: 'این نوع واحد تعریف نشده است.',
  parentIsSelf: 'واحد نمی‌تواند والد خودش باشد.',
  parentCycle: 'واحدهای این فایل یکدیگر را والد کرده‌اند (چرخه).',
} as const;
