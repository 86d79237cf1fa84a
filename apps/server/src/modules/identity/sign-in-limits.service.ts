import { normalizeText } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import {
  countIpPasswordFailures,
  countPasswordFailures,
  insertAuthLog,
  usernamesWithPasswordFailures,
} from './auth-log.repository.js';
import { findUser } from './identity.repository.js';
import { orgMessages } from '../../messages/index.js';

// The sign-in limits of docs/ARCHITECTURE.md "Sign-in limits". Everything is read from auth_logs at
// each attempt, so every instance behind a load balancer agrees and nothing lives in process memory.

/** The sliding window every count looks back over. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one username after which every attempt on it must carry a solved captcha. */
export const ACCOUNT_CAPTCHA_AFTER = 5;
/** Wrong passwords for existing accounts from one IP after which every attempt from it needs a captcha. */
export const IP_CAPTCHA_AFTER = 100;
/** Wrong passwords for existing accounts from one IP after which it is refused with 429. */
export const IP_REFUSE_AFTER = 1000;
const FIRST_DELAY_MS = 1000;
/** The longest a wrong password is answered late. */
export const MAX_DELAY_MS = 8000;

/** Wrong passwords counted for one attempt: the username's since its last reset, and the IP's. */
export type SignInCounts = { account: number; ip: number };

/** Reads the counts one sign-in attempt is judged by. */
export async function readSignInCounts(
  db: Db,
  username: string,
  ip: string | null,
  now = Date.now(),
): Promise<SignInCounts> {
  const since = new Date(now - SIGN_IN_WINDOW_MS);
  const [account, fromIp] = await Promise.all([
    countPasswordFailures(db, username, since),
    ip ? countIpPasswordFailures(db, ip, since) : 0,
  ]);
  return { account, ip: fromIp };
}

/** Whether an attempt with these counts must carry a solved captcha. */
export function needsCaptcha(counts: SignInCounts): boolean {
  return counts.account >= ACCOUNT_CAPTCHA_AFTER || counts.ip >= IP_CAPTCHA_AFTER;
}

/**
 * How late to answer a wrong password, given the username's failures before it: nothing below the
 * captcha threshold, then 1 s doubling per further failure up to MAX_DELAY_MS.
 */
export function failureDelayMs(accountFailuresBefore: number): number {
  const beyond = accountFailuresBefore - ACCOUNT_CAPTCHA_AFTER;
  if (beyond < 0) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(beyond, 16), MAX_DELAY_MS);
}

/** The username as sign-in attempts record it. */
export function signInName(username: string): string {
  return normalizeText(username).toLowerCase();
}

/**
 * Lifts a user's sign-in limits for an Admin: a `sign_in_unlocked` row ends the username's failure
 * window as a successful sign-in does. Throws not_found for a missing or deleted user.
 */
export async function unlockSignIn(db: Db, userId: number): Promise<void> {
  const user = await findUser(db, userId);
  if (!user) throw new AppError('not_found', orgMessages.userMissing);
  // No IP or browser: the row shows in the user's own login history, and the Admin's address is not theirs.
  await insertAuthLog(db, {
    userId: user.id,
    username: signInName(user.username),
    ip: null,
    userAgent: null,
    result: 'sign_in_unlocked',
  });
}

/** Of these usernames, the ones whose sign-ins need a captcha now (one query for a page of users). */
export async function usernamesUnderSignInLimits(db: Db, usernames: string[]): Promise<Set<string>> {
  const byName = new Map(usernames.map((name) => [signInName(name), name]));
  const limited = await usernamesWithPasswordFailures(
    db,
    [...byName.keys()],
    new Date(Date.now() - SIGN_IN_WINDOW_MS),
    ACCOUNT_CAPTCHA_AFTER,
  );
  return new Set(limited.map((name) => byName.get(name) ?? name));
}
