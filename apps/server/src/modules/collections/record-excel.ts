// Records to and from Excel. Row 1 holds the field names (fname) an Admin reads, row 2 (hidden) the
// field ids, so a re-import maps every column exactly; a sheet without the id row is mapped by the names.
// One column per answerable top-level field: a file's column holds its path (`{id}-path`), a parent
// subform's visibility flag gets a column of its own. Strings, numbers and booleans are written as such
// cells; anything else (tables, subforms, expansions, map points, choice lists) as JSON text, read back
// with JSON.parse, so answers round-trip exactly.
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import {
  displayKey,
  filePathKey,
  isDisplayOnly,
  normalizeText,
  type FormField,
  type ImportColumn,
} from '@darvazeh/shared';
import { AppError } from '../../plugins/errors.js';
import { firstWorksheet } from '../../plugins/excel/sheet.js';
import { writeSheet } from '../../plugins/excel/sheet-writer.js';
import { collectionMessages, excelMessages } from '../../messages/index.js';

type Answers = Record<string, unknown>;

/** One sheet column: the answer key it holds and its header. */
export type RecordColumn = ImportColumn & { json: boolean };

const JSON_TYPES: ReadonlySet<string> = new Set([
  'table',
  'subform',
  'expansion',
  'map',
  'checkbox',
  'multiselect',
  'multiautocomplete',
  'multilistbox',
]);

/** The columns of a collection's sheet, in form order. */
export function recordColumns(fields: readonly FormField[]): RecordColumn[] {
  return fields.flatMap((field): RecordColumn[] => {
    if (isDisplayOnly(field.type)) return [];
    const base = { header: field.fname, required: false, json: JSON_TYPES.has(field.type) };
    if (field.type === 'file' || field.type === 'image') return [{ ...base, key: filePathKey(field.id) }];
    const column = { ...base, key: field.id };
    if (field.type === 'subform' && field.subform?.triggerDisplay?.displayType === 'parent')
      return [
        column,
        {
          key: displayKey(field.id),
          header: collectionMessages.displayHeader(field.fname),
          required: false,
          json: true,
        },
      ];
    return [column];
  });
}

/** Streams an .xlsx of `rows` (fetched page by page by `pages`) with the header and id rows of `columns`. */
export function writeRecordsSheet(
  columns: readonly RecordColumn[],
  sheetName: string,
  pages: AsyncIterable<Answers[]>,
): Readable {
  return writeSheet(columns, sheetName, pages, { idRow: true });
}

/** A data row of an uploaded sheet: its row number and the answers read from its cells. */
export type SheetRecord = { row: number; data: Answers; errors: { key: string; message: string }[] };

function valueOf(cell: ExcelJS.Cell): unknown {
  const value = cell.value;
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'result' in value) return value.result ?? undefined;
  return cell.text;
}

/** Reads the first sheet of a workbook into answers keyed by the columns' keys. */
export async function readRecordsSheet(
  buffer: Buffer,
  columns: readonly RecordColumn[],
  maxRows: number,
): Promise<SheetRecord[]> {
  const sheet = await firstWorksheet(buffer);
  if (!sheet) throw new AppError('bad_request', excelMessages.importEmpty);
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const byHeader = new Map(columns.map((c) => [normalizeText(c.header), c]));
  const idRow = new Map<number, RecordColumn>();
  sheet.getRow(2).eachCell((cell, col) => {
    const column = byKey.get(cell.text.trim());
    if (column) idRow.set(col, column);
  });
  const hasIdRow = idRow.size > 0;
  const at = hasIdRow ? idRow : new Map<number, RecordColumn>();
  if (!hasIdRow)
    sheet.getRow(1).eachCell((cell, col) => {
      const column = byHeader.get(normalizeText(cell.text));
      if (column) at.set(col, column);
    });
  if (at.size === 0) throw new AppError('bad_request', collectionMessages.noKnownColumn);

  const first = hasIdRow ? 3 : 2;
  const records: SheetRecord[] = [];
  sheet.eachRow((row, number) => {
    if (number < first) return;
    const record: SheetRecord = { row: number, data: {}, errors: [] };
    for (const [col, column] of at) {
      const value = valueOf(row.getCell(col));
      if (value === undefined) continue;
      if (column.json && typeof value === 'string') {
        try {
          record.data[column.key] = JSON.parse(value) as unknown;
        } catch {
          record.errors.push({ key: column.key, message: collectionMessages.badJson(column.header) });
        }
      } else {
        record.data[column.key] = value;
      }
    }
    if (Object.keys(record.data).length > 0 || record.errors.length > 0) records.push(record);
  });
  if (records.length === 0) throw new AppError('bad_request', excelMessages.importEmpty);
  if (records.length > maxRows) throw new AppError('bad_request', excelMessages.importTooManyRows(maxRows));
  return records;
}
