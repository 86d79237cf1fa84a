// Reading records: lists, one record, the Excel export and who may download a record's files.
import type { Readable } from 'node:stream';
import {
  RECORD_EXPORT_MAX_ROWS,
  type CollectionRecord,
  type FormField,
  type PagedList,
  type Principal,
  type RecordFilterRequest,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { recordColumns, writeRecordsSheet } from './record-excel.js';
import {
  findRecord,
  liveRecords,
  pageRecords,
  recordCreatedBy,
  recordOrder,
  recordWhere,
  type RecordRow,
} from './records.repository.js';
import type { CollectionForm } from './collection-form.js';
import { collectionMessages, commonMessages } from '../../messages/index.js';

/** Rows read per query while an export is written. */
const EXPORT_PAGE = 1000;

export { formOf } from './collection-form.js';

/** A record as answered; in lists, the answers of fields marked hideInTable are left out. */
export function recordJson(row: RecordRow, hidden: ReadonlySet<string> = new Set()): CollectionRecord {
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

/** One page of the records of `form` that `user` may reach (Employees: those they created). */
export async function listRecords(
  db: Db,
  user: Principal,
  form: CollectionForm,
  { filters, page, count, sort }: RecordFilterRequest,
): Promise<PagedList<CollectionRecord>> {
  const where = liveRecords(form.id, user, recordWhere(form.fields, filters));
  const { list, total } = await pageRecords(db, where, recordOrder(form.fields, sort), page, count);
  const hidden = hiddenIds(form.formInfo.formFields);
  return {
    list: list.map((row) => recordJson(row, hidden)),
    pages: Math.ceil(total / count),
    currentPage: page,
  };
}

/** One record `user` may reach; 404 otherwise. */
export async function readRecord(db: Db, user: Principal, form: CollectionForm, id: number) {
  const row = await findRecord(db, form.id, id, user);
  if (!row) throw new AppError('not_found', commonMessages.recordNotFound);
  return recordJson(row);
}

/**
 * The records `user` may reach under `request`'s filters and sort, as an .xlsx stream written a page at a
 * time; 400 beyond RECORD_EXPORT_MAX_ROWS.
 */
export async function exportRecords(
  db: Db,
  user: Principal,
  form: CollectionForm,
  request: Pick<RecordFilterRequest, 'filters' | 'sort'>,
): Promise<Readable> {
  const where = liveRecords(form.id, user, recordWhere(form.fields, request.filters));
  const order = recordOrder(form.fields, request.sort);
  const first = await pageRecords(db, where, order, 1, EXPORT_PAGE);
  if (first.total > RECORD_EXPORT_MAX_ROWS)
    throw new AppError('bad_request', collectionMessages.exportTooLarge(RECORD_EXPORT_MAX_ROWS));
  async function* pages() {
    yield first.list.map((r) => r.data);
    for (let page = 2; (page - 1) * EXPORT_PAGE < first.total; page += 1)
      yield (await pageRecords(db, where, order, page, EXPORT_PAGE)).list.map((r) => r.data);
  }
  return writeRecordsSheet(recordColumns(form.formInfo.formFields), 'records', pages());
}

/** Whether `viewer` may download a file attached to the record `id`: its creator (Admins always may). */
export async function recordFileReadable(db: Db, viewer: Principal | null, id: number): Promise<boolean> {
  return viewer !== null && (await recordCreatedBy(db, id, viewer.id));
}
