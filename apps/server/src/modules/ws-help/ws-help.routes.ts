// The integrators' and applicants' help at the server origin (SPEC §2, no api prefix): /ws/help and
// /ws/help/{id} (pages), /ws/GeneratePostmanCollection/{id?} (Postman v2.1), /ws/openapi.json (OpenAPI
// 3.1) for staff and for connected systems (the services their units may call), and the public
// /eservice/help page. These are reads only (no XSRF), outside /api/v1, so the reader's session is
// resolved here from the same cookie and by the same rules as the API's; a system sends the credentials
// it calls with (a bearer token or its client id and secret).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { Principal } from '@darvazeh/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { wsHelpMessages as text, wsMessages } from '../../messages/index.js';
import { resolveSession, SESSION_COOKIE } from '../../plugins/session-store.js';
import { originOf } from '../../plugins/origin.js';
import { servicesHelp } from '../services/service-versions.service.js';
import { helpSystemOf, type WsHelpSystem } from '../web-services/ws-viewer.service.js';
import { eserviceHelpPage } from './eservice-page.js';
import { COPY_SCRIPT, COPY_SCRIPT_PATH } from './help-page.js';
import { mayReadWsHelp, webServicesFor, WS_LIMITS, WS_PROBLEMS } from './ws-help.service.js';
import { openApiDocument } from './ws-openapi.js';
import { wsHelpListPage, wsHelpServicePage, wsNoticePage } from './ws-pages.js';
import { postmanCollection } from './ws-postman.js';

type Deps = {
  db: Db;
  config: Config;
  version: string;
  keys: (maxAgeMs?: number) => Promise<JWTVerifyGetKey>;
};
type IdParams = { id?: string };

/**
 * The signed-in reader (two-factor done, no password change due), else the connected system its
 * Authorization header names, else null; `refused` when that header names no system.
 */
async function readerOf(
  deps: Deps,
  request: FastifyRequest,
): Promise<Principal | WsHelpSystem | null | 'refused'> {
  const token = request.cookies[SESSION_COOKIE];
  const session = token ? await resolveSession(deps.db, token) : null;
  if (session && !session.twoFactorPending && !session.passwordDeprecated) return session.principal;
  const system = await helpSystemOf(deps, request.headers.authorization, request.ip);
  return system === undefined ? null : (system ?? 'refused');
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/** An RFC 9457 problem document (Persian title, a `code` for programs). */
const problem = (reply: FastifyReply, status: number, code: string, title: string) =>
  reply
    .code(status)
    .type('application/problem+json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send({ type: 'about:blank', title, status, code });

/** A numeric id from the path, or undefined (an unknown service either way). */
function idOf(params: IdParams): number | undefined {
  return params.id !== undefined && /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : undefined;
}

/** Registers the help routes on `app` (outside the API scope). */
export async function registerWsHelpRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config, version } = deps;
  /** The reader's web services (all, or the one `id` names), or a refusal already answered. */
  const servicesOf = async (request: FastifyRequest, reply: FastifyReply, asPage: boolean) => {
    const reader = await readerOf(deps, request);
    if (reader === 'refused' || !mayReadWsHelp(reader)) {
      const [status, code, message] =
        reader === 'refused'
          ? [401, 'unauthenticated', wsMessages.tokenInvalid]
          : reader
            ? [403, 'forbidden', text.forbidden]
            : [401, 'unauthenticated', text.signIn];
      if (asPage)
        await html(reply, status, wsNoticePage(message, { href: '/login', label: text.signInLink }));
      else await problem(reply, status, code, message);
      return undefined;
    }
    const origin = originOf(config, request);
    const all = await webServicesFor(db, reader, origin);
    const { id } = request.params as IdParams;
    if (id === undefined) return { origin, services: all };
    const one = all.filter((service) => service.id === idOf(request.params as IdParams));
    if (one.length > 0) return { origin, services: one };
    if (asPage)
      await html(reply, 404, wsNoticePage(text.notFound, { href: '/ws/help', label: text.backToList }));
    else await problem(reply, 404, 'service_not_found', text.notFound);
    return undefined;
  };

  app.get(COPY_SCRIPT_PATH, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(COPY_SCRIPT),
  );
  app.get('/ws/help', async (request, reply) => {
    const found = await servicesOf(request, reply, true);
    if (found) return html(reply, 200, wsHelpListPage(found.services, found.origin, WS_PROBLEMS, WS_LIMITS));
    return reply;
  });
  app.get('/ws/help/:id', async (request, reply) => {
    const found = await servicesOf(request, reply, true);
    const [service] = found?.services ?? [];
    if (found && service) return html(reply, 200, wsHelpServicePage(service, WS_PROBLEMS, WS_LIMITS));
    return reply;
  });
  const postman = async (request: FastifyRequest, reply: FastifyReply) => {
    const found = await servicesOf(request, reply, false);
    if (!found) return reply;
    const { id } = request.params as IdParams;
    return reply
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="darvazeh-ws${id ? `-${idOf({ id })}` : ''}.postman_collection.json"`,
      )
      .type('application/json; charset=utf-8')
      .send(postmanCollection(found.services, found.origin));
  };
  app.get('/ws/GeneratePostmanCollection', postman);
  app.get('/ws/GeneratePostmanCollection/:id', postman);
  app.get('/ws/openapi.json', async (request, reply) => {
    const found = await servicesOf(request, reply, false);
    if (!found) return reply;
    return reply
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(openApiDocument(found.services, found.origin, WS_PROBLEMS, version));
  });
  app.get('/eservice/help', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(eserviceHelpPage(await servicesHelp(db))),
  );
}
