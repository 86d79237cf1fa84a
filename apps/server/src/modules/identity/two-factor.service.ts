import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { toLatinDigits } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import {
  createSession,
  destroySession,
  recordTwoFactorFailure,
  type AuthMethod,
  type SessionInfo,
} from '../../plugins/session-store.js';
import { insertAuthLog } from './auth-log.repository.js';
import { consumeRecoveryCode, findUser, replaceRecoveryCodes, updateUser } from './identity.repository.js';
import type { Caller } from './identity.context.js';
import { verifyPassword } from './password-hash.js';
import { rotateSecurityStamp } from './security-stamp.service.js';
import { commonMessages, identityMessages } from '../../messages/index.js';

const ISSUER = 'Darvazeh';
const RECOVERY_CODE_COUNT = 10;
/** Wrong codes that end a pending two-factor sign-in. */
export const MAX_TWO_FACTOR_FAILURES = 5;
// One 30-second step either side absorbs clock drift between the server and the user's phone.
const TOLERANCE_SECONDS = 30;

function hashCode(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}

function newRecoveryCode(): string {
  const raw = randomBytes(8).toString('hex');
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8, 12)}-${raw.slice(12)}`;
}

/** Checks a TOTP code once: a code at or before the last accepted time step is refused (no replay). */
async function acceptTotp(
  db: Db,
  userId: number,
  secret: string,
  lastStep: number | null,
  code: string,
): Promise<boolean> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  // The default strategy is TOTP, whose result carries the matched time step.
  if (!result.valid || !('timeStep' in result)) return false;
  await updateUser(db, userId, { twoFactorLastStep: result.timeStep });
  return true;
}

/** Starts enrolment: a new secret kept pending until confirmed, with its otpauth URL and QR image. */
export async function setupTwoFactor(db: Db, userId: number) {
  const user = await findUser(db, userId);
  if (!user) throw new AppError('unauthorized', commonMessages.unauthenticated);
  if (user.twoFactorEnabled) throw new AppError('bad_request', identityMessages.twoFactorAlreadyOn);
  const secret = generateSecret();
  await updateUser(db, userId, { twoFactorPendingSecret: secret });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.username, secret });
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
}

/**
 * Confirms enrolment with a code from the app and returns ten single-use recovery codes (shown once).
 * Every other session of the user ends (they were opened without the second factor); `session` stays.
 */
export async function enableTwoFactor(db: Db, session: SessionInfo, code: string): Promise<string[]> {
  const { userId } = session;
  const user = await findUser(db, userId);
  if (!user?.twoFactorPendingSecret) throw new AppError('bad_request', identityMessages.twoFactorNotSetUp);
  if (!(await acceptTotp(db, userId, user.twoFactorPendingSecret, null, toLatinDigits(code)))) {
    throw new AppError('bad_request', identityMessages.twoFactorWrong);
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, {
      twoFactorEnabled: true,
      twoFactorSecret: user.twoFactorPendingSecret,
      twoFactorPendingSecret: null,
    });
    await replaceRecoveryCodes(tx, userId, codes.map(hashCode));
    await rotateSecurityStamp(tx, userId, 'two_factor_enabled', session.key);
  });
  return codes;
}

/** Turns two-factor off after checking the password. */
export async function disableTwoFactor(db: Db, userId: number, password: string): Promise<void> {
  const user = await findUser(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, password)))
    throw new AppError('bad_request', identityMessages.passwordWrong);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, {
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorLastStep: null,
    });
    await replaceRecoveryCodes(tx, userId, []);
  });
}

/**
 * Completes a pending sign-in with a TOTP or recovery code and returns the renewed session's token.
 * A wrong code counts; the fifth ends the pending sign-in (401).
 */
export async function verifyTwoFactor(
  db: Db,
  session: SessionInfo,
  code: string,
  caller: Caller,
): Promise<string> {
  const user = await findUser(db, session.userId);
  if (!user?.twoFactorSecret) throw new AppError('unauthorized', commonMessages.unauthenticated);
  const log = (result: 'two_factor_success' | 'two_factor_failed') =>
    insertAuthLog(db, { userId: user.id, username: user.username.toLowerCase(), ...caller, result });
  const latin = toLatinDigits(code).trim();
  const byApp = /^\d{6}$/.test(latin);
  const ok = byApp
    ? await acceptTotp(db, user.id, user.twoFactorSecret, user.twoFactorLastStep, latin)
    : await consumeRecoveryCode(db, user.id, hashCode(latin));
  if (!ok) {
    await log('two_factor_failed');
    if ((await recordTwoFactorFailure(db, session.key)) >= MAX_TWO_FACTOR_FAILURES) {
      await destroySession(db, session.key);
      throw new AppError('unauthorized', identityMessages.twoFactorTooMany);
    }
    throw new AppError('bad_request', identityMessages.twoFactorWrong);
  }
  await log('two_factor_success');
  await destroySession(db, session.key);
  // A provider sign-in keeps its provider's sign-out page through the second factor, and how it began.
  const second: AuthMethod[] = byApp ? ['otp', 'mfa'] : ['mfa'];
  return createSession(db, {
    userId: user.id,
    ...caller,
    relatedSsoLogout: session.relatedSsoLogout,
    authMethods: [...session.authMethods.filter((method) => !second.includes(method)), ...second],
  });
}
