// Persian strings of the rich-text editor and view (kept beside the component, not in lib/messages.ts).

/** Labels of the editor toolbar and the link dialog. */
export const richTextMessages = {
  toolbar: 'ابزارهای ویرایش متن',
  bold: 'پررنگ',
  italic: 'کج',
  underline: 'زیرخط',
  strike: 'خط‌خورده',
  heading: (level: number) => `عنوان ${level}`,
  bulletList: 'فهرست نشانه‌دار',
  orderedList: 'فهرست شماره‌دار',
  quote: 'نقل قول',
  link: 'پیوند',
  unlink: 'حذف پیوند',
  rtl: 'راست‌به‌چپ',
  ltr: 'چپ‌به‌راست',
  undo: 'واگرد',
  redo: 'انجام دوباره',
  loading: 'در حال بارگذاری ویرایشگر…',
  linkDialogTitle: 'پیوند',
  linkAddress: 'نشانی پیوند',
  // The hints name the schemes, which the dialog adds as left-to-right isolates (Latin inside Persian).
  linkHint: 'نشانی کامل با',
  linkInvalid: 'نشانی باید با',
  linkInvalidEnd: 'شروع شود.',
  or: 'یا',
  save: 'ذخیره',
  cancel: 'انصراف',
} as const;
