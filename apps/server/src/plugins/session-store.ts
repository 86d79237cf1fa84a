import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Principal, RoleGrant } from '@darvazeh/shared';
import type { Db } from '../db/client.js';
import { roles, sessions, userRoles, users } from '../db/schema/index.js';

/** Absolute and idle lifetime of a session, in seconds (issue 3: enforced by the server). */
export const SESSION_LIFETIME_SECONDS = 7200;
/** Name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'darvazeh_session';
// lastSeenAt is refreshed at most this often, so reads do not turn into a write per request.
const TOUCH_AFTER_MS = 30_000;

/** A live session as request handlers see it. */
export type SessionInfo = {
  /** SHA-256 of the cookie token: the row's key, never sent to clients. */
  key: string;
  publicId: string;
  userId: number;
  createdAt: Date;
  twoFactorPending: boolean;
  twoFactorFailures: number;
  passwordDeprecated: boolean;
  principal: Principal;
  /** The user's name and signature date, read with the session so a profile costs no further query. */
  user: { firstName: string; lastName: string; signatureUpdatedAt: Date | null };
};

/** The SHA-256 under which a cookie token's session row is stored. */
export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session row for `userId` and returns the cookie token (256 random bits; only its hash is stored). */
export async function createSession(
  db: Db,
  input: { userId: number; ip?: string | null; userAgent?: string | null; twoFactorPending?: boolean },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const [user] = await db
    .select({ stamp: users.securityStamp })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw new Error(`no user ${input.userId}`);
  await db.insert(sessions).values({
    id: sessionKey(token),
    publicId: randomUUID(),
    userId: input.userId,
    securityStamp: user.stamp,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    twoFactorPending: input.twoFactorPending ?? false,
  });
  return token;
}

/** Ends one session by its key. */
export async function destroySession(db: Db, key: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, key));
}

/** Ends every session of a user, or every one but `exceptKey`. */
export async function destroyUserSessions(db: Db, userId: number, exceptKey?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptKey ? ne(sessions.id, exceptKey) : undefined));
}

function isExpired(createdAt: Date, lastSeenAt: Date, now: Date): boolean {
  const lifetimeMs = SESSION_LIFETIME_SECONDS * 1000;
  return (
    now.getTime() - createdAt.getTime() > lifetimeMs || now.getTime() - lastSeenAt.getTime() > lifetimeMs
  );
}

/**
 * Resolves a cookie token to its live session, or null when the session is unknown, expired (absolute or
 * idle), its user is deleted or locked, or the user's security stamp changed since sign-in.
 */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<SessionInfo | null> {
  const key = sessionKey(token);
  const [row] = await db
    .select({
      publicId: sessions.publicId,
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      sessionStamp: sessions.securityStamp,
      twoFactorPending: sessions.twoFactorPending,
      twoFactorFailures: sessions.twoFactorFailures,
      userStamp: users.securityStamp,
      locked: users.locked,
      passwordDeprecated: users.passwordDeprecated,
      firstName: users.firstName,
      lastName: users.lastName,
      signatureUpdatedAt: users.signatureUpdatedAt,
      // One round trip per request: the roles come along as JSON.
      roles: sql<RoleGrant[]>`coalesce((
        select json_agg(g) from (
          select ${roles.alias} as alias, ${userRoles.unitId} as "unitId", ${userRoles.unitRoleId} as "unitRoleId"
          from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} and ${roles.deletedAt} is null
          where ${userRoles.userId} = ${users.id}
          union all
          -- a unit responsibility makes its holder an Employee of that unit in that unit role (SPEC §6)
          select 'Employee', r.unit_id, r.unit_role_id from unit_responsibilities r
          where r.user_id = ${users.id} and r.deleted_at is null
        ) g
      ), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.deletedAt)))
    .where(eq(sessions.id, key));
  if (!row) return null;
  if (isExpired(row.createdAt, row.lastSeenAt, now) || row.locked || row.sessionStamp !== row.userStamp) {
    await destroySession(db, key);
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, key));
  }
  return {
    key,
    publicId: row.publicId,
    userId: row.userId,
    createdAt: row.createdAt,
    twoFactorPending: row.twoFactorPending,
    twoFactorFailures: row.twoFactorFailures,
    passwordDeprecated: row.passwordDeprecated,
    principal: { id: row.userId, roles: row.roles },
    user: { firstName: row.firstName, lastName: row.lastName, signatureUpdatedAt: row.signatureUpdatedAt },
  };
}

/** The live sessions of a user as the API lists them, newest activity first; `currentPublicId` is marked. */
export async function listUserSessions(
  db: Db,
  userId: number,
  currentPublicId: string | null,
  now = new Date(),
) {
  const rows = await db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows
    .filter((r) => !isExpired(r.createdAt, r.lastSeenAt, now))
    .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime())
    .map((r) => ({
      id: r.publicId,
      device: r.userAgent,
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      current: r.publicId === currentPublicId,
    }));
}

/** Ends a user's session named by its public id; false when the user has no such session. */
export async function destroySessionByPublicId(db: Db, userId: number, publicId: string): Promise<boolean> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.id });
  return removed.length > 0;
}

/** Counts a wrong two-factor code against a pending session and returns the new count. */
export async function recordTwoFactorFailure(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ n: sessions.twoFactorFailures }).from(sessions).where(eq(sessions.id, key));
  const n = (row?.n ?? 0) + 1;
  await db.update(sessions).set({ twoFactorFailures: n }).where(eq(sessions.id, key));
  return n;
}

/** Gives a session the user's new security stamp, so it outlives a rotation its own user made. */
export async function refreshSessionStamp(db: Db, key: string, stamp: string): Promise<void> {
  await db.update(sessions).set({ securityStamp: stamp }).where(eq(sessions.id, key));
}
