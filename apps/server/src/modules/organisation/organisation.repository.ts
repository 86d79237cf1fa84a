import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { isAdmin, ROLE_ADMIN, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import {
  changeLogs,
  defaultUsersUnitRoles,
  roles,
  ssoClients,
  unitResponsibilities,
  unitRoles,
  units,
  type unitTypes,
  unitUnitRoles,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { liveRowExists } from '../../db/live-rows.js';

/** The ids among `ids` that name live rows of a table with `id` and `deletedAt`. */
async function liveIds(
  db: Db,
  table: typeof units | typeof unitRoles | typeof unitTypes | typeof roles | typeof users,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), isNull(table.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/** True when every id names a live row. */
export async function allLive(db: Db, table: Parameters<typeof liveIds>[1], ids: number[]): Promise<boolean> {
  const found = await liveIds(db, table, [...new Set(ids)]);
  return found.size === new Set(ids).size;
}

/** The parent chain of a unit, nearest first (stops at 100 levels, which no real tree reaches). */
export async function ancestors(db: Db, unitId: number): Promise<number[]> {
  const chain: number[] = [];
  let current: number | null = unitId;
  while (current !== null && chain.length < 100) {
    const [row] = await db.select({ parentId: units.parentId }).from(units).where(eq(units.id, current));
    current = row?.parentId ?? null;
    if (current !== null) chain.push(current);
  }
  return chain;
}

/** Every live unit role id. */
export async function allUnitRoleIds(db: Db): Promise<number[]> {
  return (await db.select({ id: unitRoles.id }).from(unitRoles).where(isNull(unitRoles.deletedAt))).map(
    (r) => r.id,
  );
}

/** Replaces the unit roles a unit offers. */
export async function setUnitRoles(db: Db, unitId: number, unitRoleIds: number[]): Promise<void> {
  await db.delete(unitUnitRoles).where(eq(unitUnitRoles.unitId, unitId));
  const unique = [...new Set(unitRoleIds)];
  if (unique.length)
    await db.insert(unitUnitRoles).values(unique.map((unitRoleId) => ({ unitId, unitRoleId })));
}

/** The unit roles each of `unitIds` offers. */
export async function unitRolesOf(
  db: Db,
  unitIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const map = new Map<number, { id: number; name: string }[]>(unitIds.map((id) => [id, []]));
  if (unitIds.length === 0) return map;
  const rows = await db
    .select({ unitId: unitUnitRoles.unitId, id: unitRoles.id, name: unitRoles.name })
    .from(unitUnitRoles)
    .innerJoin(unitRoles, and(eq(unitRoles.id, unitUnitRoles.unitRoleId), isNull(unitRoles.deletedAt)))
    .where(inArray(unitUnitRoles.unitId, unitIds));
  for (const r of rows) map.get(r.unitId)?.push({ id: r.id, name: r.name });
  return map;
}

/** Names of units by id. */
export async function unitNames(db: Db, unitIds: number[]): Promise<Map<number, string>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(inArray(units.id, unitIds));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Replaces a user's global roles. */
export async function setUserRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), isNull(userRoles.unitId)));
  const unique = [...new Set(roleIds)];
  if (unique.length) await db.insert(userRoles).values(unique.map((roleId) => ({ userId, roleId })));
}

/**
 * Locks the Admin role's row until the transaction ends: writes that may take away the last Admin
 * check one after another, each seeing what the one before it committed.
 */
export async function lockAdminRole(tx: Db): Promise<void> {
  await tx.select({ id: roles.id }).from(roles).where(eq(roles.alias, ROLE_ADMIN)).for('update');
}

/** The live, unlocked users holding the Admin role (globally or in a unit). */
export async function activeAdminIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(
      roles,
      and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt), eq(roles.alias, ROLE_ADMIN)),
    )
    .where(and(isNull(users.deletedAt), eq(users.locked, false)));
  return rows.map((row) => row.id);
}

/** The global roles of each user. */
export async function rolesOfUsers(db: Db, userIds: number[]) {
  const map = new Map<number, { id: number; alias: string; name: string }[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, alias: roles.alias, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
    .where(inArray(userRoles.userId, userIds));
  for (const r of rows) map.get(r.userId)?.push({ id: r.id, alias: r.alias, name: r.name });
  return map;
}

/** The union of unit roles that live units offer. */
export async function unionUnitRoles(db: Db) {
  return db
    .selectDistinct({ id: unitRoles.id, name: unitRoles.name })
    .from(unitUnitRoles)
    .innerJoin(units, and(eq(units.id, unitUnitRoles.unitId), isNull(units.deletedAt)))
    .innerJoin(unitRoles, and(eq(unitRoles.id, unitUnitRoles.unitRoleId), isNull(unitRoles.deletedAt)))
    .orderBy(unitRoles.id);
}

/** A user's name as the recycle bin lists it: «first last (username)». */
export const userTitle: SQL = sql`trim(concat_ws(' ', ${users.firstName}, ${users.lastName})) || ' (' || ${users.username} || ')'`;

/** True when a live user already has this username (case-insensitive). */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  return liveRowExists(db, users, eq(users.username, username.toLowerCase()));
}

// The checks below run one after another: inside a transaction they share one connection.

/**
 * What keeps a unit from being deleted: live child units, a default responsibility, live connected
 * systems it owns (its responsibilities go with it to the recycle bin).
 */
export async function unitDependents(db: Db, unitId: number) {
  const children = await liveRowExists(db, units, eq(units.parentId, unitId));
  const defaults = await liveRowExists(db, defaultUsersUnitRoles, eq(defaultUsersUnitRoles.unitId, unitId));
  const systems = await liveRowExists(db, ssoClients, eq(ssoClients.unitId, unitId));
  return { children, defaults, systems };
}

/** What still uses a unit role: live units offering it, live responsibilities, a default responsibility. */
export async function unitRoleDependents(db: Db, unitRoleId: number) {
  const offered = await liveRowExists(
    db,
    units,
    inArray(
      units.id,
      db
        .select({ id: unitUnitRoles.unitId })
        .from(unitUnitRoles)
        .where(eq(unitUnitRoles.unitRoleId, unitRoleId)),
    ),
  );
  const responsibilities = await liveRowExists(
    db,
    unitResponsibilities,
    eq(unitResponsibilities.unitRoleId, unitRoleId),
  );
  const defaults = await liveRowExists(
    db,
    defaultUsersUnitRoles,
    eq(defaultUsersUnitRoles.unitRoleId, unitRoleId),
  );
  return { offered, responsibilities, defaults };
}

/** The responsibilities `user` may see: Admins every one; an Employee those of their own units. */
export function responsibilitiesVisibleTo(user: Principal | null): SQL | undefined {
  if (!user) return sql`false`;
  if (isAdmin(user)) return undefined;
  return sql`${unitResponsibilities.unitId} in (select r.unit_id from unit_responsibilities r where r.user_id = ${user.id} and r.deleted_at is null)`;
}

/** Users holding any of the global roles `roleIds` (the user list's `roleId` filter). */
export function usersWithRoleIn(roleIds: number[]): SQL {
  return sql`${users.id} in (select ur.user_id from user_roles ur where ur.role_id in (${sql.join(
    roleIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
}

/** Users with a live responsibility in any of `unitIds` (the user list's `unitId` filter). */
export function usersInUnits(unitIds: number[]): SQL {
  return sql`${users.id} in (select r.user_id from unit_responsibilities r where r.deleted_at is null and r.unit_id in (${sql.join(
    unitIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
}

/** The change-log rows of unit responsibilities (the scope of the unitresponsibilitylog resource). */
export const responsibilityChangeLogs: SQL = sql`${changeLogs.resource} = 'unitresponsibility'`;

/** A user's id and deletion time, live or deleted; undefined when no user has that id. */
export async function findUserState(db: Db, userId: number) {
  const [user] = await db
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** A user's stored national ID and when it became trustworthy, or undefined for no such user. */
export async function nationalIdStateOf(db: Db, userId: number) {
  const [user] = await db
    .select({ nationalId: users.nationalId, verifiedAt: users.nationalIdVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** Stores an Admin's reset of a user's password: the new hash, deprecated, and a new security stamp. */
export async function storeResetPassword(
  db: Db,
  userId: number,
  values: { passwordHash: string; securityStamp: string; actorId: number },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: values.passwordHash,
      passwordDeprecated: true,
      securityStamp: values.securityStamp,
      updatedAt: new Date(),
      updaterId: values.actorId,
    })
    .where(eq(users.id, userId));
}

/** A user's live unit responsibilities with their unit's and unit role's names. */
export async function liveResponsibilitiesOf(db: Db, userId: number) {
  return db
    .select({
      id: unitResponsibilities.id,
      unitId: unitResponsibilities.unitId,
      unitRoleId: unitResponsibilities.unitRoleId,
      personalId: unitResponsibilities.personalId,
      unitName: units.name,
      unitRoleName: unitRoles.name,
    })
    .from(unitResponsibilities)
    .innerJoin(units, eq(units.id, unitResponsibilities.unitId))
    .innerJoin(unitRoles, eq(unitRoles.id, unitResponsibilities.unitRoleId))
    .where(and(eq(unitResponsibilities.userId, userId), isNull(unitResponsibilities.deletedAt)));
}
