import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (SOI + JFIF APP0): what file-type recognises. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 1),
]);
export const GIF = Buffer.concat([
  Buffer.from('GIF89a'),
  Buffer.from([1, 0, 1, 0, 0, 0, 0]),
  Buffer.alloc(32),
]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([36, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** An ELF executable header (Linux) and an MZ one (Windows). */
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(256)]);
export const MZ = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(126),
  Buffer.from('PE\0\0'),
  randomBytes(128),
]);
export const TEXT = Buffer.from('گزارش ماهانه\nسطر دوم\n', 'utf8');

/** A small real workbook. */
export async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('کاربران').addRow(['نام', 'شماره پرسنلی']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** An .xlsx workbook whose first sheet holds `rows` (the first row is the header). */
export async function xlsxOf(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('sheet').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipart(
  name: string,
  content: Buffer,
  mime = 'application/octet-stream',
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----darvazeh${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
      `Content-Type: ${mime}\r\n\r\n`,
    'utf8',
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
