// The API log's rows (api_logs, resource apilog): one per call, written once when it is answered, with
// its status, duration and sizes; the rate limits count them.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiLogs } from '../../db/schema/index.js';

export type ApiLogRow = typeof apiLogs.$inferInsert;

/** Writes the row of a call that has been answered. */
export async function insertApiLog(db: Db, row: ApiLogRow): Promise<void> {
  await db.insert(apiLogs).values(row);
}

/** The calls of a window: how many, and when the oldest of them began. */
export type WindowCount = { count: number; oldest: Date | null };

/**
 * How many calls to the service `serviceId` were answered in the last `windowMs` (and of those, the
 * system `systemId`'s, when given), with when the oldest of each began: one read.
 */
export async function callsInWindow(
  db: Db,
  by: { serviceId: number; systemId?: number },
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
    .where(and(eq(apiLogs.serviceId, by.serviceId), gt(apiLogs.createdAt, since)));
  const dateOf = (value: string | null | undefined) => (value ? new Date(value) : null);
  return {
    service: { count: Number(row?.count ?? 0), oldest: dateOf(row?.oldest) },
    system:
      by.systemId === undefined
        ? null
        : { count: Number(row?.systemCount ?? 0), oldest: dateOf(row?.systemOldest) },
  };
}
