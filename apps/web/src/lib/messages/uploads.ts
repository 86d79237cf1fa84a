// The upload tracker and the upload fields (GLOSSARY: بارگذاری / دریافت فایل).
import { toPersianDigits } from '@darvazeh/shared';

const MB = 1024 * 1024;

/** Texts of lib/uploads.ts, the upload components and the Excel import (its sheet is uploaded too). */
export const uploadMessages = {
  tooLarge: (limit: number) =>
    `حجم فایل بیش از حد مجاز است؛ حداکثر ${toPersianDigits(Math.round(limit / MB))} مگابایت مجاز است.`,
  trackerTitle: 'بارگذاری فایل‌ها',
  abort: (name: string) => `لغو بارگذاری ${name}`,
  percent: (value: number) => `${toPersianDigits(Math.round(value))}٪`,
  choose: 'بارگذاری فایل',
  chooseImage: 'بارگذاری تصویر',
  replace: 'جایگزینی',
  uploadedFile: 'فایل بارگذاری‌شده',
  noFile: 'فایلی انتخاب نشده است.',
  noImage: 'تصویری انتخاب نشده است.',
  preview: (label: string) => `پیش‌نمایش ${label}`,
} as const;
