import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  envelope,
  needsXsrf,
  schemaSet,
  stripAuditFields,
  type AnswerInput,
  type Envelope,
  type EndpointSpec,
  type HandlerInput,
  type Principal,
} from '@darvazeh/shared';
import { authorize } from './authorize.js';

/** Who is calling: the signed-in user, or null on an endpoint open to anyone (visitors, and sessions owing a password change). */
type CallerOf<E extends EndpointSpec> = E['access'] extends 'anyone' ? Principal | null : Principal;

/** What a handler gets: the validated params, query and body, the caller, and the raw request and reply. */
export type EndpointCall<E extends EndpointSpec> = HandlerInput<E> & {
  user: CallerOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A handler answers the success envelope (see `ok`), or the reply it has sent itself (a file, a report). */
export type EndpointHandler<E extends EndpointSpec> = (
  call: EndpointCall<E>,
) => Promise<Envelope<AnswerInput<E>> | FastifyReply>;

/** A declared endpoint bound to the function that serves it. */
export type BoundEndpoint = {
  readonly spec: EndpointSpec;
  readonly handler: (call: EndpointCall<EndpointSpec>) => Promise<unknown>;
};

/** Binds `handler` to the endpoint declared as `spec`; `registerEndpoints` puts it on the server. */
export function bind<const E extends EndpointSpec>(
  spec: E,
  handler: EndpointHandler<NoInfer<E>>,
): BoundEndpoint {
  // The handler's input is checked against `spec` here; the registry keeps it under the general type.
  return { spec, handler };
}

/** `news/{id}` → `/news/:id`. */
export function routePath(path: string): string {
  return `/${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** Clients resubmit what they read; audit fields and the id are the server's to set (SPEC §3). */
async function stripServerFields(request: FastifyRequest): Promise<void> {
  const body = stripAuditFields(request.body);
  if (body && typeof body === 'object' && !Array.isArray(body)) delete (body as Record<string, unknown>).id;
  request.body = body;
}

/**
 * The caller as an endpoint sees it. Role rules go through `authorize` (401, 403 before any 400 about the
 * input). An endpoint open to anyone reads a session that still owes a password change as a visitor,
 * unless it serves such sessions.
 */
function callerOf(spec: EndpointSpec, request: FastifyRequest): Principal | null {
  if (spec.access !== 'anyone') return authorize(request, spec.access);
  if (request.session?.passwordDeprecated && !spec.sessions?.passwordDeprecated) return null;
  return request.principal ?? null;
}

/** The parts of a route schema that are declared (Fastify warns about keys present but undefined). */
const definedOnly = (schema: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));

function routeOf({ spec, handler }: BoundEndpoint): RouteOptions {
  const pick = (part: 'params' | 'query' | 'body') => spec[part]?.(schemaSet);
  const answers = spec.kind !== 'file';
  const response = spec.response?.(schemaSet);
  const preValidation = [
    async (request: FastifyRequest) => {
      request.caller = callerOf(spec, request);
    },
  ];
  if (spec.resubmits) preValidation.push(stripServerFields);
  return {
    method: spec.method,
    url: routePath(spec.path),
    config: {
      xsrf: needsXsrf(spec),
      allowPendingTwoFactor: spec.sessions?.twoFactorPending === true,
      allowDeprecatedPassword: spec.sessions?.passwordDeprecated === true,
    },
    preValidation,
    ...(spec.maxBodyBytes ? { bodyLimit: spec.maxBodyBytes } : {}),
    schema: definedOnly({
      params: pick('params'),
      querystring: pick('query'),
      body: spec.kind === 'upload' ? undefined : pick('body'),
      response: answers ? { 200: envelope(response ?? schemaSet.nullAnswer) } : undefined,
    }),
    handler: (request, reply) =>
      handler({
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        user: request.caller as Principal,
        request,
        reply,
      }),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller as the endpoint's access rule resolved it (see `callerOf`). */
    caller: Principal | null;
  }
}

/**
 * Puts every bound endpoint on `scope` (the `/api/v1` scope). Uploads get a child scope of their own that
 * alone parses multipart bodies; each upload handler sets its own size limits when it reads the file.
 */
export async function registerEndpoints(
  scope: FastifyInstance,
  endpoints: readonly BoundEndpoint[],
): Promise<void> {
  scope.decorateRequest('caller', null);
  for (const bound of endpoints) if (bound.spec.kind !== 'upload') scope.route(routeOf(bound));
  const uploads = endpoints.filter((bound) => bound.spec.kind === 'upload');
  await scope.register(async (multipartScope) => {
    await multipartScope.register(multipart, {
      limits: { files: 1, fields: 2, parts: 3, fieldSize: 1024, fieldNameSize: 100, headerPairs: 50 },
    });
    for (const bound of uploads) multipartScope.route(routeOf(bound));
  });
}
