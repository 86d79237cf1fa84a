// Writing records: every create, update and import row runs the same checks — audit fields stripped,
// keys the definition does not answer dropped, the shared SPEC §5 form check (its message verbatim), then
// what it cannot see: answers drawn from source collections must be live records there, answers drawn from
// stored queries must be values the query offers the writer, and file answers must be uploads the writer
// may attach (attached on save, released on replace and delete).
import {
  checkForm,
  FORM_CHECK_MESSAGES,
  pruneAnswers,
  stripAuditFields,
  toLatinDigits,
  type Principal,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { attachFiles, releaseFiles } from '../files/files.service.js';
import { emitEvents } from '../events/events.service.js';
import { badQueryChoices } from '../queries/stored-queries.service.js';
import type { CollectionForm } from './collection-form.js';
import { referencesOf, type References } from './record-answers.js';
import { recordOccurrence } from './record-events.js';
import { recordKeys } from './record-keys.js';
import {
  findRecord,
  insertRecord,
  liveRecordIds,
  logRecordChanges,
  RECORD_RESOURCE,
  softDeleteRecord,
  updateRecord,
  type RecordRow,
  type RecordValues,
} from './records.repository.js';

type Answers = Record<string, unknown>;
/** A record that passed the checks: what to store, what it points at and the form check's warnings. */
export type CheckedRecord = RecordValues & { refs: References; warnings: string[] };
type Actor = { user: Principal; requestId: string };

export { collectionForm, type CollectionForm } from './collection-form.js';
export { referencesOf } from './record-answers.js';

/** Checks one record's answers without the database; answers the first failure's message or the record. */
export function checkAnswers(form: CollectionForm, raw: Answers): CheckedRecord | string {
  const data = pruneAnswers(form.formInfo.formFields, stripAuditFields(raw) as Answers);
  const verdict = checkForm(form.formInfo, data);
  if (!verdict.ok) return verdict.message;
  return {
    data,
    keys: recordKeys(form.fields, data),
    refs: referencesOf(form.formInfo.formFields, data),
    warnings: verdict.warnings,
  };
}

const recordId = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : Number(toLatinDigits(String(value)).trim());
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/**
 * Answers drawn from a data collection (numeric sourceId) that are not ids of its live records, as
 * `[message, index]` pairs (index into `records`). System collections as sources are not checked yet.
 */
export async function badSourceAnswers(
  db: Db,
  records: readonly References[],
): Promise<{ index: number; message: string }[]> {
  const wanted = new Map<number, Set<number>>();
  const sourceOf = (sourceId: string | number) => recordId(sourceId);
  records.forEach((refs) => {
    for (const s of refs.sources) {
      const source = sourceOf(s.sourceId);
      if (source === null) continue;
      const ids = wanted.get(source) ?? new Set<number>();
      for (const v of s.values) {
        const id = recordId(v);
        if (id !== null) ids.add(id);
      }
      wanted.set(source, ids);
    }
  });
  const live = new Map<number, Set<number>>();
  for (const [source, ids] of wanted) live.set(source, await liveRecordIds(db, source, [...ids]));
  const bad: { index: number; message: string }[] = [];
  records.forEach((refs, index) => {
    const wrong = refs.sources.find((s) => {
      const source = sourceOf(s.sourceId);
      if (source === null) return false;
      return s.values.some((v) => {
        const id = recordId(v);
        return id === null || !live.get(source)?.has(id);
      });
    });
    if (wrong) bad.push({ index, message: FORM_CHECK_MESSAGES.notOption(wrong.field.fname) });
  });
  return bad;
}

/**
 * Answers drawn from stored queries that are not among the values the query offers `user` (its rows as
 * that user runs it: what the form showed them), as `[message, index]` pairs (index into `records`).
 */
export function badQueryAnswers(db: Db, user: Principal, records: readonly References[]) {
  return badQueryChoices(
    db,
    user,
    records.map((refs) => refs.queries),
  );
}

/** All checks of one submitted record; a failure is a 400 with the message (requests check answers so too). */
export async function checkRecordAnswers(
  db: Db,
  user: Principal,
  form: CollectionForm,
  raw: Answers,
): Promise<CheckedRecord> {
  const record = checkAnswers(form, raw);
  if (typeof record === 'string') throw new AppError('bad_request', record);
  const [bad] = [
    ...(await badSourceAnswers(db, [record.refs])),
    ...(await badQueryAnswers(db, user, [record.refs])),
  ];
  if (bad) throw new AppError('bad_request', bad.message);
  return record;
}

export const valuesOf = (record: CheckedRecord): RecordValues => ({ data: record.data, keys: record.keys });
export const owner = (id: number) => ({ resource: RECORD_RESOURCE, id });
const logActor = (actor: Actor) => ({ userId: actor.user.id, requestId: actor.requestId });

/**
 * Writes a record change's change-log row and, in the same transaction, the jobs of the events listening
 * to it (they run after the commit).
 */
async function logChange(
  tx: Db,
  actor: Actor,
  form: CollectionForm,
  change: { action: 'create' | 'update' | 'delete'; before: RecordRow | null; after: RecordRow | null },
): Promise<void> {
  const id = (change.after ?? change.before)!.id;
  const [logId] = await logRecordChanges(tx, logActor(actor), [{ ...change, id }]);
  await emitEvents(tx, [recordOccurrence(form, { ...change, logId: logId! }, actor.user.id)]);
}

/** Creates a record in one transaction: row, file attachments, change log, events' jobs. */
export async function createRecord(
  db: Db,
  actor: Actor,
  form: CollectionForm,
  raw: Answers,
): Promise<{ row: RecordRow; warnings: string[] }> {
  const record = await checkRecordAnswers(db, actor.user, form, raw);
  const row = await db.transaction(async (tx) => {
    const created = await insertRecord(tx, form.id, actor.user.id, valuesOf(record));
    await attachFiles(tx, actor.user, record.refs.fileIds, owner(created.id));
    await logChange(tx, actor, form, { action: 'create', before: null, after: created });
    return created;
  });
  return { row, warnings: record.warnings };
}

/** Replaces a record's answers; files no longer named are released. Undefined when `actor` may not reach it. */
export async function replaceRecord(
  db: Db,
  actor: Actor,
  form: CollectionForm,
  id: number,
  raw: Answers,
): Promise<{ row: RecordRow; warnings: string[] } | undefined> {
  const record = await checkRecordAnswers(db, actor.user, form, raw);
  const row = await db.transaction(async (tx) => {
    const before = await findRecord(tx, form.id, id, actor.user, true);
    if (!before) return undefined;
    const after = await updateRecord(tx, id, actor.user.id, valuesOf(record));
    await attachFiles(tx, actor.user, record.refs.fileIds, owner(id));
    await releaseFiles(tx, owner(id), record.refs.fileIds);
    await logChange(tx, actor, form, { action: 'update', before, after });
    return after;
  });
  return row && { row, warnings: record.warnings };
}

/**
 * Soft-deletes a record; false when `actor` may not reach it. Its files stay attached while it is in the
 * recycle bin (a restore brings them back) and go when it is purged.
 */
export async function removeRecord(db: Db, actor: Actor, form: CollectionForm, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await findRecord(tx, form.id, id, actor.user, true);
    if (!before) return false;
    const after = await softDeleteRecord(tx, id, actor.user.id);
    await logChange(tx, actor, form, { action: 'delete', before, after: after ?? null });
    return true;
  });
}
