/**
 * The portal's names for things (GLOSSARY terms), each written once: the built-in roles and the seeded
 * admin, the sheets of the import templates, and the system collections with their fields.
 */
export const labels = {
  // The built-in roles; the seeded admin is named after its role (manager + system).
  adminRole: 'مدیر سامانه',
  employeeRole: 'کارمند',
  manager: 'مدیر',
  system: 'سامانه',
  // The sheets of the import templates.
  users: 'کاربران',
  units: 'واحدها',
  // The system collections of SPEC §3 and their fields.
  organisationalUnits: 'واحدهای سازمانی',
  unitTypes: 'انواع واحد',
  responsibilities: 'مسئولیت‌ها',
  signInLog: 'گزارش ورود کاربران',
  otherSystemsSignInLog: 'گزارش ورود از سامانه‌های دیگر',
  id: 'شناسه',
  createdAt: 'تاریخ ایجاد',
  updatedAt: 'تاریخ ویرایش',
  creator: 'ایجادکننده',
  time: 'زمان',
  username: 'نام کاربری',
  name: 'نام',
  lastName: 'نام خانوادگی',
  email: 'پست الکترونیکی',
  mobile: 'تلفن همراه',
  locked: 'غیرفعال',
  parentUnit: 'واحد بالادست',
  unitType: 'نوع واحد',
  user: 'کاربر',
  unit: 'واحد سازمانی',
  unitRole: 'نقش واحد',
  personalId: 'شماره پرسنلی',
  ip: 'نشانی IP',
  userAgent: 'مرورگر',
  result: 'نتیجه',
  protocol: 'پروتکل',
  event: 'رویداد',
  reason: 'علت',
} as const;
