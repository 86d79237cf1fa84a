// fetch and curl of a server run: one call through the guarded client (plugins/guarded-http), within what
// is left of the run's time budget. A JSON answer is parsed (own keys only, as any flow value); `outputs`
// pick values out of it by dotted path. No redirects are followed: a function names the address it means.
// A fetch by `serviceId` calls one of the portal's own web services instead, in-process.
import { FlowError, type CurlRequest, type FetchRequest, type FlowValue } from '@darvazeh/shared';
import { functionMessages } from '../../messages/index.js';
import { guardedFetch } from '../../plugins/guarded-http/guarded-fetch.js';
import type { ServerHostContext } from './server-host.js';

/** The least time an outgoing call is given, so a nearly spent budget still gets a clear timeout. */
const MIN_CALL_MS = 100;

/** A flow value as a request body: text as it is, anything else as JSON. */
const bodyText = (body: FlowValue | undefined) =>
  body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);

function parsedBody(text: string, contentType: string | undefined): unknown {
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The value at a dotted path of own keys (`data.items.0.name`), or null. */
function at(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  let here: unknown = value;
  for (const key of path.split('.')) {
    if (typeof here !== 'object' || here === null || !Object.hasOwn(here, key)) return null;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/**
 * Sends one fetch or curl. A fetch answers the parsed body (or, with `outputs`, a record of the values
 * they name); a curl answers `{ status, body }`. Refusals are the guarded client's Persian AppErrors.
 */
export async function outboundCall(
  ctx: ServerHostContext,
  request: (FetchRequest & { url: string }) | CurlRequest,
  isFetch: boolean,
): Promise<unknown> {
  const body = bodyText(request.body);
  const headers = { ...request.headers };
  if (body !== undefined && typeof request.body !== 'string' && !('content-type' in headers))
    headers['content-type'] = 'application/json';
  const answer = await guardedFetch(
    {
      url: request.url,
      method: request.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      headers,
      ...(body === undefined ? {} : { body }),
      timeoutMs: Math.max(MIN_CALL_MS, ctx.timeLeft()),
    },
    ctx.outbound,
  );
  const parsed = parsedBody(answer.body.toString('utf8'), answer.headers['content-type']);
  if (!isFetch) return { status: answer.status, body: parsed };
  return picked(parsed, 'outputs' in request ? request.outputs : undefined);
}

/** The answer itself, or with `outputs` a record of the values they name by dotted path. */
function picked(answer: unknown, outputs: FetchRequest['outputs']): unknown {
  if (!outputs?.length) return answer;
  return Object.fromEntries(outputs.map((o) => [o.name, at(answer, o.path ?? o.name)]));
}

/** A web service's named inputs from a fetch body: a record, or text holding a JSON object. */
function serviceInputs(body: FlowValue | undefined): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  const value = typeof body === 'string' ? parsedBody(body, 'json') : body;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new FlowError(functionMessages.serviceBodyNotRecord);
  return value as Record<string, unknown>;
}

/**
 * A fetch of one of the portal's own web services (`serviceId`): a stored function exposed to the units
 * `unitwebserviceaccess` names, run in-process as the caller (the same unit check, depth limit and budget
 * as functionCall). The body — a record, or text holding a JSON object — names its inputs; its answer is
 * the service's variables, `outputs` picking from them as from an outside answer. Method and headers mean
 * nothing in-process.
 */
export async function ownServiceCall(ctx: ServerHostContext, request: FetchRequest): Promise<unknown> {
  const answer = await ctx.callFunction(request.serviceId as string | number, serviceInputs(request.body));
  return picked(answer, request.outputs);
}
