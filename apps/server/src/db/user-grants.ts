// The roles a user is granted (their user_roles rows of live roles), as permission checks read them: one
// reading for whoever acts with a user's rights outside a session (a request's job, an event's run).
import { and, eq, isNull } from 'drizzle-orm';
import type { RoleGrant } from '@darvazeh/shared';
import type { Db } from './client.js';
import { roles, userRoles } from './schema/index.js';

/** The roles `userId` holds now, each with the unit and unit role it is limited to. */
export async function roleGrantsOf(db: Db, userId: number): Promise<RoleGrant[]> {
  return db
    .select({ alias: roles.alias, unitId: userRoles.unitId, unitRoleId: userRoles.unitRoleId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
    .where(eq(userRoles.userId, userId));
}
