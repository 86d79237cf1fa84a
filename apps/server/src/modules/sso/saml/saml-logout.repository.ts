// The rows single logout reads and writes: each sign-in to a service provider (saml_sp_sessions) and each
// logout in progress in a browser (saml_logouts). Every change that decides who acts next is one
// statement with its condition, so two instances (or two tabs) never both act on it.
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { samlLogouts, samlSpSessions, type SamlLogoutStep } from '../../../db/schema/index.js';

export type SamlLogoutRow = typeof samlLogouts.$inferSelect;

/** Records a sign-in to an SP (expired ones are dropped on the way). */
export async function recordSpSession(db: Db, row: typeof samlSpSessions.$inferInsert): Promise<void> {
  await db.delete(samlSpSessions).where(lt(samlSpSessions.expiresAt, new Date()));
  await db.insert(samlSpSessions).values(row);
}

/**
 * The live sign-ins to system `clientId` a LogoutRequest names: its NameID (and Format, when given), and
 * one of its SessionIndex values, or any when it gives none.
 */
export async function namedSpSessions(
  db: Db,
  clientId: number,
  named: { nameId: string; nameIdFormat: string | null; sessionIndexes: string[] },
  now: Date,
) {
  return db
    .select({ userId: samlSpSessions.userId, sessionPublicId: samlSpSessions.sessionPublicId })
    .from(samlSpSessions)
    .where(
      and(
        eq(samlSpSessions.clientId, clientId),
        eq(samlSpSessions.nameId, named.nameId),
        named.nameIdFormat === null ? undefined : eq(samlSpSessions.nameIdFormat, named.nameIdFormat),
        named.sessionIndexes.length === 0
          ? undefined
          : inArray(samlSpSessions.sessionIndex, named.sessionIndexes),
        gt(samlSpSessions.expiresAt, now),
      ),
    );
}

/**
 * Removes every sign-in to an SP made from portal sessions `publicIds` and answers the live ones (the SPs
 * to tell), oldest first.
 */
export async function takeSpSessionsOf(db: Db, publicIds: string[], now: Date): Promise<SamlLogoutStep[]> {
  if (publicIds.length === 0) return [];
  const rows = await db
    .delete(samlSpSessions)
    .where(inArray(samlSpSessions.sessionPublicId, publicIds))
    .returning();
  return rows
    .filter((row) => row.expiresAt > now)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map(({ clientId, nameId, nameIdFormat, sessionIndex }) => ({
      clientId,
      nameId,
      nameIdFormat,
      sessionIndex,
    }));
}

/** Stores a logout in progress (expired ones are dropped on the way). */
export async function insertLogout(db: Db, row: typeof samlLogouts.$inferInsert): Promise<void> {
  await db.delete(samlLogouts).where(lt(samlLogouts.expiresAt, new Date()));
  await db.insert(samlLogouts).values(row);
}

/** The live logout `id` when no LogoutRequest of it is out (it has not started, or was answered). */
export async function idleLogout(db: Db, id: string): Promise<SamlLogoutRow | null> {
  const [row] = await db
    .select()
    .from(samlLogouts)
    .where(
      and(
        eq(samlLogouts.id, id),
        isNull(samlLogouts.currentRequestId),
        sql`${samlLogouts.expiresAt} > now()`,
      ),
    );
  return row ?? null;
}

/**
 * Takes the answer to LogoutRequest `requestId`: the live logout waiting for it, no longer waiting (only
 * one caller gets it: a LogoutResponse replayed finds nothing), or null.
 */
export async function answerLogout(db: Db, requestId: string): Promise<SamlLogoutRow | null> {
  const [row] = await db
    .update(samlLogouts)
    .set({ currentRequestId: null })
    .where(and(eq(samlLogouts.currentRequestId, requestId), sql`${samlLogouts.expiresAt} > now()`))
    .returning();
  return row ? { ...row, currentRequestId: requestId } : null;
}

/**
 * Moves logout `id` on while no LogoutRequest of it is out: `steps` left, the request now sent to
 * `clientId`, and whether it is partial. False when another caller moved it first.
 */
export async function advanceLogout(
  db: Db,
  id: string,
  values: { steps: SamlLogoutStep[]; requestId: string; clientId: number; partial: boolean },
): Promise<boolean> {
  const moved = await db
    .update(samlLogouts)
    .set({
      steps: values.steps,
      currentRequestId: values.requestId,
      currentClientId: values.clientId,
      partial: values.partial,
    })
    .where(and(eq(samlLogouts.id, id), isNull(samlLogouts.currentRequestId)))
    .returning({ id: samlLogouts.id });
  return moved.length === 1;
}

/** Removes logout `id` (it ends); false when another caller removed it first. */
export async function finishLogout(db: Db, id: string): Promise<boolean> {
  const removed = await db
    .delete(samlLogouts)
    .where(and(eq(samlLogouts.id, id), isNull(samlLogouts.currentRequestId)))
    .returning({ id: samlLogouts.id });
  return removed.length === 1;
}
