import { randomBytes } from 'node:crypto';
import { CAPTCHA_REQUIRED, type AuthResult, type LoginBody } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { createSession, destroySession } from '../../plugins/session-store.js';
import { insertAuthLog } from './auth-log.repository.js';
import { verifyCaptcha } from './captcha.service.js';
import { findUser, findUserByUsername, insertUser } from './identity.repository.js';
import type { Caller, IdentityContext } from './identity.context.js';

export type { Caller };
import { hashPassword, verifyPassword } from './password-hash.js';
import {
  failureDelayMs,
  IP_REFUSE_AFTER,
  needsCaptcha,
  readSignInCounts,
  signInName,
} from './sign-in-limits.service.js';
import { identityMessages } from '../../messages/index.js';

// Unknown usernames are checked against this hash too, so timing does not tell which accounts exist.
let dummyHash: Promise<string> | undefined;

// The envelope data of a refusal after which the form must show the captcha.
const askForCaptcha = { code: CAPTCHA_REQUIRED };

/**
 * Signs a user in and returns the new session's cookie token and whether two-factor is still due.
 * The sign-in limits (sign-in-limits.service.ts) never refuse the right password with a solved captcha:
 * throws 429 when the IP has far too many wrong passwords; 400 marked captcha_required when the
 * username or IP is under the limits and the captcha is missing or wrong; 400 for wrong credentials
 * (one message for unknown user and wrong password, answered late under the limits, and marked when
 * the next attempt needs a captcha) or a disabled account.
 */
export async function login(
  ctx: IdentityContext,
  body: Required<LoginBody>,
  caller: Caller,
  previousSessionKey: string | null,
): Promise<{ token: string; twoFactorPending: boolean }> {
  const { db } = ctx;
  const username = signInName(body.username);
  const log = (result: Parameters<typeof insertAuthLog>[1]['result'], userId: number | null = null) =>
    insertAuthLog(db, { userId, username, ip: caller.ip, userAgent: caller.userAgent, result });

  const counts = await readSignInCounts(db, username, caller.ip);
  if (counts.ip >= IP_REFUSE_AFTER) {
    await log('ip_limited');
    throw new AppError('too_many_requests', identityMessages.ipLimited);
  }
  if (needsCaptcha(counts)) {
    // Checked before the password, so no answer tells an attacker without a solved captcha anything.
    // With CAPTCHA=off any non-empty answer passes, so tests still see the form ask for one.
    if (!body.captchaCode.trim()) {
      await log('captcha_required');
      throw new AppError('bad_request', identityMessages.captchaRequired, askForCaptcha);
    }
    if (!(await verifyCaptcha(db, ctx.captcha, body.captchaId, body.captchaCode))) {
      await log('captcha_failed');
      throw new AppError('bad_request', identityMessages.captchaWrong, askForCaptcha);
    }
  }
  const user = await findUserByUsername(db, username);
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), body.password);
  if (!user || !ok) {
    await log('wrong_credentials', user?.id ?? null);
    // Only a wrong password waits, so the owner's right one is never slowed by an attacker's failures.
    const delay = failureDelayMs(counts.account);
    if (delay > 0) await ctx.delay(delay);
    // Whether the IP count rose does not depend on the account existing here, so the mark tells nothing.
    const isNextNeeded = needsCaptcha({ account: counts.account + 1, ip: counts.ip + 1 });
    throw new AppError('bad_request', identityMessages.wrongCredentials, isNextNeeded ? askForCaptcha : null);
  }
  if (user.locked) {
    await log('disabled', user.id);
    throw new AppError('bad_request', identityMessages.accountDisabled);
  }
  // A fresh session id at sign-in: a session fixed before sign-in never becomes an authenticated one.
  if (previousSessionKey) await destroySession(db, previousSessionKey);
  const twoFactorPending = user.twoFactorEnabled;
  const token = await createSession(db, { userId: user.id, ...caller, twoFactorPending });
  await log(twoFactorPending ? 'two_factor_pending' : 'success', user.id);
  return { token, twoFactorPending };
}

/** Records one step of a sign-in through a government provider (a link, a new account, a refusal) in the auth log. */
export async function recordProviderSignInEvent(
  db: Db,
  entry: {
    userId: number | null;
    username: string;
    result: 'provider_linked' | 'provider_account_created' | 'provider_refused';
  },
  caller: Caller,
): Promise<void> {
  await insertAuthLog(db, { ...entry, ip: caller.ip, userAgent: caller.userAgent });
}

/**
 * Signs `userId` in after a government provider vouched for them, by the same rules as a password: a
 * disabled account is refused (400), two-factor is still due when the account has it, the session id is
 * fresh, and the attempt is in the auth log. `relatedSsoLogout` is the provider's sign-out page.
 */
export async function signInVouchedUser(
  db: Db,
  input: {
    userId: number;
    caller: Caller;
    previousSessionKey: string | null;
    relatedSsoLogout: string | null;
  },
): Promise<{ token: string; twoFactorPending: boolean }> {
  const user = await findUser(db, input.userId);
  if (!user) throw new AppError('bad_request', identityMessages.accountDisabled);
  const log = (result: AuthResult) =>
    insertAuthLog(db, {
      userId: user.id,
      username: user.username,
      ip: input.caller.ip,
      userAgent: input.caller.userAgent,
      result,
    });
  if (user.locked) {
    await log('disabled');
    throw new AppError('bad_request', identityMessages.accountDisabled);
  }
  if (input.previousSessionKey) await destroySession(db, input.previousSessionKey);
  const twoFactorPending = user.twoFactorEnabled;
  const token = await createSession(db, {
    userId: user.id,
    ...input.caller,
    twoFactorPending,
    relatedSsoLogout: input.relatedSsoLogout,
    authMethods: ['fed'],
  });
  await log(twoFactorPending ? 'provider_two_factor_pending' : 'provider_success');
  return { token, twoFactorPending };
}

/**
 * Makes an applicant account (no roles) for a person a government provider vouched for, in the caller's
 * transaction, and answers its id. Its password is random and known to nobody: the person signs in
 * through the provider (or sets a password with «فراموشی رمز عبور» once an e-mail is on file). The
 * provider's national ID is stored as verified.
 */
export async function createVouchedAccount(
  tx: Db,
  person: {
    username: string;
    firstName: string;
    lastName: string;
    nationalId: string | null;
    mobile: string | null;
    email: string | null;
  },
): Promise<number> {
  return insertUser(tx, {
    ...person,
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    securityStamp: randomBytes(16).toString('hex'),
    nationalIdVerifiedAt: person.nationalId ? new Date() : null,
  });
}
