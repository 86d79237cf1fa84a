import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { AuthResult } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { authLogs } from '../../db/schema/index.js';

/** Results that count as a failed attempt for lockouts and IP limits. */
export const FAILURES: AuthResult[] = ['wrong_credentials', 'captcha_failed', 'two_factor_failed'];

/** Records one sign-in attempt. */
export async function insertAuthLog(
  db: Db,
  entry: {
    userId: number | null;
    username: string;
    ip: string | null;
    userAgent: string | null;
    result: AuthResult;
  },
): Promise<void> {
  await db.insert(authLogs).values({ ...entry, userAgent: entry.userAgent?.slice(0, 500) ?? null });
}

/** Failed attempts from one IP address since `since`. */
export async function countIpFailures(db: Db, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authLogs)
    .where(and(eq(authLogs.ip, ip), gt(authLogs.createdAt, since), inArray(authLogs.result, FAILURES)));
  return Number(row?.n ?? 0);
}

/** Times of wrong-password attempts for a username since `since` and after its last success, oldest first. */
export async function credentialFailureTimes(db: Db, username: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ result: authLogs.result, createdAt: authLogs.createdAt })
    .from(authLogs)
    .where(and(eq(authLogs.username, username), gt(authLogs.createdAt, since)))
    .orderBy(desc(authLogs.id))
    .limit(200);
  const failures: Date[] = [];
  for (const row of rows) {
    if (row.result === 'success' || row.result === 'two_factor_pending') break;
    if (row.result === 'wrong_credentials') failures.push(row.createdAt);
  }
  return failures.reverse();
}

/** One page of a user's own sign-in history, newest first. */
export async function userAuthHistory(db: Db, userId: number, page: number, size: number) {
  const where = eq(authLogs.userId, userId);
  const [total] = await db.select({ n: count() }).from(authLogs).where(where);
  const list = await db
    .select()
    .from(authLogs)
    .where(where)
    .orderBy(desc(authLogs.id))
    .limit(size)
    .offset((page - 1) * size);
  return { list, total: Number(total?.n ?? 0) };
}
