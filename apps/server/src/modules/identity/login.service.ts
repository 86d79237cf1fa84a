import { normalizeText, type LoginBody } from '@darvazeh/shared';
import { AppError } from '../../plugins/errors.js';
import { createSession, destroySession } from '../../plugins/session-store.js';
import { messages } from '../../messages.js';
import { countIpFailures, credentialFailureTimes, insertAuthLog } from './auth-log.repository.js';
import { verifyCaptcha } from './captcha.service.js';
import { findUserByUsername } from './identity.repository.js';
import type { Caller, IdentityContext } from './identity.context.js';
import { hashPassword, verifyPassword } from './password-hash.js';

/** Wrong passwords allowed for one username within LOCK_WINDOW_MS before it is locked for as long. */
export const MAX_FAILURES = 5;
const LOCK_WINDOW_MS = 15 * 60 * 1000;
/** Failed attempts allowed from one IP address within the same window. */
export const MAX_IP_FAILURES = 30;

// Unknown usernames are checked against this hash too, so timing does not tell which accounts exist.
let dummyHash: Promise<string> | undefined;

/** When the username is locked, the time the lock ends; a sliding 15-minute window over failures. */
function lockedUntil(failures: Date[], now: number): number | null {
  for (let i = MAX_FAILURES - 1; i < failures.length; i += 1) {
    const end = (failures[i] as Date).getTime();
    const start = (failures[i - (MAX_FAILURES - 1)] as Date).getTime();
    if (end - start <= LOCK_WINDOW_MS && now < end + LOCK_WINDOW_MS) return end + LOCK_WINDOW_MS;
  }
  return null;
}

/**
 * Signs a user in and returns the new session's cookie token and whether two-factor is still due.
 * Throws 429 when the IP has failed too often, 400 for a wrong captcha, a locked username, wrong
 * credentials (one message for unknown user and wrong password) or a disabled account.
 */
export async function login(
  ctx: IdentityContext,
  body: Required<LoginBody>,
  caller: Caller,
  previousSessionKey: string | null,
): Promise<{ token: string; twoFactorPending: boolean }> {
  const { db } = ctx;
  const username = normalizeText(body.username).toLowerCase();
  const now = Date.now();
  const log = (result: Parameters<typeof insertAuthLog>[1]['result'], userId: number | null = null) =>
    insertAuthLog(db, { userId, username, ip: caller.ip, userAgent: caller.userAgent, result });

  if (
    caller.ip &&
    (await countIpFailures(db, caller.ip, new Date(now - LOCK_WINDOW_MS))) >= MAX_IP_FAILURES
  ) {
    await log('ip_limited');
    throw new AppError('too_many_requests', messages.ipLimited);
  }
  if (!(await verifyCaptcha(db, ctx.captcha, body.captchaId, body.captchaCode))) {
    await log('captcha_failed');
    throw new AppError('bad_request', messages.captchaWrong);
  }
  const until = lockedUntil(
    await credentialFailureTimes(db, username, new Date(now - 2 * LOCK_WINDOW_MS)),
    now,
  );
  if (until) {
    await log('locked');
    throw new AppError('bad_request', messages.accountLocked(Math.ceil((until - now) / 60_000)));
  }
  const user = await findUserByUsername(db, username);
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), body.password);
  if (!user || !ok) {
    await log('wrong_credentials', user?.id ?? null);
    throw new AppError('bad_request', messages.wrongCredentials);
  }
  if (user.locked) {
    await log('disabled', user.id);
    throw new AppError('bad_request', messages.accountDisabled);
  }
  // A fresh session id at sign-in: a session fixed before sign-in never becomes an authenticated one.
  if (previousSessionKey) await destroySession(db, previousSessionKey);
  const twoFactorPending = user.twoFactorEnabled;
  const token = await createSession(db, { userId: user.id, ...caller, twoFactorPending });
  await log(twoFactorPending ? 'two_factor_pending' : 'success', user.id);
  return { token, twoFactorPending };
}
