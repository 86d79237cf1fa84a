import { and, count, desc, eq, gt, gte, inArray, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { AuthResult } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { authLogs } from '../../db/schema/index.js';
import { emitSignedIn } from '../events/user-events.service.js';

/** Results that prove the password was known, or an Admin lifting the limits: each starts a username's count afresh. */
const RESETS: AuthResult[] = ['success', 'two_factor_pending', 'sign_in_unlocked'];

/**
 * Records one sign-in attempt; a successful one, in the same transaction, sets off the events listening
 * to sign-ins (they run after the commit).
 */
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
  const values = { ...entry, userAgent: entry.userAgent?.slice(0, 500) ?? null };
  if (entry.result !== 'success' || entry.userId === null) {
    await db.insert(authLogs).values(values);
    return;
  }
  const userId = entry.userId;
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(authLogs).values(values).returning({ id: authLogs.id });
    await emitSignedIn(tx, { id: userId, username: entry.username }, row!.id);
  });
}

// A wrong password since `since`, for a known username or not: the row every sign-in limit counts.
const failedSince = (since: Date) =>
  and(gt(authLogs.createdAt, since), eq(authLogs.result, 'wrong_credentials'));

/**
 * Wrong passwords for existing accounts from one IP address since `since`. Unknown usernames and
 * captcha failures do not count: they endanger no account, and a campus behind one address makes many.
 */
export function countIpPasswordFailures(db: Db, ip: string, since: Date): Promise<number> {
  return db.$count(authLogs, and(eq(authLogs.ip, ip), failedSince(since), isNotNull(authLogs.userId)));
}

// The id of a username's latest reset since `since` (0 when none): failures before it are forgiven.
function lastResetId(username: SQLWrapper | string, since: Date) {
  return sql`coalesce((select max(r.id) from auth_logs r where r.username = ${username}
    and r.created_at > ${since.toISOString()}::timestamptz and r.result in (${sql.join(
      RESETS.map((result) => sql`${result}`),
      sql`, `,
    )})), 0)`;
}

/**
 * Wrong passwords for a username since `since` and after its last reset. Only those rows are counted,
 * so no flood of other rows (captcha refusals) can push failures out of view.
 */
export function countPasswordFailures(db: Db, username: string, since: Date): Promise<number> {
  return db.$count(
    authLogs,
    and(eq(authLogs.username, username), failedSince(since), gt(authLogs.id, lastResetId(username, since))),
  );
}

/** Of `usernames`, those with at least `min` wrong passwords since `since` and after their last reset. */
export async function usernamesWithPasswordFailures(
  db: Db,
  usernames: string[],
  since: Date,
  min: number,
): Promise<string[]> {
  if (usernames.length === 0) return [];
  const rows = await db
    .select({ username: authLogs.username })
    .from(authLogs)
    .where(
      and(
        inArray(authLogs.username, usernames),
        failedSince(since),
        gt(authLogs.id, lastResetId(authLogs.username, since)),
      ),
    )
    .groupBy(authLogs.username)
    .having(gte(count(), min));
  return rows.map((row) => row.username);
}

/** One page of a user's own sign-in history, newest first. */
export async function userAuthHistory(db: Db, userId: number, page: number, size: number) {
  const where = eq(authLogs.userId, userId);
  const total = await db.$count(authLogs, where);
  const list = await db
    .select()
    .from(authLogs)
    .where(where)
    .orderBy(desc(authLogs.id))
    .limit(size)
    .offset((page - 1) * size);
  return { list, total };
}
