/** Persian text of the users' sessions and sign-in limits, the unit filter, deletions and the Excel imports. */
export const orgMessages = {
  sessions: 'نشست‌ها',
  sessionsTitle: (name: string) => `نشست‌های فعال ${name}`,
  noSessions: 'این کاربر نشست فعالی ندارد.',
  signInLimited: 'محدودیت ورود',
  signInLimitedHint: 'پس از چند رمز عبور نادرست، ورود این کاربر کد امنیتی می‌خواهد.',
  unlockSignIn: 'رفع محدودیت ورود',
  unlockSignInConfirm: (name: string) =>
    `محدودیت ورود «${name}» برداشته شود؟ ورود او تا پنج رمز عبور نادرست دیگر کد امنیتی نمی‌خواهد.`,
  close: 'بستن',
  unitFilter: 'واحد سازمانی',
  unitSearchEmpty: 'واحدی یافت نشد.',
  unitSearching: 'در حال جستجو…',
  deleteUnit: 'حذف واحد',
  deleteUnitConfirm: (name: string) => `واحد «${name}» حذف شود؟`,
  deleteUnitRole: 'حذف نقش واحد',
  deleteUnitRoleConfirm: (name: string) => `نقش واحد «${name}» حذف شود؟`,
  importUsers: 'ورود کاربران از اکسل',
  importUnits: 'ورود واحدها از اکسل',
  importHelp:
    'ردیف اول فایل، عنوان ستون‌هاست. همه ردیف‌ها پیش از ثبت بررسی می‌شوند؛ اگر حتی یک ردیف نادرست باشد، هیچ ردیفی ثبت نمی‌شود و گزارش آن را می‌بینید.',
  importColumns: 'ستون‌ها:',
  required: 'الزامی',
  usersPasswordNote:
    'کاربران واردشده رمز عبوری ندارند که کسی بداند: با «فراموشی رمز عبور» (با ایمیل همین فایل) یا بازنشانی رمز عبور به دست مدیر وارد می‌شوند.',
  template: 'دریافت فایل نمونه',
  upload: 'بارگذاری و ثبت',
  imported: (count: string) => `${count} ردیف ثبت شد.`,
} as const;
