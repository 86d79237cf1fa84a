import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { RoleGrant } from '@darvazeh/shared';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { roleGrantRows } from '../db/user-grants.js';

/** A user's current security stamp, or undefined when no user has that id. */
export async function userSecurityStamp(db: Db, userId: number): Promise<string | undefined> {
  const [user] = await db.select({ stamp: users.securityStamp }).from(users).where(eq(users.id, userId));
  return user?.stamp;
}

/** Stores a new session row. */
export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/** A session that was just deleted, as single logout needs it: whose, which, and when it was signed in. */
export type EndedSession = { userId: number; publicId: string; createdAt: Date };

const endedColumns = { userId: sessions.userId, publicId: sessions.publicId, createdAt: sessions.createdAt };

/** Deletes one session by its key, answering it (none when it was gone). */
export async function deleteSession(db: Db, key: string): Promise<EndedSession[]> {
  return db.delete(sessions).where(eq(sessions.id, key)).returning(endedColumns);
}

/** Deletes every session of a user, or every one but `exceptKey`, answering them. */
export async function deleteUserSessions(
  db: Db,
  userId: number,
  exceptKey?: string,
): Promise<EndedSession[]> {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptKey ? ne(sessions.id, exceptKey) : undefined))
    .returning(endedColumns);
}

/** Deletes the sessions of `userId` among `publicIds`, answering them. */
export async function deleteSessionsByPublicId(
  db: Db,
  userId: number,
  publicIds: string[],
): Promise<EndedSession[]> {
  if (publicIds.length === 0) return [];
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), inArray(sessions.publicId, publicIds)))
    .returning(endedColumns);
}

/**
 * A session with what a request needs of its live user (deleted users have none): stamps, lock, names
 * and role grants, in one round trip; undefined when no session has that key.
 */
export async function findSessionWithUser(db: Db, key: string) {
  const [row] = await db
    .select({
      publicId: sessions.publicId,
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ssoUsedAt: sessions.ssoUsedAt,
      sessionStamp: sessions.securityStamp,
      twoFactorPending: sessions.twoFactorPending,
      twoFactorFailures: sessions.twoFactorFailures,
      relatedSsoLogout: sessions.relatedSsoLogout,
      authMethods: sessions.authMethods,
      userStamp: users.securityStamp,
      locked: users.locked,
      passwordDeprecated: users.passwordDeprecated,
      firstName: users.firstName,
      lastName: users.lastName,
      signatureUpdatedAt: users.signatureUpdatedAt,
      // One round trip per request: the roles come along as JSON.
      roles: sql<
        RoleGrant[]
      >`coalesce((select json_agg(g) from (${roleGrantRows(sql`${users.id}`)}) g), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.deletedAt)))
    .where(eq(sessions.id, key));
  return row;
}

/** Records a session's latest activity. */
export async function touchSession(db: Db, key: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, key));
}

/** Records that single sign-on used a session (which is also activity). */
export async function touchSessionSso(db: Db, key: string, now: Date): Promise<void> {
  await db.update(sessions).set({ ssoUsedAt: now, lastSeenAt: now }).where(eq(sessions.id, key));
}

/** Every session row of a user, expired or not. */
export async function sessionRowsOfUser(db: Db, userId: number) {
  return db.select().from(sessions).where(eq(sessions.userId, userId));
}

/** Deletes a user's session named by its public id; false when the user has no such session. */
export async function deleteSessionByPublicId(db: Db, userId: number, publicId: string): Promise<boolean> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.id });
  return removed.length > 0;
}

/** Adds one to a session's count of wrong two-factor codes; answers the new count. */
export async function countTwoFactorFailure(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ n: sessions.twoFactorFailures }).from(sessions).where(eq(sessions.id, key));
  const n = (row?.n ?? 0) + 1;
  await db.update(sessions).set({ twoFactorFailures: n }).where(eq(sessions.id, key));
  return n;
}

/** Sets the security stamp a session carries. */
export async function setSessionStamp(db: Db, key: string, stamp: string): Promise<void> {
  await db.update(sessions).set({ securityStamp: stamp }).where(eq(sessions.id, key));
}
