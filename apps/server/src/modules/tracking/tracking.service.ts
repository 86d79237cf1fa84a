// The public tracking page (SPEC userrequest/track): anyone who holds a request's tracking code and its
// applicant's mobile, national ID or username reads where the request stands.
import { normalizeNationalId, normalizeText, REQUEST_MESSAGES, type TrackedRequest } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import {
  failedGuesses,
  findByTrackingCode,
  insertGuess,
  lockGuessKeys,
  visibleStatusChanges,
} from './tracking.repository.js';

/** The sliding window the limits count failed guesses over. */
export const TRACK_WINDOW_MS = 15 * 60 * 1000;
/** Failed guesses one address may make within the window; the next attempt is refused unread. */
export const MAX_FAILURES_PER_IP = 20;
/** Failed guesses on one code within the window before further wrong ones are answered 429. */
export const MAX_FAILURES_PER_CODE = 5;

/**
 * A mobile number as its ten significant digits: Persian or Arabic digits read, spaces and dashes
 * dropped, a leading +98, 0098 or 0 removed; null when that leaves no ten digits.
 */
export function mobileKey(input: string): string | null {
  const digits = normalizeText(input)
    .replace(/[\s\-()]/g, '')
    .replace(/^(\+98|0098)/, '')
    .replace(/^0/, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

type Applicant = { mobile: string | null; nationalId: string | null; username: string };

/**
 * Whether `identity` is the applicant's mobile (any usual spelling), national ID (Persian or Arabic
 * digits, spaces and dashes read) or username (case-insensitive).
 */
function identityMatches(identity: string, applicant: Applicant): boolean {
  const typed = normalizeText(identity).toLowerCase();
  if (typed !== '' && typed === normalizeText(applicant.username).toLowerCase()) return true;
  const nationalId = normalizeNationalId(identity);
  if (nationalId !== null && nationalId === applicant.nationalId) return true;
  const mobile = mobileKey(identity);
  return mobile !== null && applicant.mobile !== null && mobile === mobileKey(applicant.mobile);
}

function tooMany(oldest: Date | null): AppError {
  const lapses = (oldest?.getTime() ?? Date.now()) + TRACK_WINDOW_MS - Date.now();
  return new AppError(
    'too_many_requests',
    REQUEST_MESSAGES.trackingTooMany(Math.max(1, Math.ceil(lapses / 60_000))),
  );
}

type Outcome =
  | { kind: 'found'; answer: TrackedRequest }
  | { kind: 'missed'; error: AppError }
  | { kind: 'refused'; error: AppError };

/**
 * Answers the request whose tracking code is `trackingCode` when `identity` is its applicant's mobile,
 * national ID or username. An unknown code and a wrong identity get the same 404, so the page never tells
 * whether a code exists, nor whether a national ID is anyone's: it is only compared with the applicant of
 * the code, under the same limits.
 *
 * The limits, as the account owner and the attacker see them:
 * - An address that made 20 failed guesses in 15 minutes is refused (429) before its guess is read, and
 *   the refusal is not recorded: the guesser pays, and the 429 lapses 15 minutes after their failures
 *   stop. Reading the guess first would tell the guesser, by 200 against 429, whether it was right.
 * - A code on which 5 guesses failed in 15 minutes (from anywhere) answers further wrong guesses 429
 *   instead of 404, but the right code and identity are still answered: strangers guessing at someone's
 *   code must not lock its applicant out. What holds a spread-out attack back is the per-address limit and
 *   the size of what it must guess (a mobile number or a username for a known code; a 10-digit code with a
 *   check digit otherwise). Failures are counted per typed code, known or not, so the 429 tells nothing
 *   about which codes exist.
 * The check and the record are one transaction under per-address and per-code advisory locks, so
 * parallel attempts are counted one at a time on every instance. Throws AppError 404 or 429.
 */
export async function trackRequest(
  db: Db,
  body: { trackingCode: string; identity: string },
  ip: string | null,
): Promise<TrackedRequest> {
  const { trackingCode } = body;
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await lockGuessKeys(tx, ip, trackingCode);
    const since = new Date(Date.now() - TRACK_WINDOW_MS);
    if (ip !== null) {
      const byIp = await failedGuesses(tx, { ip }, since);
      if (byIp.failures >= MAX_FAILURES_PER_IP) return { kind: 'refused', error: tooMany(byIp.oldest) };
    }
    const row = await findByTrackingCode(tx, trackingCode);
    const matched = row !== undefined && identityMatches(body.identity, row);
    await insertGuess(tx, { trackingCode, ip, matched });
    if (row && matched) {
      const steps = await visibleStatusChanges(tx, row.id);
      return {
        kind: 'found',
        answer: {
          trackingCode: row.trackingCode,
          serviceFname: row.serviceFname,
          state: row.state,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          expectedOn: row.expectedOn,
          endedAt: row.endedAt?.toISOString() ?? null,
          steps: steps.map((step) => ({ at: step.at.toISOString(), status: step.status ?? '' })),
        },
      };
    }
    // Counted with this failure, which the transaction keeps: the error is thrown after it commits.
    const byCode = await failedGuesses(tx, { trackingCode }, since);
    if (byCode.failures > MAX_FAILURES_PER_CODE) return { kind: 'missed', error: tooMany(byCode.oldest) };
    return { kind: 'missed', error: new AppError('not_found', REQUEST_MESSAGES.trackingNotFound) };
  });
  if (outcome.kind !== 'found') throw outcome.error;
  return outcome.answer;
}
