// Words many screens use, written once here and reused wherever they fit (GLOSSARY wording).

const name = 'نام';

/** The shared words: buttons, column headers, field labels and short notes of every area. */
export const commonMessages = {
  details: 'جزئیات',
  /** A log row's or an event run's one-line account. */
  whatHappened: 'آنچه رخ داد',
  save: 'ذخیره',
  cancel: 'انصراف',
  confirm: 'تأیید',
  edit: 'ویرایش',
  delete: 'حذف',
  close: 'بستن',
  clear: 'پاک کردن',
  search: 'جستجو',
  searchName: 'جستجو در نام',
  actions: 'عملیات',
  pages: 'صفحه‌ها',
  loading: 'در حال بارگذاری…',
  next: 'بعدی',
  previous: 'قبلی',
  yes: 'بله',
  no: 'خیر',
  all: 'همه',
  backHome: 'بازگشت به صفحه اصلی',
  backToList: 'بازگشت به فهرست',
  maybeDeleted: 'ممکن است حذف شده باشد.',
  signIn: 'ورود به سامانه',
  name,
  title: 'عنوان',
  text: 'متن',
  status: 'وضعیت',
  /** A row's kind or category (a column header). */
  kind: 'نوع',
  /** An attempt that did not succeed (a run, a backup). */
  failed: 'ناموفق',
  /** Bringing back what was deleted or backed up (the recycle bin, a backup). */
  restore: 'بازیابی',
  enabled: 'فعال',
  required: 'الزامی',
  time: 'زمان',
  createdAt: 'تاریخ ایجاد',
  unknown: 'نامشخص',
  rename: 'تغییر نام',
  download: 'دریافت فایل',
  /** A download link named after what it fetches («دریافت فرم ثبت‌نام»). */
  downloadOf: (name: string) => `دریافت ${name}`,
  link: 'پیوند',
  linkAddress: 'نشانی پیوند',
  // The hints put the schemes (https://, http://, mailto:) between these as left-to-right isolates.
  linkHint: 'نشانی کامل با',
  or: 'یا',
  unit: 'واحد سازمانی',
  trackingCode: 'کد رهگیری',
  fromDate: 'از تاریخ',
  toDate: 'تا تاریخ',
  user: 'کاربر',
  show: 'نمایش',
  /** A person's fields, by their names in the profile and user bodies. */
  person: {
    username: 'نام کاربری',
    firstName: name,
    lastName: 'نام خانوادگی',
    email: 'ایمیل',
    mobile: 'شماره همراه',
    nationalId: 'کد ملی',
  },
  postalCode: 'کد پستی',
  device: 'دستگاه',
  ip: 'نشانی IP',
  systemLogo: 'نشان سامانه',
  /** One-letter heads of the weekdays, Saturday (شنبه) first: the week as Iranian calendars draw it. */
  weekdayInitials: ['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'],
} as const;
