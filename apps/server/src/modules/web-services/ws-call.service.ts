// A call of a web service (issue 26 item 1): a published service with isApi on, started on behalf of the
// calling connected system through the same engine as a person's submission (submitRequest: quotas,
// prerequisites, version, the form check, jobs); a process without human tasks is driven to its end at
// once (200 and the final answers), else 202 with the tracking code and a status URL.
import { serviceOptions, type ServiceSnapshot } from '@darvazeh/shared';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userRequests } from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import { wsMessages as text } from '../../messages/index.js';
import type { FunctionRunner } from '../functions/functions.service.js';
import { REQUEST_FUNCTION_JOB } from '../requests/engine/apply-step.js';
import { requestVersion } from '../requests/request-version.js';
import { runFunctionNode } from '../requests/requests.jobs.js';
import { findRequest, tokensOf } from '../requests/requests.repository.js';
import { submitRequest } from '../requests/submit.service.js';
import { startableService } from '../services/service-versions.service.js';
import { systemApplicantId } from './ws-access.repository.js';
import type { WsCaller } from './ws-caller.js';
import { WsProblem } from './ws-problem.js';

export type WsOptions = z.output<typeof serviceOptions>;

/** The published web service `id` and its options; a 404 problem when there is none. */
export async function webService(db: Db, id: string) {
  const serviceId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
  const found = Number.isSafeInteger(serviceId) ? await startableService(db, serviceId) : undefined;
  const raw = (found?.snapshot as ServiceSnapshot | undefined)?.service as { options?: unknown } | undefined;
  const parsed = serviceOptions.safeParse(raw?.options ?? {});
  if (!found || !parsed.success || !parsed.data.isApi)
    throw new WsProblem(404, 'service_not_found', text.serviceNotFound);
  return { serviceId, options: parsed.data };
}

/** The caller's inputs as the form's answers: keys are field ids, or enames mapped to ids. */
function mappedInputs(
  fields: readonly { id: string; ename?: string | null }[],
  inputs: Record<string, unknown>, by: 'id' | 'ename') {
  if (by === 'id') return inputs;
  const idOf = new Map(fields.filter((f) => f.ename).map((f) => [f.ename as string, f.id]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(inputs)) {
    const id = idOf.get(key);
    if (id !== undefined) Object.defineProperty(out, id, { value, enumerable: true });
  }
  return out;
}

/** What a caller reads of its request: where it is and, once ended, its answers. */
async function requestAnswer(db: Db, requestId: number, serviceId: number) {
  const request = (await findRequest(db, requestId))!;
  const base = { trackingCode: request.trackingCode, state: request.state, status: request.status };
  if (request.state === 'running')
    return { status: 202, body: { ...base, statusUrl: `/ws/call/${serviceId}/${request.trackingCode}` } };
  return { status: 200, body: { ...base, answers: request.answers, variables: request.variables } };
}

/** Runs the request's function steps now, as their jobs would, until it ends or waits on a person. */
async function drive(db: Db, runner: FunctionRunner, requestId: number): Promise<void> {
  for (let round = 0; round < 50; round++) {
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
    const after = await findRequest(db, requestId);
    // A function that failed leaves its token where it was: the request waits for its staff.
    if (after?.revision === request.revision || (await tokensOf(db, requestId)).join() === tokens.join()) return;
  }
}

/** Starts the request of `caller` with `inputs`; answers the status and body to send. */
export async function startByWebService(
  deps: { db: Db; runner: FunctionRunner },
  service: { serviceId: number; options: WsOptions },
  caller: WsCaller,
  inputs: Record<string, unknown>,
  callId: string,
) {
  const { db } = deps;
  const applicantId = await systemApplicantId(db, caller?.systemId ?? 0, caller?.name ?? text.anonymousCaller);
  const version = await requestVersion(db, service.serviceId, (await startableService(db, service.serviceId))!.version);
  const answers = mappedInputs(version?.form.formFields ?? [], inputs, service.options.mapInputs);
  let receipt;
  try {
    receipt = await submitRequest(
      db,
      { user: { id: applicantId, roles: [] }, requestId: callId },
      { serviceId: service.serviceId, answers, sign: false },
    );
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    const field = err.details && 'field' in err.details ? { field: err.details.field } : {};
    const code = err.status === 404 ? 'service_not_found' : 'invalid_input';
    throw new WsProblem(err.status, code, err.message, {}, field);
  }
  await drive(db, deps.runner, receipt.id);
  return { ...(await requestAnswer(db, receipt.id, service.serviceId)), trackingCode: receipt.trackingCode };
}

/** The status of request `trackingCode` of `service`, for the system that started it only. */
export async function requestStatus(db: Db, serviceId: number, caller: WsCaller, trackingCode: string) {
  const applicantId = await systemApplicantId(db, caller?.systemId ?? 0, caller?.name ?? text.anonymousCaller);
  const [row] = await db
    .select({ id: userRequests.id })
    .from(userRequests)
    .where(
      and(
        eq(userRequests.trackingCode, trackingCode),
        eq(userRequests.serviceId, serviceId),
        eq(userRequests.applicantId, applicantId),
      ),
    );
  if (!row) throw new WsProblem(404, 'request_not_found', text.requestNotFound);
  return requestAnswer(db, row.id, serviceId);
}
