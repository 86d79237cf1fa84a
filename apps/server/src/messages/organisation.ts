/** Messages of units, unit types, unit roles, responsibilities, roles, users and their sheet imports. */
export const orgMessages = {
  unitParentMissing: 'واحد بالادستی یافت نشد.',
  unitCycle: 'یک واحد نمی‌تواند زیرمجموعه خودش یا زیرمجموعه‌های خودش باشد.',
  unitTypeMissing: 'نوع واحد یافت نشد.',
  unitRoleMissing: 'نقش واحد انتخاب‌شده یافت نشد.',
  unitRoleNotOffered: 'این واحد چنین نقشی ندارد.',
  userMissing: 'کاربر یافت نشد.',
  unitMissing: 'واحد سازمانی یافت نشد.',
  roleMissing: 'نقش انتخاب‌شده یافت نشد.',
  lastAdmin:
    'سامانه باید دست‌کم یک مدیر سامانهٔ فعال داشته باشد؛ نقش آخرین مدیر فعال را نمی‌توان برداشت، او را قفل یا حذف کرد.',
  usernameTaken: 'این نام کاربری قبلاً ثبت شده است.',
  nationalIdTaken: 'این کد ملی برای کاربر دیگری ثبت شده است.',
  userCreated: 'کاربر ایجاد شد.',
  passwordReset: 'رمز عبور موقت ساخته شد؛ کاربر در ورود بعدی باید آن را تغییر دهد.',
  signInUnlocked: 'محدودیت ورود کاربر برداشته شد.',
  // What still depends on a unit or a unit role that is to be deleted.
  unitHasChildren: 'این واحد زیرواحد دارد؛ ابتدا زیرواحدها را حذف یا جابه‌جا کنید.',
  unitIsDefault: 'این واحد در مسئولیت پیش‌فرض کاربران جدید به کار رفته است.',
  unitHasSystems: 'سامانه‌های متصل این واحد هنوز ثبت‌اند؛ ابتدا آن‌ها را حذف یا به واحد دیگری منتقل کنید.',
  unitRoleOffered: 'واحدهایی این نقش را دارند؛ ابتدا آن را از واحدها بردارید.',
  unitRoleInUse: 'مسئولیت‌هایی با این نقش ثبت شده است؛ ابتدا آن‌ها را حذف کنید.',
  unitRoleIsDefault: 'این نقش در مسئولیت پیش‌فرض کاربران جدید به کار رفته است.',
  // The rows of the users and units imports.
  unitNotFound: 'واحدی با این نام نه در سامانه هست و نه در این فایل.',
  unitAmbiguous: 'چند واحد با این نام در سامانه هست؛ نام را یکتا کنید.',
  unitNameTaken: 'واحدی با این نام در سامانه هست.',
  unitRoleNotFound: (name: string) => `نقش واحد «${name}» تعریف نشده است.`,
  unitTypeNotFound: 'این نوع واحد تعریف نشده است.',
  parentIsSelf: 'واحد نمی‌تواند والد خودش باشد.',
  parentCycle: 'واحدهای این فایل یکدیگر را والد کرده‌اند (چرخه).',
} as const;
