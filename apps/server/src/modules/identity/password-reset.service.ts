import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { normalizeText, toLatinDigits } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { queueMail } from '../system/mail.service.js';
import { verifyCaptcha } from './captcha.service.js';
import { findUserByUsername } from './identity.repository.js';
import type { Caller, IdentityContext } from './identity.context.js';
import { hashPassword } from './password-hash.js';
import {
  countResetCodes,
  countResetGuesses,
  insertResetCode,
  insertResetGuess,
  latestResetCode,
  markResetCodeUsed,
  type ResetLimitKey,
} from './password-reset.repository.js';
import { assertStrong, storePasswordHash } from './password.service.js';
import { identityMessages } from '../../messages/index.js';

const RESET_CODE_TTL_MS = 10 * 60 * 1000;
/** The sliding window every reset limit counts over. */
export const RESET_WINDOW_MS = 15 * 60 * 1000;
/** Codes one username may be sent within the window (unknown usernames count alike). */
export const MAX_CODES_PER_USERNAME = 3;
/** Code requests one IP address may make within the window. */
export const MAX_CODES_PER_IP = 20;
/** `new-password` attempts for one username within the window. */
export const MAX_GUESSES_PER_USERNAME = 10;
/** `new-password` attempts from one IP address within the window. */
export const MAX_GUESSES_PER_IP = 30;
/** Attempts one code survives; the next one finds it void. */
export const MAX_CODE_GUESSES = 5;

function hashResetCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

// Compared against when a username has no live code, so a missing code costs what a wrong one does.
const NO_CODE_HASH = hashResetCode(randomBytes(16).toString('hex'));

/**
 * Every operation a reset performs before it answers. Unknown and known usernames must run the same ones
 * in the same order (the answer's timing must not tell which accounts exist); tests wrap them to check.
 */
export type ResetSteps = {
  verifyCaptcha: typeof verifyCaptcha;
  countCodes: typeof countResetCodes;
  insertCode: typeof insertResetCode;
  countGuesses: typeof countResetGuesses;
  insertGuess: typeof insertResetGuess;
  findUser: typeof findUserByUsername;
  latestCode: typeof latestResetCode;
  hashPassword: typeof hashPassword;
  /**
   * Runs `job` (or nothing) after the answer has gone: writing the mail and its delivery job takes time
   * only known accounts spend, so it must not delay the answer.
   */
  afterAnswer: (job: (() => Promise<unknown>) | null, log: ErrorLog) => void;
};

/** Where a job that runs after the answer reports its failure. */
export type ErrorLog = { error: (detail: object, message: string) => void };

const running = new Set<Promise<void>>();

function runAfterAnswer(job: (() => Promise<unknown>) | null, log: ErrorLog): void {
  if (!job) return;
  // setImmediate: the reply is written in this turn of the event loop, the job starts in the next.
  const done = new Promise<void>((resolve) => setImmediate(resolve))
    .then(job)
    .then(
      () => undefined,
      (err: unknown) => log.error({ err }, 'password reset mail failed'),
    )
    .finally(() => running.delete(done));
  running.add(done);
}

/**
 * Resolves once every reset mail started so far has been written to the outbox with its delivery job
 * (tests, and shutdown, wait for it); the job runner delivers it.
 */
export async function settleResetMail(): Promise<void> {
  await Promise.all([...running]);
}

/** The real operations. */
export const resetSteps: ResetSteps = {
  verifyCaptcha,
  countCodes: countResetCodes,
  insertCode: insertResetCode,
  countGuesses: countResetGuesses,
  insertGuess: insertResetGuess,
  findUser: findUserByUsername,
  latestCode: latestResetCode,
  hashPassword,
  afterAnswer: runAfterAnswer,
};

/** The key a username's requests are stored and limited under: as sign-in compares it. */
function resetKey(username: string): string {
  return normalizeText(username).toLowerCase();
}

/** Throws the Persian 429 when the username or the IP is over its limit (one message for both). */
async function assertUnderLimits(
  count: (db: Db, by: ResetLimitKey, since: Date) => Promise<number>,
  db: Db,
  keys: { username: string; ip: string | null },
  limits: { username: number; ip: number },
): Promise<void> {
  const since = new Date(Date.now() - RESET_WINDOW_MS);
  const byUsername = await count(db, { username: keys.username }, since);
  const byIp = keys.ip === null ? 0 : await count(db, { ip: keys.ip }, since);
  if (byUsername > limits.username || byIp > limits.ip)
    throw new AppError('too_many_requests', identityMessages.resetLimited);
}

/**
 * Sends a 6-digit reset code by e-mail when the account exists, has an address and is not locked. The
 * answer never says which: every accepted request does the same work and writes one row (unknown names
 * too), and the mail is queued after the answer (the job runner delivers it). Throws 400 for a wrong
 * captcha, 429 over the limits.
 */
export async function forgetPassword(
  ctx: IdentityContext,
  body: { username: string; captchaId: string; captchaCode: string },
  caller: Caller,
  log: ErrorLog,
  steps: ResetSteps = resetSteps,
): Promise<void> {
  const { db } = ctx;
  if (!(await steps.verifyCaptcha(db, ctx.captcha, body.captchaId, body.captchaCode)))
    throw new AppError('bad_request', identityMessages.captchaWrong);
  const username = resetKey(body.username);
  // Counted before this request is written: a refused request must not leave a live code behind.
  await assertUnderLimits(
    steps.countCodes,
    db,
    { username, ip: caller.ip },
    { username: MAX_CODES_PER_USERNAME - 1, ip: MAX_CODES_PER_IP - 1 },
  );
  const user = await steps.findUser(db, username);
  const recipient = user?.email && !user.locked ? { id: user.id, email: user.email } : null;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await steps.insertCode(db, {
    username,
    userId: recipient?.id ?? null,
    codeHash: hashResetCode(code),
    ip: caller.ip,
    expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
  });
  steps.afterAnswer(
    recipient
      ? () =>
          queueMail(db, ctx.mail, {
            to: recipient.email,
            subject: identityMessages.resetMailSubject,
            body: identityMessages.resetMailBody(code),
            userId: recipient.id,
          })
      : null,
    log,
  );
}

/**
 * Sets a new password with a mailed code (single-use, 10 minutes, five attempts) and ends every session.
 * Unknown usernames, missing codes and wrong codes do the same work and get the same 400; throws 400 for
 * a weak password or a wrong captcha, 429 over the limits.
 */
export async function resetPassword(
  ctx: IdentityContext,
  body: { username: string; code: string; newPassword: string; captchaId: string; captchaCode: string },
  caller: Caller,
  steps: ResetSteps = resetSteps,
): Promise<void> {
  const { db } = ctx;
  const username = resetKey(body.username);
  // A check of the body alone, so it answers alike for every username (and keeps the captcha unspent).
  assertStrong(body.newPassword, username);
  if (!(await steps.verifyCaptcha(db, ctx.captcha, body.captchaId, body.captchaCode)))
    throw new AppError('bad_request', identityMessages.captchaWrong);
  // Written first, so attempts made at once on several instances all count.
  await steps.insertGuess(db, { username, ip: caller.ip });
  await assertUnderLimits(
    steps.countGuesses,
    db,
    { username, ip: caller.ip },
    { username: MAX_GUESSES_PER_USERNAME, ip: MAX_GUESSES_PER_IP },
  );
  const user = await steps.findUser(db, username);
  const row = await steps.latestCode(db, username);
  const since = row?.createdAt ?? new Date(Date.now() - RESET_WINDOW_MS);
  const guesses = await steps.countGuesses(db, { username }, since);
  // Hashed before the code is known to be right: a wrong code costs what a right one does.
  const passwordHash = await steps.hashPassword(body.newPassword);
  const given = Buffer.from(hashResetCode(toLatinDigits(body.code).trim()));
  const matches = timingSafeEqual(given, Buffer.from(row?.codeHash ?? NO_CODE_HASH));
  if (!user || !row || row.userId !== user.id || guesses > MAX_CODE_GUESSES || !matches)
    throw new AppError('bad_request', identityMessages.resetCodeInvalid);
  await db.transaction(async (tx) => {
    await markResetCodeUsed(tx, row.id);
    await storePasswordHash(tx, user.id, passwordHash, 'password_reset', null);
  });
}
