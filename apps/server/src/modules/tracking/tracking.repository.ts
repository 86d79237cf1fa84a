// The public tracking page's reads (a request by its tracking code, its visible status changes) and the
// guesses the limits count (tracking_guesses).
import { and, asc, count, eq, gt, isNotNull, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { requestEvents, services, trackingGuesses, userRequests, users } from '../../db/schema/index.js';

/** Whose failed guesses a limit counts: one tracking code or one IP address. */
export type GuessKey = { trackingCode: string } | { ip: string };

// The first key of the tracking page's advisory locks (the second is a hash of the code or the address).
const TRACK_LOCK_SPACE = 727_303;

/**
 * Holds the locks of one address and one code until the transaction ends, always in that order (so two
 * attempts never wait on each other in a cycle): the failures of each are counted and written one
 * attempt at a time, on every instance.
 */
export async function lockGuessKeys(tx: Db, ip: string | null, trackingCode: string): Promise<void> {
  if (ip !== null)
    await tx.execute(sql`select pg_advisory_xact_lock(${TRACK_LOCK_SPACE}, hashtext(${`ip:${ip}`}))`);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${TRACK_LOCK_SPACE}, hashtext(${`code:${trackingCode}`}))`,
  );
}

/** How many failed guesses a code or an address made since `since`, and when the oldest of them was. */
export async function failedGuesses(
  db: Db,
  by: GuessKey,
  since: Date,
): Promise<{ failures: number; oldest: Date | null }> {
  const who =
    'trackingCode' in by ? eq(trackingGuesses.trackingCode, by.trackingCode) : eq(trackingGuesses.ip, by.ip);
  const [row] = await db
    .select({ failures: count(), oldest: min(trackingGuesses.createdAt) })
    .from(trackingGuesses)
    .where(and(who, eq(trackingGuesses.matched, false), gt(trackingGuesses.createdAt, since)));
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

/** Records one evaluated guess. */
export async function insertGuess(
  db: Db,
  values: { trackingCode: string; ip: string | null; matched: boolean },
): Promise<void> {
  await db.insert(trackingGuesses).values(values);
}

/** A request by its tracking code, with its service's name and its applicant's mobile, national ID and username. */
export async function findByTrackingCode(db: Db, trackingCode: string) {
  const [row] = await db
    .select({
      id: userRequests.id,
      trackingCode: userRequests.trackingCode,
      state: userRequests.state,
      status: userRequests.status,
      createdAt: userRequests.createdAt,
      expectedOn: userRequests.expectedOn,
      endedAt: userRequests.endedAt,
      serviceFname: services.serviceFname,
      mobile: users.mobile,
      nationalId: users.nationalId,
      username: users.username,
    })
    .from(userRequests)
    .innerJoin(services, eq(services.id, userRequests.serviceId))
    .innerJoin(users, eq(users.id, userRequests.applicantId))
    .where(eq(userRequests.trackingCode, trackingCode));
  return row;
}

/**
 * The status changes of a request its applicant may see, oldest first. Events that keep the status (the
 * request's end, a cancellation) are not changes: the page would list the same status twice.
 */
export function visibleStatusChanges(db: Db, requestId: number) {
  return db
    .select({ at: requestEvents.at, status: requestEvents.toStatus })
    .from(requestEvents)
    .where(
      and(
        eq(requestEvents.requestId, requestId),
        eq(requestEvents.visibleToApplicant, true),
        isNotNull(requestEvents.toStatus),
        sql`${requestEvents.fromStatus} is distinct from ${requestEvents.toStatus}`,
      ),
    )
    .orderBy(asc(requestEvents.at), asc(requestEvents.id));
}
