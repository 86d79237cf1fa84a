// The record expressions of a server run (read, create, createIfNotExist, update, delete) through the
// collections service, as the caller: Admins reach every record, Employees those they created, and
// applicants none (SPEC §6, the record routes' rule). Values pass the collection's form check. A read
// with a query definition (dbQueryInfo) or a stored query (queryId) runs it as the caller too.
import {
  FlowError,
  isAdmin,
  isEmployee,
  MAX_PAGE_SIZE,
  recordFilterRequest,
  type CreateRequest,
  type DeleteRequest,
  type EvaluatedFilter,
  type ReadRequest,
  type Ref,
  type UpdateRequest,
} from '@darvazeh/shared';
import { formOf, listRecords, recordJson } from '../collections/records-read.service.js';
import { runQuery } from '../queries/queries.service.js';
import { runStoredQuery } from '../queries/stored-queries.service.js';
import { createRecord, removeRecord, replaceRecord } from '../collections/records.service.js';
import { functionMessages } from '../../messages/index.js';
import type { ServerHostContext } from './server-host.js';

/** Most records one `read` answers. */
export const READ_MAX_RECORDS = 1_000;
/** Most records one `update` or `delete` may touch; more is a diagnostic, so a loose filter changes nothing. */
export const WRITE_MAX_RECORDS = 100;

type Row = { id: number; data: Record<string, unknown> };
/** A record as a run sees it: its answers by field id, and its id. */
const asValue = (row: Row) => ({ ...row.data, id: row.id });

function collectionIdOf(ref: Ref): number {
  const id = typeof ref === 'number' ? ref : /^\d{1,9}$/.test(ref) ? Number(ref) : NaN;
  if (!Number.isInteger(id) || id <= 0) throw new FlowError(functionMessages.collectionNotFound(String(ref)));
  return id;
}

function filtersOf(where: EvaluatedFilter | undefined, page: number) {
  const parsed = recordFilterRequest.safeParse({ filters: where ?? {}, page, count: MAX_PAGE_SIZE });
  if (!parsed.success) throw new FlowError(functionMessages.badFilter(parsed.error.issues[0]?.message ?? ''));
  return parsed.data;
}

/** The record operations of one run, bound to its caller. */
export function collectionAccess(ctx: ServerHostContext) {
  const { db, principal } = ctx;
  const actor = { user: principal, requestId: ctx.requestId };

  async function formFor(ref: Ref) {
    if (!isAdmin(principal) && !isEmployee(principal)) throw new FlowError(functionMessages.noRecordAccess);
    return formOf(db, collectionIdOf(ref));
  }

  /** The records matching `where`, at most `max`; `over` says whether more matched. */
  async function matching(ref: Ref, where: EvaluatedFilter | undefined, max: number) {
    const form = await formFor(ref);
    const rows: Row[] = [];
    for (let page = 1; rows.length <= max; page += 1) {
      const list = (await listRecords(db, principal, form, filtersOf(where, page))).list;
      rows.push(...list);
      if (list.length < MAX_PAGE_SIZE) break;
    }
    return { form, rows: rows.slice(0, max), over: rows.length > max };
  }

  async function write(
    ref: Ref,
    where: EvaluatedFilter,
    each: (form: Awaited<ReturnType<typeof formFor>>, row: Row) => Promise<unknown>,
  ) {
    const { form, rows, over } = await matching(ref, where, WRITE_MAX_RECORDS);
    if (over) throw new FlowError(functionMessages.tooManyMatches(WRITE_MAX_RECORDS));
    for (const row of rows) await each(form, row);
    return rows.length;
  }

  return {
    read: async ({ collectionId, where, queryId, dbQueryInfo }: ReadRequest) => {
      if (dbQueryInfo !== undefined) return (await runQuery(db, principal, dbQueryInfo)).rows;
      if (queryId !== undefined) return (await runStoredQuery(db, principal, queryId)).rows;
      return (await matching(collectionId, where, READ_MAX_RECORDS)).rows.map(asValue);
    },
    create: async ({ collectionId, values }: CreateRequest) => {
      const form = await formFor(collectionId);
      return asValue(recordJson((await createRecord(db, actor, form, values)).row));
    },
    createIfNotExist: async ({ collectionId, values, where }: CreateRequest) => {
      // Without a filter there is nothing to find: the record is simply created.
      const { form, rows } =
        where && Object.keys(where).length > 0
          ? await matching(collectionId, where, 1)
          : { form: await formFor(collectionId), rows: [] };
      const existing = rows[0];
      if (existing) return asValue(existing);
      return asValue(recordJson((await createRecord(db, actor, form, values)).row));
    },
    update: ({ collectionId, where, values }: UpdateRequest) =>
      write(collectionId, where, (form, row) =>
        replaceRecord(db, actor, form, row.id, { ...row.data, ...values }),
      ),
    remove: ({ collectionId, where }: DeleteRequest) =>
      write(collectionId, where, (form, row) => removeRecord(db, actor, form, row.id)),
  };
}
