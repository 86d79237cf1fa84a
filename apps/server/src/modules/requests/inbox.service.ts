// Inboxes as queries (ADR 0008): the applicant's requests, a provider's tasks by box, the Admin's
// everything, the counters, and one request or task with the history the caller may see.
import {
  formatJalaliDate,
  isAdmin,
  REQUEST_MESSAGES as m,
  type FormDefinition,
  type Principal,
  type RequestCounter,
  type RequestDetail,
  type RequestEventItem,
  type RequestItem,
  type TaskDetail,
  type TaskItem,
  type requestListQuery,
  type taskListQuery,
  type TaskBox,
} from '@darvazeh/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { changesOf } from './history-changes.js';
import { returnTargetsOf } from './actions.service.js';
import { actingAs, heldResponsibilities, providerStanding, requestViewer } from './request-access.service.js';
import {
  countTasks,
  requestRows,
  surveysOf,
  taskRows,
  tasksByIds,
  type BoxCondition,
  type RequestsOf,
  type TaskJoin,
} from './inbox.repository.js';
import { nodeName, requestVersion, type RequestVersion } from './request-version.js';
import {
  eventsOf,
  findRequest,
  findTask,
  namesOf,
  responsibilitiesOf,
  tasksOfRequest,
  type RequestRow,
  type TaskRow,
} from './requests.repository.js';

/** Today's day in Tehran (ISO), the day due days are compared with. */
export function tehranToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(now);
}

function pageOf(page: number, size: number, total: number) {
  return { pages: Math.max(1, Math.ceil(total / size)), currentPage: page, total };
}

/** A request as lists answer it. */
export function requestItemOf(
  row: RequestRow,
  serviceFname: string,
  name: string,
  awaitingApplicant: boolean,
): RequestItem {
  return {
    id: row.id,
    trackingCode: row.trackingCode,
    serviceId: row.serviceId,
    serviceFname,
    serviceVersion: row.serviceVersion,
    applicantId: row.applicantId,
    applicantName: name,
    state: row.state,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    expectedOn: row.expectedOn,
    endedAt: row.endedAt?.toISOString() ?? null,
    revision: row.revision,
    awaitingApplicant,
  };
}

/**
 * `GET userrequest`: the caller's requests, those their unit responsibilities own (`box=owned`: a provider
 * task of the request is theirs by unit responsibility or by name, as their dashboards count), or every
 * request (`box=all`, Admins).
 */
export async function listRequests(db: Db, user: Principal, query: z.output<typeof requestListQuery>) {
  if (query.box === 'all' && !isAdmin(user)) throw new AppError('forbidden', m.requestNotFound);
  const of: RequestsOf =
    query.box === 'mine'
      ? { applicantId: user.id }
      : query.box === 'owned'
        ? { owner: { userId: user.id, held: await heldResponsibilities(db, user.id) } }
        : null;
  const { rows, total } = await requestRows(db, of, query);
  return {
    list: rows.map((r) => requestItemOf(r.request, r.serviceFname, r.name, r.awaitingApplicant)),
    ...pageOf(query.page, query.count, total),
  };
}

async function taskItemsOf(db: Db, rows: readonly TaskJoin[], today = tehranToday()): Promise<TaskItem[]> {
  const names = await namesOf(
    db,
    rows.flatMap((r) => [r.task.claimedBy, r.task.onBehalfOf]),
  );
  const items: TaskItem[] = [];
  for (const r of rows) {
    const version = await requestVersion(db, r.request.serviceId, r.request.serviceVersion);
    const node = version?.graph.node(r.task.nodeKey);
    const live = r.task.state === 'open' || r.task.state === 'claimed';
    items.push({
      id: r.task.id,
      requestId: r.request.id,
      trackingCode: r.request.trackingCode,
      serviceId: r.request.serviceId,
      serviceFname: r.serviceFname,
      applicantName: r.name,
      requestStatus: r.request.status,
      revision: r.request.revision,
      kind: r.task.kind,
      nodeKey: r.task.nodeKey,
      stepName: nodeName(node),
      state: r.task.state,
      unitName: r.unitName,
      unitRoleName: r.task.unitRoleId === -1 ? null : r.unitRoleName,
      claimedById: r.task.claimedBy,
      claimedByName: r.task.claimedBy === null ? null : (names.get(r.task.claimedBy) ?? ''),
      onBehalfOfName: r.task.onBehalfOf === null ? null : (names.get(r.task.onBehalfOf) ?? ''),
      dueOn: r.task.dueOn,
      overdue: live && r.task.dueOn !== null && r.task.dueOn < today,
      priority: r.task.priority,
      note: r.task.note,
      outcomes: node?.kind === 'providerTask' ? node.outcomes : [],
      createdAt: r.task.createdAt.toISOString(),
      doneAt: r.task.doneAt?.toISOString() ?? null,
      outcome: r.task.outcome,
    });
  }
  return items;
}

/** One box of the caller's inbox (the received boxes count whom they stand in for too). */
async function boxOf(db: Db, user: Principal, box: TaskBox): Promise<BoxCondition> {
  if (box === 'all' && !isAdmin(user)) throw new AppError('forbidden', m.taskGone);
  const received = box === 'received' || box === 'overdue';
  const ids = received ? await actingAs(db, user.id) : [];
  return {
    box,
    userId: user.id,
    actingAs: ids,
    held: received ? await responsibilitiesOf(db, ids) : [],
    today: tehranToday(),
  };
}

/** `GET userrequest/task`: one box of the caller's inbox. */
export async function listTasks(db: Db, user: Principal, query: z.output<typeof taskListQuery>) {
  const { rows, total } = await taskRows(db, await boxOf(db, user, query.box), query);
  return { list: await taskItemsOf(db, rows), ...pageOf(query.page, query.count, total) };
}

/** `userrequest/counter`: received (the received box) and sent (tasks the caller completed or passed on). */
export async function requestCounter(db: Db, user: Principal): Promise<RequestCounter> {
  const [recieved, seneded] = await Promise.all([
    countTasks(db, await boxOf(db, user, 'received')),
    countTasks(db, await boxOf(db, user, 'sent')),
  ]);
  return { recieved, seneded };
}

// ── One request ──────────────────────────────────────────────────────────────────────────────────────

async function eventItems(
  db: Db,
  version: RequestVersion,
  request: RequestRow,
  staff: boolean,
): Promise<RequestEventItem[]> {
  const rows = (await eventsOf(db, request.id)).filter((e) => staff || e.visibleToApplicant);
  const names = await namesOf(
    db,
    rows.flatMap((e) => [e.actorId, e.onBehalfOf]),
  );
  const fields = new Map(version.form.formFields.map((f) => [f.id, f]));
  return rows.map((e) => ({
    id: e.id,
    at: e.at.toISOString(),
    kind: e.kind,
    actorName: e.actorId === null ? null : (names.get(e.actorId) ?? ''),
    onBehalfOfName: e.onBehalfOf === null ? null : (names.get(e.onBehalfOf) ?? ''),
    stepName: e.nodeKey ? nodeName(version.graph.node(e.nodeKey)) || null : null,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    outcome: e.outcome,
    note: e.note,
    changes: changesOf(e.diff ?? {}, fields),
    visibleToApplicant: e.visibleToApplicant,
  }));
}

async function detailOf(
  db: Db,
  user: Principal,
  request: RequestRow,
  staff: boolean,
): Promise<RequestDetail> {
  const version = await requestVersion(db, request.serviceId, request.serviceVersion);
  if (!version) throw new AppError('not_found', m.requestNotFound);
  const [names, requestTasks] = await Promise.all([
    namesOf(db, [request.applicantId]),
    tasksOfRequest(db, request.id),
  ]);
  const visibleTasks = requestTasks.filter((t) => staff || (t.kind === 'applicant' && t.userId === user.id));
  const joined = await tasksByIds(
    db,
    visibleTasks.map((t) => t.id),
  );
  const tasks = (await taskItemsOf(db, joined)).sort(
    (a, b) => Number(b.state === 'open') - Number(a.state === 'open') || b.id - a.id,
  );
  const own = request.applicantId === user.id;
  return {
    ...requestItemOf(
      request,
      version.serviceFname,
      names.get(request.applicantId) ?? '',
      requestTasks.some((t) => t.kind === 'applicant' && (t.state === 'open' || t.state === 'claimed')),
    ),
    answers: request.answers,
    form: version.form,
    events: await eventItems(db, version, request, staff),
    tasks,
    survey: request.survey,
    surveyDue: own && version.survey && request.state !== 'running' && request.survey === null,
    canCancel: own && request.state === 'running',
  };
}

/** `GET userrequest/{id}`: the applicant's own, or one the caller handles (staff), or any (Admins). */
export async function readRequest(db: Db, user: Principal, id: number): Promise<RequestDetail> {
  const request = await findRequest(db, id);
  const viewer = request && (await requestViewer(db, user, request));
  if (!viewer) throw new AppError('not_found', m.requestNotFound);
  return detailOf(db, user, request, viewer === 'staff');
}

/**
 * Whether `user` may complete `task` now: the applicant their own open task; a provider (`standing`:
 * providerStanding's answer) an open task, or a claimed one they claimed.
 */
function mayComplete(
  user: Principal,
  task: TaskRow,
  standing: Awaited<ReturnType<typeof providerStanding>>,
): boolean {
  const live = task.state === 'open' || task.state === 'claimed';
  if (task.kind === 'applicant') return live && task.userId === user.id;
  return standing !== null && live && (task.state === 'open' || task.claimedBy === user.id);
}

/** The collection form a provider's task is completed with, as the version froze it; null when none. */
function providerTaskForm(version: RequestVersion, task: TaskRow): FormDefinition | null {
  const node = version.graph.node(task.nodeKey);
  const collectionId = node?.kind === 'providerTask' ? node.collectionId : null;
  return collectionId !== null ? (version.collections.get(collectionId)?.formInfo ?? null) : null;
}

/**
 * The form a task is completed with, for running its functions (run-element-function by `taskId`): the
 * request's own form for the applicant's task (the fix), the task's collection form for a provider's —
 * both as the request's version froze them — while the caller may complete the task; 404 otherwise.
 */
export async function taskFormFor(db: Db, user: Principal, id: number): Promise<FormDefinition> {
  const task = await findTask(db, id);
  if (!task) throw new AppError('not_found', m.taskGone);
  const standing = task.kind === 'provider' ? await providerStanding(db, user, task) : null;
  if (!mayComplete(user, task, standing)) throw new AppError('not_found', m.taskGone);
  const request = (await findRequest(db, task.requestId))!;
  const version = await requestVersion(db, request.serviceId, request.serviceVersion);
  const form = version && (task.kind === 'applicant' ? version.form : providerTaskForm(version, task));
  if (!form) throw new AppError('not_found', m.taskGone);
  return form;
}

/** `GET userrequest/task/{id}`: a task the caller may see, with its request and what they may do. */
export async function readTask(db: Db, user: Principal, id: number): Promise<TaskDetail> {
  const task = await findTask(db, id);
  if (!task) throw new AppError('not_found', m.taskGone);
  const request = (await findRequest(db, task.requestId))!;
  const version = (await requestVersion(db, request.serviceId, request.serviceVersion))!;
  const live = task.state === 'open' || task.state === 'claimed';
  let standing = null as Awaited<ReturnType<typeof providerStanding>>;
  if (task.kind === 'applicant') {
    if (task.userId !== user.id && !isAdmin(user)) throw new AppError('not_found', m.taskGone);
  } else {
    standing = await providerStanding(db, user, task);
    const involved = task.doneBy === user.id || task.claimedBy === user.id;
    if (!standing && !involved) throw new AppError('not_found', m.taskGone);
  }
  const [joined] = await tasksByIds(db, [id]);
  const [item] = await taskItemsOf(db, [joined!]);
  const mine = task.claimedBy === user.id;
  const completes = mayComplete(user, task, standing);
  const provider = task.kind === 'provider' && completes;
  return {
    task: item!,
    request: await detailOf(db, user, request, task.kind === 'provider'),
    taskForm: providerTaskForm(version, task),
    returnTargets: (await returnTargetsOf(db, version, task)).map((n) => ({ key: n.key, name: nodeName(n) })),
    can: {
      claim: provider && task.state === 'open',
      release: provider && mine,
      complete: completes,
      refer: provider,
      returnTo: provider,
      reassign: task.kind === 'provider' && live && isAdmin(user),
    },
  };
}

/** `GET userrequest/survey/{id}`: one service's survey answers. */
export async function surveyResults(db: Db, serviceId: number) {
  const answers = (await surveysOf(db, serviceId)).filter((s) => s.score >= 1 && s.score <= 5);
  const scores = [0, 0, 0, 0, 0];
  for (const a of answers) scores[a.score - 1]! += 1;
  return {
    count: answers.length,
    average: answers.length
      ? Math.round((answers.reduce((n, a) => n + a.score, 0) / answers.length) * 10) / 10
      : null,
    scores,
    comments: answers
      .filter((a) => a.comment)
      .slice(0, 200)
      .map((a) => ({ at: a.at, score: a.score, comment: a.comment })),
  };
}

/** A Jalali day for messages. */
export const jalaliDay = (iso: string) => formatJalaliDate(new Date(`${iso}T12:00:00Z`));
