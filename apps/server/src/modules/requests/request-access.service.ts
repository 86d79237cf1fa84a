// Who may act on a provider task (SPEC §6 ownership, ADR 0008): the candidates by unit responsibility or
// by name, or someone standing in for one of them now; Admins always.
import { isAdmin, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { actingAs } from './request-access.repository.js';
import { responsibilitiesOf, type TaskRow } from './requests.repository.js';

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
