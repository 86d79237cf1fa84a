// The files of requests (issue 23 item 1): an applicant's uploads in a draft, in a submitted request and
// in a fix, and a provider's in a task's form — who owns each (so the clean-up of unattached uploads
// leaves it alone) and who may download it. Downloads follow who may see the request (requestViewer).
import type { FormDefinition, Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import type { FileAccessCheck } from '../app-module.js';
import { referencesOf } from '../collections/records.service.js';
import { attachFiles, DRAFT_FILES, moveFiles, releaseFiles, type FileOwner } from '../files/files.service.js';
import { requestViewer } from './request-access.service.js';
import { findDraft, findRequest, findTask } from './requests.repository.js';

/** The resource files in a request's answers (the applicant's, submitted or fixed) are owned under. */
export const REQUEST_RESOURCE = 'userrequest';
/** The resource files in a provider task's form are owned under (by task id): the request's staff's. */
export const TASK_RESOURCE = 'userrequesttask';

const draftOwner = (draftId: number): FileOwner => ({ resource: DRAFT_FILES, id: draftId });

/** The file ids a form's answers point at (`{fieldId}-path`, in subforms, tabs and tables too). */
export function fileIdsOf(form: FormDefinition, answers: Record<string, unknown>): string[] {
  return referencesOf(form.formFields, answers).fileIds;
}

/**
 * Keeps the files of a saved draft with it — the caller's own uploads, or files it already held — and
 * lets go of those no longer in its answers. In the draft's save transaction.
 */
export async function keepDraftFiles(tx: Db, user: Principal, draftId: number, fileIds: string[]) {
  await attachFiles(tx, user, fileIds, draftOwner(draftId));
  await releaseFiles(tx, draftOwner(draftId), fileIds);
}

/** Lets go of every file of a draft that is deleted (or became a request: its files were moved first). */
export async function dropDraftFiles(tx: Db, draftId: number): Promise<void> {
  await releaseFiles(tx, draftOwner(draftId), []);
}

/**
 * Attaches the files of a request's answers to it: those of the draft it was started from (`draftId`)
 * move over, the rest must be the caller's fresh uploads or already the request's (attachFiles).
 */
export async function attachRequestFiles(
  tx: Db,
  user: Principal,
  requestId: number,
  fileIds: string[],
  draftId?: number,
): Promise<void> {
  const owner = { resource: REQUEST_RESOURCE, id: requestId };
  if (draftId !== undefined) await moveFiles(tx, draftOwner(draftId), owner, fileIds);
  await attachFiles(tx, user, fileIds, owner);
}

/** Attaches the files of a provider task's form to the task. */
export async function attachTaskFiles(tx: Db, user: Principal, taskId: number, fileIds: string[]) {
  await attachFiles(tx, user, fileIds, { resource: TASK_RESOURCE, id: taskId });
}

/** Who may download a file of a request's answers: whoever may see the request. */
const requestFileReadable: FileAccessCheck = async (db, user, requestId) => {
  const request = await findRequest(db, requestId);
  return request !== undefined && (await requestViewer(db, user, request)) !== null;
};

/** Who may download a file of a provider task's form: the request's staff (the applicant never sees it). */
const taskFileReadable: FileAccessCheck = async (db, user, taskId) => {
  const task = await findTask(db, taskId);
  const request = task && (await findRequest(db, task.requestId));
  return request !== undefined && (await requestViewer(db, user, request)) === 'staff';
};

/** Who may download a draft's file: the draft's owner (Admins may read every file anyway). */
const draftFileReadable: FileAccessCheck = async (db, user, draftId) => {
  const draft = user === null ? undefined : await findDraft(db, draftId);
  return draft !== undefined && draft.userId === user?.id;
};

/** The requests module's download rules, by owner resource. */
export const requestFileAccess: Readonly<Record<string, FileAccessCheck>> = {
  [REQUEST_RESOURCE]: requestFileReadable,
  [TASK_RESOURCE]: taskFileReadable,
  [DRAFT_FILES]: draftFileReadable,
};
