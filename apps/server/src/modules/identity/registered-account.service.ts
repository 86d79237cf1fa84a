// The identity side of an applicant's own registration (modules/registration): the account it makes and
// the first sign-in, so accounts, sessions and the auth log stay identity's.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { createSession, destroySession } from '../../plugins/session-store.js';
import { insertAuthLog } from './auth-log.repository.js';
import type { Caller } from './identity.context.js';
import { insertUser, liveUsernameExists } from './identity.repository.js';

/** Who registered: what they typed, the mobile their code proved, and their password's hash. */
export type RegisteredPerson = {
  username: string;
  firstName: string;
  lastName: string;
  nationalId: string;
  mobile: string;
  passwordHash: string;
};

/** Whether a live account has `username` (new usernames are lower-cased, as sign-in compares them). */
export function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  return liveUsernameExists(db, username);
}

/**
 * Makes the applicant account (no roles) a registration verified, in the caller's transaction, and
 * answers its id. The mobile is verified (a code sent to it came back); the national ID is not (nobody
 * vouched for it), so a government provider sign-in never links to the account by it. A unique violation
 * (a national ID, verified mobile or username taken meanwhile) is the caller's to map.
 */
export async function createRegisteredAccount(tx: Db, person: RegisteredPerson): Promise<number> {
  return insertUser(tx, {
    ...person,
    mobileVerifiedAt: new Date(),
    nationalIdVerifiedAt: null,
    securityStamp: randomBytes(16).toString('hex'),
  });
}

/**
 * Signs a just-registered account in: a fresh session (the caller's previous one ended, as at every
 * sign-in) recorded as `registered` in the auth log. Answers the session's cookie token.
 */
export async function signInRegistered(
  db: Db,
  user: { id: number; username: string },
  caller: Caller,
  previousSessionKey: string | null,
): Promise<string> {
  if (previousSessionKey) await destroySession(db, previousSessionKey);
  const token = await createSession(db, { userId: user.id, ...caller });
  await insertAuthLog(db, {
    userId: user.id,
    username: user.username,
    ip: caller.ip,
    userAgent: caller.userAgent,
    result: 'registered',
  });
  return token;
}
