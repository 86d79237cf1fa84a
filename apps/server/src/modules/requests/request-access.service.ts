// Who may act on a provider task (SPEC §6 ownership, ADR 0008): the candidates by unit responsibility or
// by name, or someone standing in for one of them now; Admins always. And who may see a request: its
// applicant, and its staff — whoever holds or held one of its provider tasks, the candidates of a live
// one (a referral's target unit among them), Admins. Its pages and its files follow this one rule.
import type { SQL } from 'drizzle-orm';
import { isAdmin, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { candidateFor, type HeldResponsibility } from './request-access.repository.js';
import { activeSubstitutedUserIds } from '../substitutions/substitutions.service.js';
import { responsibilitiesOf, tasksOfRequest, type RequestRow, type TaskRow } from './requests.repository.js';

/**
 * SQL over request_tasks: the provider tasks `userId` is a candidate for by their own live unit
 * responsibilities `held` (a null unit, or unit role −1 or null, on the task matching any) or by name —
 * in any state, done ones too, and without anyone they stand in for (the dashboards' viewer scope).
 */
export function providerTasksHeldBy(userId: number, held: readonly HeldResponsibility[]): SQL {
  return candidateFor([userId], held);
}

/** A user's live unit responsibilities (unit and unit role pairs), as ownership checks read them. */
export async function heldResponsibilities(db: Db, userId: number): Promise<HeldResponsibility[]> {
  return (await responsibilitiesOf(db, [userId])).map(({ unitId, unitRoleId }) => ({ unitId, unitRoleId }));
}

/** The users `userId` acts as now: themselves first, then those whose substitute they are now. */
export async function actingAs(db: Db, userId: number, at = new Date()): Promise<number[]> {
  const others = await activeSubstitutedUserIds(db, userId, at);
  return [userId, ...others.filter((id) => id !== userId)];
}

/**
 * Whether `user` may act on a provider task, and on whose behalf: null when they may not; otherwise the
 * user they stand in for (null when themselves or an Admin acting directly).
 */
export async function providerStanding(
  db: Db,
  user: Principal,
  task: TaskRow,
): Promise<{ onBehalfOf: number | null } | null> {
  if (task.kind !== 'provider') return null;
  const ids = await actingAs(db, user.id);
  const held = await responsibilitiesOf(db, ids);
  const matches = (id: number) =>
    task.userId !== null
      ? task.userId === id
      : held.some(
          (r) =>
            r.userId === id &&
            (task.unitId === null || r.unitId === task.unitId) &&
            (task.unitRoleId === null || task.unitRoleId === -1 || r.unitRoleId === task.unitRoleId),
        );
  const who = ids.find(matches);
  if (who !== undefined) return { onBehalfOf: who === user.id ? null : who };
  return isAdmin(user) ? { onBehalfOf: null } : null;
}

/** Whether `user` is staff on a request: an Admin, or a candidate or doer of one of its provider tasks. */
async function staffOn(db: Db, user: Principal, tasks: readonly TaskRow[]): Promise<boolean> {
  if (isAdmin(user)) return true;
  for (const task of tasks) {
    if (task.kind !== 'provider') continue;
    if (task.doneBy === user.id || task.claimedBy === user.id) return true;
    if ((task.state === 'open' || task.state === 'claimed') && (await providerStanding(db, user, task)))
      return true;
  }
  return false;
}

/**
 * How `user` (null: a visitor) may see `request`: as its staff (Admins first), as its applicant, or not at
 * all (null). Staff see every event and task; the applicant what is marked for them.
 */
export async function requestViewer(
  db: Db,
  user: Principal | null,
  request: Pick<RequestRow, 'id' | 'applicantId'>,
): Promise<'staff' | 'applicant' | null> {
  if (user === null) return null;
  if (await staffOn(db, user, isAdmin(user) ? [] : await tasksOfRequest(db, request.id))) return 'staff';
  return request.applicantId === user.id ? 'applicant' : null;
}
