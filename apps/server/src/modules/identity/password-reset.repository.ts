import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetCodes, passwordResetGuesses } from '../../db/schema/index.js';

/** Whose requests a limit counts: one username (normalised, lower-cased) or one IP address. */
export type ResetLimitKey = { username: string } | { ip: string };

/** Records one accepted `forget-password` request with its code hash (`userId` null: never sent). */
export async function insertResetCode(db: Db, values: typeof passwordResetCodes.$inferInsert) {
  await db.insert(passwordResetCodes).values(values);
}

/** The rows of one username or one IP address since `since`, in either table the limits count. */
function countSince(
  db: Db,
  table: typeof passwordResetCodes | typeof passwordResetGuesses,
  by: ResetLimitKey,
  since: Date,
): Promise<number> {
  const who = 'username' in by ? eq(table.username, by.username) : eq(table.ip, by.ip);
  return db.$count(table, and(who, gt(table.createdAt, since)));
}

/** How many `forget-password` requests were accepted since `since` for a username or from an IP. */
export function countResetCodes(db: Db, by: ResetLimitKey, since: Date): Promise<number> {
  return countSince(db, passwordResetCodes, by, since);
}

/** The newest unused, unexpired reset request for a username (its code may never have been sent). */
export async function latestResetCode(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.username, username),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordResetCodes.id))
    .limit(1);
  return row;
}

/** Marks a reset code used. */
export async function markResetCodeUsed(db: Db, id: number) {
  await db.update(passwordResetCodes).set({ usedAt: new Date() }).where(eq(passwordResetCodes.id, id));
}

/** Records one accepted `new-password` attempt. */
export async function insertResetGuess(db: Db, values: { username: string; ip: string | null }) {
  await db.insert(passwordResetGuesses).values(values);
}

/** How many `new-password` attempts were accepted since `since` for a username or from an IP. */
export function countResetGuesses(db: Db, by: ResetLimitKey, since: Date): Promise<number> {
  return countSince(db, passwordResetGuesses, by, since);
}
