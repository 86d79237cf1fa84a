// The files of a draft (SPEC tempanswer; issue 24 item 3): attached to the draft when it is saved, so the
// clean-up of day-old uploads keeps them and only the draft's owner reads them; handed to the request
// submitted from it; released when they leave the draft or the draft goes.
import type { Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { attachFiles, moveDraftFiles, releaseFiles, type FileOwner } from '../files/files.service.js';
import { deleteDraft, draftOf, ownsDraft } from './requests.repository.js';

/** The resource name a draft's files are attached under (a draft owner: see AppModule.draftFileOwners). */
export const DRAFT_RESOURCE = 'tempanswer';

const draftOwner = (id: number): FileOwner => ({ resource: DRAFT_RESOURCE, id });

/** Attaches the files a draft's answers name to it and releases those it no longer names; in its save. */
export async function keepDraftFiles(
  tx: Db,
  user: Principal,
  draftId: number,
  fileIds: readonly string[],
): Promise<void> {
  await attachFiles(tx, user, fileIds, draftOwner(draftId));
  await releaseFiles(tx, draftOwner(draftId), fileIds);
}

/** Releases every file of a draft being deleted; in the delete's transaction. */
export async function releaseDraftFiles(tx: Db, draftId: number): Promise<void> {
  await releaseFiles(tx, draftOwner(draftId), []);
}

/**
 * On submission, in its transaction: attaches `fileIds` to the request `owner` — those the caller's draft
 * of the service held are handed over — then deletes the draft and releases the files it still held.
 */
export async function attachDraftedFiles(
  tx: Db,
  user: Principal,
  serviceId: number,
  fileIds: readonly string[],
  owner: FileOwner,
): Promise<void> {
  const draft = await draftOf(tx, user.id, serviceId);
  if (!draft) return attachFiles(tx, user, fileIds, owner);
  await moveDraftFiles(tx, user, fileIds, draftOwner(draft.id), owner);
  await deleteDraft(tx, user.id, serviceId);
  await releaseDraftFiles(tx, draft.id);
}

/** Download rule of a draft's files (files module `fileAccess`): its owner only (and Admins, always). */
export function draftFileReadable(db: Db, principal: Principal | null, draftId: number): Promise<boolean> {
  return principal === null ? Promise.resolve(false) : ownsDraft(db, draftId, principal.id);
}
