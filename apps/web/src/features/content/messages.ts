// Persian text of content pages (GLOSSARY: صفحه محتوا, مدیریت محتوا).

/** Route names, labels and notices of the content pages admin and the public page. */
export const contentMessages = {
  routes: {
    pages: 'صفحه‌های محتوا',
    pageDetail: 'ویرایش صفحه محتوا',
    pageNew: 'صفحه محتوای جدید',
  },
  listTitle: 'صفحه‌های محتوا',
  newPage: 'صفحه جدید',
  editPage: 'ویرایش صفحه محتوا',
  empty: 'هنوز صفحه محتوایی ساخته نشده است.',
  title: 'عنوان',
  html: 'متن صفحه',
  updated: 'آخرین تغییر',
  actions: 'عملیات',
  view: 'نمایش صفحه',
  edit: 'ویرایش',
  delete: 'حذف',
  deleteTitle: 'حذف صفحه محتوا',
  deleteConfirm: (title: string) => `صفحه «${title}» حذف شود؟`,
  save: 'ذخیره',
  back: 'بازگشت به فهرست',
  notFoundTitle: 'صفحه یافت نشد',
  notFoundText: 'صفحه‌ای که به دنبال آن هستید وجود ندارد یا حذف شده است.',
  backHome: 'بازگشت به صفحه اصلی',
} as const;
