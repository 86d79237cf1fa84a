// One engine step inside an action's transaction: advance (pure) over the pinned version, then write what
// it asked for — tokens, tasks with their candidates and due days, status and end, events, and the jobs of
// function nodes. The caller has already won the compare-and-set on the request's revision, or leaves it
// to the step (a function step: its one update of the request bumps the revision and sets what it changes).
import {
  REQUEST_MESSAGES,
  REQUEST_STATE_LABELS,
  requestStatusLabel,
  type ProcessNode,
} from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import { enqueueJob } from '../../../plugins/jobs/job-queue.js';
import { AppError } from '../../../plugins/errors.js';
import { dueDay } from '../../calendar/working-days.service.js';
import {
  enqueueNodeNotification,
  enqueueStatusNotifications,
  statusTemplatesFire,
} from '../../notifications/notifications.service.js';
import {
  cancelLiveTasks,
  compareAndSetRequest,
  insertEvents,
  insertTask,
  namesOf,
  tasksOfRequest,
  replaceTokens,
  responsibilitiesOf,
  updateRequest,
  type NewEvent,
  type RequestRow,
} from '../requests.repository.js';
import { nodeName, type RequestVersion } from '../request-version.js';
import { advance, AdvanceError, leave, type AdvanceContext } from './advance.js';
import { conditionOver, requestNames } from './names.js';
import { emitRequestEvents } from './request-events.js';

/** The job that runs a function node's function (requests.jobs.ts). */
export const REQUEST_FUNCTION_JOB = 'request.function';

export type Actor = { userId: number | null; onBehalfOf?: number | null };

export type StepInput = {
  version: RequestVersion;
  /** The request after the compare-and-set (with `compareAndSet`: as read, before it). */
  request: RequestRow;
  actor: Actor;
  /** The request's other tokens (those not moving). */
  tokens: readonly string[];
  /** Where tokens arrive (node keys). */
  arrivals: readonly string[];
  passApplicantForms?: boolean;
  outcome?: string | null;
  /** Events written before the step's own, in one insert with them. */
  events?: NewEvent[];
  /** The request was inserted in this transaction: it has no tokens to replace. */
  fresh?: boolean;
  /**
   * The compare-and-set not taken yet (a function step): the step's one update of the request bumps its
   * revision from `request.revision` and sets `set` (the function's answers and variables) with the step's
   * own state, status and end. The step is then the transaction's first write, and takes none when the
   * request changed meanwhile.
   */
  compareAndSet?: { set: Partial<Pick<RequestRow, 'answers' | 'variables'>> };
};

/** A request as a step left it, and its tokens. */
export type Stepped = { request: RequestRow; tokens: readonly string[] };

function contextOf(
  version: RequestVersion,
  request: RequestRow,
  outcome: string | null,
  pass: boolean,
): AdvanceContext {
  const names = requestNames(version.form.formFields, request.answers, request.variables, outcome);
  return {
    condition: conditionOver(names),
    passApplicantForms: pass,
    messages: {
      decisionFailed: REQUEST_MESSAGES.decisionFailed,
      noWayOut: REQUEST_MESSAGES.noWayOut,
      loopGuard: REQUEST_MESSAGES.loopGuard,
    },
    nameOf: nodeName,
  };
}

/** Runs `work`, turning a process-definition failure into a Persian 400 (the transaction rolls back). */
export function asRequestError<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof AdvanceError) throw new AppError('bad_request', error.message);
    throw error;
  }
}

/** Where a token leaving `key` with `outcome` goes (a Persian 400 when nowhere). */
export function leaveNode(version: RequestVersion, key: string, outcome: string | null): string[] {
  return asRequestError(() =>
    leave(version.graph, key, outcome, {
      messages: {
        decisionFailed: REQUEST_MESSAGES.decisionFailed,
        noWayOut: REQUEST_MESSAGES.noWayOut,
        loopGuard: REQUEST_MESSAGES.loopGuard,
      },
      nameOf: nodeName,
    }),
  );
}

const today = () => new Date();

async function candidatesOf(
  tx: Db,
  node: Extract<ProcessNode, { kind: 'providerTask' }>,
  applicantId: number,
): Promise<{ unitId: number | null; unitRoleId: number | null; userId: number | null }> {
  const a = node.assignee;
  if (a.kind === 'user') return { unitId: null, unitRoleId: null, userId: a.userId };
  if (a.kind === 'unitRole') return { unitId: a.unitId, unitRoleId: a.unitRoleId, userId: null };
  const [own] = await responsibilitiesOf(tx, [applicantId]);
  return { unitId: own?.unitId ?? null, unitRoleId: a.unitRoleId, userId: null };
}

/** Advances the request and writes the result; answers the request row as it ends up. */
export async function applyStep(tx: Db, input: Omit<StepInput, 'compareAndSet'>): Promise<RequestRow> {
  return (await takeStep(tx, input))!.request;
}

/**
 * Advances the request and writes the result; answers the request as it ends up with its tokens
 * (undefined only when `compareAndSet` found the request changed: then nothing was written).
 */
export async function takeStep(tx: Db, input: StepInput): Promise<Stepped | undefined> {
  const { version, actor } = input;
  const cas = input.compareAndSet;
  let request = cas ? { ...input.request, ...cas.set } : input.request;
  const result = asRequestError(() =>
    advance(
      version.graph,
      input.tokens,
      input.arrivals,
      contextOf(version, request, input.outcome ?? null, input.passApplicantForms ?? false),
    ),
  );
  // The status the step leaves the request at, and whether it ends it, are known before any write.
  const reached = result.effects.reduce(
    (status, effect) => (effect.kind === 'status' ? effect.status : status),
    request.status,
  );
  const change = result.ended
    ? { state: result.ended, status: reached, endedAt: new Date() }
    : reached !== request.status
      ? { status: reached }
      : {};
  if (cas) {
    const row = await compareAndSetRequest(tx, request.id, input.request.revision, { ...cas.set, ...change });
    if (!row) return undefined;
    request = row;
  }
  const events: NewEvent[] = [...(input.events ?? [])];
  const base = { requestId: request.id, actorId: actor.userId, onBehalfOf: actor.onBehalfOf ?? null };
  let status = input.request.status;
  const statuses: string[] = [];
  const notifications: Extract<ProcessNode, { kind: 'notification' }>[] = [];

  for (const effect of result.effects) {
    switch (effect.kind) {
      case 'providerTask': {
        const node = effect.node;
        const due = node.dueDays ? (await dueDay(tx, today(), node.dueDays)).value : null;
        const task = await insertTask(tx, {
          requestId: request.id,
          nodeKey: node.key,
          kind: 'provider',
          ...(await candidatesOf(tx, node, request.applicantId)),
          dueOn: due,
          priority: node.priority,
        });
        events.push({ ...base, kind: 'taskCreated', nodeKey: node.key, taskId: task.id });
        break;
      }
      case 'applicantTask': {
        const task = await insertTask(tx, {
          requestId: request.id,
          nodeKey: effect.node.key,
          kind: 'applicant',
          userId: request.applicantId,
        });
        events.push({
          ...base,
          kind: 'taskCreated',
          nodeKey: effect.node.key,
          taskId: task.id,
          visibleToApplicant: true,
        });
        break;
      }
      case 'function':
        await enqueueJob(tx, {
          kind: REQUEST_FUNCTION_JOB,
          key: `${REQUEST_FUNCTION_JOB}:${request.id}:${effect.node.key}:${request.revision}`,
          payload: { requestId: request.id, nodeKey: effect.node.key, revision: request.revision },
        });
        break;
      case 'status':
        events.push({
          ...base,
          kind: 'status',
          nodeKey: effect.node.key,
          fromStatus: status,
          toStatus: effect.status,
          visibleToApplicant: true,
        });
        status = effect.status;
        statuses.push(status);
        break;
      case 'notification':
        notifications.push(effect.node);
        break;
      case 'end':
        events.push({
          ...base,
          kind: 'ended',
          nodeKey: effect.node.key,
          fromStatus: status,
          toStatus: status,
          outcome: REQUEST_STATE_LABELS[effect.result],
          visibleToApplicant: true,
        });
        break;
    }
  }

  await replaceTokens(tx, request.id, result.tokens, input.fresh);
  if (result.ended) await cancelLiveTasks(tx, request.id);
  if (!cas && Object.keys(change).length > 0) request = await updateRequest(tx, request.id, change);
  await emitRequestEvents(tx, version, request, await insertEvents(tx, events));
  await notify(tx, version, request, statuses, notifications);
  return { request, tokens: result.tokens };
}

/**
 * The notifications of one step, in its transaction: the service's templates for each status reached and
 * for the end, and the process's notification nodes (to the applicant, or to the providers who handled
 * the request).
 */
export async function notify(
  tx: Db,
  version: RequestVersion,
  request: RequestRow,
  statuses: readonly string[],
  nodes: readonly Extract<ProcessNode, { kind: 'notification' }>[] = [],
): Promise<void> {
  const end = request.state === 'running' ? undefined : request.state;
  const templates = version.snapshot.service.notifications;
  const fire =
    statuses.some((status) => statusTemplatesFire(templates, status)) ||
    (end !== undefined && statusTemplatesFire(templates, request.status, end));
  if (!fire && nodes.length === 0) return;
  const applicantName = (await namesOf(tx, [request.applicantId])).get(request.applicantId) ?? '';
  const base = {
    requestId: request.id,
    trackingCode: request.trackingCode,
    serviceFname: version.serviceFname,
    applicantId: request.applicantId,
    applicantName,
    expectedOn: request.expectedOn,
    templates,
    revision: request.revision,
  };
  for (const status of statuses) await enqueueStatusNotifications(tx, { ...base, status });
  if (end) await enqueueStatusNotifications(tx, { ...base, status: request.status, end });
  if (nodes.length === 0) return;
  const handlers = [
    ...new Set(
      (await tasksOfRequest(tx, request.id)).flatMap((t) =>
        t.kind === 'provider' ? [t.doneBy, t.claimedBy].filter((id): id is number => id !== null) : [],
      ),
    ),
  ];
  for (const node of nodes)
    await enqueueNodeNotification(tx, {
      requestId: request.id,
      nodeKey: node.key,
      revision: request.revision,
      channels: node.channels,
      template: node.template,
      recipients: node.audience === 'applicant' ? [request.applicantId] : handlers,
      values: {
        trackingCode: request.trackingCode,
        serviceName: version.serviceFname,
        status: requestStatusLabel(request.status),
        applicantName,
      },
    });
}
