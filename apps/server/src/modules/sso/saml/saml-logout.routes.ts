// Single logout's routes under /saml (saml-logout.service.ts): our SingleLogoutService /saml/slo, where
// service providers send LogoutRequests and answer ours with LogoutResponses (HTTP-Redirect and HTTP-POST),
// and /saml/logout/{token}, where a browser signing out of the portal starts telling its SPs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { EndedSession } from '../../../plugins/session-store.js';
import { samlMessages } from '../../../messages/index.js';
import {
  continuePortalLogout,
  receiveLogoutRequest,
  receiveLogoutResponse,
  type LogoutAnswer,
  type LogoutContext,
} from './saml-logout.service.js';
import { kindCarried, RequestRefused, type IncomingRequest, type RequestProblem } from './saml-message.js';
import { formPage, originOf, refusalPage } from './saml-pages.js';

type Deps = {
  db: Db;
  config: Config;
  otherSystems: (ended: EndedSession[]) => Promise<void>;
};

/** The browser's next step: to the SP (a redirect, or a page posting the form), or a page of the portal. */
function send(reply: FastifyReply, answer: LogoutAnswer) {
  reply.header('cache-control', 'no-store');
  // A LogoutRequest comes back to us with the SP's LogoutResponse; a LogoutResponse ends at the SP.
  if (answer.kind === 'post')
    return formPage(reply, answer.url, answer.fields, 'SAMLRequest' in answer.fields);
  return reply.redirect(answer.kind === 'redirect' ? answer.url : answer.location, 302);
}

/** Registers /saml/slo (GET and POST) and /saml/logout/{token} in the /saml scope `saml`. */
export function registerLogoutRoutes(saml: FastifyInstance, { db, config, otherSystems }: Deps): void {
  const contextOf = (request: FastifyRequest): LogoutContext => ({
    db,
    origin: originOf(config, request),
    ip: request.ip ?? null,
    otherSystems,
  });
  const refused = (request: FastifyRequest, reply: FastifyReply, err: unknown) => {
    if (!(err instanceof RequestRefused)) throw err;
    request.log.info({ problem: err.problem }, 'saml logout refused');
    const said: Partial<Record<RequestProblem, string>> = samlMessages.logoutRefused;
    const why = said[err.problem] ?? samlMessages.refused[err.problem];
    return refusalPage(reply, why, samlMessages.logoutPageTitle);
  };

  const slo = async (request: FastifyRequest, reply: FastifyReply, incoming: IncomingRequest) => {
    try {
      const carried = kindCarried(incoming);
      if (carried === null) throw new RequestRefused('malformed');
      const ctx = contextOf(request);
      return send(
        reply,
        carried === 'request'
          ? await receiveLogoutRequest(ctx, incoming)
          : await receiveLogoutResponse(ctx, incoming),
      );
    } catch (err) {
      return refused(request, reply, err);
    }
  };

  saml.get('/slo', (request, reply) => {
    const at = request.url.indexOf('?');
    return slo(request, reply, { binding: 'redirect', rawQuery: at < 0 ? '' : request.url.slice(at + 1) });
  });

  saml.post('/slo', (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      string | undefined
    >;
    return slo(request, reply, { binding: 'post', fields: body });
  });

  saml.get<{ Params: { token: string } }>('/logout/:token', async (request, reply) => {
    try {
      return send(reply, await continuePortalLogout(contextOf(request), request.params.token));
    } catch (err) {
      return refused(request, reply, err);
    }
  });
}
