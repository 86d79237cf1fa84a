import ExcelJS from 'exceljs';
import type { Client } from '../../test/build-test-app.js';
import { multipart } from '../../test/upload-fixtures.js';

/** An .xlsx workbook whose first sheet holds `rows` (the first row is the header). */
export async function xlsxOf(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('sheet').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POSTs `file` as the one part of a multipart body, as a browser's FormData would. */
export function upload(client: Client, url: string, file: Buffer, filename = 'sheet.xlsx') {
  const { payload, headers } = multipart(filename, file);
  return client.request('POST', url, payload, { headers });
}
