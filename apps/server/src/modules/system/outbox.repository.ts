import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';

/** Writes a message to the outbox; answers its id. */
export async function insertOutboxMessage(
  db: Db,
  message: { to: string; subject: string; body: string; userId: number | null },
): Promise<number | undefined> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  return row?.id;
}

/** Marks an outbox message delivered now. */
export async function markOutboxSent(db: Db, id: number): Promise<void> {
  await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
}

/** Records why an outbox message could not be delivered. */
export async function markOutboxFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ error: error.slice(0, 1000) })
    .where(eq(outbox.id, id));
}
