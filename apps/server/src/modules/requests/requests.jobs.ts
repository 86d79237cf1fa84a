// The request engine's jobs (ADR 0008 "function"): a function node's stored function runs outside any
// action's transaction, with the applicant's rights, from a claimed job; then one transaction holding the
// request moves its token on. The step is exactly-once (a token no longer at the node means a run that
// already moved it, and the job ends); the function's own writes are at-least-once, like every job
// worker's: a crash between the run and the step runs it again.
import { z } from 'zod';
import { REQUEST_MESSAGES } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { defineJob, settleQueuedJob, type JobDefinition } from '../../plugins/jobs/job-queue.js';
import { flowFunctionOf, type FunctionRunner } from '../functions/functions.service.js';
import { without } from './engine/advance.js';
import { leaveNode, REQUEST_FUNCTION_JOB, takeStep, type Stepped } from './engine/apply-step.js';
import { remindOverdue, REMIND_OVERDUE_JOB, scheduleReminders } from './overdue.service.js';
import { requestVersion } from './request-version.js';
import {
  bumpRevision,
  findRequest,
  cachedGrantsOf,
  insertEvents,
  lockRequest,
  tokensOf,
  type RequestRow,
} from './requests.repository.js';

/** A request and its tokens as a caller has just read them. */
export type RequestReadNow = { request: RequestRow; tokens: readonly string[] };

const payload = z.object({ requestId: z.number().int(), nodeKey: z.string(), revision: z.number().int() });

/** The jobs of the requests module. */
export function requestJobs(db: Db, runner: FunctionRunner): JobDefinition[] {
  return [
    defineJob({
      kind: REMIND_OVERDUE_JOB,
      payload: z.object({}),
      run: async () => {
        await remindOverdue(db);
        // The next hour's run; written here so the chain survives restarts of every instance.
        await scheduleReminders(db, new Date(Date.now() + 3_600_000));
      },
    }),
    defineJob({
      kind: REQUEST_FUNCTION_JOB,
      payload,
      run: async ({ payload: { requestId, nodeKey }, key }) => {
        await runFunctionNode(db, runner, requestId, nodeKey, key);
      },
    }),
  ];
}

/**
 * Runs the function at `nodeKey` of request `requestId` and moves its token on, in one transaction
 * holding the request (the function node job, and a web service call driving its request at once).
 * Nothing happens when the token is no longer there: another run already moved it. `read` is the request
 * and its tokens as the caller has just read or written them (else they are read here): the step's one
 * update of the request then takes the compare-and-set on the revision read, and only when the request
 * changed meanwhile is it locked and read again. With `settle` (a run that is not the job's), the node's
 * queued job `key` is marked done in that transaction unless a worker has claimed it. Answers the request
 * as the step left it with its tokens (undefined when no step was taken).
 */
export async function runFunctionNode(
  db: Db,
  runner: FunctionRunner,
  requestId: number,
  nodeKey: string,
  key: string,
  { read, settle = false }: { read?: RequestReadNow; settle?: boolean } = {},
): Promise<Stepped | undefined> {
  const request = read ? read.request : await findRequest(db, requestId);
  if (!request || request.state !== 'running') return undefined;
  if (!(read ? read.tokens : await tokensOf(db, requestId)).includes(nodeKey)) return undefined;
  const version = await requestVersion(db, request.serviceId, request.serviceVersion);
  const node = version?.graph.node(nodeKey);
  if (!version || node?.kind !== 'function') return undefined;
  const frozen = version.functions.get(node.functionId);
  const fn = frozen && flowFunctionOf(frozen);
  const principal = { id: request.applicantId, roles: await cachedGrantsOf(db, request.applicantId) };
  const result = fn
    ? await runner.runEmbedded(
        fn,
        { answers: request.answers, variables: request.variables },
        { principal, requestId: key },
      )
    : null;
  /** The step from the request as `current` holds it, its tokens `tokens` (the revision compared). */
  type Output = { answers: Record<string, unknown>; variables: Record<string, unknown> };
  const step = (tx: Db, current: RequestRow, tokens: readonly string[], ok: Output) =>
    takeStep(tx, {
      version,
      request: current,
      actor: { userId: null },
      tokens: without(tokens, nodeKey),
      arrivals: leaveNode(version, nodeKey, null),
      events: [{ requestId, kind: 'function', nodeKey, outcome: REQUEST_MESSAGES.functionDone }],
      compareAndSet: {
        set: {
          answers: { ...current.answers, ...ok.answers },
          variables: { ...current.variables, ...ok.variables },
        },
      },
    });
  return db.transaction(async (tx) => {
    let after = read && result?.ok ? await step(tx, read.request, read.tokens, result) : undefined;
    if (!after) {
      const held = await lockRequest(tx, requestId);
      if (!held || held.state !== 'running') return undefined;
      const tokens = await tokensOf(tx, requestId);
      if (!tokens.includes(nodeKey)) return undefined;
      if (!result?.ok) {
        // An incident: the request waits at the node, and its staff see why in the history.
        await bumpRevision(tx, requestId, held.revision);
        const message = result?.diagnostics[0]?.message ?? REQUEST_MESSAGES.noWayOut(node.name || nodeKey);
        await insertEvents(tx, [
          {
            requestId,
            kind: 'function',
            nodeKey,
            outcome: REQUEST_MESSAGES.functionFailed,
            note: message,
          },
        ]);
        return undefined;
      }
      // Held: the compare-and-set cannot miss.
      after = (await step(tx, held, tokens, result))!;
    }
    if (settle) await settleQueuedJob(tx, key);
    return after;
  });
}
