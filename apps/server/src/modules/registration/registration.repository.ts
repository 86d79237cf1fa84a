import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { registrationGuesses, registrations, users } from '../../db/schema/index.js';

/** Whose code requests a limit counts: one mobile, one national ID or one IP address. */
export type RequestKey = { mobile: string } | { nationalId: string } | { ip: string };

/** Records one accepted code request; answers its row id. */
export async function insertRegistration(db: Db, values: typeof registrations.$inferInsert): Promise<number> {
  const [row] = await db.insert(registrations).values(values).returning({ id: registrations.id });
  if (!row) throw new Error('registration insert returned no row');
  return row.id;
}

/** How many code requests were accepted since `since` for a mobile, a national ID or from an IP. */
export function countRegistrations(db: Db, by: RequestKey, since: Date): Promise<number> {
  const who =
    'mobile' in by
      ? eq(registrations.mobile, by.mobile)
      : 'nationalId' in by
        ? eq(registrations.nationalId, by.nationalId)
        : eq(registrations.ip, by.ip);
  return db.$count(registrations, and(who, gt(registrations.createdAt, since)));
}

/** The registration a token hash names, or undefined. */
export async function registrationByToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(registrations).where(eq(registrations.tokenHash, tokenHash));
  return row;
}

/** One registration by id, or undefined. */
export async function registrationById(db: Db, id: number) {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  return row;
}

/** Stores the hash of the code just sent and when it lapses. */
export async function storeRegistrationCode(
  db: Db,
  id: number,
  code: { codeHash: string; codeExpiresAt: Date },
): Promise<void> {
  await db.update(registrations).set(code).where(eq(registrations.id, id));
}

/** Marks a registration spent; answers false when another request spent it first. */
export async function spendRegistration(db: Db, id: number): Promise<boolean> {
  const spent = await db
    .update(registrations)
    .set({ usedAt: new Date() })
    .where(and(eq(registrations.id, id), isNull(registrations.usedAt)))
    .returning({ id: registrations.id });
  return spent.length === 1;
}

/** Records one accepted completion attempt (`registrationId` null when its id named none). */
export async function insertGuess(db: Db, values: { registrationId: number | null; ip: string | null }) {
  await db.insert(registrationGuesses).values(values);
}

/** The completion attempts against one registration (ever), or from one IP since `since`. */
export function countGuesses(
  db: Db,
  by: { registrationId: number } | { ip: string; since: Date },
): Promise<number> {
  return db.$count(
    registrationGuesses,
    'registrationId' in by
      ? eq(registrationGuesses.registrationId, by.registrationId)
      : and(eq(registrationGuesses.ip, by.ip), gt(registrationGuesses.createdAt, by.since)),
  );
}

/** Deletes code requests written before `before`, with every attempt against them, and older attempts. */
export async function deleteRegistrationsBefore(db: Db, before: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const doomed = tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(lt(registrations.createdAt, before));
    await tx
      .delete(registrationGuesses)
      .where(
        or(lt(registrationGuesses.createdAt, before), inArray(registrationGuesses.registrationId, doomed)),
      );
    await tx.delete(registrations).where(lt(registrations.createdAt, before));
  });
}

const live = isNull(users.deletedAt);

/**
 * Whether a live account holds `nationalId`: as its national ID, or as its username (universities long
 * made the national ID the username, and such accounts often have no national ID stored).
 */
export async function nationalIdHeld(db: Db, nationalId: string): Promise<boolean> {
  const held = or(eq(users.nationalId, nationalId), eq(users.username, nationalId));
  return (await db.$count(users, and(live, held))) > 0;
}

/**
 * Whether a live account holds `mobile` (09xxxxxxxxx), however it was stored: the profile, the Admins'
 * form and imports take it as 09…, +989… or 9…, so the last ten digits are compared.
 */
export async function mobileHeld(db: Db, mobile: string): Promise<boolean> {
  const held = sql`right(${users.mobile}, 10) = ${mobile.slice(-10)}`;
  return (await db.$count(users, and(live, held))) > 0;
}
