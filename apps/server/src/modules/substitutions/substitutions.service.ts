// Out-of-office delegation (جانشینی, docs/adr/0008-request-engine.md): a staff user names a substitute
// who takes their tasks for a period. The inbox engine asks `activeSubstitutedUserIds` whose tasks a
// user may take now.
import {
  isAdmin,
  REQUEST_MESSAGES,
  type Principal,
  type SubstitutionCandidate,
  type SubstitutionItem,
} from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { substitutionMessages as text } from '../../messages/index.js';
import {
  findLiveSubstitution,
  findUserCheck,
  hasOverlap,
  insertSubstitution,
  listLiveSubstitutions,
  lockUser,
  searchStaff,
  softDeleteSubstitution,
  substitutedUserIds,
  type SubstitutionRow,
} from './substitutions.repository.js';

/** How many candidates one search answers. */
const CANDIDATES_LIMIT = 20;

/** What `POST substitution` takes once validated. */
export type NewSubstitution = {
  userId?: number | undefined;
  substituteId: number;
  startsAt: string;
  endsAt: string;
  note: string;
};

function itemOf(row: SubstitutionRow): SubstitutionItem {
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    substituteId: row.substituteId,
    substituteName: row.substituteName,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The substitutions that have not ended and are not deleted, newest first: an Admin's list holds every
 * one, anyone else's those where they are the one substituted or the substitute.
 */
export async function listSubstitutions(db: Db, caller: Principal): Promise<SubstitutionItem[]> {
  const rows = await listLiveSubstitutions(db, new Date(), isAdmin(caller) ? null : caller.id);
  return rows.map(itemOf);
}

/**
 * Names `substituteId` as the substitute of `userId` (the caller unless an Admin names another) for the
 * period, in one transaction under the user's row lock, so two overlapping periods cannot both be
 * written. Throws 403 when a non-Admin names another user, and 400 for a substitute who is the user,
 * unknown, deleted, locked or not staff, a user who is unknown or not staff, a period already over, or
 * one that overlaps a live substitution of the same user.
 */
export async function createSubstitution(
  db: Db,
  caller: Principal,
  body: NewSubstitution,
): Promise<SubstitutionItem> {
  const userId = body.userId ?? caller.id;
  if (userId !== caller.id && !isAdmin(caller)) throw new AppError('forbidden', text.othersOnlyAdmin);
  if (body.substituteId === userId) throw new AppError('bad_request', REQUEST_MESSAGES.substituteSelf);
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  if (endsAt.getTime() <= Date.now()) throw new AppError('bad_request', text.periodOver);
  const id = await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user?.isStaff) throw new AppError('bad_request', text.userUnknown);
    const substitute = await findUserCheck(tx, body.substituteId);
    if (!substitute || substitute.locked)
      throw new AppError('bad_request', REQUEST_MESSAGES.substituteUnknown);
    if (!substitute.isStaff) throw new AppError('bad_request', text.substituteNotStaff);
    if (await hasOverlap(tx, userId, startsAt, endsAt)) throw new AppError('bad_request', text.overlap);
    return insertSubstitution(tx, {
      userId,
      substituteId: body.substituteId,
      startsAt,
      endsAt,
      note: body.note,
      creatorId: caller.id,
    });
  });
  const row = await findLiveSubstitution(db, id);
  if (!row) throw new Error(`substitution ${id} vanished after insert`);
  return itemOf(row);
}

/**
 * Soft-deletes a substitution: the substituted user's own, or any for an Admin. Throws 404 for a missing
 * or deleted one, 403 for someone else's.
 */
export async function removeSubstitution(db: Db, caller: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findLiveSubstitution(tx, id);
    if (!row) throw new AppError('not_found', text.notFound);
    if (row.userId !== caller.id && !isAdmin(caller)) throw new AppError('forbidden', text.notYours);
    if (!(await softDeleteSubstitution(tx, id, caller.id))) throw new AppError('not_found', text.notFound);
  });
}

/**
 * The users whose tasks `substituteId` may take at `at` (now by default): those whose live substitution
 * by them covers that instant. For the inbox engine; never throws for an unknown user (answers []).
 */
export function activeSubstitutedUserIds(db: Db, substituteId: number, at = new Date()): Promise<number[]> {
  return substitutedUserIds(db, substituteId, at);
}

/** Staff users, other than the caller, a substitute may be chosen from, whose name contains `q`. */
export function substitutionCandidates(
  db: Db,
  caller: Principal,
  q: string,
): Promise<SubstitutionCandidate[]> {
  return searchStaff(db, q, caller.id, CANDIDATES_LIMIT);
}
