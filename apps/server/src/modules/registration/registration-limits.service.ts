// The limits on registration, counted from the database at each request (so every instance agrees) and
// apart from sign-in's: spending them never touches an existing account. docs/ARCHITECTURE.md
// "Applicants' registration" says why these numbers and what a stranger can and cannot do with them.
import type { Db } from '../../db/client.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { registrationMessages as text } from '../../messages/index.js';
import { countGuesses, countRegistrations, insertGuess } from './registration.repository.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Codes one mobile may be sent in a day. */
export const MAX_CODES_PER_MOBILE = 5;
/** Codes one national ID may be sent (to any mobile) in a day. */
export const MAX_CODES_PER_NATIONAL_ID = 5;
/** Codes one IP address may ask for in an hour. */
export const MAX_CODES_PER_IP = 20;
/** Attempts one code survives; the next finds it void. */
export const MAX_GUESSES_PER_CODE = 5;
/** Completion attempts one IP address may make in an hour. */
export const MAX_GUESSES_PER_IP = 60;

/**
 * Throws 429 when the mobile or national ID has been sent its codes for the day (the field marked), or
 * the IP has asked for its codes for the hour. Counted before this request is written: a refused request
 * leaves no row and sends nothing.
 */
export async function assertCodeRequestAllowed(
  db: Db,
  who: { mobile: string; nationalId: string; ip: string | null },
): Promise<void> {
  const day = new Date(Date.now() - DAY_MS);
  const refuse = (message: string, field: string) => fieldError('too_many_requests', field, message);
  if ((await countRegistrations(db, { mobile: who.mobile }, day)) >= MAX_CODES_PER_MOBILE)
    throw refuse(text.mobileLimited, 'mobile');
  if ((await countRegistrations(db, { nationalId: who.nationalId }, day)) >= MAX_CODES_PER_NATIONAL_ID)
    throw refuse(text.nationalIdLimited, 'nationalId');
  const hour = new Date(Date.now() - HOUR_MS);
  if (who.ip !== null && (await countRegistrations(db, { ip: who.ip }, hour)) >= MAX_CODES_PER_IP)
    throw new AppError('too_many_requests', text.ipLimited);
}

/**
 * Records one completion attempt, then answers whether the registration still has guesses left. Written
 * first, so attempts made at once on several instances all count; throws 429 when the IP is over its
 * hourly attempts.
 */
export async function recordGuess(
  db: Db,
  registrationId: number | null,
  ip: string | null,
): Promise<boolean> {
  await insertGuess(db, { registrationId, ip });
  const hour = new Date(Date.now() - HOUR_MS);
  if (ip !== null && (await countGuesses(db, { ip, since: hour })) > MAX_GUESSES_PER_IP)
    throw new AppError('too_many_requests', text.ipLimited);
  return registrationId !== null && (await countGuesses(db, { registrationId })) <= MAX_GUESSES_PER_CODE;
}
