// fetch and curl of a server run: one call through the guarded client (plugins/guarded-http), within what
// is left of the run's time budget. A JSON answer is parsed (own keys only, as any flow value); `outputs`
// pick values out of it by dotted path. No redirects are followed: a function names the address it means.
// A fetch by `serviceId` calls one of the portal's own web services instead, in-process; by
// `externalServiceId`, a path under an outside service's base URL, signed as its Admin registered it.
import { FlowError, type CurlRequest, type FetchRequest, type FlowValue } from '@darvazeh/shared';
import { externalServiceMessages, functionMessages } from '../../messages/index.js';
import { findExternalService, type ExternalServiceRow } from './functions.repository.js';
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

/** `path` under `base`: relative only (no scheme, no `//host`), and still on the base URL's origin. */
function underBase(base: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//') || path.includes('\\'))
    throw new FlowError(externalServiceMessages.pathInvalid);
  const url = path === '' ? base : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    throw new FlowError(externalServiceMessages.pathInvalid);
  }
  if (origin !== new URL(base).origin) throw new FlowError(externalServiceMessages.pathInvalid);
  return url;
}

/** The header that signs a call to `row`, with its secret opened; none without authentication. */
async function authHeaders(ctx: ServerHostContext, row: ExternalServiceRow): Promise<Record<string, string>> {
  if (row.authKind === 'none') return {};
  const secret = await ctx.secrets.open(row.secretSealed);
  if (secret === undefined) throw new FlowError(externalServiceMessages.secretUnreadable);
  if (row.authKind === 'basic')
    return { authorization: `Basic ${Buffer.from(`${row.username}:${secret}`).toString('base64')}` };
  if (row.authKind === 'bearer') return { authorization: `Bearer ${secret}` };
  return { [row.headerName.toLowerCase()]: secret };
}

/**
 * A fetch of an outside web service an Admin registered (`externalServiceId`): `url` is the path under
 * its base URL, the call signed as registered (the function's own headers cannot replace that header),
 * through the guarded client like any other fetch.
 */
export async function externalServiceCall(ctx: ServerHostContext, request: FetchRequest): Promise<unknown> {
  const id = Number(request.externalServiceId);
  const row = Number.isInteger(id) && id > 0 ? await findExternalService(ctx.db, id) : undefined;
  if (!row) throw new FlowError(externalServiceMessages.notFound);
  const own = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => !/^(authorization|proxy-authorization)$/i.test(name)),
  );
  const signed = await authHeaders(ctx, row);
  const headers = Object.fromEntries(Object.entries(own).filter(([name]) => !(name.toLowerCase() in signed)));
  return outboundCall(
    ctx,
    { ...request, url: underBase(row.baseUrl, request.url ?? ''), headers: { ...headers, ...signed } },
    true,
  );
}
