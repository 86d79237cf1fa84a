// Applicants' registration (ثبت‌نام متقاضیان), in two steps: who the newcomer is (a code goes to their
// mobile from the job queue), then the code with a username and password (the account is made and signed
// in). Whether a national ID or mobile is registered is told only after the code: to whoever holds the
// mobile. docs/ARCHITECTURE.md "Applicants' registration".
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { REGISTRATION_CODE_TTL_SECONDS, type RegistrationCodeResponse } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError, fieldError, pgErrorOf } from '../../plugins/errors.js';
import { enqueueJob } from '../../plugins/jobs/job-queue.js';
import { identityMessages, orgMessages, registrationMessages as text } from '../../messages/index.js';
import { verifyCaptcha } from '../identity/captcha.service.js';
import type { Caller } from '../identity/identity.service.js';
import { assertStrong, hashPassword } from '../identity/password.service.js';
import {
  createRegisteredAccount,
  isUsernameTaken,
  signInRegistered,
} from '../identity/registered-account.service.js';
import { registrationIsOpen } from '../settings/settings.service.js';
import { assertCodeRequestAllowed, recordGuess } from './registration-limits.service.js';
import {
  insertRegistration,
  mobileHeld,
  nationalIdHeld,
  registrationByToken,
  spendRegistration,
} from './registration.repository.js';

/** The job kind that makes and sends a registration's code. */
export const REGISTRATION_SMS = 'registration.sms';
/** How long a registration may take from its code request: no code is sent, nor taken, after. */
const REGISTRATION_TTL_MS = 30 * 60 * 1000;

/** The SHA-256 of a registration's token: the only form of it the database holds. */
export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The stored hash of registration `id`'s code (salted with the id: one table of 10^6 hashes fits no two rows). */
export function codeHashOf(id: number, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

/** Throws the Persian 404 unless an Admin has opened registration. */
async function assertOpen(db: Db): Promise<void> {
  if (!(await registrationIsOpen(db))) throw new AppError('not_found', text.closed);
}

/**
 * Step 1: records the newcomer and enqueues the job that sends a code to their mobile, in one
 * transaction. Answers alike whether or not the national ID or mobile is registered. Throws 404 when
 * registration is closed, 400 for a wrong captcha, 429 over the limits.
 */
export async function requestRegistrationCode(
  ctx: { db: Db; captcha: boolean },
  body: {
    nationalId: string;
    mobile: string;
    firstName: string;
    lastName: string;
    captchaId: string;
    captchaCode: string;
  },
  caller: Caller,
): Promise<RegistrationCodeResponse> {
  const { db } = ctx;
  await assertOpen(db);
  if (!(await verifyCaptcha(db, ctx.captcha, body.captchaId, body.captchaCode)))
    throw new AppError('bad_request', identityMessages.captchaWrong);
  await assertCodeRequestAllowed(db, { ...body, ip: caller.ip });
  const token = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    const id = await insertRegistration(tx, {
      tokenHash: tokenHashOf(token),
      nationalId: body.nationalId,
      mobile: body.mobile,
      firstName: body.firstName,
      lastName: body.lastName,
      ip: caller.ip,
      expiresAt: new Date(Date.now() + REGISTRATION_TTL_MS),
    });
    // A code that arrives minutes late is no use: a few quick retries, then the newcomer asks again.
    await enqueueJob(tx, {
      kind: REGISTRATION_SMS,
      payload: { registrationId: id },
      key: `${REGISTRATION_SMS}:${id}`,
      maxAttempts: 4,
    });
  });
  return { registrationId: token, mobile: body.mobile, expiresInSeconds: REGISTRATION_CODE_TTL_SECONDS };
}

/** Whether `code` is the live code of `row` (compared in constant time). */
function codeMatches(
  row: {
    id: number;
    codeHash: string | null;
    codeExpiresAt: Date | null;
    expiresAt: Date;
    usedAt: Date | null;
  },
  code: string,
): boolean {
  const now = Date.now();
  if (!row.codeHash || !row.codeExpiresAt || row.usedAt) return false;
  if (row.codeExpiresAt.getTime() <= now || row.expiresAt.getTime() <= now) return false;
  return timingSafeEqual(Buffer.from(codeHashOf(row.id, code)), Buffer.from(row.codeHash));
}

/** The Persian 400 with its field for a unique index a racing registration hit first, or undefined. */
function raceRefusal(err: unknown): AppError | undefined {
  const pgError = pgErrorOf(err);
  if (pgError?.code !== '23505') return undefined;
  if (pgError.constraint === 'users_national_id_live')
    return fieldError('bad_request', 'nationalId', text.nationalIdTaken);
  if (pgError.constraint === 'users_mobile_verified_live')
    return fieldError('bad_request', 'mobile', text.mobileTaken);
  if (pgError.constraint === 'users_username_live')
    return fieldError('bad_request', 'username', orgMessages.usernameTaken);
  return undefined;
}

/**
 * Step 2: with the right code, makes the applicant account and signs it in; answers the session token.
 * Checks the password first (no attempt spent); then counts the attempt (five per code). A national ID or
 * mobile found registered spends the registration; a taken username does not. Throws 404 when closed, 400
 * (the field marked where one is to blame), 429 over the IP's attempts.
 */
export async function completeRegistration(
  db: Db,
  body: { registrationId: string; code: string; username: string; password: string },
  caller: Caller,
  previousSessionKey: string | null,
): Promise<string> {
  await assertOpen(db);
  assertStrong(body.password, body.username);
  const row = await registrationByToken(db, tokenHashOf(body.registrationId));
  const hasGuessesLeft = await recordGuess(db, row?.id ?? null, caller.ip);
  if (!row || !hasGuessesLeft || !codeMatches(row, body.code))
    throw new AppError('bad_request', text.codeInvalid);
  if (await nationalIdHeld(db, row.nationalId)) {
    await spendRegistration(db, row.id);
    throw fieldError('bad_request', 'nationalId', text.nationalIdTaken);
  }
  if (await mobileHeld(db, row.mobile)) {
    await spendRegistration(db, row.id);
    throw fieldError('bad_request', 'mobile', text.mobileTaken);
  }
  if (await isUsernameTaken(db, body.username))
    throw fieldError('bad_request', 'username', orgMessages.usernameTaken);
  // Hashing is slow by design: done before the transaction, so it holds no connection meanwhile.
  const passwordHash = await hashPassword(body.password);
  const person = {
    username: body.username,
    firstName: row.firstName,
    lastName: row.lastName,
    nationalId: row.nationalId,
    mobile: row.mobile,
    passwordHash,
  };
  const userId = await db
    .transaction(async (tx) => {
      if (!(await spendRegistration(tx, row.id))) throw new AppError('bad_request', text.codeInvalid);
      return createRegisteredAccount(tx, person);
    })
    .catch((err: unknown) => {
      throw raceRefusal(err) ?? err;
    });
  return signInRegistered(db, { id: userId, username: body.username }, caller, previousSessionKey);
}
