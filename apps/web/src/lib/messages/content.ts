// Content pages and their Admin screens (GLOSSARY: صفحه محتوا، مدیریت محتوا).

/** Texts of the content pages admin and the public page. */
export const contentMessages = {
  newPage: 'صفحه جدید',
  empty: 'هنوز صفحه محتوایی ساخته نشده است.',
  html: 'متن صفحه',
  updated: 'آخرین تغییر',
  view: 'نمایش صفحه',
  deleteTitle: 'حذف صفحه محتوا',
  deleteConfirm: (title: string) => `صفحه «${title}» حذف شود؟`,
  notFoundText: 'صفحه‌ای که به دنبال آن هستید وجود ندارد یا حذف شده است.',
} as const;
