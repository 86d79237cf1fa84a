import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  collectionRecord,
  envelope,
  IMPORT_MAX_BYTES,
  importReport,
  importResult,
  RECORD_EXPORT_MAX_ROWS,
  recordBody,
  recordFilterRequest,
  recordList,
  ROLE_ADMIN,
  ROLE_EMPLOYEE,
  type CollectionRecord,
  type FormField,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { collectionRecords } from '../../db/schema/index.js';
import { messages } from '../../messages.js';
import { requireRoles, userOf } from '../../plugins/authorize.js';
import { ok } from '../../plugins/envelope.js';
import { AppError } from '../../plugins/errors.js';
import { registerFileAccess } from '../files/files.service.js';
import { orgMessages } from '../organisation/organisation.messages.js';
import { receiveXlsx, XLSX_MIME } from '../organisation/import/sheet.js';
import { recordColumns, writeRecordsSheet } from './record-excel.js';
import { importRecords } from './record-import.service.js';
import { recordOrder, recordWhere } from './record-query.js';
import {
  findCollection,
  findRecord,
  liveRecords,
  pageRecords,
  RECORD_RESOURCE,
  type RecordRow,
} from './records.repository.js';
import { recordMessages } from './records.messages.js';
import {
  collectionForm,
  createRecord,
  removeRecord,
  replaceRecord,
  type CollectionForm,
} from './records.service.js';

const id = z.coerce
  .number({ error: 'شناسه باید عدد باشد.' })
  .int()
  .positive('شناسه معتبر نیست.')
  .max(2_147_483_647, 'شناسه معتبر نیست.');
const collectionParams = z.strictObject({ collectionId: id });
const recordParams = z.strictObject({ collectionId: id, recordId: id });

const signedIn = requireRoles([ROLE_ADMIN, ROLE_EMPLOYEE]);
const adminOnly = requireRoles([ROLE_ADMIN]);
/** Rows read per query while an export is written. */
const EXPORT_PAGE = 1000;

/** A record as answered; in lists, the answers of fields marked hideInTable are left out. */
function recordJson(row: RecordRow, hidden: ReadonlySet<string> = new Set()): CollectionRecord {
  const shown = (key: string) => !hidden.has(key.replace(/-path$/, '').replace(/^display-/, ''));
  return {
    id: row.id,
    collectionId: row.collectionId,
    data:
      hidden.size > 0 ? Object.fromEntries(Object.entries(row.data).filter(([key]) => shown(key))) : row.data,
    createdAt: row.createdAt.toISOString(),
    creatorId: row.creatorId,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    updaterId: row.updaterId,
  };
}

const hiddenIds = (fields: readonly FormField[]) =>
  new Set(fields.filter((f) => f.hideInTable).map((f) => f.id));

/** Success message of a save: the form check's warnings when there are any, else the usual message. */
const savedMessage = (warnings: string[]) => (warnings.length > 0 ? warnings.join('\n') : messages.saved);

/**
 * The records of a data collection under `datacollection/{collectionId}/record`: filter, read, create,
 * update, soft delete (Admins: every record; Employees: the records they created), and the Admins' Excel
 * export and import. See docs/ARCHITECTURE.md "Data collection records".
 */
export function registerRecordRoutes(parent: FastifyInstance, db: Db): void {
  registerFileAccess(RECORD_RESOURCE, async (database, principal, ownerId) => {
    if (!principal) return false;
    const rows = await database
      .select({ id: collectionRecords.id })
      .from(collectionRecords)
      .where(
        and(
          eq(collectionRecords.id, ownerId),
          eq(collectionRecords.creatorId, principal.id),
          isNull(collectionRecords.deletedAt),
        ),
      );
    return rows.length > 0;
  });

  async function formOf(collectionId: number): Promise<CollectionForm> {
    const collection = await findCollection(db, collectionId);
    if (!collection) throw new AppError('not_found', recordMessages.collectionNotFound);
    return collectionForm(collection);
  }
  const actorOf = (request: FastifyRequest) => ({ user: userOf(request), requestId: request.id });

  void parent.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0 } });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const base = '/datacollection/:collectionId/record';

    app.post(
      `${base}/filter`,
      {
        preValidation: signedIn,
        schema: {
          params: collectionParams,
          body: recordFilterRequest,
          response: { 200: envelope(recordList) },
        },
      },
      async (request) => {
        const form = await formOf(request.params.collectionId);
        const { filters, page, count, sort } = request.body;
        const where = liveRecords(form.id, userOf(request), recordWhere(form.fields, filters));
        const { list, total } = await pageRecords(db, where, recordOrder(form.fields, sort), page, count);
        const hidden = hiddenIds(form.formInfo.formFields);
        return ok({
          list: list.map((row) => recordJson(row, hidden)),
          pages: Math.ceil(total / count),
          currentPage: page,
        });
      },
    );

    app.post(
      `${base}/export`,
      { preValidation: adminOnly, schema: { params: collectionParams, body: recordFilterRequest } },
      async (request, reply) => {
        const form = await formOf(request.params.collectionId);
        const where = liveRecords(form.id, userOf(request), recordWhere(form.fields, request.body.filters));
        const order = recordOrder(form.fields, request.body.sort);
        const first = await pageRecords(db, where, order, 1, EXPORT_PAGE);
        if (first.total > RECORD_EXPORT_MAX_ROWS)
          throw new AppError('bad_request', recordMessages.exportTooLarge(RECORD_EXPORT_MAX_ROWS));
        async function* pages() {
          yield first.list.map((r) => r.data);
          for (let page = 2; (page - 1) * EXPORT_PAGE < first.total; page += 1)
            yield (await pageRecords(db, where, order, page, EXPORT_PAGE)).list.map((r) => r.data);
        }
        const stream = writeRecordsSheet(recordColumns(form.formInfo.formFields), 'records', pages());
        return reply
          .header('content-type', XLSX_MIME)
          .header('content-disposition', `attachment; filename="collection-${form.id}-records.xlsx"`)
          .send(stream);
      },
    );

    app.post(
      `${base}/import`,
      {
        preValidation: adminOnly,
        schema: {
          params: collectionParams,
          response: { 200: envelope(importResult), 400: envelope(importReport.nullable()) },
        },
      },
      async (request, reply) => {
        const form = await formOf(request.params.collectionId);
        const file = await receiveXlsx(request);
        const outcome = await importRecords(db, actorOf(request), form, file);
        if (!outcome.ok) {
          const message = orgMessages.importRefused(outcome.report.total);
          return reply.code(400).send({ success: false, message, data: outcome.report });
        }
        return ok({ imported: outcome.imported }, orgMessages.importDone(outcome.imported));
      },
    );

    app.get(
      `${base}/:recordId`,
      {
        preValidation: signedIn,
        schema: { params: recordParams, response: { 200: envelope(collectionRecord) } },
      },
      async (request) => {
        const form = await formOf(request.params.collectionId);
        const row = await findRecord(db, form.id, request.params.recordId, userOf(request));
        if (!row) throw new AppError('not_found', messages.recordNotFound);
        return ok(recordJson(row));
      },
    );

    app.post(
      base,
      {
        preValidation: signedIn,
        schema: { params: collectionParams, body: recordBody, response: { 200: envelope(collectionRecord) } },
      },
      async (request) => {
        const form = await formOf(request.params.collectionId);
        const { row, warnings } = await createRecord(db, actorOf(request), form, request.body.data);
        return ok(recordJson(row), savedMessage(warnings));
      },
    );

    app.put(
      `${base}/:recordId`,
      {
        preValidation: signedIn,
        schema: { params: recordParams, body: recordBody, response: { 200: envelope(collectionRecord) } },
      },
      async (request) => {
        const form = await formOf(request.params.collectionId);
        const saved = await replaceRecord(
          db,
          actorOf(request),
          form,
          request.params.recordId,
          request.body.data,
        );
        if (!saved) throw new AppError('not_found', messages.recordNotFound);
        return ok(recordJson(saved.row), savedMessage(saved.warnings));
      },
    );

    app.delete(
      `${base}/:recordId`,
      { preValidation: signedIn, schema: { params: recordParams, response: { 200: envelope(z.null()) } } },
      async (request) => {
        const form = await formOf(request.params.collectionId);
        const removed = await removeRecord(db, actorOf(request), form.id, request.params.recordId);
        if (!removed) throw new AppError('not_found', messages.recordNotFound);
        return ok(null, messages.saved);
      },
    );
  });
}
