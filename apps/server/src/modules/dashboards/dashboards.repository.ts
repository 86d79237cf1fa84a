// Who may see a dashboard (SPEC §6 matching over its shares) and reading one for `dashboard/data`.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isAdmin, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { findLiveRow } from '../../db/live-rows.js';
import { dashboards, unitResponsibilities } from '../../db/schema/index.js';

/** A row of the dashboards table. */
export type DashboardRow = typeof dashboards.$inferSelect;

/**
 * SQL: the dashboards `user` may see — every one for an Admin; for anyone else those with a share entry
 * they match (SPEC §6): its `role` null or one of their role aliases, and either no unit and unit role −1
 * (the role alone), or one of their live unit responsibilities in its unit (null: any) with its unit role
 * (−1: any). A visitor sees none.
 */
export function sharedWith(user: Principal | null): SQL | undefined {
  if (!user) return sql`false`;
  if (isAdmin(user)) return undefined;
  const aliases = JSON.stringify([...new Set(user.roles.map((grant) => grant.alias))]);
  const r = unitResponsibilities;
  const role = sql`(s.entry ->> 'role')`;
  const unit = sql`(s.entry ->> 'unitId')`;
  const unitRole = sql`((s.entry ->> 'unitRoleId')::integer)`;
  const heldThere = sql`exists (select 1 from ${r} where ${r.userId} = ${user.id}::integer and ${r.deletedAt} is null and (${unit} is null or ${unit}::integer = ${r.unitId}) and (${unitRole} = -1 or ${unitRole} = ${r.unitRoleId}))`;
  return sql`exists (select 1 from jsonb_array_elements(${dashboards.shares}) as s(entry) where (${role} is null or ${role} in (select jsonb_array_elements_text(${aliases}::jsonb))) and ((${unit} is null and ${unitRole} = -1) or ${heldThere}))`;
}

/** The live dashboard `id` if `user` may see it (sharedWith), else undefined. */
export async function visibleDashboard(
  db: Db,
  user: Principal,
  id: number,
): Promise<DashboardRow | undefined> {
  return findLiveRow(db, dashboards, and(eq(dashboards.id, id), sharedWith(user)));
}
