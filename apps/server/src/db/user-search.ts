// Finding users by what a picker's search box holds: the same match wherever users are picked.
import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from './like.js';
import { users } from './schema/index.js';

/** Users whose username, first name, last name or full name contains `q` (none asked: undefined, all). */
export function userNameContains(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(users.username, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
  );
}
