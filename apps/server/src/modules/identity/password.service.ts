import { randomBytes } from 'node:crypto';
import { DEFAULT_PASSWORD_POLICY, VALIDATION_MESSAGES, validatePassword } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import type { SessionInfo } from '../../plugins/session-store.js';
import { isCommonPassword } from './common-passwords.js';
import { findUser, updateUser } from './identity.repository.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { rotateSecurityStamp } from './security-stamp.service.js';
import { commonMessages, identityMessages } from '../../messages/index.js';

// Other modules (an Admin creating or importing users) hash passwords through this service.
export { hashPassword } from './password-hash.js';

/** A deprecated password may be replaced without the old one only this soon after signing in with it. */
const DIRECT_CHANGE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Throws the Persian 400 of a password the policy refuses for `username`: shorter than 6 characters or
 * weaker than «قوی» (the shared rule the web's meter uses), one of the 10,000 most common, or the username.
 */
export function assertStrong(password: string, username: string): void {
  const verdict = validatePassword(password, DEFAULT_PASSWORD_POLICY);
  if (verdict !== true) throw new AppError('bad_request', verdict);
  if (isCommonPassword(password)) throw new AppError('bad_request', VALIDATION_MESSAGES.passwordCommon);
  if (password.trim().toLowerCase() === username.toLowerCase())
    throw new AppError('bad_request', identityMessages.passwordIsUsername);
}

/** A random password that passes `assertStrong`: 16 random characters, then one of each class it needs. */
export function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}Ka7!`;
}

/**
 * Stores a new password hash in `tx`: clears the deprecated flag, rotates the security stamp (ending every
 * other session) and logs why. `keepSessionKey` stays signed in.
 */
export async function storePasswordHash(
  tx: Db,
  userId: number,
  passwordHash: string,
  reason: string,
  keepSessionKey: string | null,
): Promise<void> {
  await updateUser(tx, userId, { passwordHash, passwordDeprecated: false, updatedAt: new Date() });
  await rotateSecurityStamp(tx, userId, reason, keepSessionKey);
}

async function setPassword(
  db: Db,
  userId: number,
  password: string,
  reason: string,
  keepSessionKey: string | null,
) {
  const passwordHash = await hashPassword(password);
  await db.transaction((tx) => storePasswordHash(tx, userId, passwordHash, reason, keepSessionKey));
}

/** Changes the password given the current one; throws 400 when it is wrong, equal or too weak. */
export async function changePassword(db: Db, session: SessionInfo, oldPassword: string, newPassword: string) {
  const user = await findUser(db, session.userId);
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword)))
    throw new AppError('bad_request', identityMessages.oldPasswordWrong);
  if (oldPassword === newPassword) throw new AppError('bad_request', identityMessages.samePassword);
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
    throw new AppError('forbidden', identityMessages.directChangeNotAllowed);
  const user = await findUser(db, session.userId);
  if (!user) throw new AppError('unauthorized', commonMessages.unauthenticated);
  if (await verifyPassword(user.passwordHash, newPassword))
    throw new AppError('bad_request', identityMessages.samePassword);
  assertStrong(newPassword, user.username);
  await setPassword(db, user.id, newPassword, 'password_changed', session.key);
}
