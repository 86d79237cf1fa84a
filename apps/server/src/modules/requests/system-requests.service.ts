// Requests another system starts (web services, modules/web-services): its function steps run at once, as
// their jobs would, so a process without a person's task ends within the call; and what the system reads
// of a request it started.
import type { Db } from '../../db/client.js';
import type { FunctionRunner } from '../functions/functions.service.js';
import { REQUEST_FUNCTION_JOB } from './engine/apply-step.js';
import { requestVersion } from './request-version.js';
import { runFunctionNode, type RequestReadNow } from './requests.jobs.js';
import { findRequest, requestIdByCode, tokensOf, type RequestRow } from './requests.repository.js';

/** Most rounds of function steps one call drives (a loop of functions waits for its jobs after). */
const MAX_ROUNDS = 50;

/**
 * Runs request `requestId`'s function steps now, round after round, until it ends, waits on a person, or
 * a function fails (its token stays, as its job would leave it). A step run here marks its queued job
 * done (one a worker claimed meanwhile finds the token gone). `read` is the request and its tokens as the
 * caller has just written them (its submission), else they are read here; a round whose one function
 * stepped goes on from what that step wrote, without reading the request again.
 * Answers the request as it was last read (undefined when there is none).
 */
export async function driveFunctionSteps(
  db: Db,
  runner: FunctionRunner,
  requestId: number,
  read?: RequestReadNow,
): Promise<RequestRow | undefined> {
  let request = read ? read.request : await findRequest(db, requestId);
  if (!request || request.state !== 'running') return request;
  let tokens = read ? read.tokens : await tokensOf(db, requestId);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const version = await requestVersion(db, request.serviceId, request.serviceVersion);
    const functions = tokens.filter((key) => version?.graph.node(key)?.kind === 'function');
    if (functions.length === 0) return request;
    let stepped: RequestReadNow | undefined;
    for (const [index, nodeKey] of functions.entries())
      stepped = await runFunctionNode(
        db,
        runner,
        requestId,
        nodeKey,
        `${REQUEST_FUNCTION_JOB}:${requestId}:${nodeKey}:${request.revision}`,
        // The first function runs on the request just read; the next ones read what the first wrote.
        { read: index === 0 ? { request, tokens } : undefined, settle: true },
      );
    if (stepped && functions.length === 1) {
      // The step's own row and tokens are the request now.
      if (stepped.request.state !== 'running') return stepped.request;
      if (stepped.tokens.join() === tokens.join()) return stepped.request;
      request = stepped.request;
      tokens = stepped.tokens;
      continue;
    }
    const after = await findRequest(db, requestId);
    if (!after || after.state !== 'running') return after;
    const left = await tokensOf(db, requestId);
    if (left.join() === tokens.join()) return after;
    request = after;
    tokens = left;
  }
  return request;
}

/** What the starting system reads of its request: where it is and, once ended, its answers. */
export type SystemRequestView = {
  trackingCode: string;
  state: string;
  status: string;
  answers?: Record<string, unknown>;
  variables?: Record<string, unknown>;
};

/** Request `requestId` (or the request row just read) as its starting system reads it. */
export async function systemRequestView(db: Db, requestId: number | RequestRow): Promise<SystemRequestView> {
  const request = typeof requestId === 'number' ? (await findRequest(db, requestId))! : requestId;
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
