// The request engine's jobs (ADR 0008 "function"): a function node's stored function runs outside any
// action's transaction, with the applicant's rights, from a claimed job; then one transaction holding the
// request moves its token on. The step is exactly-once (a token no longer at the node means a run that
// already moved it, and the job ends); the function's own writes are at-least-once, like every job
// worker's: a crash between the run and the step runs it again.
import { z } from 'zod';
import { REQUEST_MESSAGES } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { defineJob, type JobDefinition } from '../../plugins/jobs/job-queue.js';
import { flowFunctionOf, type FunctionRunner } from '../functions/functions.service.js';
import { without } from './engine/advance.js';
import { applyStep, leaveNode, REQUEST_FUNCTION_JOB } from './engine/apply-step.js';
import { remindOverdue, REMIND_OVERDUE_JOB, scheduleReminders } from './overdue.service.js';
import { requestVersion } from './request-version.js';
import {
  bumpRevision,
  findRequest,
  grantsOf,
  insertEvents,
  lockRequest,
  tokensOf,
  updateRequest,
} from './requests.repository.js';

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
      run: ({ payload: { requestId, nodeKey }, key }) => runFunctionNode(db, runner, requestId, nodeKey, key),
    }),
  ];
}

/**
 * Runs the function at `nodeKey` of request `requestId` and moves its token on, in one transaction
 * holding the request (the function node job, and a web service call driving its request at once).
 * Nothing happens when the token is no longer there: another run already moved it.
 */
export async function runFunctionNode(
  db: Db,
  runner: FunctionRunner,
  requestId: number,
  nodeKey: string,
  key: string,
): Promise<void> {
  const request = await findRequest(db, requestId);
  if (!request || request.state !== 'running') return;
  if (!(await tokensOf(db, requestId)).includes(nodeKey)) return;
  const version = await requestVersion(db, request.serviceId, request.serviceVersion);
  const node = version?.graph.node(nodeKey);
  if (!version || node?.kind !== 'function') return;
  const frozen = version.functions.get(node.functionId);
  const fn = frozen && flowFunctionOf(frozen);
  const principal = { id: request.applicantId, roles: await grantsOf(db, request.applicantId) };
  const result = fn
    ? await runner.runEmbedded(
        fn,
        { answers: request.answers, variables: request.variables },
        { principal, requestId: key },
      )
    : null;
  await db.transaction(async (tx) => {
    const held = await lockRequest(tx, requestId);
    if (!held || held.state !== 'running') return;
    const tokens = await tokensOf(tx, requestId);
    if (!tokens.includes(nodeKey)) return;
    const current = (await bumpRevision(tx, requestId, held.revision))!;
    if (!result?.ok) {
      // An incident: the request waits at the node, and its staff see why in the history.
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
      return;
    }
    const updated = await updateRequest(tx, requestId, {
      answers: { ...current.answers, ...result.answers },
      variables: { ...current.variables, ...result.variables },
    });
    await applyStep(tx, {
      version,
      request: updated,
      actor: { userId: null },
      tokens: without(tokens, nodeKey),
      arrivals: leaveNode(version, nodeKey, null),
      events: [{ requestId, kind: 'function', nodeKey, outcome: REQUEST_MESSAGES.functionDone }],
    });
  });
}
