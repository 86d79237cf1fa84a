// Moving portal sessions in time, for tests of what depends on when a user signed in (single sign-on's
// session policy, max_age, ForceAuthn) or when single sign-on last used the session.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema/index.js';

/** The instant `minutes` ago (negative: from now). */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Sets when every portal session of `userId` began, or was last used by single sign-on. */
export async function moveSessions(
  db: Db,
  userId: number,
  values: { createdAt?: Date; ssoUsedAt?: Date },
): Promise<void> {
  await db.update(sessions).set(values).where(eq(sessions.userId, userId));
}
