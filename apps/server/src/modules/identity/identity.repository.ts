import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recoveryCodes, securityStampLogs, users } from '../../db/schema/index.js';

/** A live user's row, or undefined. */
export async function findUser(db: Db, userId: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return user;
}

/** A live user by username, compared case-insensitively; undefined when none. */
export async function findUserByUsername(db: Db, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, isNull(users.deletedAt)));
  return user;
}

/** Updates columns of a user row. */
export async function updateUser(db: Db, userId: number, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** Records why a user's security stamp changed. */
export async function insertSecurityStampLog(db: Db, userId: number, reason: string, actorId: number | null) {
  await db.insert(securityStampLogs).values({ userId, reason, actorId });
}

/** Replaces a user's recovery codes with new hashes. */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length) await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused recovery code as used; false when the user has no such unused code. */
export async function consumeRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}
