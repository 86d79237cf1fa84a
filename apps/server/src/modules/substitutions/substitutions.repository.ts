// The substitutions table (out-of-office delegation): who stands in for whom, and when.
import { aliasedTable, and, desc, eq, getTableColumns, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { userNameContains } from '../../db/user-search.js';
import { roles, substitutions, unitResponsibilities, userRoles, users } from '../../db/schema/index.js';

/** A substitution with the two people's names, as the list answers it. */
export type SubstitutionRow = typeof substitutions.$inferSelect & {
  userName: string;
  substituteName: string;
};

/** A user as the checks of a new substitution read them. */
export type StaffCheck = { id: number; locked: boolean; isStaff: boolean };

const substitute = aliasedTable(users, 'substitute');
const nameOf = (table: typeof users) =>
  sql<string>`coalesce(nullif(trim(${table.firstName} || ' ' || ${table.lastName}), ''), ${table.username})`;
const live = isNull(substitutions.deletedAt);
const STAFF = [ROLE_ADMIN, ROLE_EMPLOYEE];

/**
 * Whether the `users` row is staff: it holds the Employee or Admin role, or a live unit responsibility
 * (which makes its holder an Employee, SPEC §6, as the session's roles read it). The column is spelt out
 * with its table: Drizzle leaves it unqualified in a one-table select, where `id` would be ambiguous.
 */
const isStaff = () =>
  sql<boolean>`(exists (select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id
    where ur.user_id = ${users}."id" and r.deleted_at is null and r.alias in (${sql.join(
      STAFF.map((alias) => sql`${alias}`),
      sql`, `,
    )})) or exists (select 1 from ${unitResponsibilities} resp
    where resp.user_id = ${users}."id" and resp.deleted_at is null))`;

/** Substitutions with the names of the one substituted and the substitute. */
const withNames = (db: Db) =>
  db
    .select({
      ...getTableColumns(substitutions),
      userName: nameOf(users),
      substituteName: nameOf(substitute),
    })
    .from(substitutions)
    .innerJoin(users, eq(users.id, substitutions.userId))
    .innerJoin(substitute, eq(substitute.id, substitutions.substituteId));

/**
 * The live substitutions that have not ended by `now`, newest first: every one, or those where `userId`
 * is the one substituted or the substitute.
 */
export function listLiveSubstitutions(db: Db, now: Date, userId: number | null): Promise<SubstitutionRow[]> {
  const whose =
    userId === null
      ? undefined
      : or(eq(substitutions.userId, userId), eq(substitutions.substituteId, userId));
  return withNames(db)
    .where(and(live, gt(substitutions.endsAt, now), whose))
    .orderBy(desc(substitutions.id));
}

/** One live substitution with the names, or undefined. */
export async function findLiveSubstitution(db: Db, id: number): Promise<SubstitutionRow | undefined> {
  const [row] = await withNames(db).where(and(eq(substitutions.id, id), live));
  return row;
}

/**
 * Locks a live user's row until the transaction ends (so one user's substitutions are checked and
 * written one at a time) and answers what the checks need; undefined for a missing or deleted user.
 */
export async function lockUser(tx: Db, id: number): Promise<StaffCheck | undefined> {
  const [row] = await tx
    .select({ id: users.id, locked: users.locked, isStaff: isStaff() })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update', { of: users });
  return row;
}

/** A live user as the checks read them, without a lock; undefined for a missing or deleted user. */
export async function findUserCheck(db: Db, id: number): Promise<StaffCheck | undefined> {
  const [row] = await db
    .select({ id: users.id, locked: users.locked, isStaff: isStaff() })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/** Whether `userId` has a live substitution whose period meets [startsAt, endsAt). */
export async function hasOverlap(tx: Db, userId: number, startsAt: Date, endsAt: Date): Promise<boolean> {
  const n = await tx.$count(
    substitutions,
    and(
      live,
      eq(substitutions.userId, userId),
      lt(substitutions.startsAt, endsAt),
      gt(substitutions.endsAt, startsAt),
    ),
  );
  return n > 0;
}

/** Stores a substitution; answers its id. */
export async function insertSubstitution(
  tx: Db,
  values: Omit<typeof substitutions.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await tx.insert(substitutions).values(values).returning({ id: substitutions.id });
  if (!row) throw new Error('substitution insert returned no row');
  return row.id;
}

/** Soft-deletes a live substitution; answers whether it was live. */
export async function softDeleteSubstitution(tx: Db, id: number, deleterId: number): Promise<boolean> {
  const rows = await tx
    .update(substitutions)
    .set({ deletedAt: new Date(), deleterId })
    .where(and(eq(substitutions.id, id), live))
    .returning({ id: substitutions.id });
  return rows.length > 0;
}

/** The users whose substitution by `substituteId` covers the instant `at` (distinct). */
export async function substitutedUserIds(db: Db, substituteId: number, at: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: substitutions.userId })
    .from(substitutions)
    .where(
      and(
        live,
        eq(substitutions.substituteId, substituteId),
        lte(substitutions.startsAt, at),
        gt(substitutions.endsAt, at),
      ),
    );
  return rows.map((row) => row.userId);
}

/**
 * Up to `limit` live, unlocked staff users other than `exceptId` whose name or username contains `q`
 * (case-insensitive), by name.
 */
export function searchStaff(db: Db, q: string, exceptId: number, limit: number) {
  const matches = userNameContains(q);
  return db
    .select({ id: users.id, name: nameOf(users), username: users.username })
    .from(users)
    .where(and(isNull(users.deletedAt), eq(users.locked, false), ne(users.id, exceptId), isStaff(), matches))
    .orderBy(users.lastName, users.firstName, users.id)
    .limit(limit);
}
