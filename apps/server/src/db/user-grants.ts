// The roles a user is granted, as permission checks read them: their user_roles rows of live roles, and an
// Employee grant of each unit they hold a live responsibility in (SPEC §6). One reading for a session and
// for whoever acts with a user's rights outside one (a request's job, an event's run), so both agree.
import { sql, type SQL } from 'drizzle-orm';
import type { RoleGrant } from '@darvazeh/shared';
import type { Db } from './client.js';
import { roles, unitResponsibilities as r, userRoles } from './schema/index.js';

/** A SELECT of the grants (alias, "unitId", "unitRoleId") of the user whose id `userId` gives. */
export function roleGrantRows(userId: SQL): SQL {
  return sql`select ${roles.alias} as alias, ${userRoles.unitId} as "unitId", ${userRoles.unitRoleId} as "unitRoleId"
    from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} and ${roles.deletedAt} is null
    where ${userRoles.userId} = ${userId}
    union all
    select 'Employee', ${r.unitId}, ${r.unitRoleId} from ${r}
    where ${r.userId} = ${userId} and ${r.deletedAt} is null`;
}

/** The roles `userId` holds now, each with the unit and unit role it is limited to. */
export async function roleGrantsOf(db: Db, userId: number): Promise<RoleGrant[]> {
  const result: unknown = await db.execute(roleGrantRows(sql`${userId}`));
  return (result as { rows: RoleGrant[] }).rows;
}
