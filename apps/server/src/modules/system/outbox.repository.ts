import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';

/** A message of the outbox: delivered already when `sentAt` is given, not sent for `error` when that is. */
export type OutboxMessage = {
  to: string;
  subject: string;
  body: string;
  userId: number | null;
  sentAt?: Date | null;
  error?: string | null;
};

/** Writes a message to the outbox; answers its id. */
export async function insertOutboxMessage(db: Db, message: OutboxMessage): Promise<number> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  if (!row) throw new Error('the outbox insert returned no row');
  return row.id;
}

/** One outbox message, or undefined. */
export async function findOutboxMessage(db: Db, id: number) {
  const [row] = await db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      body: outbox.body,
      sentAt: outbox.sentAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.id, id));
  return row;
}

/** Marks an outbox message delivered now; an earlier attempt's error no longer applies. */
export async function markOutboxSent(db: Db, id: number): Promise<void> {
  await db.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, id));
}

/** Records why an outbox message could not be delivered (the latest attempt's reason). */
export async function markOutboxFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ error: error.slice(0, 1000) })
    .where(eq(outbox.id, id));
}
