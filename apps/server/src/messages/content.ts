/** Persian messages of content pages and the navbar menu (GLOSSARY: صفحه محتوا). */
export const contentMessages = {
  pageNotFound: 'صفحه مورد نظر یافت نشد.',
  pageInMenu: 'این صفحه در منوی سایت استفاده شده است؛ ابتدا منو را ویرایش یا حذف کنید.',
  menuParentMissing: 'منوی بالادستی یافت نشد.',
  menuCycle: 'یک منو نمی‌تواند زیرمجموعه خودش یا زیرمنوهای خودش باشد.',
  menuTooDeep: 'عمق منو بیش از حد مجاز است.',
  menuPageMissing: 'صفحه محتوای انتخاب‌شده یافت نشد.',
  menuHasChildren: 'این منو زیرمنو دارد؛ ابتدا زیرمنوها را حذف یا جابه‌جا کنید.',
} as const;
