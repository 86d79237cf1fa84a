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

/**
 * How many calls to the service `serviceId` (of the system `systemId` only, when given) began in the last
 * `windowMs` up to and including the call `id`, and when the oldest of them began.
 */
export async function callsInWindow(
  db: Db,
  by: { serviceId: number; systemId?: number },
  id: number,
  windowMs: number,
): Promise<{ count: number; oldest: Date | null }> {
  const since = new Date(Date.now() - windowMs);
  const who = and(
    eq(apiLogs.serviceId, by.serviceId),
    by.systemId === undefined ? undefined : eq(apiLogs.systemId, by.systemId),
  );
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${apiLogs.createdAt})` })
    .from(apiLogs)
    .where(and(who, gt(apiLogs.createdAt, since), lte(apiLogs.id, id)));
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}
