// Backups and restores (GLOSSARY: پشتیبان‌گیری / بازیابی): reasons shown in the list, refusals, and the
// restore command's output.

/** Why an archive was refused (db/snapshot ArchiveProblem), in Persian. */
export const archiveProblemMessages = {
  unreadable: 'فایل پشتیبان خوانا نیست یا آسیب دیده است.',
  tampered: 'فایل پشتیبان دست‌کاری شده یا آسیب دیده است؛ محتوای آن با فهرست درون آن یکسان نیست.',
  needs_secret:
    'این پشتیبان با کلید امضا (BACKUP_SECRET) مهر شده است؛ برای بازیابی، همان کلید را در تنظیمات سامانه قرار دهید.',
  unsealed: 'این پشتیبان مهر کلید امضای این سامانه (BACKUP_SECRET) را ندارد و پذیرفته نمی‌شود.',
  newer_portal: 'این پشتیبان از نسخه جدیدتری از سامانه گرفته شده است؛ ابتدا سامانه را به‌روز کنید.',
  unknown_migration: 'ساختار داده این پشتیبان برای این نسخه از سامانه ناشناخته است.',
} as const;

/** Persian messages of the backups page and the restore command. */
export const backupMessages = {
  busy: 'یک پشتیبان‌گیری یا بازیابی دیگر در حال انجام است؛ پس از پایان آن دوباره تلاش کنید.',
  notVerified: 'فقط پشتیبان تأییدشده را می‌توان بازیابی یا دریافت کرد.',
  stillRunning: 'پشتیبانی که در حال انجام است را نمی‌توان حذف کرد.',
  archiveMissing: 'فایل این پشتیبان در پوشه پشتیبان‌ها یافت نشد.',
  interrupted: 'پشتیبان‌گیری نیمه‌کاره ماند: سامانه در میانه کار متوقف شد.',
  writeFailed: 'نوشتن فایل پشتیبان ناموفق بود (برای نمونه، فضای دیسک پر است).',
  verifyFailed: (reason: string) => `بازبینی پشتیبان ناموفق بود: ${reason}`,
  restoreFailed: (reason: string) => `بازیابی انجام نشد و داده‌ها دست‌نخورده ماندند: ${reason}`,
  restoreInterrupted: 'بازیابی نیمه‌کاره ماند: سامانه در میانه کار متوقف شد. داده‌ها دست‌نخورده ماندند.',
  unexpected: 'خطای پیش‌بینی‌نشده‌ای رخ داد؛ جزئیات در گزارش سامانه ثبت شد.',
  maintenance: 'سامانه در حال بازیابی از پشتیبان است؛ چند دقیقه دیگر دوباره تلاش کنید.',
  started: 'پشتیبان‌گیری آغاز شد؛ پیشرفت آن در فهرست دیده می‌شود.',
  restoreStarted: 'بازیابی آغاز شد؛ تا پایان آن، سامانه تغییری را نمی‌پذیرد.',
  // The restore command (npm run restore -- FILE), printed to the operator's terminal.
  cliUsage: 'کاربرد: npm run restore -- مسیر-فایل-پشتیبان',
  cliRestoring: (file: string) => `بازیابی از ${file} …`,
  cliDone: (rows: number, files: number) =>
    `بازیابی انجام شد: ${rows} ردیف و ${files} فایل بازگردانده شد. اکنون سامانه را با npm start راه‌اندازی کنید.`,
  cliFailed: (reason: string) => `بازیابی انجام نشد: ${reason}`,
} as const;
