// The backups page (GLOSSARY: پشتیبان‌گیری، بازیابی): the list, the restore and the schedule.
import { toPersianDigits } from '@darvazeh/shared';
import { commonMessages } from './common';

/** Texts of the backups page. */
export const backupMessages = {
  hint: 'پشتیبان شامل همه داده‌ها و فایل‌های بارگذاری‌شده است. هر پشتیبان پس از ساخت، در یک پایگاه داده آزمایشی بازیابی و با فهرست درون خود مقایسه می‌شود.',
  create: 'تهیه پشتیبان',
  size: 'حجم',
  /** An archive's size in megabytes, one decimal (Persian digits and decimal separator). */
  megabytes: (bytes: number) =>
    `${toPersianDigits((bytes / 1024 / 1024).toFixed(1)).replace('.', '٫')} مگابایت`,
  triggers: { manual: 'دستی', schedule: 'زمان‌بندی‌شده' },
  states: { queued: 'در صف', running: 'در حال انجام', verified: 'تأییدشده', failed: commonMessages.failed },
  progress: (percent: number) => `پیشرفت پشتیبان‌گیری: ${toPersianDigits(Math.round(percent))}٪`,
  summary: (rows: number, files: number) => `${toPersianDigits(rows)} ردیف، ${toPersianDigits(files)} فایل`,
  empty: 'هنوز پشتیبانی تهیه نشده است.',
  pages: 'صفحه‌های پشتیبان‌ها',
  restore: commonMessages.restore,
  restoreOf: (name: string) => `بازیابی ${name}`,
  restoreTitle: 'بازیابی از پشتیبان',
  /** The restore's confirmation, naming the backup's time (every change after it is lost). */
  restoreWarning: (when: string) =>
    `همه داده‌ها و فایل‌های کنونی سامانه با محتوای پشتیبان ${when} جایگزین می‌شوند و هر تغییری پس از ${when} از بین می‌رود. در مدت بازیابی، سامانه هیچ تغییری را نمی‌پذیرد. ادامه می‌دهید؟`,
  restoreRunning: (percent: number) => `بازیابی در حال انجام است: ${toPersianDigits(Math.round(percent))}٪`,
  restoreDone: 'بازیابی آخر با موفقیت انجام شد.',
  deleteTitle: 'حذف پشتیبان',
  deleteWarning: 'فایل این پشتیبان برای همیشه حذف می‌شود. ادامه می‌دهید؟',
  schedule: {
    title: 'پشتیبان‌گیری زمان‌بندی‌شده',
    subtitle:
      'هر روز در ساعت تعیین‌شده (به وقت تهران) یک پشتیبان تهیه و پشتیبان‌های قدیمی‌تر از نگه‌داشت حذف می‌شوند.',
    enabled: 'پشتیبان‌گیری روزانه فعال است',
    dailyTime: 'ساعت پشتیبان‌گیری',
    dailyTimeHelp: 'به شکل ساعت:دقیقه، مانند ۰۲:۰۰',
    keepDaily: 'تعداد پشتیبان‌های روزانه نگه‌داشته',
    keepMonthly: 'تعداد پشتیبان‌های ماهانه نگه‌داشته',
    keepMonthlyHelp: 'آخرین پشتیبان هر ماه؛ صفر یعنی هیچ',
  },
} as const;
