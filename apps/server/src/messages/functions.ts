import { formatThousands } from '@darvazeh/shared';

/** Messages of stored functions: saving them, running them on the server, their logs and unit access. */
export const functionMessages = {
  functionNotFound: 'تابع مورد نظر یافت نشد.',
  duplicateEname: 'تابعی با این نام انگلیسی قبلاً ثبت شده است.',
  invalidFunction: (count: number, first: string) =>
    count > 1 ? `${first} (و ${formatThousands(count - 1)} ایراد دیگر)` : first,
  atNode: (nodeId: string, message: string) => `عبارت «${nodeId}»: ${message}`,
  unitNotAllowed: 'واحد سازمانی شما اجازه اجرای این تابع را ندارد.',
  noRecordAccess: 'شما به رکوردهای این مجموعه داده دسترسی ندارید.',
  collectionNotFound: (id: string) => `مجموعه داده «${id}» یافت نشد.`,
  badFilter: (message: string) => `فیلتر عبارت معتبر نیست: ${message}`,
  tooManyMatches: (max: number) =>
    `بیش از ${formatThousands(max)} رکورد با این فیلتر پیدا شد؛ فیلتر را محدودتر کنید.`,
  callTooDeep: (max: number) => `فراخوانی تو در توی تابع‌ها حداکثر ${formatThousands(max)} سطح مجاز است.`,
  functionInUse: 'این تابع هنوز به واحدهایی دسترسی داده شده است؛ ابتدا دسترسی‌ها را حذف کنید.',
  noFileUploaded: 'فایل اکسلی در این فیلد بارگذاری نشده است.',
  fileNotYours: 'این فایل در دسترس شما نیست.',
  fetchTargetMissing: 'برای فراخوانی، وب‌سرویس یا نشانی را مشخص کنید.',
  serviceBodyNotRecord: 'بدنه فراخوانی وب‌سرویس سامانه باید ورودی‌های نام‌دار باشد (یک شیء JSON).',
  outboundFailed: (message: string) => `درخواست به بیرون انجام نشد: ${message}`,
  tooManyRuns: (max: number) =>
    `حداکثر ${formatThousands(max)} اجرای هم‌زمان تابع برای هر کاربر مجاز است؛ کمی بعد دوباره تلاش کنید.`,
} as const;

/** Messages of outside web services (externalservice): registering them and calling them from functions. */
export const externalServiceMessages = {
  duplicateName: 'وب‌سرویس بیرونی دیگری با این نام ثبت شده است.',
  secretRequired: 'رمز، توکن یا کلید این وب‌سرویس را وارد کنید.',
  notFound: 'وب‌سرویس بیرونی مورد نظر یافت نشد.',
  pathInvalid: 'مسیر فراخوانی باید نسبت به نشانی پایه وب‌سرویس بیرونی باشد.',
  secretUnreadable:
    'رمز ذخیره‌شده این وب‌سرویس بیرونی با کلید کنونی سامانه باز نمی‌شود؛ مدیر سامانه آن را دوباره وارد کند.',
} as const;
