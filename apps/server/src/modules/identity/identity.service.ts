import type { FastifyRequest } from 'fastify';
import type { AuthResult, Profile, UserInfo } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import {
  destroySession,
  destroySessionByPublicId,
  destroyUserSessions,
  type EndedSession,
  listUserSessions,
  resolveSession,
  type SessionInfo,
} from '../../plugins/session-store.js';
import { userAuthHistory } from './auth-log.repository.js';
import { findUser, updateUser } from './identity.repository.js';
import { responsibilitiesOf } from '../organisation/organisation.service.js';
import { commonMessages, identityMessages } from '../../messages/index.js';
import type { Caller } from './identity.context.js';

export type { Caller };

/** The address and browser a request comes from. */
export function callerOf(request: FastifyRequest): Caller {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

/** Where the web app fetches a user's signature image; the version defeats stale caches after a change. */
export function signatureUrl(updatedAt: Date | null): string | null {
  return updatedAt ? `/api/v1/account/signature?v=${updatedAt.getTime()}` : null;
}

/**
 * What a session still owing its second factor learns: only that the step is due (the navigation guard
 * sends it to /2fa on twoFactorAuthIsNotChecked). Whoever holds it has proved a password, not the person.
 */
function pendingProfile(session: SessionInfo): Profile {
  return {
    id: session.userId,
    firstName: '',
    lastName: '',
    fullName: '',
    roles: [],
    unitResponsibilities: [],
    passwordDeprecated: false,
    twoFactorAuthIsNotChecked: true,
    saml2ResponseForm: null,
    relatedSsoLogout: null,
    userInfo: { signature: null },
  };
}

/**
 * Builds the SPEC §3 profile of a session's user (one query more when the user holds responsibilities);
 * a session whose two-factor step is pending gets the bare `pendingProfile`.
 */
export async function getProfile(db: Db, session: SessionInfo): Promise<Profile> {
  if (session.twoFactorPending) return pendingProfile(session);
  const { user, principal } = session;
  const scoped = principal.roles.some((g) => g.unitId !== null);
  const responsibilities = scoped ? await responsibilitiesOf(db, session.userId) : [];
  const named = (unitId: number | null, unitRoleId: number | null) =>
    responsibilities.find((r) => r.unitId === unitId && r.unitRoleId === unitRoleId);
  return {
    id: session.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    roles: principal.roles.map((g) => {
      const r = named(g.unitId, g.unitRoleId);
      return {
        alias: g.alias,
        unit: r ? { id: r.unitId, name: r.unitName } : null,
        unitRole: r ? { id: r.unitRoleId, name: r.unitRoleName } : null,
      };
    }),
    unitResponsibilities: responsibilities.map((r) => ({
      id: r.id,
      unitId: r.unitId,
      unitRoleId: r.unitRoleId,
      personalId: r.personalId,
      unit: r.unit,
    })),
    passwordDeprecated: session.passwordDeprecated,
    twoFactorAuthIsNotChecked: session.twoFactorPending,
    saml2ResponseForm: null,
    relatedSsoLogout: session.relatedSsoLogout,
    userInfo: { signature: signatureUrl(user.signatureUpdatedAt) },
  };
}

/**
 * Signs a session out; `everywhere` also ends the user's other sessions, but only from a verified
 * session: one still owing its second factor may end itself and nothing more. The connected systems
 * signed into from the ended sessions are told (`signedOut`, single logout). Answers where the browser
 * goes next: the single logout's first service provider, the central identity provider's sign-out page
 * (the dialog's «sign out of the central identity provider too» sends `true`), or null for /login.
 */
export async function logout(
  db: Db,
  session: SessionInfo,
  everywhere: boolean,
  signedOut?: (ended: EndedSession[], returnTo: string | null) => Promise<string | null>,
): Promise<string | null> {
  const all = everywhere && !session.twoFactorPending;
  const ended = all ? await destroyUserSessions(db, session.userId) : await destroySession(db, session.key);
  const returnTo = all ? session.relatedSsoLogout : null;
  // A session still owing its second factor never signed into a connected system.
  return signedOut && !session.twoFactorPending ? signedOut(ended, returnTo) : returnTo;
}

/** The user's own editable details. */
export async function getUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const user = await findUser(db, userId);
  if (!user) throw new AppError('unauthorized', commonMessages.unauthenticated);
  return {
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile,
    twoFactorEnabled: user.twoFactorEnabled,
  };
}

/** Saves the user's own name, e-mail and mobile (empty strings clear the optional ones). */
export async function updateUserInfo(
  db: Db,
  userId: number,
  body: { firstName: string; lastName: string; email: string | null; mobile: string | null },
): Promise<UserInfo> {
  await updateUser(db, userId, {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email || null,
    mobile: body.mobile || null,
    updatedAt: new Date(),
    updaterId: userId,
  });
  return getUserInfo(db, userId);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const MAX_SIGNATURE_BYTES = 300 * 1024;

/** Decodes a signature data URL, checking by content that it is the PNG or JPEG it claims to be. */
export function parseSignature(dataUrl: string): { mime: string; bytes: Buffer } {
  const match = /^data:(image\/(?:png|jpeg));base64,(.+)$/.exec(dataUrl);
  const bytes = match?.[2] ? Buffer.from(match[2], 'base64') : Buffer.alloc(0);
  const magic = match?.[1] === 'image/png' ? PNG : JPEG;
  if (
    !match?.[1] ||
    bytes.length === 0 ||
    bytes.length > MAX_SIGNATURE_BYTES ||
    !magic.every((b, i) => bytes[i] === b)
  ) {
    throw new AppError('bad_request', identityMessages.signatureInvalid);
  }
  return { mime: match[1], bytes };
}

/** Stores (or replaces) the user's signature image. */
export async function saveSignature(db: Db, userId: number, dataUrl: string): Promise<void> {
  const { mime, bytes } = parseSignature(dataUrl);
  await updateUser(db, userId, {
    signature: `data:${mime};base64,${bytes.toString('base64')}`,
    signatureUpdatedAt: new Date(),
  });
}

/** Removes the user's signature. */
export async function removeSignature(db: Db, userId: number): Promise<void> {
  await updateUser(db, userId, { signature: null, signatureUpdatedAt: null });
}

/** The user's signature image bytes; 404 when none is registered. */
export async function readSignature(db: Db, userId: number): Promise<{ mime: string; bytes: Buffer }> {
  const user = await findUser(db, userId);
  if (!user?.signature) throw new AppError('not_found', identityMessages.signatureMissing);
  return parseSignature(user.signature);
}

/** The profile of the session a sign-in step has just created. */
export async function profileOfToken(db: Db, token: string): Promise<Profile> {
  const session = await resolveSession(db, token);
  if (!session) throw new AppError('unauthorized', commonMessages.unauthenticated);
  return getProfile(db, session);
}

/** The live sessions of a user; `currentPublicId` marks the caller's own. */
export function userSessions(db: Db, userId: number, currentPublicId: string | null) {
  return listUserSessions(db, userId, currentPublicId);
}

/** Ends one session of `userId` by its public id; 404 when the user has no such session. */
export async function terminateOwnSession(db: Db, userId: number, publicId: string): Promise<void> {
  if (!(await destroySessionByPublicId(db, userId, publicId))) {
    throw new AppError('not_found', identityMessages.sessionNotFound);
  }
}

/** One page of the user's own sign-in history, newest first. */
export async function loginHistory(db: Db, userId: number, page: number, count: number) {
  const { list, total } = await userAuthHistory(db, userId, page, count);
  return {
    list: list.map((r) => ({
      id: r.id,
      ip: r.ip,
      device: r.userAgent,
      result: r.result as AuthResult,
      createdAt: r.createdAt.toISOString(),
    })),
    pages: Math.ceil(total / count),
    currentPage: page,
  };
}
