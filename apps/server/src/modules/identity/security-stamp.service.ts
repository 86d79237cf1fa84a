import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { destroyUserSessions, refreshSessionStamp } from '../../plugins/session-store.js';
import { insertSecurityStampLog, updateUser } from './identity.repository.js';

/**
 * Gives a user a new security stamp and logs why (and who: the user unless `actorId` says otherwise),
 * ending every session of theirs but `keepSessionKey` (which takes the new stamp along, so it survives the
 * change its own user made). Run it inside the transaction of the change itself.
 */
export async function rotateSecurityStamp(
  tx: Db,
  userId: number,
  reason: string,
  keepSessionKey: string | null,
  actorId: number | null = userId,
): Promise<void> {
  const securityStamp = randomBytes(16).toString('hex');
  await updateUser(tx, userId, { securityStamp, updatedAt: new Date() });
  await insertSecurityStampLog(tx, userId, reason, actorId);
  // The stamp check alone would end them at their next request; deleting the rows ends them now.
  await destroyUserSessions(tx, userId, keepSessionKey ?? undefined);
  if (keepSessionKey) await refreshSessionStamp(tx, keepSessionKey, securityStamp);
}

/** Logs why a user's security stamp changed, for a change made outside identity (an Admin's password reset). */
export async function logSecurityStampChange(
  db: Db,
  userId: number,
  reason: string,
  actorId: number | null,
): Promise<void> {
  await insertSecurityStampLog(db, userId, reason, actorId);
}
