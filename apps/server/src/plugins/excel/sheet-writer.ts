// Streaming an .xlsx export: right to left, a bold frozen header row, rows written a page at a time.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

type Cell = string | number | boolean | null;

function cellOf(value: unknown): Cell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * Streams an .xlsx of the rows `pages` yields (fetched page by page), one column per `columns` entry under
 * its Persian header (its cells in `numFmt` when given, such as '#,##0'); with `idRow`, a hidden second row
 * holds the column keys (a re-import maps by them). Values that are not strings, numbers or booleans are
 * written as JSON text.
 */
export function writeSheet(
  columns: readonly { key: string; header: string; numFmt?: string }[],
  sheetName: string,
  pages: AsyncIterable<Record<string, unknown>[]>,
  { idRow = false }: { idRow?: boolean } = {},
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'records', {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({
    width: 22,
    key: c.key,
    ...(c.numFmt && { style: { numFmt: c.numFmt } }),
  }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  if (idRow) {
    const ids = sheet.addRow(columns.map((c) => c.key));
    ids.hidden = true;
    ids.commit();
  }
  void (async () => {
    try {
      for await (const page of pages)
        for (const data of page) sheet.addRow(columns.map((c) => cellOf(data[c.key]))).commit();
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      stream.destroy(err as Error);
    }
  })();
  return stream;
}
