// Persian text of the upload tracker and the upload fields (GLOSSARY: بارگذاری / دریافت فایل).
import { ERROR_MESSAGES, toPersianDigits } from '@darvazeh/shared';

const MB = 1024 * 1024;

/** Strings of lib/uploads.ts and the upload components. */
export const uploadMessages = {
  /** SPEC §8 upload warning, shown while uploads run. */
  running: ERROR_MESSAGES.uploadsRunning,
  /** SPEC §5: the same file name is already uploading. */
  duplicate: ERROR_MESSAGES.duplicateUpload,
  tooLarge: (limit: number) =>
    `حجم فایل بیش از حد مجاز است؛ حداکثر ${toPersianDigits(Math.round(limit / MB))} مگابایت مجاز است.`,
  trackerTitle: 'بارگذاری فایل‌ها',
  abort: (name: string) => `لغو بارگذاری ${name}`,
  percent: (value: number) => `${toPersianDigits(Math.round(value))}٪`,
  choose: 'بارگذاری فایل',
  chooseImage: 'بارگذاری تصویر',
  replace: 'جایگزینی',
  remove: 'حذف',
  uploading: 'در حال بارگذاری…',
  uploadedFile: 'فایل بارگذاری‌شده',
  noFile: 'فایلی انتخاب نشده است.',
  noImage: 'تصویری انتخاب نشده است.',
  preview: (label: string) => `پیش‌نمایش ${label}`,
} as const;
