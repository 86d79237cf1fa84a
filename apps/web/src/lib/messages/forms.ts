// The form renderer: steps, rows, subforms, maps, charts, choices and the Jalali date picker.
import { toPersianDigits } from '@darvazeh/shared';
import { commonMessages } from './common';

const [saturday, ...sundayToFriday] = commonMessages.weekdayInitials;

/** Texts of the form renderer. */
export const formMessages = {
  loading: 'در حال بارگذاری فرم…',
  loadingField: (field: string): string => `در حال بارگذاری ${field}…`,
  submit: 'ثبت',
  check: 'بررسی فرم',
  confirmHint: 'پاسخ‌ها را بازبینی کنید و در صورت درستی ثبت کنید.',
  formStep: 'فرم',
  stepName: (n: number): string => `مرحله ${toPersianDigits(n)}`,
  steps: 'مراحل فرم',
  previewValid: 'پاسخ‌ها معتبر است و فرم قابل ثبت است.',
  submitted: 'فرم ثبت شد.',
  addRow: 'افزودن ردیف',
  removeRow: (field: string, n: number): string => `حذف ردیف ${toPersianDigits(n)} از ${field}`,
  row: (n: number): string => `ردیف ${toPersianDigits(n)}`,
  noRows: 'هنوز ردیفی اضافه نشده است.',
  showSubform: (field: string): string => `نمایش ${field}`,
  latitude: (field: string): string => `عرض جغرافیایی ${field}`,
  longitude: (field: string): string => `طول جغرافیایی ${field}`,
  mapArea: (field: string): string => `نقشه ${field}؛ برای انتخاب موقعیت روی نقشه کلیک کنید.`,
  mapNoTiles: 'نقشه پایه در دسترس نیست؛ روی کادر کلیک کنید یا مختصات را وارد کنید.',
  clearPoint: 'پاک کردن موقعیت',
  optionsFailed: 'گزینه‌ها بارگیری نشد.',
  optionsLoading: 'در حال بارگیری گزینه‌ها…',
  noOptions: 'گزینه‌ای نیست',
  chartEmpty: 'داده‌ای برای نمایش نمودار نیست.',
  chartFailed: 'داده‌های نمودار بارگیری نشد.',
  chartLabel: (field: string): string => `نمودار ${field}`,
  noValue: '—',
  /** The date picker's empty sections (MUI's Persian locale keeps YYYY/MM/DD) and weekday initials. */
  datePicker: {
    year: 'سال',
    month: 'ماه',
    day: 'روز',
    /** By Date.getDay(): Sunday first. */
    weekdays: [...sundayToFriday, saturday],
    /** Under a field whose typed day is half typed or not in the calendar (1402/12/30). */
    invalid: 'این تاریخ معتبر نیست؛ سال، ماه و روز را کامل و درست وارد کنید.',
  },
} as const;
