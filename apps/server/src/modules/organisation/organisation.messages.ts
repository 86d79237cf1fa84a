/** Persian messages of unit deletion and of the rows of the users and units imports. */
export const orgMessages = {
  unitHasChildren: 'این واحد زیرواحد دارد؛ ابتدا زیرواحدها را حذف یا جابه‌جا کنید.',
  unitHasResponsibilities: 'در این واحد مسئولیت ثبت شده است؛ ابتدا مسئولیت‌های آن را حذف کنید.',
  unitIsDefault: 'این واحد در مسئولیت پیش‌فرض کاربران جدید به کار رفته است.',
  unitHasSystems: 'سامانه‌های متصل این واحد هنوز ثبت‌اند؛ ابتدا آن‌ها را حذف یا به واحد دیگری منتقل کنید.',
  unitRoleOffered: 'واحدهایی این نقش را دارند؛ ابتدا آن را از واحدها بردارید.',
  unitRoleInUse: 'مسئولیت‌هایی با این نقش ثبت شده است؛ ابتدا آن‌ها را حذف کنید.',
  unitRoleIsDefault: 'این نقش در مسئولیت پیش‌فرض کاربران جدید به کار رفته است.',
  // import: the rows
  usernameTaken: 'این نام کاربری قبلاً ثبت شده است.',
  unitNotFound: 'واحدی با این نام نه در سامانه هست و نه در این فایل.',
  unitAmbiguous: 'چند واحد با این نام در سامانه هست؛ نام را یکتا کنید.',
  unitNameTaken: 'واحدی با این نام در سامانه هست.',
  unitRoleNotFound: (name: string) => `نقش واحد «${name}» تعریف نشده است.`,
  unitRoleNotOffered: 'این واحد چنین نقشی ندارد.',
  unitTypeNotFound: 'این نوع واحد تعریف نشده است.',
  parentIsSelf: 'واحد نمی‌تواند والد خودش باشد.',
  parentCycle: 'واحدهای این فایل یکدیگر را والد کرده‌اند (چرخه).',
} as const;
