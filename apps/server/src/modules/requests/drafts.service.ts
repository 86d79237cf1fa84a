// Drafts (SPEC §3 tempanswer): the answers of a service's form saved for later, one per applicant and
// service, with no required checks; their files held with them (request-files.ts).
import { REQUEST_MESSAGES as m, type Principal, type TempAnswerItem } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { dropDraftFiles, fileIdsOf, keepDraftFiles } from './request-files.js';
import { deleteDraftById, draftsWithNames, upsertDraft, type DraftRow } from './requests.repository.js';
import { startableVersion } from './submit.service.js';

const draftItem = (row: DraftRow, serviceFname: string): TempAnswerItem => ({
  id: row.id,
  serviceId: row.serviceId,
  serviceFname,
  answers: row.answers,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt?.toISOString() ?? null,
});

/** `GET tempanswer`: the caller's drafts, newest first. */
export async function draftsOf(db: Db, user: Principal): Promise<TempAnswerItem[]> {
  const rows = await draftsWithNames(db, user.id);
  return rows.map((r) => draftItem(r.draft, r.serviceFname));
}

/** Most bytes of JSON a draft may hold. */
export const MAX_DRAFT_BYTES = 256 * 1024;

/**
 * `POST tempanswer`: saves the caller's draft of a service that allows drafts, with no required checks;
 * the files its answers name must be the caller's own uploads (or the draft's already), and are held with
 * it, in one transaction.
 */
export async function saveDraft(
  db: Db,
  user: Principal,
  body: { serviceId: number; answers: Record<string, unknown> },
): Promise<TempAnswerItem> {
  const version = await startableVersion(db, body.serviceId);
  if (!version.tempSave) throw new AppError('bad_request', m.draftOff);
  if (JSON.stringify(body.answers).length > MAX_DRAFT_BYTES)
    throw new AppError('payload_too_large', m.draftTooLarge);
  const fileIds = fileIdsOf(version.form, body.answers);
  const row = await db.transaction(async (tx) => {
    const saved = await upsertDraft(tx, user.id, body.serviceId, body.answers);
    await keepDraftFiles(tx, user, saved.id, fileIds);
    return saved;
  });
  return draftItem(row, version.serviceFname);
}

/** `DELETE tempanswer/{id}`: only the caller's own (a stranger's id is a 404, as if it did not exist). */
export async function removeDraft(db: Db, user: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteDraftById(tx, id, user.id))) throw new AppError('not_found', m.draftNotFound);
    await dropDraftFiles(tx, id);
  });
}
