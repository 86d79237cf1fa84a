/** Persian text of the Excel import dialog shared by the organisation and the records screens. */
export const excelImportMessages = {
  chooseFile: 'انتخاب فایل اکسل',
  noFile: 'فایلی انتخاب نشده است.',
  close: 'بستن',
  uploading: 'در حال بارگذاری…',
  checking: 'در حال بررسی ردیف‌ها…',
  reportTitle: (shown: string, total: string) =>
    shown === total ? `${total} مورد نادرست` : `${shown} مورد از ${total} مورد نادرست`,
  row: 'ردیف',
  column: 'ستون',
  problem: 'ایراد',
  wholeRow: '—',
} as const;
