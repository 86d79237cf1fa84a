import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** How to reach a live user (e-mail, mobile), or undefined when the user is gone. */
export async function contactOf(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}
