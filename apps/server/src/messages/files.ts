import { toPersianDigits } from '@darvazeh/shared';

/** Persian messages of the file service (GLOSSARY: بارگذاری / دریافت فایل). */
export const fileMessages = {
  uploaded: 'فایل بارگذاری شد.',
  noFile: 'فایلی برای بارگذاری ارسال نشده است.',
  emptyFile: 'فایل خالی است.',
  tooLarge: (megabytes: number) =>
    `حجم فایل بیش از حد مجاز است؛ حداکثر ${toPersianDigits(megabytes)} مگابایت مجاز است.`,
  badType: (allowed: string) => `نوع فایل مجاز نیست؛ فقط ${allowed} پذیرفته می‌شود.`,
  notImage: 'محتوای فایل تصویر نیست؛ یک تصویر PNG، JPEG، GIF یا WebP انتخاب کنید.',
  quotaExceeded: (size: string) =>
    `سهمیه بارگذاری شما پر است: فایل‌هایی که بارگذاری کرده‌اید و هنوز در جایی ثبت نشده‌اند روی هم حداکثر ${size} می‌توانند باشند. ابتدا فرم‌های نیمه‌کاره را ثبت کنید یا فردا دوباره تلاش کنید.`,
  tooManyUploads: (count: number, minutes: number) =>
    `تعداد بارگذاری‌های شما بیش از حد مجاز است؛ حداکثر ${toPersianDigits(count)} فایل در ${toPersianDigits(minutes)} دقیقه. کمی بعد دوباره تلاش کنید.`,
  incomplete: 'بارگذاری فایل کامل نشد؛ دوباره تلاش کنید.',
  notFound: 'فایل مورد نظر یافت نشد؛ آن را دوباره بارگذاری کنید.',
  wrongUse: 'این فایل برای این بخش بارگذاری نشده است؛ آن را دوباره بارگذاری کنید.',
  /** A size in the quota message, its number already formatted. */
  megabytes: (n: string) => `${n} مگابایت`,
  kilobytes: (n: string) => `${n} کیلوبایت`,
  allowed: {
    image: 'تصویر PNG، JPEG، GIF یا WebP',
    document: 'PDF، Word، Excel، PowerPoint، ODT، ZIP، تصویر یا متن ساده',
    excel: 'فایل Excel با پسوند xlsx',
  },
} as const;
