// The actions on a running request (issue 16 item 3; docs/adr/0008-request-engine.md "One action, one
// transaction, one compare-and-set"): claim, release, complete, refer, return, reassign, cancel and the
// survey. Each runs in one transaction that first bumps the request's revision from the one the caller saw
// (a Persian 409 when it changed meanwhile), then checks who may act on the rows as they are now.
import {
  isAdmin,
  REQUEST_MESSAGES as m,
  type completeTaskBody,
  type Principal,
  type ProcessNode,
  type referTaskBody,
  type returnTaskBody,
} from '@darvazeh/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { checkRecordAnswers, collectionForm } from '../collections/records.service.js';
import { without } from './engine/advance.js';
import { applyStep, leaveNode, notify } from './engine/apply-step.js';
import { providerStanding } from './request-access.service.js';
import { requestVersion, type RequestVersion } from './request-version.js';
import {
  bumpRevision,
  cancelLiveTasks,
  findRequest,
  findTask,
  hasSignature,
  insertEvents,
  isActiveUser,
  passedNodes,
  referTargetExists,
  insertTask,
  moveTask,
  replaceTokens,
  setSurveyOnce,
  tokensOf,
  updateRequest,
  type RequestRow,
  type TaskRow,
} from './requests.repository.js';
import { attachRequestFiles, attachTaskFiles } from './request-files.js';
import { checkedAnswers } from './submit.service.js';

type Actor = { user: Principal; requestId: string };

/** The request's version (it always exists: versions are never deleted). */
async function versionOf(db: Db, request: RequestRow): Promise<RequestVersion> {
  const version = await requestVersion(db, request.serviceId, request.serviceVersion);
  if (!version)
    throw new Error(`version ${request.serviceVersion} of service ${request.serviceId} is missing`);
  return version;
}

/** Runs `work` in one transaction after the compare-and-set on the task's request. */
async function onTask<T>(
  db: Db,
  taskId: number,
  revision: number,
  work: (tx: Db, ctx: { task: TaskRow; request: RequestRow; version: RequestVersion }) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const found = await findTask(tx, taskId);
    if (!found) throw new AppError('not_found', m.taskGone);
    const request = await bumpRevision(tx, found.requestId, revision);
    if (!request) throw new AppError('changed', m.changedMeanwhile);
    // Read again under the request's lock: the task is as the winner of the race left it.
    const task = (await findTask(tx, taskId))!;
    return work(tx, { task, request, version: await versionOf(tx, request) });
  });
}

/** The provider standing of `user` on a live task, or the right Persian refusal. */
async function standingOn(tx: Db, user: Principal, task: TaskRow, mustHold: boolean) {
  const standing = await providerStanding(tx, user, task);
  if (!standing) throw new AppError('not_found', m.taskGone);
  if (task.state === 'done' || task.state === 'cancelled') throw new AppError('bad_request', m.taskClosed);
  if (task.state === 'claimed' && task.claimedBy !== user.id)
    throw new AppError('bad_request', m.taskClaimedByOther);
  if (mustHold && task.state !== 'claimed') throw new AppError('bad_request', m.taskNotClaimed);
  return standing;
}

/** Marks a live provider task done by `userId` (standing in for `onBehalfOf`), with what the action adds. */
async function finishTask(
  tx: Db,
  task: TaskRow,
  userId: number,
  onBehalfOf: number | null,
  values: Partial<TaskRow> = {},
): Promise<void> {
  await moveTask(tx, task.id, ['open', 'claimed'], {
    state: 'done',
    doneBy: userId,
    doneAt: new Date(),
    onBehalfOf: task.onBehalfOf ?? onBehalfOf,
    ...values,
  });
}

const taskNode = (version: RequestVersion, task: TaskRow) => version.graph.node(task.nodeKey);

export async function claimTask(db: Db, actor: Actor, taskId: number, revision: number): Promise<TaskRow> {
  return onTask(db, taskId, revision, async (tx, { task, request }) => {
    const { onBehalfOf } = await standingOn(tx, actor.user, task, false);
    if (task.state === 'claimed') return task;
    const claimed = await moveTask(tx, task.id, ['open'], {
      state: 'claimed',
      claimedBy: actor.user.id,
      claimedAt: new Date(),
      onBehalfOf,
    });
    await insertEvents(tx, [
      {
        requestId: request.id,
        actorId: actor.user.id,
        onBehalfOf,
        kind: 'claimed',
        nodeKey: task.nodeKey,
        taskId: task.id,
      },
    ]);
    return claimed!;
  });
}

export async function releaseTask(db: Db, actor: Actor, taskId: number, revision: number): Promise<TaskRow> {
  return onTask(db, taskId, revision, async (tx, { task, request }) => {
    await standingOn(tx, actor.user, task, true);
    const released = await moveTask(tx, task.id, ['claimed'], {
      state: 'open',
      claimedBy: null,
      claimedAt: null,
      onBehalfOf: null,
    });
    await insertEvents(tx, [
      {
        requestId: request.id,
        actorId: actor.user.id,
        kind: 'released',
        nodeKey: task.nodeKey,
        taskId: task.id,
      },
    ]);
    return released!;
  });
}

/** Answers changed: field id → [before, after]. */
function diffOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const diff: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      diff[key] = [before[key] ?? null, after[key] ?? null];
  return Object.keys(diff).length > 0 ? diff : null;
}

/** Completes a task: a provider's with an outcome and its form, or the applicant's fix with new answers. */
export async function completeTask(
  db: Db,
  actor: Actor,
  taskId: number,
  body: z.output<typeof completeTaskBody>,
): Promise<RequestRow> {
  const { user } = actor;
  // The answers' checks read the database: done before the transaction from the version as read now.
  const peek = await findTask(db, taskId);
  if (!peek) throw new AppError('not_found', m.taskGone);
  const peekRequest = await findRequest(db, peek.requestId);
  const peekVersion = peekRequest && (await versionOf(db, peekRequest));
  let checked: Awaited<ReturnType<typeof checkedAnswers>> | null = null;
  if (peek.kind === 'applicant' && peekVersion) {
    if (peek.userId !== user.id) throw new AppError('not_found', m.taskGone);
    if (!body.answers) throw new AppError('bad_request', m.answersRequired);
    checked = await checkedAnswers(db, user, peekVersion, body.answers);
  } else if (peekVersion) {
    const node = taskNode(peekVersion, peek);
    const collectionId = node?.kind === 'providerTask' ? node.collectionId : null;
    const form = collectionId !== null ? peekVersion.collections.get(collectionId) : undefined;
    if (form)
      checked = await checkRecordAnswers(
        db,
        user,
        collectionForm({ id: collectionId!, formInfo: form.formInfo }),
        body.answers ?? {},
      );
  }

  return onTask(db, taskId, body.revision, async (tx, { task, request, version }) => {
    const tokens = await tokensOf(tx, request.id);
    if (task.kind === 'applicant') {
      if (task.userId !== user.id) throw new AppError('not_found', m.taskGone);
      if (task.state !== 'open') throw new AppError('bad_request', m.taskClosed);
      const answers = checked!.data;
      await moveTask(tx, task.id, ['open'], {
        state: 'done',
        doneBy: user.id,
        doneAt: new Date(),
        answers,
        note: body.note || task.note,
      });
      const updated = await updateRequest(tx, request.id, { answers });
      await attachRequestFiles(tx, user, request.id, checked!.refs.fileIds);
      const resubmitted = {
        requestId: request.id,
        actorId: user.id,
        kind: 'resubmitted',
        nodeKey: task.nodeKey,
        taskId: task.id,
        note: body.note,
        diff: diffOf(request.answers, answers),
        visibleToApplicant: true,
      };
      const asker = task.fromTaskId === null ? undefined : await findTask(tx, task.fromTaskId);
      if (asker) {
        // A fix a provider asked for: the request goes back to the candidates who asked (the token never left).
        const back = await insertTask(tx, {
          requestId: request.id,
          nodeKey: asker.nodeKey,
          kind: 'provider',
          unitId: asker.unitId,
          unitRoleId: asker.unitRoleId,
          userId: asker.userId,
          dueOn: asker.dueOn,
          priority: asker.priority,
          fromTaskId: task.id,
        });
        await insertEvents(tx, [
          resubmitted,
          {
            ...resubmitted,
            kind: 'taskCreated',
            taskId: back.id,
            diff: null,
            note: '',
            visibleToApplicant: false,
          },
        ]);
        return updated;
      }
      return applyStep(tx, {
        version,
        request: updated,
        actor: { userId: user.id },
        tokens: without(tokens, task.nodeKey),
        arrivals: leaveNode(version, task.nodeKey, null),
        events: [resubmitted],
      });
    }
    const { onBehalfOf } = await standingOn(tx, user, task, false);
    const node = taskNode(version, task);
    const outcomes = node?.kind === 'providerTask' ? node.outcomes : [];
    if (outcomes.length > 0 && body.outcome === null) throw new AppError('bad_request', m.outcomeRequired);
    if (body.outcome !== null && !outcomes.some((o) => o.key === body.outcome))
      throw new AppError('bad_request', m.outcomeUnknown);
    await finishTask(tx, task, user.id, onBehalfOf, {
      claimedBy: task.claimedBy ?? user.id,
      claimedAt: task.claimedAt ?? new Date(),
      outcome: body.outcome,
      answers: checked?.data ?? null,
      note: body.note,
    });
    if (checked) await attachTaskFiles(tx, user, task.id, checked.refs.fileIds);
    return applyStep(tx, {
      version,
      request,
      actor: { userId: user.id, onBehalfOf },
      tokens: without(tokens, task.nodeKey),
      arrivals: leaveNode(version, task.nodeKey, body.outcome),
      outcome: body.outcome,
      events: [
        {
          requestId: request.id,
          actorId: user.id,
          onBehalfOf,
          kind: 'completed',
          nodeKey: task.nodeKey,
          taskId: task.id,
          outcome: outcomes.find((o) => o.key === body.outcome)?.label ?? null,
          note: body.note,
        },
      ],
    });
  });
}

/** Refers a provider task to another unit and unit role, signed (SPEC §5: a signature is needed to refer). */
export async function referTask(
  db: Db,
  actor: Actor,
  taskId: number,
  body: z.output<typeof referTaskBody>,
): Promise<RequestRow> {
  const { user } = actor;
  if (!(await hasSignature(db, user.id))) throw new AppError('bad_request', m.noSignature);
  if (!body.sign) throw new AppError('bad_request', m.signRequired);
  const target = await referTargetExists(db, body.unitId, body.unitRoleId);
  if (!target) throw new AppError('bad_request', m.referTargetUnknown);
  return onTask(db, taskId, body.revision, async (tx, { task, request }) => {
    const { onBehalfOf } = await standingOn(tx, user, task, false);
    await finishTask(tx, task, user.id, onBehalfOf, { note: body.note });
    const next = await insertTask(tx, {
      requestId: request.id,
      nodeKey: task.nodeKey,
      kind: 'provider',
      unitId: body.unitId,
      unitRoleId: body.unitRoleId,
      dueOn: task.dueOn,
      priority: task.priority,
      note: body.note,
      fromTaskId: task.id,
    });
    await insertEvents(tx, [
      {
        requestId: request.id,
        actorId: user.id,
        onBehalfOf,
        kind: 'referred',
        nodeKey: task.nodeKey,
        taskId: next.id,
        note: body.note,
      },
    ]);
    return request;
  });
}

/** Where a task may return its request: the earlier task and form steps it passed (not itself). */
export async function returnTargetsOf(db: Db, version: RequestVersion, task: TaskRow) {
  const keys = (await passedNodes(db, task.requestId)).filter((k) => k !== task.nodeKey);
  return keys
    .map((key) => version.graph.node(key))
    .filter(
      (n): n is ProcessNode => n !== undefined && (n.kind === 'providerTask' || n.kind === 'applicantForm'),
    );
}

/** Returns a request to the applicant for a fix (back here afterwards), or to an earlier step. */
export async function returnTask(
  db: Db,
  actor: Actor,
  taskId: number,
  body: z.output<typeof returnTaskBody>,
): Promise<RequestRow> {
  const { user } = actor;
  return onTask(db, taskId, body.revision, async (tx, { task, request, version }) => {
    const { onBehalfOf } = await standingOn(tx, user, task, false);
    await finishTask(tx, task, user.id, onBehalfOf, { note: body.note });
    if (body.to === 'applicant') {
      const fix = await insertTask(tx, {
        requestId: request.id,
        nodeKey: task.nodeKey,
        kind: 'applicant',
        userId: request.applicantId,
        note: body.note,
        returnTo: task.nodeKey,
        fromTaskId: task.id,
      });
      await insertEvents(tx, [
        {
          requestId: request.id,
          actorId: user.id,
          onBehalfOf,
          kind: 'returnedToApplicant',
          nodeKey: task.nodeKey,
          taskId: fix.id,
          note: body.note,
          visibleToApplicant: true,
        },
      ]);
      return request;
    }
    const targets = await returnTargetsOf(tx, version, task);
    if (!targets.some((n) => n.key === body.to)) throw new AppError('bad_request', m.returnTargetInvalid);
    const tokens = await tokensOf(tx, request.id);
    return applyStep(tx, {
      version,
      request,
      actor: { userId: user.id, onBehalfOf },
      tokens: without(tokens, task.nodeKey),
      arrivals: [body.to],
      events: [
        {
          requestId: request.id,
          actorId: user.id,
          onBehalfOf,
          kind: 'returnedToStep',
          nodeKey: body.to,
          taskId: task.id,
          note: body.note,
        },
      ],
    });
  });
}

/** An Admin hands a live provider task to one user. */
export async function reassignTask(
  db: Db,
  actor: Actor,
  taskId: number,
  body: { revision: number; userId: number; note: string },
): Promise<TaskRow> {
  if (!(await isActiveUser(db, body.userId))) throw new AppError('bad_request', m.reassignTargetUnknown);
  return onTask(db, taskId, body.revision, async (tx, { task, request }) => {
    if (task.kind !== 'provider') throw new AppError('bad_request', m.noApplicantTask);
    if (task.state !== 'open' && task.state !== 'claimed') throw new AppError('bad_request', m.taskClosed);
    const moved = await moveTask(tx, task.id, ['open', 'claimed'], {
      userId: body.userId,
      unitId: null,
      unitRoleId: null,
      state: 'open',
      claimedBy: null,
      claimedAt: null,
      onBehalfOf: null,
      note: body.note || task.note,
    });
    await insertEvents(tx, [
      {
        requestId: request.id,
        actorId: actor.user.id,
        kind: 'reassigned',
        nodeKey: task.nodeKey,
        taskId: task.id,
        note: body.note,
      },
    ]);
    return moved!;
  });
}

/** The applicant withdraws a running request: its tasks are cancelled and its tokens dropped. */
export async function cancelRequest(
  db: Db,
  actor: Actor,
  requestId: number,
  body: { revision: number; note: string },
): Promise<RequestRow> {
  return db.transaction(async (tx) => {
    const found = await findRequest(tx, requestId);
    if (!found || (found.applicantId !== actor.user.id && !isAdmin(actor.user)))
      throw new AppError('not_found', m.requestNotFound);
    const request = await bumpRevision(tx, requestId, body.revision);
    if (!request) throw new AppError('changed', m.changedMeanwhile);
    if (request.state !== 'running') throw new AppError('bad_request', m.cancelNotAllowed);
    await cancelLiveTasks(tx, requestId);
    await replaceTokens(tx, requestId, []);
    await insertEvents(tx, [
      {
        requestId,
        actorId: actor.user.id,
        kind: 'cancelled',
        fromStatus: request.status,
        toStatus: request.status,
        note: body.note,
        visibleToApplicant: true,
      },
    ]);
    const cancelled = await updateRequest(tx, requestId, { state: 'cancelled', endedAt: new Date() });
    await notify(tx, await versionOf(tx, cancelled), cancelled, []);
    return cancelled;
  });
}

/** The applicant's survey of an ended request whose service asks for one; once. */
export async function answerSurvey(
  db: Db,
  actor: Actor,
  requestId: number,
  body: { score: number; comment: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await findRequest(tx, requestId);
    if (!request || request.applicantId !== actor.user.id) throw new AppError('not_found', m.requestNotFound);
    const version = await versionOf(tx, request);
    if (!version.survey || request.state === 'running') throw new AppError('bad_request', m.surveyNotDue);
    // Set only while unset: two answers racing store the first.
    if (!(await setSurveyOnce(tx, requestId, { ...body, at: new Date().toISOString() })))
      throw new AppError('bad_request', m.surveyDone);
    await insertEvents(tx, [{ requestId, actorId: actor.user.id, kind: 'survey' }]);
  });
}
