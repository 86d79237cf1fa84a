import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { DEFAULT_PASSWORD_POLICY, normalizeText, toLatinDigits, validatePassword } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import type { SessionInfo } from '../../plugins/session-store.js';
import { messages } from '../../messages.js';
import { sendMail } from '../system/mail.service.js';
import { verifyCaptcha } from './captcha.service.js';
import {
  countResetCodes,
  findUser,
  findUserByUsername,
  insertResetCode,
  latestResetCode,
  updateResetCode,
  updateUser,
} from './identity.repository.js';
import type { Caller, IdentityContext } from './identity.context.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { rotateSecurityStamp } from './security-stamp.service.js';

/** A deprecated password may be replaced without the old one only this soon after signing in with it. */
const DIRECT_CHANGE_WINDOW_MS = 10 * 60 * 1000;
const RESET_CODE_TTL_MS = 10 * 60 * 1000;
const RESET_WINDOW_MS = 15 * 60 * 1000;
const MAX_CODES_PER_USER = 3;
const MAX_CODES_PER_IP = 10;
const MAX_CODE_ATTEMPTS = 5;

function hashResetCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function assertStrong(password: string, username: string): void {
  const verdict = validatePassword(password, DEFAULT_PASSWORD_POLICY);
  if (verdict !== true) throw new AppError('bad_request', verdict);
  if (password.trim().toLowerCase() === username.toLowerCase())
    throw new AppError('bad_request', messages.passwordIsUsername);
}

/**
 * Sets a new password: hash, clear the deprecated flag, rotate the security stamp (ending every other
 * session) and log why. `keepSessionKey` stays signed in.
 */
async function setPassword(
  db: Db,
  userId: number,
  password: string,
  reason: string,
  keepSessionKey: string | null,
) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash, passwordDeprecated: false, updatedAt: new Date() });
    await rotateSecurityStamp(tx, userId, reason, keepSessionKey);
  });
}

/** Changes the password given the current one; throws 400 when it is wrong, equal or too weak. */
export async function changePassword(db: Db, session: SessionInfo, oldPassword: string, newPassword: string) {
  const user = await findUser(db, session.userId);
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword)))
    throw new AppError('bad_request', messages.oldPasswordWrong);
  if (oldPassword === newPassword) throw new AppError('bad_request', messages.samePassword);
  assertStrong(newPassword, user.username);
  await setPassword(db, user.id, newPassword, 'password_changed', session.key);
}

/** True when the user must replace a deprecated password and signed in with it a moment ago. */
export async function canChangeDirectly(db: Db, session: SessionInfo): Promise<boolean> {
  const user = await findUser(db, session.userId);
  return !!user?.passwordDeprecated && Date.now() - session.createdAt.getTime() < DIRECT_CHANGE_WINDOW_MS;
}

/** Replaces a deprecated password without the old one, right after signing in with it. */
export async function changePasswordDirectly(db: Db, session: SessionInfo, newPassword: string) {
  if (!(await canChangeDirectly(db, session)))
    throw new AppError('forbidden', messages.directChangeNotAllowed);
  const user = await findUser(db, session.userId);
  if (!user) throw new AppError('unauthorized', messages.unauthenticated);
  if (await verifyPassword(user.passwordHash, newPassword))
    throw new AppError('bad_request', messages.samePassword);
  assertStrong(newPassword, user.username);
  await setPassword(db, user.id, newPassword, 'password_changed', session.key);
}

/**
 * Sends a 6-digit reset code by e-mail when the account exists and has an address. The answer never
 * says which: unknown users, users without e-mail and users over their limit all get the same reply.
 */
export async function forgetPassword(
  ctx: IdentityContext,
  body: { username: string; captchaId: string; captchaCode: string },
  caller: Caller,
) {
  const { db } = ctx;
  if (!(await verifyCaptcha(db, ctx.captcha, body.captchaId, body.captchaCode)))
    throw new AppError('bad_request', messages.captchaWrong);
  const since = new Date(Date.now() - RESET_WINDOW_MS);
  if (caller.ip && (await countResetCodes(db, { ip: caller.ip }, since)) >= MAX_CODES_PER_IP) {
    throw new AppError('too_many_requests', messages.tooManyRequests);
  }
  const user = await findUserByUsername(db, normalizeText(body.username));
  if (
    !user?.email ||
    user.locked ||
    (await countResetCodes(db, { userId: user.id }, since)) >= MAX_CODES_PER_USER
  )
    return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertResetCode(db, {
    userId: user.id,
    codeHash: hashResetCode(code),
    ip: caller.ip,
    expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
  });
  await sendMail(db, ctx.mail, {
    to: user.email,
    subject: messages.resetMailSubject,
    body: messages.resetMailBody(code),
    userId: user.id,
  });
}

/** Sets a new password with a reset code: single-use, 10 minutes, five guesses; ends every session. */
export async function resetPassword(db: Db, body: { username: string; code: string; newPassword: string }) {
  const user = await findUserByUsername(db, normalizeText(body.username));
  const row = user ? await latestResetCode(db, user.id) : undefined;
  if (!user || !row || row.attempts >= MAX_CODE_ATTEMPTS)
    throw new AppError('bad_request', messages.resetCodeInvalid);
  const given = Buffer.from(hashResetCode(toLatinDigits(body.code).trim()));
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
    await updateResetCode(db, row.id, { attempts: row.attempts + 1 });
    throw new AppError('bad_request', messages.resetCodeInvalid);
  }
  assertStrong(body.newPassword, user.username);
  await updateResetCode(db, row.id, { usedAt: new Date() });
  await setPassword(db, user.id, body.newPassword, 'password_reset', null);
}
