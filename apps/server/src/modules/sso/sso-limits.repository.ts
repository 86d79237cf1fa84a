import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Principal, SsoLimitUser } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { userNameContains } from '../../db/user-search.js';
import { roles, ssoClients, users } from '../../db/schema/index.js';
import { liveRowExists } from '../../db/live-rows.js';
import { managedBy } from './sso.repository.js';

/**
 * The limits of live systems `user` manages, as a condition on a limit table's `client_id`: Admins every
 * live system's, an Employee in unit role 3 those of their units' systems, anyone else none.
 */
export function limitsManagedBy(clientColumn: PgColumn) {
  return (user: Principal | null): SQL => {
    const manages = managedBy(user);
    return sql`${clientColumn} in (select ${ssoClients.id} from ${ssoClients} where ${ssoClients.deletedAt} is null${
      manages ? sql` and ${manages}` : sql``
    })`;
  };
}

/** Whether system `clientId` is live and `user` manages it; undefined when it is not live at all. */
export async function systemManagedBy(
  db: Db,
  clientId: number,
  user: Principal,
): Promise<boolean | undefined> {
  const manages = managedBy(user);
  const [row] = await db
    .select({ managed: manages ? sql<boolean>`${manages}` : sql<boolean>`true` })
    .from(ssoClients)
    .where(and(eq(ssoClients.id, clientId), isNull(ssoClients.deletedAt)));
  return row ? row.managed === true : undefined;
}

export const liveUserExists = (db: Db, id: number) => liveRowExists(db, users, eq(users.id, id));
export const liveRoleExists = (db: Db, id: number) => liveRowExists(db, roles, eq(roles.id, id));

const nameOf = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;

/** Users' display names by id (deleted ones too), for the limits a page shows. */
export async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: nameOf }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Roles' names by id (deleted ones too). */
export async function roleNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Live users whose name or username contains `q` (all when empty), by last name, at most `limit`. */
export async function searchUsers(db: Db, q: string, limit: number): Promise<SsoLimitUser[]> {
  const matches = userNameContains(q);
  return db
    .select({ id: users.id, name: nameOf, username: users.username })
    .from(users)
    .where(and(isNull(users.deletedAt), matches))
    .orderBy(users.lastName, users.firstName, users.id)
    .limit(limit);
}
