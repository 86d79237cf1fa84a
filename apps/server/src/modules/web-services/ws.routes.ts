// The /ws/call routes (SPEC §2 "Links built from the server origin without the api prefix"): outside
// /api/v1, its envelope and its XSRF check — callers are other systems' servers with a bearer token or
// their client secret, never a browser's cookies. Every call is one apilog row, written as it starts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { wsMessages as text } from '../../messages/index.js';
import type { FunctionRunner } from '../functions/functions.service.js';
import { identifyCaller } from './ws-caller.js';
import {
  applicantOf,
  requestStatus,
  startByWebService,
  webService,
  type WsOptions,
} from './ws-call.service.js';
import { checkAddress, checkOrigin, checkSystemAccess, corsHeaders } from './ws-guards.js';
import { CallLog, checkRates } from './ws-log.service.js';
import { formatted, problemReply, WsProblem } from './ws-problem.js';

export type WsDeps = {
  db: Db;
  config: Config;
  runner: FunctionRunner;
  keys: (maxAgeMs?: number) => Promise<JWTVerifyGetKey>;
};

type Params = { id: string; trackingCode?: string };

/** The inputs a call carries: the query string (get, and the status), else the JSON or form body. */
function inputsOf(request: FastifyRequest, options: WsOptions): Record<string, unknown> {
  if (request.method === 'GET') return { ...(request.query as Record<string, unknown>) };
  const body = request.body;
  const type = request.headers['content-type'] ?? '';
  const wanted =
    options.requestBodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  if (!type.startsWith(wanted) || typeof body !== 'object' || body === null || Array.isArray(body))
    throw new WsProblem(400, 'invalid_body', text.bodyInvalid);
  return body as Record<string, unknown>;
}

async function handle(deps: WsDeps, request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
  const { db } = deps;
  const origin = request.headers.origin;
  const inputBytes = Number(request.headers['content-length'] ?? 0) || Buffer.byteLength(request.url);
  const log = new CallLog(db, { method: request.method, ip: request.ip, inputBytes });
  let format: 'json' | 'xml' = 'json';
  let options: WsOptions | null = null;
  let inputs: Record<string, unknown> | undefined;
  let sent: string;
  let status: number;
  try {
    const service = await webService(db, request.params.id);
    ({ options } = service);
    format = options.format;
    log.row.serviceId = service.serviceId;
    const statusRead = request.params.trackingCode !== undefined;
    const method = options.method.toUpperCase();
    if (!statusRead && request.method !== method)
      throw new WsProblem(405, 'method_not_allowed', text.methodNotAllowed(method), {
        allow: `${method}, OPTIONS`,
      });
    checkOrigin(options, origin);
    checkAddress(options, request.ip);
    const caller = await identifyCaller(deps, options.auth, request.headers.authorization, request.ip);
    log.row.systemId = caller?.systemId ?? null;
    await checkSystemAccess(db, caller, service.serviceId);
    const applicantId = await applicantOf(db, caller);
    log.row.userId = applicantId;
    await checkRates(db, options, caller, service.serviceId, await log.open());
    if (!statusRead) inputs = inputsOf(request, options);
    const answer = inputs
      ? await startByWebService(deps, service, applicantId, inputs, request.id)
      : await requestStatus(db, service.serviceId, applicantId, request.params.trackingCode!);
    log.row.trackingCode = answer.body.trackingCode;
    if (options.logBodies) log.keepBodies(inputs, answer.body);
    status = answer.status;
    sent = formatted(answer.body, format, 'result');
    void reply
      .code(status)
      .headers(corsHeaders(options, origin))
      .type(format === 'json' ? 'application/json; charset=utf-8' : 'application/xml; charset=utf-8');
  } catch (err) {
    if (!(err instanceof WsProblem)) throw err;
    log.row.code = err.code;
    if (options?.logBodies) log.keepBodies(inputs, undefined);
    status = err.status;
    sent = problemReply(reply.headers(options ? corsHeaders(options, origin) : {}), err, format);
  }
  // The answer leaves once its log row is complete: a caller that reads the log after it finds the row.
  await log.close(status, sent);
  return reply.send(sent);
}

/** A browser's preflight: the allowed origin gets the CORS headers, any other none (and so no call). */
async function preflight(deps: WsDeps, request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
  try {
    const { options } = await webService(deps.db, request.params.id);
    return reply.code(204).headers(corsHeaders(options, request.headers.origin)).send();
  } catch {
    return reply.code(204).send();
  }
}

/** Registers /ws/call/{id} (the method the service names), its status URL and their preflights. */
export async function registerWsRoutes(app: FastifyInstance, deps: WsDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1_048_576 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const call = (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) =>
      handle(deps, request, reply);
    scope.route({ method: ['GET', 'POST', 'PUT', 'DELETE'], url: '/ws/call/:id', handler: call });
    scope.get('/ws/call/:id/:trackingCode', call);
    const options = (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) =>
      preflight(deps, request, reply);
    scope.options('/ws/call/:id', options);
    scope.options('/ws/call/:id/:trackingCode', options);
  });
}
