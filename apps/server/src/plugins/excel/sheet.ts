import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  normalizeText,
  type ImportColumn,
  type ImportIssue,
} from '@darvazeh/shared';
import { AppError } from '../errors.js';
import { checkXlsxArchive, XlsxRefused } from './xlsx-guard.js';
import { excelMessages } from '../../messages/index.js';

/** MIME type of an .xlsx workbook. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Reads the one uploaded file of a multipart request and checks by content (not by name) that it is an
 * .xlsx workbook whose parts exceljs may safely inflate (xlsx-guard.ts). Over IMPORT_MAX_BYTES is a
 * Persian 400.
 */
export async function receiveXlsx(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('bad_request', excelMessages.importNotMultipart);
  const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0 } });
  if (!file) throw new AppError('bad_request', excelMessages.importNoFile);
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (err) {
    if (err instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new AppError('bad_request', excelMessages.importTooLarge);
    throw err;
  }
  if ((await fileTypeFromBuffer(buffer))?.ext !== 'xlsx')
    throw new AppError('bad_request', excelMessages.importNotXlsx);
  await checkXlsxArchive(buffer).catch((err: unknown) => {
    if (err instanceof XlsxRefused) request.log.info({ reason: err.reason }, 'xlsx archive refused');
    throw err;
  });
  return buffer;
}

/** The first worksheet of an .xlsx workbook (undefined when it has none); a file exceljs cannot read is a Persian 400. */
export async function firstWorksheet(buffer: Buffer): Promise<ExcelJS.Worksheet | undefined> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its argument as an ArrayBuffer-like `Buffer` of its own; Node's Buffer is what it reads.
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new AppError('bad_request', excelMessages.importNotXlsx);
  }
  return workbook.worksheets[0];
}

/** One data row of a sheet: its row number in the sheet and the non-empty cells by column key. */
export type SheetRow<K extends string> = { row: number; values: Partial<Record<K, string>> };

/** The data rows of the first worksheet, or the header problems (a missing required column). */
export async function readSheet<K extends string>(
  buffer: Buffer,
  columns: readonly ImportColumn<K>[],
): Promise<{ rows: SheetRow<K>[]; issues: ImportIssue[] }> {
  const sheet = await firstWorksheet(buffer);
  if (!sheet || sheet.actualRowCount < 2) throw new AppError('bad_request', excelMessages.importEmpty);
  if (sheet.actualRowCount - 1 > IMPORT_MAX_ROWS)
    throw new AppError('bad_request', excelMessages.importTooManyRows(IMPORT_MAX_ROWS));

  const at = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => at.set(normalizeText(cell.text), col));
  const issues = columns
    .filter((c) => c.required && !at.has(c.header))
    .map((c) => ({ row: 1, column: c.header, message: excelMessages.missingColumn(c.header) }));
  if (issues.length) return { rows: [], issues };

  const rows: SheetRow<K>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: Partial<Record<K, string>> = {};
    for (const c of columns) {
      const col = at.get(c.header);
      // Arabic ي/ك and Persian or Arabic digits become ی/ک and 0-9 before any check or comparison.
      const text = col === undefined ? '' : normalizeText(row.getCell(col).text);
      if (text !== '') values[c.key] = text;
    }
    if (Object.keys(values).length > 0) rows.push({ row: number, values });
  });
  if (rows.length === 0) throw new AppError('bad_request', excelMessages.importEmpty);
  return { rows, issues: [] };
}

/** An empty workbook with the header row of `columns`, for Admins to fill in. */
export async function templateOf(columns: readonly ImportColumn[], sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: 22 }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
