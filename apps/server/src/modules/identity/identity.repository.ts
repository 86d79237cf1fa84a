import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { roles, userRoles, users } from '../../db/schema/index.js';

/** Reads the profile columns of a live user, or undefined. */
export async function findProfileUser(db: Db, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordDeprecated: users.passwordDeprecated,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return user;
}

/** The roles a user holds, with their optional unit scope. */
export async function findRoleGrants(db: Db, userId: number) {
  return db
    .select({ alias: roles.alias, unitId: userRoles.unitId, unitRoleId: userRoles.unitRoleId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
    .where(eq(userRoles.userId, userId));
}
