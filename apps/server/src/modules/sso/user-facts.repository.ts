// The user as connected systems see them, in one statement (user-facts.service.ts spells it for each
// protocol): names, the national ID column, the live units and roles they hold.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ROLE_EMPLOYEE } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserFacts } from './user-facts.service.js';

/** The facts about live, unlocked user `userId` as stored (one statement), or null. */
export async function userFactsRow(
  db: Db,
  userId: number,
): Promise<(UserFacts & { nationalIdVerified: boolean }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      nationalId: users.nationalId,
      nationalIdVerified: sql<boolean>`${users.nationalIdVerifiedAt} is not null`,
      firstName: users.firstName,
      lastName: users.lastName,
      // Written out with table names: a one-table select leaves column names unqualified.
      units: sql<UserFacts['units']>`coalesce((
        select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.id) from units u
        where u.deleted_at is null and u.id in (
          select ur.unit_id from user_roles ur where ur.user_id = users.id
          union
          select r.unit_id from unit_responsibilities r where r.user_id = users.id and r.deleted_at is null
        )
      ), '[]'::json)`,
      roles: sql<UserFacts['roles']>`coalesce((
        select json_agg(json_build_object('alias', ro.alias, 'name', ro.name) order by ro.id) from roles ro
        where ro.deleted_at is null and (
          exists (select 1 from user_roles ur where ur.user_id = users.id and ur.role_id = ro.id)
          or (ro.alias = ${ROLE_EMPLOYEE} and exists (
            select 1 from unit_responsibilities r where r.user_id = users.id and r.deleted_at is null))
        )
      ), '[]'::json)`,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(users.locked, false)));
  return row ?? null;
}
