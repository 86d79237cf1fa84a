import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Principal } from '@darvazeh/shared';
import type { Db } from '../db/client.js';
import { roles, sessions, userRoles, users } from '../db/schema/index.js';

/** Absolute and idle lifetime of a session, in seconds (issue 3: enforced by the server). */
export const SESSION_LIFETIME_SECONDS = 7200;
/** Name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'darvazeh_session';
// lastSeenAt is refreshed at most this often, so reads do not turn into a write per request.
const TOUCH_AFTER_MS = 30_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session row for `userId` and returns the cookie token (256 random bits; only its hash is stored). */
export async function createSession(
  db: Db,
  input: { userId: number; ip?: string | null; userAgent?: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const [user] = await db
    .select({ stamp: users.securityStamp })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw new Error(`no user ${input.userId}`);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: input.userId,
    securityStamp: user.stamp,
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
  });
  return token;
}

/** Ends the session that `token` names; unknown tokens are ignored. */
export async function destroySession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/**
 * Resolves a cookie token to the signed-in user, or null when the session is unknown, expired (absolute or
 * idle), its user is deleted or locked, or the user's security stamp changed since sign-in.
 */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<Principal | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      sessionStamp: sessions.securityStamp,
      userStamp: users.securityStamp,
      locked: users.locked,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.deletedAt)))
    .where(eq(sessions.id, id));
  if (!row) return null;
  const lifetimeMs = SESSION_LIFETIME_SECONDS * 1000;
  const expired =
    now.getTime() - row.createdAt.getTime() > lifetimeMs ||
    now.getTime() - row.lastSeenAt.getTime() > lifetimeMs;
  if (expired || row.locked || row.sessionStamp !== row.userStamp) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  const grants = await db
    .select({ alias: roles.alias, unitId: userRoles.unitId, unitRoleId: userRoles.unitRoleId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
    .where(eq(userRoles.userId, row.userId));
  return { id: row.userId, roles: grants };
}
