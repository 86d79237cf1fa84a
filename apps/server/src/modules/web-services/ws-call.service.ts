// A call of a web service (issue 26 item 1): a published service with isApi on, started on behalf of the
// calling connected system through the same engine as a person's submission (submitAndKeep: quotas,
// prerequisites, version, the form check, jobs); a process without human tasks is driven to its end at
// once (200 and the final answers), else 202 with the tracking code and a status URL.
import { serviceOptions } from '@darvazeh/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import { wsMessages as text } from '../../messages/index.js';
import type { FunctionRunner } from '../functions/functions.service.js';
import {
  driveFunctionSteps,
  findStartedRequest,
  systemRequestView,
} from '../requests/system-requests.service.js';
import { startableVersion, submitAndKeep, type RequestVersion } from '../requests/submit.service.js';
import { systemApplicantId } from './ws-access.repository.js';
import type { WsCaller } from './ws-caller.js';
import { WsProblem } from './ws-problem.js';

export type WsOptions = z.output<typeof serviceOptions>;

/** Each version's options, parsed once (versions never change; the engine keeps them in memory). */
const optionsOf = new WeakMap<RequestVersion, WsOptions | null>();

/** The options of `version` as a web service (null when they do not parse). */
function versionOptions(version: RequestVersion): WsOptions | null {
  let options = optionsOf.get(version);
  if (options === undefined) {
    const raw = version.snapshot.service as { options?: unknown };
    const parsed = serviceOptions.safeParse(raw.options ?? {});
    options = parsed.success ? parsed.data : null;
    optionsOf.set(version, options);
  }
  return options;
}

/**
 * The published web service `id`, the version calls start on and its options; a 404 problem when there is
 * none. The version is read through the cache of published versions (service-versions.service).
 */
export async function webService(db: Db, id: string) {
  const serviceId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
  let version: RequestVersion | undefined;
  try {
    version = Number.isSafeInteger(serviceId) ? await startableVersion(db, serviceId) : undefined;
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 404) throw err;
  }
  const options = version && versionOptions(version);
  if (!version || !options?.isApi) throw new WsProblem(404, 'service_not_found', text.serviceNotFound);
  return { serviceId, options, version };
}

/** The caller's inputs as the form's answers: keys are field ids, or enames mapped to ids. */
function mappedInputs(
  fields: readonly { id: string; ename?: string | null }[],
  inputs: Record<string, unknown>,
  by: 'id' | 'ename',
) {
  if (by === 'id') return inputs;
  const idOf = new Map(fields.filter((f) => f.ename).map((f) => [f.ename as string, f.id]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(inputs)) {
    const id = idOf.get(key);
    if (id !== undefined) Object.defineProperty(out, id, { value, enumerable: true });
  }
  return out;
}

/** What a caller reads of its request: 202 and a status URL while it runs, 200 and its answers once ended. */
async function requestAnswer(db: Db, request: Parameters<typeof systemRequestView>[1], serviceId: number) {
  const view = await systemRequestView(db, request);
  if (view.state === 'running')
    return { status: 202, body: { ...view, statusUrl: `/ws/call/${serviceId}/${view.trackingCode}` } };
  return { status: 200, body: view };
}

/**
 * The applicant account `caller` starts requests as: its system's own, or for calls without
 * authentication (auth none, by address) one shared account.
 */
export function applicantOf(db: Db, caller: WsCaller): Promise<number> {
  return systemApplicantId(db, caller?.systemId ?? 0, caller?.name ?? text.anonymousCaller);
}

/** Starts the request of `applicantId` with `inputs`; answers the status and body to send. */
export async function startByWebService(
  deps: { db: Db; runner: FunctionRunner },
  service: { serviceId: number; options: WsOptions; version: RequestVersion },
  applicantId: number,
  inputs: Record<string, unknown>,
  callId: string,
) {
  const { db } = deps;
  const answers = mappedInputs(service.version.form.formFields, inputs, service.options.mapInputs);
  let submitted;
  try {
    // The system's applicant account is locked and never signs in: it keeps no drafts to read.
    submitted = await submitAndKeep(
      db,
      { user: { id: applicantId, roles: [] }, requestId: callId },
      { serviceId: service.serviceId, answers, sign: false },
      { drafts: false },
    );
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    const field = err.details && 'field' in err.details ? { field: err.details.field } : {};
    const code = err.status === 404 ? 'service_not_found' : 'invalid_input';
    throw new WsProblem(err.status, code, err.message, {}, field);
  }
  // The steps start from the request and tokens the submission wrote: nothing is read again.
  const { request, tokens } = submitted;
  const after = await driveFunctionSteps(db, deps.runner, request.id, { request, tokens });
  return requestAnswer(db, after ?? request.id, service.serviceId);
}

/** The status of request `trackingCode` of `service`, for the applicant (system) that started it only. */
export async function requestStatus(db: Db, serviceId: number, applicantId: number, trackingCode: string) {
  const id = await findStartedRequest(db, { trackingCode, serviceId, applicantId });
  if (id === undefined) throw new WsProblem(404, 'request_not_found', text.requestNotFound);
  return requestAnswer(db, id, serviceId);
}
