// The queries of who may see and act on a task or request (SPEC §6 ownership, ADR 0008 "Inboxes are queries"): the
// applicant their own requests and the tasks asked of them; a provider the tasks whose candidates match
// one of their unit responsibilities (a null unit, or unit role −1 or null, matches any) or name them —
// or match a user they stand in for now (out-of-office delegation); Admins everything.
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { requestTasks } from '../../db/schema/index.js';

/** A unit responsibility a candidate holds: a unit role in a unit. */
export type HeldResponsibility = { unitId: number; unitRoleId: number };

/**
 * SQL: a provider task any of `userIds` is a candidate for, `held` being their live unit responsibilities
 * (responsibilitiesOf). The responsibilities are spelled out as constants — per unit, its unit roles or
 * any (null, −1); no unit, any of their unit roles or any — so the live-unit index finds the tasks,
 * rather than a subquery per live task (bench/suites/requests.ts, BENCHMARKS.md).
 */
export function candidateFor(userIds: readonly number[], held: readonly HeldResponsibility[]): SQL {
  const t = requestTasks;
  const rolesIn = new Map<number, Set<number>>();
  for (const r of held) rolesIn.set(r.unitId, (rolesIn.get(r.unitId) ?? new Set()).add(r.unitRoleId));
  const roleAmong = (roles: Iterable<number>) =>
    or(isNull(t.unitRoleId), inArray(t.unitRoleId, [-1, ...new Set(roles)]));
  const byResponsibility = held.length
    ? or(
        and(isNull(t.unitId), roleAmong(held.map((r) => r.unitRoleId))),
        ...[...rolesIn].map(([unitId, roles]) => and(eq(t.unitId, unitId), roleAmong(roles))),
      )
    : undefined;
  return and(
    eq(t.kind, 'provider'),
    byResponsibility
      ? or(inArray(t.userId, [...userIds]), and(isNull(t.userId), byResponsibility))
      : inArray(t.userId, [...userIds]),
  )!;
}
