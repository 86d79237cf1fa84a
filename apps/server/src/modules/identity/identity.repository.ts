import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findLiveRow } from '../../db/live-rows.js';
import { recoveryCodes, roles, securityStampLogs, userRoles, users } from '../../db/schema/index.js';
import { emitUsersCreated } from '../events/user-events.service.js';

/** A live user's row, or undefined. */
export async function findUser(db: Db, userId: number) {
  return findLiveRow(db, users, eq(users.id, userId));
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

/** Creates the role unless a live role already has its alias (first start). */
export async function insertRoleUnlessLive(db: Db, role: { alias: string; name: string }): Promise<void> {
  const existing = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.alias, role.alias), isNull(roles.deletedAt)));
  if (existing.length === 0) await db.insert(roles).values(role);
}

/** Whether a live user has exactly this username (no case folding). */
export async function liveUsernameExists(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), isNull(users.deletedAt)));
  return rows.length > 0;
}

/** The id of a role (live or deleted) by alias, or undefined. */
export async function roleIdByAlias(db: Db, alias: string): Promise<number | undefined> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.alias, alias));
  return role?.id;
}

/** Inserts a user holding one global role, in the caller's transaction; answers the user's id. */
export async function insertUserWithRole(
  tx: Db,
  values: typeof users.$inferInsert,
  roleId: number,
): Promise<number> {
  const [user] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  await tx.insert(userRoles).values({ userId: user.id, roleId });
  return user.id;
}

/**
 * Inserts a user with no role (an applicant: a provider's first sign-in, a registration), in the caller's
 * transaction, with the jobs of the events listening to users created; answers the user's id.
 */
export async function insertUser(tx: Db, values: typeof users.$inferInsert): Promise<number> {
  const [user] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  await emitUsersCreated(tx, [{ id: user.id, username: values.username }], null);
  return user.id;
}
