// The inboxes' queries (ADR 0008 "Inboxes are queries, not copies"): requests and tasks with the names
// lists show, filtered by box, service, tracking code, Persian-aware text and day range, paged.
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { normalizeText, type TaskBox } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { requestTasks, services, unitRoles, units, userRequests, users } from '../../db/schema/index.js';
import { searchKey } from '../../plugins/resources/resource-query.js';
import { candidateFor, type HeldResponsibility } from './request-access.repository.js';
import type { RequestRow, TaskRow } from './requests.repository.js';

type Filters = {
  serviceId?: number | undefined;
  trackingCode?: string | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  count: number;
};

const applicantName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;
/** Filters both lists share: service, tracking code, text over service and applicant names, day range. */
function commonFilters(
  q: {
    serviceId?: number | undefined;
    trackingCode?: string | undefined;
    q?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
  createdAt: PgColumn,
): (SQL | undefined)[] {
  const text = q.q ? normalizeText(q.q) : '';
  const code = q.trackingCode ? normalizeText(q.trackingCode).replace(/\D/g, '') : '';
  return [
    q.serviceId ? eq(userRequests.serviceId, q.serviceId) : undefined,
    code ? ilike(userRequests.trackingCode, `${code}%`) : undefined,
    text
      ? or(
          ilike(searchKey(services.serviceFname), containsPattern(text)),
          ilike(searchKey(applicantName), containsPattern(text)),
        )
      : undefined,
    q.from ? gte(sql`(${createdAt} at time zone 'Asia/Tehran')::date`, q.from) : undefined,
    q.to ? lte(sql`(${createdAt} at time zone 'Asia/Tehran')::date`, q.to) : undefined,
  ];
}

/** Whether a request waits for its applicant: a live applicant task (a fix asked for). */
const awaitingApplicant = sql<boolean>`exists (select 1 from ${requestTasks} where ${requestTasks.requestId} = ${userRequests.id} and ${requestTasks.kind} = 'applicant' and ${requestTasks.state} in ('open', 'claimed'))`;

/** Requests with the names lists show (service, applicant) and whether each waits for its applicant. */
export function requestsFrom(db: Db) {
  return db
    .select({
      request: userRequests,
      serviceFname: services.serviceFname,
      name: applicantName,
      awaitingApplicant,
    })
    .from(userRequests)
    .innerJoin(services, eq(services.id, userRequests.serviceId))
    .innerJoin(users, eq(users.id, userRequests.applicantId));
}
export type RequestJoin = Awaited<ReturnType<ReturnType<typeof requestsFrom>['execute']>>[number];

/**
 * Whose requests a list holds: one applicant's, those a provider task of which `owner` holds (their live
 * unit responsibilities `held`, or naming them: the dashboards' scope, SPEC §6), or everyone's (null).
 */
export type RequestsOf =
  { applicantId: number } | { owner: { userId: number; held: readonly HeldResponsibility[] } } | null;

function requestsOfWhere(of: RequestsOf): SQL | undefined {
  if (of === null) return undefined;
  if ('applicantId' in of) return eq(userRequests.applicantId, of.applicantId);
  const held = candidateFor([of.owner.userId], of.owner.held);
  return inArray(userRequests.id, sql`(select ${requestTasks.requestId} from ${requestTasks} where ${held})`);
}

/** A page of requests (one applicant's, an owner's, or everyone's) and how many match. */
export async function requestRows(
  db: Db,
  of: RequestsOf,
  query: Filters & { state?: RequestRow['state'] | undefined },
) {
  const where = and(
    requestsOfWhere(of),
    query.state ? eq(userRequests.state, query.state) : undefined,
    ...commonFilters(query, userRequests.createdAt),
  );
  const [rows, [total]] = await Promise.all([
    requestsFrom(db)
      .where(where)
      .orderBy(desc(userRequests.createdAt), desc(userRequests.id))
      .limit(query.count)
      .offset((query.page - 1) * query.count),
    db
      .select({ n: count() })
      .from(userRequests)
      .innerJoin(services, eq(services.id, userRequests.serviceId))
      .innerJoin(users, eq(users.id, userRequests.applicantId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type TaskJoin = {
  task: TaskRow;
  request: RequestRow;
  serviceFname: string;
  name: string;
  unitName: string | null;
  unitRoleName: string | null;
};

function tasksFrom(db: Db) {
  return db
    .select({
      task: requestTasks,
      request: userRequests,
      serviceFname: services.serviceFname,
      name: applicantName,
      unitName: units.name,
      unitRoleName: unitRoles.name,
    })
    .from(requestTasks)
    .innerJoin(userRequests, eq(userRequests.id, requestTasks.requestId))
    .innerJoin(services, eq(services.id, userRequests.serviceId))
    .innerJoin(users, eq(users.id, userRequests.applicantId))
    .leftJoin(units, eq(units.id, requestTasks.unitId))
    .leftJoin(unitRoles, eq(unitRoles.id, requestTasks.unitRoleId));
}

/** What one box of an inbox holds for a user (`held`: the live responsibilities of `actingAs`). */
export type BoxCondition = {
  box: TaskBox;
  userId: number;
  actingAs: number[];
  held: HeldResponsibility[];
  today: string;
};

function boxWhere({ box, userId, actingAs, held, today }: BoxCondition): SQL | undefined {
  if (box === 'all') return eq(requestTasks.kind, 'provider');
  if (box === 'sent') return and(eq(requestTasks.doneBy, userId), eq(requestTasks.kind, 'provider'));
  if (box === 'claimed') return and(eq(requestTasks.state, 'claimed'), eq(requestTasks.claimedBy, userId));
  const received = and(
    candidateFor(actingAs, held),
    or(
      eq(requestTasks.state, 'open'),
      and(eq(requestTasks.state, 'claimed'), eq(requestTasks.claimedBy, userId)),
    ),
  );
  if (box === 'overdue') return and(received, isNotNull(requestTasks.dueOn), lt(requestTasks.dueOn, today));
  return received;
}

/** A page of one box's tasks and how many match. */
export async function taskRows(db: Db, box: BoxCondition, query: Filters) {
  const where = and(boxWhere(box), ...commonFilters(query, requestTasks.createdAt));
  const order = [desc(requestTasks.createdAt), desc(requestTasks.id)];
  // Without a filter on the request, its service or its applicant, the page's ids and the count come from
  // the tasks alone: a request, service and user always exist for a task (foreign keys, soft deletes
  // only), so the joins change nothing but the work, and only the page's 10 rows are joined.
  const tasksOnly = !query.serviceId && !query.trackingCode && !query.q;
  const pageIds = db
    .select({ id: requestTasks.id })
    .from(requestTasks)
    .where(where)
    .orderBy(...order)
    .limit(query.count)
    .offset((query.page - 1) * query.count);
  const [rows, [total]] = await Promise.all([
    tasksOnly
      ? tasksFrom(db)
          .where(inArray(requestTasks.id, pageIds))
          .orderBy(...order)
      : tasksFrom(db)
          .where(where)
          .orderBy(...order)
          .limit(query.count)
          .offset((query.page - 1) * query.count),
    tasksOnly
      ? db.select({ n: count() }).from(requestTasks).where(where)
      : db
          .select({ n: count() })
          .from(requestTasks)
          .innerJoin(userRequests, eq(userRequests.id, requestTasks.requestId))
          .innerJoin(services, eq(services.id, userRequests.serviceId))
          .innerJoin(users, eq(users.id, userRequests.applicantId))
          .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many tasks one box holds (the counters). */
export async function countTasks(db: Db, box: BoxCondition): Promise<number> {
  const [row] = await db.select({ n: count() }).from(requestTasks).where(boxWhere(box));
  return row?.n ?? 0;
}

/** Tasks with the names lists show, by id. */
export async function tasksByIds(db: Db, ids: readonly number[]): Promise<TaskJoin[]> {
  if (ids.length === 0) return [];
  return tasksFrom(db).where(inArray(requestTasks.id, [...ids]));
}

/** The survey answers of a service's requests, newest first. */
export async function surveysOf(db: Db, serviceId: number) {
  const rows = await db
    .select({ survey: userRequests.survey })
    .from(userRequests)
    .where(and(eq(userRequests.serviceId, serviceId), isNotNull(userRequests.survey)))
    .orderBy(desc(userRequests.endedAt));
  return rows.flatMap((r) => (r.survey ? [r.survey] : []));
}
