// The navbar menu and its editor.

/** Texts of the menu editor and the navbar menu. */
export const menuMessages = {
  subtitle: 'گزینه‌های منوی بالای سایت: هر گزینه یک پیوند را در زبانه تازه باز می‌کند یا یک صفحه محتوا را.',
  tree: 'درخت منو',
  empty: 'هنوز گزینه‌ای در منو نیست.',
  newItem: 'گزینه جدید',
  editItem: 'ویرایش گزینه منو',
  deleteItem: 'حذف گزینه منو',
  deleteConfirm: (name: string) => `گزینه «${name}» از منو حذف شود؟`,
  expand: 'باز و بسته کردن زیرمنو',
  name: 'نام لاتین (اختیاری)',
  parent: 'منوی بالادست',
  noParent: 'بدون بالادست (در نوار بالا)',
  kind: 'نوع گزینه',
  linkHintEnd: '؛ در زبانه تازه باز می‌شود.',
  noPages: 'هنوز صفحه محتوایی نیست؛ ابتدا یک صفحه بسازید.',
  sortOrder: 'ترتیب',
  opensLink: (link: string) => `پیوند: ${link}`,
  opensPage: (title: string) => `صفحه: ${title}`,
  more: 'منو',
} as const;
