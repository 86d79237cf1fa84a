// The queries of who may see and act on a task or request (SPEC §6 ownership, ADR 0008 "Inboxes are queries"): the
// applicant their own requests and the tasks asked of them; a provider the tasks whose candidates match
// one of their unit responsibilities (a null unit, or unit role −1 or null, matches any) or name them —
// or match a user they stand in for now (out-of-office delegation); Admins everything.
import { and, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { requestTasks, substitutions, unitResponsibilities } from '../../db/schema/index.js';

/** The users `userId` acts as now: themselves first, then those whose substitute they are at `at`. */
export async function actingAs(db: Db, userId: number, at = new Date()): Promise<number[]> {
  const rows = await db
    .select({ userId: substitutions.userId })
    .from(substitutions)
    .where(
      and(
        eq(substitutions.substituteId, userId),
        isNull(substitutions.deletedAt),
        lte(substitutions.startsAt, at),
        gt(substitutions.endsAt, at),
      ),
    );
  return [userId, ...new Set(rows.map((r) => r.userId).filter((id) => id !== userId))];
}

/** SQL: a provider task any of `userIds` is a candidate for. */
export function candidateFor(userIds: readonly number[]): SQL {
  const t = requestTasks;
  const r = unitResponsibilities;
  return and(
    eq(t.kind, 'provider'),
    or(
      inArray(t.userId, [...userIds]),
      and(
        isNull(t.userId),
        sql`exists (select 1 from ${r} where ${and(
          isNull(r.deletedAt),
          inArray(r.userId, [...userIds]),
          or(isNull(t.unitId), eq(r.unitId, t.unitId)),
          or(isNull(t.unitRoleId), eq(t.unitRoleId, -1), eq(r.unitRoleId, t.unitRoleId)),
        )})`,
      ),
    ),
  )!;
}
