// The rows of requests, their tokens, tasks and events (docs/adr/0008-request-engine.md). Writers take the
// caller's transaction; the compare-and-set on `revision` is the first write of every action.
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { newTrackingCode, type RoleGrant } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { cachedEntry } from '../../db/notice-cache.js';
import { roleGrantsOf } from '../../db/user-grants.js';
import {
  requestEvents,
  requestTasks,
  requestTokens,
  services,
  tempAnswers,
  unitResponsibilities,
  unitUnitRoles,
  units,
  userRequests,
  users,
} from '../../db/schema/index.js';

export type RequestRow = typeof userRequests.$inferSelect;
export type TaskRow = typeof requestTasks.$inferSelect;
export type EventRow = typeof requestEvents.$inferSelect;
export type NewTask = typeof requestTasks.$inferInsert;
export type NewEvent = typeof requestEvents.$inferInsert;
export type DraftRow = typeof tempAnswers.$inferSelect;

const cryptoRandom = () => randomInt(0, 1_000_000) / 1_000_000;

/**
 * Inserts a request under a fresh tracking code; a code already taken (one in a billion per request) is
 * skipped by ON CONFLICT, which leaves the transaction usable, and another is drawn.
 */
export async function insertRequest(
  tx: Db,
  values: Omit<typeof userRequests.$inferInsert, 'trackingCode'>,
): Promise<RequestRow> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const [row] = await tx
      .insert(userRequests)
      .values({ ...values, trackingCode: newTrackingCode(cryptoRandom) })
      .onConflictDoNothing({ target: userRequests.trackingCode })
      .returning();
    if (row) return row;
  }
  throw new Error('no free tracking code after 10 draws');
}

/** A request by id (optionally only the applicant's). */
export async function findRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(userRequests).where(eq(userRequests.id, id));
  return row;
}

/**
 * The compare-and-set every action starts with: bumps `revision` from the one the caller saw; undefined
 * when the request changed meanwhile (or is gone).
 */
export function bumpRevision(tx: Db, id: number, revision: number): Promise<RequestRow | undefined> {
  return compareAndSetRequest(tx, id, revision, {});
}

/**
 * The compare-and-set of a step that writes the request once: bumps `revision` from the one the caller
 * read and sets `values` in the same update; undefined when the request changed meanwhile (or is gone).
 */
export async function compareAndSetRequest(
  tx: Db,
  id: number,
  revision: number,
  values: Partial<Pick<RequestRow, 'state' | 'status' | 'answers' | 'variables' | 'endedAt'>>,
): Promise<RequestRow | undefined> {
  const [row] = await tx
    .update(userRequests)
    .set({ ...values, revision: sql`${userRequests.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(userRequests.id, id), eq(userRequests.revision, revision)))
    .returning();
  return row;
}

export async function updateRequest(
  tx: Db,
  id: number,
  values: Partial<Pick<RequestRow, 'state' | 'status' | 'answers' | 'variables' | 'endedAt' | 'survey'>>,
): Promise<RequestRow> {
  const [row] = await tx.update(userRequests).set(values).where(eq(userRequests.id, id)).returning();
  return row!;
}

/** Stores the survey answer unless one is stored; answers whether it stored this one. */
export async function setSurveyOnce(
  tx: Db,
  id: number,
  survey: { score: number; comment: string; at: string },
): Promise<boolean> {
  const rows = await tx
    .update(userRequests)
    .set({ survey })
    .where(and(eq(userRequests.id, id), isNull(userRequests.survey)))
    .returning({ id: userRequests.id });
  return rows.length > 0;
}

/** The node keys of a request's tokens. */
export async function tokensOf(db: Db, requestId: number): Promise<string[]> {
  const rows = await db
    .select({ nodeKey: requestTokens.nodeKey })
    .from(requestTokens)
    .where(eq(requestTokens.requestId, requestId))
    .orderBy(requestTokens.id);
  return rows.map((r) => r.nodeKey);
}

/** Replaces a request's tokens with `keys` (`fresh`: a request just inserted, which has none yet). */
export async function replaceTokens(
  tx: Db,
  requestId: number,
  keys: readonly string[],
  fresh = false,
): Promise<void> {
  if (!fresh) await tx.delete(requestTokens).where(eq(requestTokens.requestId, requestId));
  if (keys.length > 0) await tx.insert(requestTokens).values(keys.map((nodeKey) => ({ requestId, nodeKey })));
}

export async function insertTask(tx: Db, task: NewTask): Promise<TaskRow> {
  const [row] = await tx.insert(requestTasks).values(task).returning();
  return row!;
}

export async function findTask(db: Db, id: number): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(requestTasks).where(eq(requestTasks.id, id));
  return row;
}

export async function tasksOfRequest(db: Db, requestId: number): Promise<TaskRow[]> {
  return db.select().from(requestTasks).where(eq(requestTasks.requestId, requestId)).orderBy(requestTasks.id);
}

/** Changes a task only if it is still in `from` (open or claimed); undefined when it was not. */
export async function moveTask(
  tx: Db,
  id: number,
  from: readonly TaskRow['state'][],
  values: Partial<TaskRow>,
): Promise<TaskRow | undefined> {
  const [row] = await tx
    .update(requestTasks)
    .set(values)
    .where(and(eq(requestTasks.id, id), inArray(requestTasks.state, [...from])))
    .returning();
  return row;
}

/** Cancels every open or claimed task of a request (the process ended, or the request was cancelled). */
export async function cancelLiveTasks(tx: Db, requestId: number, nodeKey?: string): Promise<void> {
  await tx
    .update(requestTasks)
    .set({ state: 'cancelled', doneAt: sql`now()` })
    .where(
      and(
        eq(requestTasks.requestId, requestId),
        inArray(requestTasks.state, ['open', 'claimed']),
        nodeKey === undefined ? undefined : eq(requestTasks.nodeKey, nodeKey),
      ),
    );
}

export async function insertEvents(tx: Db, events: readonly NewEvent[]): Promise<EventRow[]> {
  if (events.length === 0) return [];
  return tx
    .insert(requestEvents)
    .values([...events])
    .returning();
}

export async function eventsOf(db: Db, requestId: number): Promise<EventRow[]> {
  return db
    .select()
    .from(requestEvents)
    .where(eq(requestEvents.requestId, requestId))
    .orderBy(requestEvents.id);
}

/** Full names by user id ('' for a missing user). */
export async function namesOf(
  db: Db,
  ids: Iterable<number | null | undefined>,
): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim() || r.username]));
}

/** The live unit responsibilities of users (unit and unit role pairs). */
export async function responsibilitiesOf(
  db: Db,
  userIds: readonly number[],
): Promise<{ userId: number; unitId: number; unitRoleId: number }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: unitResponsibilities.userId,
      unitId: unitResponsibilities.unitId,
      unitRoleId: unitResponsibilities.unitRoleId,
    })
    .from(unitResponsibilities)
    .where(and(inArray(unitResponsibilities.userId, [...userIds]), isNull(unitResponsibilities.deletedAt)));
}

/** The signature of a user, when they have one. */
export async function hasSignature(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ has: sql<boolean>`${users.signature} is not null` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.has === true;
}

// ── Drafts ───────────────────────────────────────────────────────────────────────────────────────────

export async function draftOf(db: Db, userId: number, serviceId: number) {
  const [row] = await db
    .select()
    .from(tempAnswers)
    .where(and(eq(tempAnswers.userId, userId), eq(tempAnswers.serviceId, serviceId)));
  return row;
}

/** A draft by its id. */
export async function findDraft(db: Db, id: number): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(tempAnswers).where(eq(tempAnswers.id, id));
  return row;
}

export async function deleteDraft(tx: Db, userId: number, serviceId: number): Promise<void> {
  await tx
    .delete(tempAnswers)
    .where(and(eq(tempAnswers.userId, userId), eq(tempAnswers.serviceId, serviceId)));
}

/** An applicant's drafts with their services' names, newest first (deleted services left out). */
export async function draftsWithNames(db: Db, userId: number) {
  return db
    .select({ draft: tempAnswers, serviceFname: services.serviceFname })
    .from(tempAnswers)
    .innerJoin(services, eq(services.id, tempAnswers.serviceId))
    .where(and(eq(tempAnswers.userId, userId), isNull(services.deletedAt)))
    .orderBy(sql`coalesce(${tempAnswers.updatedAt}, ${tempAnswers.createdAt}) desc`, asc(tempAnswers.id));
}

/** Writes a user's draft of a service, replacing the one there was. */
export async function upsertDraft(
  db: Db,
  userId: number,
  serviceId: number,
  answers: Record<string, unknown>,
): Promise<DraftRow> {
  const [row] = await db
    .insert(tempAnswers)
    .values({ userId, serviceId, answers })
    .onConflictDoUpdate({
      target: [tempAnswers.userId, tempAnswers.serviceId],
      set: { answers, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** Deletes a draft of `userId`'s; false when there is no such draft of theirs. */
export async function deleteDraftById(db: Db, id: number, userId: number): Promise<boolean> {
  const deleted = await db
    .delete(tempAnswers)
    .where(and(eq(tempAnswers.id, id), eq(tempAnswers.userId, userId)))
    .returning({ id: tempAnswers.id });
  return deleted.length > 0;
}

// ── Prerequisites and targets ────────────────────────────────────────────────────────────────────────

/** Requests of a service (one applicant's, or all): running ones, or all but cancelled ones. */
export async function countRequests(db: Db, serviceId: number, applicantId: number | null, running: boolean) {
  const [row] = await db
    .select({ n: count() })
    .from(userRequests)
    .where(
      and(
        eq(userRequests.serviceId, serviceId),
        applicantId === null ? undefined : eq(userRequests.applicantId, applicantId),
        running ? eq(userRequests.state, 'running') : ne(userRequests.state, 'cancelled'),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the applicant has a completed request of the service. */
export async function hasCompleted(db: Db, serviceId: number, applicantId: number): Promise<boolean> {
  const [done] = await db
    .select({ id: userRequests.id })
    .from(userRequests)
    .where(
      and(
        eq(userRequests.serviceId, serviceId),
        eq(userRequests.applicantId, applicantId),
        eq(userRequests.state, 'completed'),
      ),
    )
    .limit(1);
  return done !== undefined;
}

/** Whether the unit exists and offers the unit role (−1: any role, so only the unit must exist). */
export async function referTargetExists(db: Db, unitId: number, unitRoleId: number): Promise<boolean> {
  if (unitRoleId === -1) {
    const [unit] = await db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.id, unitId), isNull(units.deletedAt)));
    return unit !== undefined;
  }
  const [row] = await db
    .select({ unitId: units.id })
    .from(units)
    .innerJoin(unitUnitRoles, eq(unitUnitRoles.unitId, units.id))
    .where(and(eq(units.id, unitId), isNull(units.deletedAt), eq(unitUnitRoles.unitRoleId, unitRoleId)));
  return row !== undefined;
}

/** Whether a user exists, is not deleted and not locked. */
export async function isActiveUser(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), eq(users.locked, false)));
  return row !== undefined;
}

/** The nodes a request has had tasks at (where it may be returned to), in the order first met. */
export async function passedNodes(db: Db, requestId: number): Promise<string[]> {
  const rows = await db
    .select({ nodeKey: requestEvents.nodeKey })
    .from(requestEvents)
    .where(and(eq(requestEvents.requestId, requestId), eq(requestEvents.kind, 'taskCreated')))
    .orderBy(requestEvents.id);
  return [...new Set(rows.map((r) => r.nodeKey).filter((k): k is string => k !== null))];
}

/** Holds a request's row for the rest of the transaction (a job's step, which has no revision to compare). */
export async function lockRequest(tx: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await tx.select().from(userRequests).where(eq(userRequests.id, id)).for('update');
  return row;
}

/**
 * The roles a user holds now (roleGrantsOf) through this instance's cache, as a job acting with the
 * applicant's rights reads them: a function step runs with its applicant's grants, read on every call of a
 * web service. A `user:{id}` notice (their roles changed; a role renamed or deleted is `user:*`,
 * migration 0042) drops the entry.
 */
export async function cachedGrantsOf(db: Db, userId: number): Promise<RoleGrant[]> {
  const grants = await cachedEntry(db, 'request-grants', 2000, String(userId), async () => ({
    value: await roleGrantsOf(db, userId),
    tags: [`user:${userId}`],
  }));
  return grants ?? [];
}

/** How many requests of a service have reached the node `nodeKey` (a task, form or status step there). */
export async function requestsPassing(db: Db, serviceId: number, nodeKey: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${requestEvents.requestId})::integer` })
    .from(requestEvents)
    .innerJoin(userRequests, eq(userRequests.id, requestEvents.requestId))
    .where(and(eq(userRequests.serviceId, serviceId), eq(requestEvents.nodeKey, nodeKey)));
  return row?.n ?? 0;
}

/** The running requests of one service version with their tokens (the open steps a migration plans for). */
export async function openStepsOf(db: Db, serviceId: number, version: number) {
  return db
    .select({
      requestId: userRequests.id,
      trackingCode: userRequests.trackingCode,
      nodeKey: requestTokens.nodeKey,
    })
    .from(userRequests)
    .innerJoin(requestTokens, eq(requestTokens.requestId, userRequests.id))
    .where(
      and(
        eq(userRequests.serviceId, serviceId),
        eq(userRequests.serviceVersion, version),
        eq(userRequests.state, 'running'),
      ),
    )
    .orderBy(userRequests.id, requestTokens.id);
}

/** Moves a request to another version: its version number, its tokens' and live tasks' node keys. */
export async function moveToVersion(
  tx: Db,
  requestId: number,
  version: number,
  keys: ReadonlyMap<string, string>,
): Promise<void> {
  await tx
    .update(userRequests)
    .set({ serviceVersion: version, revision: sql`${userRequests.revision} + 1`, updatedAt: sql`now()` })
    .where(eq(userRequests.id, requestId));
  for (const [from, to] of keys) {
    if (from === to) continue;
    await tx
      .update(requestTokens)
      .set({ nodeKey: to })
      .where(and(eq(requestTokens.requestId, requestId), eq(requestTokens.nodeKey, from)));
    await tx
      .update(requestTasks)
      .set({ nodeKey: to })
      .where(
        and(
          eq(requestTasks.requestId, requestId),
          eq(requestTasks.nodeKey, from),
          inArray(requestTasks.state, ['open', 'claimed']),
        ),
      );
  }
}

/** Live provider tasks past their due day that nobody was reminded of yet (oldest first). */
export async function overdueUnreminded(db: Db, today: string, limit: number) {
  return db
    .select({ task: requestTasks, request: userRequests })
    .from(requestTasks)
    .innerJoin(userRequests, eq(userRequests.id, requestTasks.requestId))
    .where(
      and(
        eq(requestTasks.kind, 'provider'),
        inArray(requestTasks.state, ['open', 'claimed']),
        sql`${requestTasks.dueOn} < ${today}`,
        isNull(requestTasks.remindedAt),
      ),
    )
    .orderBy(requestTasks.dueOn, requestTasks.id)
    .limit(limit);
}

/** Marks a task reminded, unless another instance did first; answers whether this call did. */
export async function markReminded(tx: Db, taskId: number): Promise<boolean> {
  const rows = await tx
    .update(requestTasks)
    .set({ remindedAt: sql`now()` })
    .where(and(eq(requestTasks.id, taskId), isNull(requestTasks.remindedAt)))
    .returning({ id: requestTasks.id });
  return rows.length > 0;
}

/** Users holding a responsibility matching a task's candidates (at most `limit`). */
export async function candidateUsers(db: Db, task: TaskRow, limit: number): Promise<number[]> {
  if (task.userId !== null) return [task.userId];
  const r = unitResponsibilities;
  const rows = await db
    .selectDistinct({ userId: r.userId })
    .from(r)
    .where(
      and(
        isNull(r.deletedAt),
        task.unitId === null ? undefined : eq(r.unitId, task.unitId),
        task.unitRoleId === null || task.unitRoleId === -1 ? undefined : eq(r.unitRoleId, task.unitRoleId),
      ),
    )
    .orderBy(r.userId)
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** The id of the request `trackingCode` of service `serviceId` that `applicantId` started, or undefined. */
export async function requestIdByCode(
  db: Db,
  where: { trackingCode: string; serviceId: number; applicantId: number },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: userRequests.id })
    .from(userRequests)
    .where(
      and(
        eq(userRequests.trackingCode, where.trackingCode),
        eq(userRequests.serviceId, where.serviceId),
        eq(userRequests.applicantId, where.applicantId),
      ),
    );
  return row?.id;
}
