import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchas } from '../../db/schema/index.js';

/** Drops every captcha past its expiry. */
export async function deleteExpiredCaptchas(db: Db, now: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
}

/** Stores a new captcha's answer hash. */
export async function insertCaptcha(db: Db, values: typeof captchas.$inferInsert): Promise<void> {
  await db.insert(captchas).values(values);
}

/** Deletes a captcha and answers the row it had (single use), or undefined when there was none. */
export async function takeCaptcha(db: Db, captchaId: string) {
  const [row] = await db.delete(captchas).where(eq(captchas.id, captchaId)).returning();
  return row;
}
