// `POST datacollection/{id}/record/import`: every row of the sheet goes through the checks of a single
// submission (records.service.ts); if any row is bad nothing is written and the answer lists each bad row,
// otherwise every row is inserted, its files attached, its change logged and its events' jobs written, in
// one transaction; then the planner statistics and visibility map of the records table are refreshed
// (record-indexes.repository.ts).
import { RECORD_EXPORT_MAX_ROWS, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { emitEvents } from '../events/events.service.js';
import { attachFiles } from '../files/files.service.js';
import { IssueList, type ImportOutcome } from '../../plugins/excel/issues.js';
import { recordOccurrence } from './record-events.js';
import { readRecordsSheet, recordColumns } from './record-excel.js';
import { refreshRecordStatistics } from './record-indexes.repository.js';
import { insertRecords, logRecordChanges } from './records.repository.js';
import {
  badQueryAnswers,
  badSourceAnswers,
  checkAnswers,
  owner,
  valuesOf,
  type CheckedRecord,
  type CollectionForm,
} from './records.service.js';

type Actor = { user: Principal; requestId: string };

/** Thrown inside the import transaction to undo it when a row's files cannot be attached. */
class Refused extends Error {}

export async function importRecords(
  db: Db,
  actor: Actor,
  form: CollectionForm,
  file: Buffer,
): Promise<ImportOutcome> {
  const columns = recordColumns(form.formInfo.formFields);
  const sheet = await readRecordsSheet(file, columns, RECORD_EXPORT_MAX_ROWS);
  const issues = new IssueList(columns);
  const good: { row: number; record: CheckedRecord }[] = [];
  for (const { row, data, errors } of sheet) {
    for (const e of errors) issues.add(row, e.key, e.message);
    if (errors.length > 0) continue;
    const record = checkAnswers(form, data);
    if (typeof record === 'string') issues.add(row, null, record);
    else good.push({ row, record });
  }
  const refs = good.map((g) => g.record.refs);
  for (const bad of [...(await badSourceAnswers(db, refs)), ...(await badQueryAnswers(db, actor.user, refs))])
    issues.add(good[bad.index]?.row ?? 0, null, bad.message);
  if (!issues.isEmpty) return issues.refusal();

  try {
    const ids = await db.transaction(async (tx) => {
      const inserted = await insertRecords(
        tx,
        form.id,
        actor.user.id,
        good.map((g) => valuesOf(g.record)),
      );
      for (const [i, id] of inserted.entries()) {
        const { row, record } = good[i] as (typeof good)[number];
        if (record.refs.fileIds.length === 0) continue;
        try {
          await attachFiles(tx, actor.user, record.refs.fileIds, owner(id));
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          issues.add(row, null, err.message);
        }
      }
      if (!issues.isEmpty) throw new Refused();
      const logIds = await logRecordChanges(
        tx,
        { userId: actor.user.id, requestId: actor.requestId },
        inserted.map((id, i) => ({ action: 'create', id, before: null, after: good[i]?.record.data })),
      );
      // Each imported record is a record created: the events listening to it run once each, after commit.
      await emitEvents(
        tx,
        inserted.map((id, i) =>
          recordOccurrence(
            form,
            { action: 'create', logId: logIds[i]!, before: null, after: { id, data: good[i]?.record.data } },
            actor.user.id,
          ),
        ),
      );
      return inserted;
    });
    await refreshRecordStatistics(db);
    return { ok: true, imported: ids.length };
  } catch (err) {
    if (err instanceof Refused) return issues.refusal();
    throw err;
  }
}
