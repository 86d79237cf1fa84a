// The panel home's queries (پیشخوان): an applicant's requests waiting for their fix, their latest
// requests, and the counts. Each reads one applicant's rows through an index: their live tasks through
// request_tasks_live_user (partial on the live states, spelled out as constants so the planner can prove
// it), their requests through user_requests_applicant.
import { and, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { requestTasks, userRequests } from '../../db/schema/index.js';
import { requestsFrom } from './inbox.repository.js';

/** The user's live applicant tasks: fixes asked of them. */
const liveFixesOf = (userId: number) =>
  and(
    eq(requestTasks.userId, userId),
    eq(requestTasks.kind, 'applicant'),
    sql`${requestTasks.state} in ('open', 'claimed')`,
  );

/** When a request last changed (a new request has not changed yet). */
const lastChange = sql`coalesce(${userRequests.updatedAt}, ${userRequests.createdAt})`;

/** An applicant's requests waiting for their fix, the last changed first, `limit` at most. */
export async function awaitingFixRows(db: Db, userId: number, limit: number) {
  const waiting = db.select({ id: requestTasks.requestId }).from(requestTasks).where(liveFixesOf(userId));
  return requestsFrom(db)
    .where(and(eq(userRequests.applicantId, userId), inArray(userRequests.id, waiting)))
    .orderBy(desc(lastChange), desc(userRequests.id))
    .limit(limit);
}

/** An applicant's requests, the last changed first, `limit` at most. */
export async function recentRequestRows(db: Db, userId: number, limit: number) {
  return requestsFrom(db)
    .where(eq(userRequests.applicantId, userId))
    .orderBy(desc(lastChange), desc(userRequests.id))
    .limit(limit);
}

/** How many of an applicant's requests wait for their fix, and how many are running. */
export async function applicantCounts(db: Db, userId: number) {
  const [[waiting], [running]] = await Promise.all([
    db
      .select({ n: countDistinct(requestTasks.requestId) })
      .from(requestTasks)
      .where(liveFixesOf(userId)),
    db
      .select({ n: count() })
      .from(userRequests)
      .where(and(eq(userRequests.applicantId, userId), eq(userRequests.state, 'running'))),
  ]);
  return { awaitingFix: waiting?.n ?? 0, running: running?.n ?? 0 };
}
