// Requests another system starts (web services, modules/web-services): its function steps run at once, as
// their jobs would, so a process without a person's task ends within the call; and what the system reads
// of a request it started.
import type { Db } from '../../db/client.js';
import type { FunctionRunner } from '../functions/functions.service.js';
import { REQUEST_FUNCTION_JOB } from './engine/apply-step.js';
import { requestVersion } from './request-version.js';
import { runFunctionNode } from './requests.jobs.js';
import { findRequest, requestIdByCode, tokensOf } from './requests.repository.js';

/** Most rounds of function steps one call drives (a loop of functions waits for its jobs after). */
const MAX_ROUNDS = 50;

/**
 * Runs request `requestId`'s function steps now, round after round, until it ends, waits on a person, or
 * a function fails (its token stays, as its job would leave it). The queued jobs find the tokens gone.
 */
export async function driveFunctionSteps(db: Db, runner: FunctionRunner, requestId: number): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const request = await findRequest(db, requestId);
    if (!request || request.state !== 'running') return;
    const version = await requestVersion(db, request.serviceId, request.serviceVersion);
    const tokens = await tokensOf(db, requestId);
    const functions = tokens.filter((key) => version?.graph.node(key)?.kind === 'function');
    if (functions.length === 0) return;
    for (const nodeKey of functions)
      await runFunctionNode(
        db,
        runner,
        requestId,
        nodeKey,
        `${REQUEST_FUNCTION_JOB}:${requestId}:${nodeKey}:${request.revision}`,
      );
    if ((await tokensOf(db, requestId)).join() === tokens.join()) return;
  }
}

/** What the starting system reads of its request: where it is and, once ended, its answers. */
export type SystemRequestView = {
  trackingCode: string;
  state: string;
  status: string;
  answers?: Record<string, unknown>;
  variables?: Record<string, unknown>;
};

/** Request `requestId` as its starting system reads it. */
export async function systemRequestView(db: Db, requestId: number): Promise<SystemRequestView> {
  const request = (await findRequest(db, requestId))!;
  const base = { trackingCode: request.trackingCode, state: request.state, status: request.status };
  return request.state === 'running'
    ? base
    : { ...base, answers: request.answers, variables: request.variables };
}

/** The request `trackingCode` of service `serviceId` that `applicantId` started, or undefined. */
export function findStartedRequest(
  db: Db,
  where: { trackingCode: string; serviceId: number; applicantId: number },
): Promise<number | undefined> {
  return requestIdByCode(db, where);
}
