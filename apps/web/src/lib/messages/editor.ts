// The rich-text editor and its link dialog.
import { toPersianDigits } from '@darvazeh/shared';

/** Labels of the editor toolbar and the link dialog. */
export const editorMessages = {
  toolbar: 'ابزارهای ویرایش متن',
  bold: 'پررنگ',
  italic: 'کج',
  underline: 'زیرخط',
  strike: 'خط‌خورده',
  /** A heading button's name holds what it shows (H2), as WCAG 2.5.3 asks. */
  heading: (level: number) => `عنوان ${toPersianDigits(level)} (H${level})`,
  bulletList: 'فهرست نشانه‌دار',
  orderedList: 'فهرست شماره‌دار',
  quote: 'نقل قول',
  unlink: 'حذف پیوند',
  rtl: 'راست‌به‌چپ',
  ltr: 'چپ‌به‌راست',
  undo: 'واگرد',
  redo: 'انجام دوباره',
  loading: 'در حال بارگذاری ویرایشگر…',
  // The scheme names go between these as left-to-right isolates (Latin inside Persian).
  linkInvalid: 'نشانی باید با',
  linkInvalidEnd: 'شروع شود.',
} as const;
