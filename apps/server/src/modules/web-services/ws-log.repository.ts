// The API log's rows (api_logs, resource apilog): one per call, written when it starts so that the rate
// limits, which count them, see every call in progress on every instance.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiLogs } from '../../db/schema/index.js';

export type ApiLogStart = typeof apiLogs.$inferInsert;

/** Writes the row of a call that has just begun; answers its id. */
export async function startApiLog(db: Db, row: ApiLogStart): Promise<number> {
  const [created] = await db.insert(apiLogs).values(row).returning({ id: apiLogs.id });
  return created!.id;
}

/** Completes the row of a call. */
export async function finishApiLog(db: Db, id: number, values: Partial<ApiLogStart>): Promise<void> {
  await db.update(apiLogs).set(values).where(eq(apiLogs.id, id));
}

/** The calls of a window: how many, and when the oldest of them began. */
export type WindowCount = { count: number; oldest: Date | null };

/**
 * How many calls to the service `serviceId` began in the last `windowMs` up to and including the call `id`
 * (and of those, the system `systemId`'s, when given), with when the oldest of each began: one read.
 */
export async function callsInWindow(
  db: Db,
  by: { serviceId: number; systemId?: number },
  id: number,
  windowMs: number,
): Promise<{ service: WindowCount; system: WindowCount | null }> {
  const since = new Date(Date.now() - windowMs);
  const mine = by.systemId === undefined ? sql`false` : eq(apiLogs.systemId, by.systemId);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${apiLogs.createdAt})`,
      systemCount: sql<number>`(count(*) filter (where ${mine}))::int`,
      systemOldest: sql<string | null>`min(${apiLogs.createdAt}) filter (where ${mine})`,
    })
    .from(apiLogs)
    .where(and(eq(apiLogs.serviceId, by.serviceId), gt(apiLogs.createdAt, since), lte(apiLogs.id, id)));
  const dateOf = (value: string | null | undefined) => (value ? new Date(value) : null);
  return {
    service: { count: Number(row?.count ?? 0), oldest: dateOf(row?.oldest) },
    system:
      by.systemId === undefined
        ? null
        : { count: Number(row?.systemCount ?? 0), oldest: dateOf(row?.systemOldest) },
  };
}
