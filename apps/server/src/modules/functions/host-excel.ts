// arrayFromExcel of a server run: the caller's own uploaded workbook in a file field, read into records
// by the columns' Persian headers, through the Excel toolkit (content check and zip-bomb guard first).
import { readFile } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import {
  FlowError,
  IMPORT_MAX_BYTES,
  normalizeText,
  type ExcelRequest,
  type Principal,
} from '@darvazeh/shared';
import { AppError } from '../../plugins/errors.js';
import { readSheet } from '../../plugins/excel/sheet.js';
import { checkXlsxArchive } from '../../plugins/excel/xlsx-guard.js';
import { excelMessages, functionMessages } from '../../messages/index.js';
import type { ServerHostContext } from './server-host.js';

/** Finds an upload the caller may read before a record takes it (their own), and where its bytes are. */
export type UploadReader = (
  principal: Principal,
  fileId: string,
) => Promise<{ path: string; size: number } | null>;

/** The rows of the workbook in `request.fileField`, each a record keyed by the columns' names. */
export async function readExcelUpload(ctx: ServerHostContext, request: ExcelRequest): Promise<unknown> {
  if (typeof request.path !== 'string' || request.path === '')
    throw new FlowError(functionMessages.noFileUploaded);
  const file = await ctx.uploads(ctx.principal, request.path);
  if (!file) throw new FlowError(functionMessages.fileNotYours);
  if (file.size > IMPORT_MAX_BYTES) throw new AppError('bad_request', excelMessages.importTooLarge);
  const buffer = await readFile(file.path);
  if ((await fileTypeFromBuffer(buffer))?.ext !== 'xlsx')
    throw new AppError('bad_request', excelMessages.importNotXlsx);
  await checkXlsxArchive(buffer);
  const columns = request.columns.map((c) => ({
    key: c.name,
    header: normalizeText(c.fname),
    required: false,
  }));
  const { rows } = await readSheet(buffer, columns);
  return rows.map((row) => ({ ...row.values }));
}
