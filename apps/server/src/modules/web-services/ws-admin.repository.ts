// What the service designer shows of a web service: the units allowed to call it with their connected
// systems, the systems an Admin may allow, and its figures from the API log (computed in SQL, the same on
// PGlite and PostgreSQL).
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { WebServiceCallers, WebServiceFigures } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { apiLogs, ssoClients, units, unitWebserviceAccesses } from '../../db/schema/index.js';

const DAY_MS = 86_400_000;

/** The live connected systems, by name, with their units' names. */
async function liveSystems(db: Db): Promise<WebServiceCallers['systems']> {
  return db
    .select({ id: ssoClients.id, name: ssoClients.name, unitId: ssoClients.unitId, unitName: units.name })
    .from(ssoClients)
    .leftJoin(units, and(eq(units.id, ssoClients.unitId), isNull(units.deletedAt)))
    .where(isNull(ssoClients.deletedAt))
    .orderBy(asc(ssoClients.name), asc(ssoClients.id));
}

/** The units allowed to call service `serviceId` (their live rows), each with its systems' names. */
export async function webServiceCallersOf(db: Db, serviceId: number): Promise<WebServiceCallers> {
  const rows = await db
    .select({ id: unitWebserviceAccesses.id, unitId: units.id, unitName: units.name })
    .from(unitWebserviceAccesses)
    .innerJoin(units, eq(units.id, unitWebserviceAccesses.unitId))
    .where(
      and(
        eq(unitWebserviceAccesses.serviceId, serviceId),
        isNull(unitWebserviceAccesses.deletedAt),
        isNotNull(unitWebserviceAccesses.serviceId),
      ),
    )
    .orderBy(asc(units.name), asc(unitWebserviceAccesses.id));
  const systems = await liveSystems(db);
  const namesOf = (unitId: number) =>
    systems.filter((system) => system.unitId === unitId).map((system) => system.name);
  return { allowed: rows.map((row) => ({ ...row, systems: namesOf(row.unitId) })), systems };
}

/**
 * The calls of service `serviceId` begun in the last `days` days: their number, how many were answered
 * with an error status (400 and above), and the 95th percentile of the answered calls' durations.
 */
export async function webServiceFiguresOf(
  db: Db,
  serviceId: number,
  days: number,
): Promise<WebServiceFigures> {
  const answered = sql`${apiLogs.status} <> 0`;
  const [row] = await db
    .select({
      calls: sql<number>`count(*)::int`,
      errors: sql<number>`(count(*) filter (where ${apiLogs.status} >= 400))::int`,
      p95: sql<
        string | number | null
      >`percentile_cont(0.95) within group (order by ${apiLogs.durationMs}) filter (where ${answered})`,
    })
    .from(apiLogs)
    .where(
      and(eq(apiLogs.serviceId, serviceId), gt(apiLogs.createdAt, new Date(Date.now() - days * DAY_MS))),
    );
  const p95 = row?.p95 === null || row?.p95 === undefined ? null : Math.round(Number(row.p95));
  return { days, calls: Number(row?.calls ?? 0), errors: Number(row?.errors ?? 0), p95Ms: p95 };
}
