import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { schemaSet, type Answer, type EndpointSpec, type SchemaPick } from '@darvazeh/shared';
import type { Db } from '../db/client.js';
import { endpointsOf } from '../modules/app-module.js';
import type { BoundEndpoint } from '../plugins/endpoints.js';
import { resolveSession } from '../plugins/session-store.js';
import type { TestUser } from './user-factories.js';

/** What factories build with: the app, its database, and who writes when a test names nobody. */
export type FactoryContext = {
  app: FastifyInstance;
  db: Db;
  /** The Admin who writes factory rows no test gave an author (made on first use, one per app). */
  creator: () => Promise<TestUser>;
};

/** An endpoint that writes a row: it declares a body and an answer. */
export type WriteSpec = EndpointSpec & { body: SchemaPick; response: SchemaPick };

/** What a client may send to `E`, before its schema fills the defaults and normalises. */
export type BodyOf<E extends WriteSpec> = z.input<ReturnType<E['body']>>;

const boundOf = new WeakMap<FastifyInstance, readonly BoundEndpoint[]>();

function handlerOf(app: FastifyInstance, db: Db, spec: EndpointSpec): BoundEndpoint {
  let bound = boundOf.get(app);
  if (!bound) {
    bound = app.modules.flatMap((module) => endpointsOf(db, module));
    boundOf.set(app, bound);
  }
  const found = bound.find((endpoint) => endpoint.spec === spec);
  if (!found) throw new Error(`no module serves ${spec.method} ${spec.path}`);
  return found;
}

/**
 * Runs the app's own handler of `spec` for `body` as `author` (by default the factories' Admin), without
 * the HTTP round trip: the body is checked and normalised by the declared schema, and the handler writes
 * through the module's repository with its hooks, audit columns and change log, exactly as a request
 * would. Answers the `data` a client would read (the response schema applied, through JSON). Role rules
 * are the test's business here: a factory writes as whoever it is told to; row-level checks in the
 * module's hooks still apply.
 */
export async function throughApp<E extends WriteSpec>(
  ctx: FactoryContext,
  spec: E,
  body: BodyOf<E>,
  author?: TestUser,
): Promise<Answer<E>> {
  const { app, db } = ctx;
  const by = author ?? (await ctx.creator());
  const session = await resolveSession(db, by.token);
  if (!session) throw new Error(`user ${by.id} has no live session to write with`);
  const parsed: unknown = spec.body(schemaSet).parse(JSON.parse(JSON.stringify(body)));
  const answer = (await handlerOf(app, db, spec).handler({
    params: {},
    query: {},
    body: parsed as never,
    user: session.principal,
    // A resource handler reads only the request id (the change log's); the app's ids are UUIDs too.
    request: { id: randomUUID() } as FastifyRequest,
    reply: undefined as unknown as FastifyReply,
  })) as { data: unknown };
  return JSON.parse(JSON.stringify(spec.response(schemaSet).parse(answer.data))) as Answer<E>;
}
