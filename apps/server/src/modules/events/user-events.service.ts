// A user's occurrences as the events module sees them (docs/adr/0010-events.md): created (by an Admin,
// an Excel import, a registration or a government provider's first sign-in) and signed in. `new` holds the user's id and
// username, what a condition or function may read; the key is the user's id or the sign-in's log row.
import type { Db } from '../../db/client.js';
import { emitEvents, type EventOccurrence } from './events.service.js';

type NewUser = { id: number; username: string };

/** The occurrence of a user created, by `actorId` (null when nobody did it by hand). */
export function userCreated(user: NewUser, actorId: number | null): EventOccurrence {
  return {
    trigger: { kind: 'user', on: 'created', username: user.username },
    key: `user:${user.id}`,
    actorId,
    old: null,
    new: { id: user.id, username: user.username },
  };
}

/** Enqueues, in `tx`, the events listening to users created. */
export async function emitUsersCreated(
  tx: Db,
  created: readonly NewUser[],
  actorId: number | null,
): Promise<void> {
  await emitEvents(
    tx,
    created.map((user) => userCreated(user, actorId)),
  );
}

/** Enqueues, in `tx`, the events listening to sign-ins; `authLogId` (the sign-in's log row) keys it. */
export async function emitSignedIn(tx: Db, user: NewUser, authLogId: number): Promise<void> {
  await emitEvents(tx, [
    {
      trigger: { kind: 'user', on: 'signedIn', username: user.username },
      key: `signin:${authLogId}`,
      actorId: user.id,
      old: null,
      new: { id: user.id, username: user.username },
    },
  ]);
}
