// News on the home page, the news pages and the Admin's news screens (GLOSSARY: اخبار).

/** Texts of the news pages and screens. */
export const newsMessages = {
  latest: 'آخرین اخبار',
  empty: 'خبری منتشر نشده است.',
  pages: 'صفحه‌های اخبار',
  notFound: 'خبر مورد نظر یافت نشد.',
  notFoundText: 'ممکن است حذف شده یا هنوز منتشر نشده باشد.',
  backToAll: 'بازگشت به همه اخبار',
  publishDate: 'تاریخ انتشار',
  admin: {
    search: 'جستجو در عنوان',
    published: 'منتشرشده',
    draft: 'پیش‌نویس',
    empty: 'خبری ثبت نشده است.',
    deleteTitle: 'حذف خبر',
    deleteText: (name: string) => `خبر «${name}» حذف شود؟`,
  },
  form: {
    name: 'عنوان خبر',
    summary: 'خلاصه',
    body: 'متن خبر',
    image: 'تصویر خبر',
    publishDateHint: 'به تاریخ شمسی، مانند ۱۴۰۵/۰۱/۱۵',
    publishDateInvalid: 'تاریخ انتشار را به شکل ۱۴۰۵/۰۱/۱۵ وارد کنید.',
    published: 'انتشار در سایت',
    back: 'بازگشت به فهرست اخبار',
  },
} as const;
