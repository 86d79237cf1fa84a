import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ROLE_ADMIN, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { liveRowExists } from '../../db/live-rows.js';
import { roleGrantsOf } from '../../db/user-grants.js';
import {
  changeLogs,
  dataCollections,
  eventOnLogs,
  functions,
  roles,
  services,
  systemEvents,
  userRoles,
  users,
} from '../../db/schema/index.js';

export type SystemEventRow = typeof systemEvents.$inferSelect;
export type EventOnLogRow = typeof eventOnLogs.$inferSelect;
export type NewEventOnLog = typeof eventOnLogs.$inferInsert;

const live = isNull(systemEvents.deletedAt);
const enabled = and(live, eq(systemEvents.state, 'enabled'));

/** The enabled, live events listening to any of `keys` (one read over the partial index of listeners). */
export async function listeningEvents(db: Db, keys: readonly string[]): Promise<SystemEventRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(systemEvents)
    .where(and(enabled, inArray(systemEvents.triggerKey, [...new Set(keys)])));
}

/** A live event, or undefined. */
export async function findEvent(db: Db, id: number): Promise<SystemEventRow | undefined> {
  const [row] = await db
    .select()
    .from(systemEvents)
    .where(and(live, eq(systemEvents.id, id)));
  return row;
}

/** The live events that fire on a schedule and are enabled. */
export async function enabledScheduledEvents(db: Db): Promise<SystemEventRow[]> {
  return db
    .select()
    .from(systemEvents)
    .where(and(enabled, eq(systemEvents.triggerKey, 'schedule')));
}

/** Writes run log rows; answers them as written. */
export async function insertRunLogs(db: Db, rows: readonly NewEventOnLog[]): Promise<EventOnLogRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(eventOnLogs)
    .values([...rows])
    .returning();
}

/** A run ended well: its failures in a row start again from none. */
export async function markEventSucceeded(tx: Db, id: number): Promise<void> {
  await tx
    .update(systemEvents)
    .set({ consecutiveFailures: 0, lastRunAt: sql`now()` })
    .where(eq(systemEvents.id, id));
}

/** Counts one more failed run in a row (atomically, so parallel runs each count); answers the count. */
export async function countEventFailure(tx: Db, id: number): Promise<number> {
  const [row] = await tx
    .update(systemEvents)
    .set({ consecutiveFailures: sql`${systemEvents.consecutiveFailures} + 1`, lastRunAt: sql`now()` })
    .where(eq(systemEvents.id, id))
    .returning({ failures: systemEvents.consecutiveFailures });
  return row?.failures ?? 0;
}

/** Suspends the event if it is still enabled; answers whether this call did (so Admins are told once). */
export async function suspendEvent(tx: Db, id: number): Promise<boolean> {
  const rows = await tx
    .update(systemEvents)
    .set({ state: 'suspended', suspendedAt: sql`now()` })
    .where(and(eq(systemEvents.id, id), eq(systemEvents.state, 'enabled')))
    .returning({ id: systemEvents.id });
  return rows.length > 0;
}

/**
 * Enables (failures forgotten) or disables a live event as `actorId`, who becomes its owner, with its
 * change-log row; answers the row after, or undefined when there is none.
 */
export async function setEventState(
  tx: Db,
  id: number,
  state: 'enabled' | 'disabled',
  actor: { userId: number; requestId: string },
): Promise<SystemEventRow | undefined> {
  const [before] = await tx
    .select()
    .from(systemEvents)
    .where(and(live, eq(systemEvents.id, id)))
    .for('update');
  if (!before) return undefined;
  const [after] = await tx
    .update(systemEvents)
    .set({
      state,
      ...(state === 'enabled' ? { consecutiveFailures: 0, suspendedAt: null } : {}),
      updatedAt: sql`now()`,
      updaterId: actor.userId,
    })
    .where(eq(systemEvents.id, id))
    .returning();
  await tx.insert(changeLogs).values({
    resource: 'systemevent',
    recordId: id,
    action: 'update',
    before,
    after,
    actorId: actor.userId,
    requestId: actor.requestId,
  });
  return after;
}

/** The user as permission checks see them, when live and not locked; undefined otherwise. */
export async function activePrincipal(db: Db, userId: number): Promise<Principal | undefined> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(users.locked, false)));
  if (!user) return undefined;
  return { id: user.id, roles: await roleGrantsOf(db, userId) };
}

/** The e-mail addresses of live, unlocked Admins who have one. */
export async function adminMailboxes(db: Db): Promise<{ id: number; email: string }[]> {
  const rows = await db
    .selectDistinct({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(
      roles,
      and(eq(roles.id, userRoles.roleId), eq(roles.alias, ROLE_ADMIN), isNull(roles.deletedAt)),
    )
    .where(and(isNull(users.deletedAt), eq(users.locked, false)));
  return rows.flatMap((row) => (row.email?.trim() ? [{ id: row.id, email: row.email.trim() }] : []));
}

/** Display names ("first last", else the username) of users by id. */
export async function userNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim() || r.username]));
}

/** How many of `ids` are live, unlocked users. */
export async function countActiveUsers(db: Db, ids: readonly number[]): Promise<number> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return 0;
  return db.$count(users, and(inArray(users.id, wanted), isNull(users.deletedAt), eq(users.locked, false)));
}

/** Tells whether a live data collection, service or function with this id exists. */
export const liveTargetExists = {
  collection: (db: Db, id: number) => liveRowExists(db, dataCollections, eq(dataCollections.id, id)),
  service: (db: Db, id: number) => liveRowExists(db, services, eq(services.id, id)),
  function: (db: Db, id: number) => liveRowExists(db, functions, eq(functions.id, id)),
};
