// The Excel import dialog shared by the organisation and the records screens.

/** Texts of the Excel import dialog and its row-by-row report. */
export const excelImportMessages = {
  chooseFile: 'انتخاب فایل اکسل',
  checking: 'در حال بررسی ردیف‌ها…',
  reportTitle: (shown: string, total: string) =>
    shown === total ? `${total} مورد نادرست` : `${shown} مورد از ${total} مورد نادرست`,
  row: 'ردیف',
  column: 'ستون',
  problem: 'ایراد',
  wholeRow: '—',
} as const;
