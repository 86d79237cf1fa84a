import { recordApi } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { bind, type BoundEndpoint } from '../../plugins/endpoints.js';
import { answerImport } from '../../plugins/excel/issues.js';
import { receiveXlsx, XLSX_MIME } from '../../plugins/excel/sheet.js';
import { ok } from '../../plugins/envelope.js';
import { importRecords } from './record-import.service.js';
import { exportRecords, formOf, listRecords, readRecord, recordJson } from './records-read.service.js';
import { createRecord, removeRecord, replaceRecord } from './records.service.js';
import { commonMessages } from '../../messages/index.js';

/** Success message of a save: the form check's warnings when there are any, else the usual message. */
const savedMessage = (warnings: string[]) =>
  warnings.length > 0 ? warnings.join('\n') : commonMessages.saved;

/**
 * The records of a data collection under `datacollection/{collectionId}/record`: filter, read, create,
 * update, soft delete (Admins: every record; Employees: the records they created), and the Admins' Excel
 * export and import. See docs/ARCHITECTURE.md "Data collection records".
 */
export function recordRoutes(db: Db): BoundEndpoint[] {
  return [
    bind(recordApi.filter, async ({ params, body, user }) =>
      ok(await listRecords(db, user, await formOf(db, params.collectionId), body)),
    ),

    bind(recordApi.export, async ({ params, body, user, reply }) => {
      const form = await formOf(db, params.collectionId);
      const stream = await exportRecords(db, user, form, body);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="collection-${form.id}-records.xlsx"`)
        .send(stream);
    }),

    bind(recordApi.import, async ({ params, user, request, reply }) => {
      const form = await formOf(db, params.collectionId);
      const file = await receiveXlsx(request);
      return answerImport(await importRecords(db, { user, requestId: request.id }, form, file), reply);
    }),

    bind(recordApi.get, async ({ params, user }) =>
      ok(await readRecord(db, user, await formOf(db, params.collectionId), params.recordId)),
    ),

    bind(recordApi.create, async ({ params, body, user, request }) => {
      const form = await formOf(db, params.collectionId);
      const { row, warnings } = await createRecord(db, { user, requestId: request.id }, form, body.data);
      return ok(recordJson(row), savedMessage(warnings));
    }),

    bind(recordApi.update, async ({ params, body, user, request }) => {
      const form = await formOf(db, params.collectionId);
      const actor = { user, requestId: request.id };
      const saved = await replaceRecord(db, actor, form, params.recordId, body.data);
      if (!saved) throw new AppError('not_found', commonMessages.recordNotFound);
      return ok(recordJson(saved.row), savedMessage(saved.warnings));
    }),

    bind(recordApi.remove, async ({ params, user, request }) => {
      const form = await formOf(db, params.collectionId);
      const removed = await removeRecord(db, { user, requestId: request.id }, form, params.recordId);
      if (!removed) throw new AppError('not_found', commonMessages.recordNotFound);
      return ok(null, commonMessages.deleted);
    }),
  ];
}
