import { sql } from 'drizzle-orm';
import { ROLE_EMPLOYEE, type SsoLogEvent, type SsoProtocol, type SsoRefusalReason } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { groupedWrites } from '../../db/grouped-writes.js';
import { cachedEntry } from '../../db/notice-cache.js';
import {
  roles,
  ssoClientLoginLogs,
  ssoClients,
  ssoIpLimits,
  ssoUnitLimits,
  ssoUserLimits,
  unitResponsibilities,
  units,
  userRoles,
} from '../../db/schema/index.js';

/** One live limit of a system as the gate reads it. */
export type GateLimit =
  | { kind: 'user'; allowed: boolean; userId: number | null; roleId: number | null }
  | { kind: 'unit'; allowed: boolean; unitId: number }
  | { kind: 'ip'; allowed: boolean; range: string };

type LimitRow = {
  kind: 'user' | 'unit' | 'ip';
  allowed: boolean;
  a: number | null;
  b: number | null;
  range: string | null;
};

/** A live connected system as the gate reads it: whether it is enabled, and its live limits. */
export type GateFacts = { enabled: boolean; limits: GateLimit[] };

/**
 * The gate facts of the live systems among `clientIds`, by id, in one round trip; a system that is gone
 * has no entry.
 */
export async function gateFactsOfMany(db: Db, clientIds: number[]): Promise<Map<number, GateFacts>> {
  const facts = new Map<number, GateFacts>();
  if (clientIds.length === 0) return facts;
  // Spelt out in SQL with aliases: Drizzle leaves columns unqualified in a one-table select, and an
  // unqualified `id` inside the subqueries would be the limit's, not the system's.
  const result: unknown = await db.execute(sql`
    select c.id, c.enabled, coalesce((
      select json_agg(l) from (
        select 'user' as kind, u.allowed, u.user_id as a, u.role_id as b, null::text as range
        from ${ssoUserLimits} u where u.client_id = c.id and u.deleted_at is null
        union all
        select 'unit', n.allowed, n.unit_id, null, null
        from ${ssoUnitLimits} n where n.client_id = c.id and n.deleted_at is null
        union all
        select 'ip', i.allowed, null, null, i.range
        from ${ssoIpLimits} i where i.client_id = c.id and i.deleted_at is null
      ) l
    ), '[]'::json) as limits
    from ${ssoClients} c
    where c.id in (${sql.join(
      clientIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and c.deleted_at is null
  `);
  const rows = (result as { rows: { id: number | string; enabled: boolean; limits: LimitRow[] | string }[] })
    .rows;
  for (const row of rows) {
    // node-postgres parses json; PGlite too, but a driver answering text is read the same way.
    const limitRows = typeof row.limits === 'string' ? (JSON.parse(row.limits) as LimitRow[]) : row.limits;
    const limits = limitRows.map((l): GateLimit => {
      if (l.kind === 'user') return { kind: 'user', allowed: l.allowed, userId: l.a, roleId: l.b };
      if (l.kind === 'unit') return { kind: 'unit', allowed: l.allowed, unitId: l.a as number };
      return { kind: 'ip', allowed: l.allowed, range: l.range as string };
    });
    facts.set(Number(row.id), { enabled: row.enabled, limits });
  }
  return facts;
}

/**
 * A live connected system's gate facts in one round trip, or undefined when it is gone. Read through this
 * instance's cache, dropped by a `system:{id}` notice from every change to the system or its limits
 * (migration 0042), so a system disabled or a limit added on any instance applies at the next sign-in here.
 */
export async function gateFactsOf(db: Db, clientId: number): Promise<GateFacts | undefined> {
  return cachedEntry(db, 'gate-facts', 2000, String(clientId), async () => {
    const facts = (await gateFactsOfMany(db, [clientId])).get(clientId);
    return facts && { value: facts, tags: [`system:${clientId}`] };
  });
}

/** What user and unit limits match a user on: the ids of their roles and of their units. */
export type GateSubject = { roleIds: Set<number>; unitIds: Set<number> };

/**
 * What user and unit limits match a user on: the ids of the live roles they hold (Employee too when a
 * live unit responsibility makes them one, as the session reads roles), and the units of their live
 * responsibilities with every unit above them. One round trip.
 */
export async function gateSubjectOf(db: Db, userId: number): Promise<GateSubject> {
  const result: unknown = await db.execute(sql`
    with recursive held(id) as (
      select ${unitResponsibilities.unitId} from ${unitResponsibilities}
      where ${unitResponsibilities.userId} = ${userId} and ${unitResponsibilities.deletedAt} is null
      union
      select u.parent_id from ${units} u join held on u.id = held.id where u.parent_id is not null
    )
    select 'unit' as kind, id from held
    union all
    select 'role', ${userRoles.roleId} from ${userRoles}
      join ${roles} on ${roles.id} = ${userRoles.roleId} and ${roles.deletedAt} is null
    where ${userRoles.userId} = ${userId}
    union all
    select 'role', ${roles.id} from ${roles}
    where ${roles.alias} = ${ROLE_EMPLOYEE} and ${roles.deletedAt} is null
      and exists (select 1 from held)
  `);
  const roleIds = new Set<number>();
  const unitIds = new Set<number>();
  const rows = (result as { rows: { kind: 'role' | 'unit'; id: number | string }[] }).rows;
  for (const { kind, id } of rows) (kind === 'role' ? roleIds : unitIds).add(Number(id));
  return { roleIds, unitIds };
}

export type SsoLogRow = {
  clientId: number;
  userId: number | null;
  protocol: SsoProtocol;
  event: SsoLogEvent;
  reason?: SsoRefusalReason | null;
  ip: string | null;
};

/**
 * Appends one SsoClientLoginLog row, answering once it is committed. Rows logged at the same time on this
 * instance (a system's back end asking for tokens on several connections) go in one insert: see
 * db/grouped-writes.ts.
 */
export const insertSsoLog = groupedWrites<SsoLogRow>(async (db, rows) => {
  await db.insert(ssoClientLoginLogs).values(rows.map((row) => ({ ...row, reason: row.reason ?? null })));
});
