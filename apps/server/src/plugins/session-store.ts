import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Principal } from '@darvazeh/shared';
import type { Db } from '../db/client.js';
import { noticeCache, type NoticeCache } from '../db/notice-cache.js';
import type { NoticeBus } from '../db/notices.js';
import {
  countTwoFactorFailure,
  deleteSession,
  deleteSessionByPublicId,
  deleteSessionsByPublicId,
  deleteUserSessions,
  findSessionWithUser,
  insertSession,
  sessionRowsOfUser,
  setSessionStamp,
  touchSession,
  touchSessionSso,
  userSecurityStamp,
  type EndedSession,
} from './sessions.repository.js';

export type { EndedSession } from './sessions.repository.js';

/** Absolute and idle lifetime of a session, in seconds (issue 3: enforced by the server). */
export const SESSION_LIFETIME_SECONDS = 7200;
/** Name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'darvazeh_session';
// lastSeenAt is refreshed at most this often, so reads do not turn into a write per request.
const TOUCH_AFTER_MS = 30_000;

/** A live session as request handlers see it. */
/**
 * How a session's user proved who they are (RFC 8176 `amr` values): a password (`pwd`), a one-time code
 * from an authenticator app (`otp`), more than one factor (`mfa`: a second factor was given, an app's code
 * or a recovery code), or a government identity provider vouching for them (`fed`).
 */
export type AuthMethod = 'pwd' | 'otp' | 'mfa' | 'fed';

export type SessionInfo = {
  /** SHA-256 of the cookie token: the row's key, never sent to clients. */
  key: string;
  publicId: string;
  userId: number;
  createdAt: Date;
  /** The last time single sign-on used the session (at most 30 s off), or null: see `recordSsoUse`. */
  ssoUsedAt: Date | null;
  twoFactorPending: boolean;
  twoFactorFailures: number;
  passwordDeprecated: boolean;
  principal: Principal;
  /** The government provider's sign-out page when this session signed in through one (profile relatedSsoLogout). */
  relatedSsoLogout: string | null;
  /** How its user signed in (AuthMethod). */
  authMethods: AuthMethod[];
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
  input: {
    userId: number;
    ip?: string | null;
    userAgent?: string | null;
    twoFactorPending?: boolean;
    relatedSsoLogout?: string | null;
    /** How the user signed in; a password when not said. */
    authMethods?: AuthMethod[];
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const stamp = await userSecurityStamp(db, input.userId);
  if (stamp === undefined) throw new Error(`no user ${input.userId}`);
  await insertSession(db, {
    id: sessionKey(token),
    publicId: randomUUID(),
    userId: input.userId,
    securityStamp: stamp,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    twoFactorPending: input.twoFactorPending ?? false,
    relatedSsoLogout: input.relatedSsoLogout ?? null,
    authMethods: input.authMethods ?? ['pwd'],
  });
  return token;
}

/** Ends one session by its key, answering it as ended (none when it was gone already). */
export async function destroySession(db: Db, key: string): Promise<EndedSession[]> {
  return deleteSession(db, key);
}

/** Ends every session of a user, or every one but `exceptKey`, answering them. */
export async function destroyUserSessions(
  db: Db,
  userId: number,
  exceptKey?: string,
): Promise<EndedSession[]> {
  return deleteUserSessions(db, userId, exceptKey);
}

/** Ends the sessions of `userId` named by their public ids (single logout), answering them. */
export async function destroySessionsByPublicId(
  db: Db,
  userId: number,
  publicIds: string[],
): Promise<EndedSession[]> {
  return deleteSessionsByPublicId(db, userId, publicIds);
}

function isExpired(createdAt: Date, lastSeenAt: Date, now: Date): boolean {
  const lifetimeMs = SESSION_LIFETIME_SECONDS * 1000;
  return (
    now.getTime() - createdAt.getTime() > lifetimeMs || now.getTime() - lastSeenAt.getTime() > lifetimeMs
  );
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;

/** Not expired (absolute or idle), its user not locked, and signed in under the user's current stamp. */
function isLive(row: SessionRow, now: Date): boolean {
  return !isExpired(row.createdAt, row.lastSeenAt, now) && !row.locked && row.sessionStamp === row.userStamp;
}

/**
 * This instance's copies of session rows with their user and roles (what `resolveSession` reads), by
 * session key. A copy is exactly the database's: every change to a session (its activity too), its user,
 * the user's roles or responsibilities, or a role sends a `user:{id}` notice (migration 0042) from the
 * writing transaction, and that drops the user's copies on every instance — on this one before the write
 * returns. So a session ended, a role removed or a user locked on any instance is refused at the next request
 * here, and expiry is judged from the same times as without the cache.
 */
export type SessionCache = NoticeCache<SessionRow>;

/** How many sessions an instance keeps (about 1 KB each). */
const SESSION_CACHE_SIZE = 20_000;

/** A session cache fed by `bus`; close it with the app. */
export function sessionCache(bus: NoticeBus, max = SESSION_CACHE_SIZE): SessionCache {
  return noticeCache<SessionRow>(bus, { max, tagsOf: (row) => [`user:${row.userId}`] });
}

/**
 * Resolves a cookie token to its live session, or null when the session is unknown, expired (absolute or
 * idle), its user is deleted or locked, or the user's security stamp changed since sign-in. With `cache`,
 * the row comes from this instance's copy when it has one.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now = new Date(),
  cache?: SessionCache,
): Promise<SessionInfo | null> {
  const key = sessionKey(token);
  const row = cache
    ? await cache.get(key, () => findSessionWithUser(db, key))
    : await findSessionWithUser(db, key);
  if (!row) return null;
  if (!isLive(row, now)) {
    await destroySession(db, key);
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await touchSession(db, key, now);
  }
  return {
    key,
    publicId: row.publicId,
    userId: row.userId,
    createdAt: row.createdAt,
    ssoUsedAt: row.ssoUsedAt,
    twoFactorPending: row.twoFactorPending,
    twoFactorFailures: row.twoFactorFailures,
    passwordDeprecated: row.passwordDeprecated,
    principal: { id: row.userId, roles: row.roles },
    relatedSsoLogout: row.relatedSsoLogout,
    authMethods: row.authMethods as AuthMethod[],
    user: { firstName: row.firstName, lastName: row.lastName, signatureUpdatedAt: row.signatureUpdatedAt },
  };
}

/**
 * The principal of the session stored under `key` while it is live, else null — without counting as its
 * activity: the live hub asks this of its open connections (modules/hub), which must not keep an idle
 * session alive.
 */
export async function livePrincipal(
  db: Db,
  key: string,
  now = new Date(),
  cache?: SessionCache,
): Promise<Principal | null> {
  const row = cache
    ? await cache.get(key, () => findSessionWithUser(db, key))
    : await findSessionWithUser(db, key);
  return row && isLive(row, now) && !row.twoFactorPending ? { id: row.userId, roles: row.roles } : null;
}

/**
 * Records that single sign-on used `session` now (a connected system signed in through it), at most every
 * 30 s like its activity, so single sign-on's idle limit counts from its last use.
 */
export async function recordSsoUse(
  db: Db,
  session: Pick<SessionInfo, 'key' | 'ssoUsedAt'>,
  now = new Date(),
): Promise<void> {
  if (session.ssoUsedAt !== null && now.getTime() - session.ssoUsedAt.getTime() <= TOUCH_AFTER_MS) return;
  await touchSessionSso(db, session.key, now);
}

/** The live sessions of a user as the API lists them, newest activity first; `currentPublicId` is marked. */
export async function listUserSessions(
  db: Db,
  userId: number,
  currentPublicId: string | null,
  now = new Date(),
) {
  const rows = await sessionRowsOfUser(db, userId);
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
  return deleteSessionByPublicId(db, userId, publicId);
}

/** Counts a wrong two-factor code against a pending session and returns the new count. */
export async function recordTwoFactorFailure(db: Db, key: string): Promise<number> {
  return countTwoFactorFailure(db, key);
}

/** Gives a session the user's new security stamp, so it outlives a rotation its own user made. */
export async function refreshSessionStamp(db: Db, key: string, stamp: string): Promise<void> {
  await setSessionStamp(db, key, stamp);
}
