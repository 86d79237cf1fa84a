// The SAML2 identity provider's browser-facing routes under /saml (outside /api/v1 and its XSRF check:
// service providers post AuthnRequests from their own sites).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { resolveSession, SESSION_COOKIE, type EndedSession } from '../../../plugins/session-store.js';
import { samlMessages } from '../../../messages/index.js';
import type { SamlPost } from './saml-answer.service.js';
import { idpMetadataXml } from './saml-idp.js';
import { registerLogoutRoutes } from './saml-logout.routes.js';
import { formPage, originOf, refusalPage } from './saml-pages.js';
import {
  receiveAuthnRequest,
  RequestRefused,
  resumeSignIn,
  SAML_CONTINUE,
  SAML_PENDING_COOKIE,
  SAML_PENDING_SECONDS,
  SAML_SIGN_IN_AGAIN,
  startIdpInitiated,
  type PendingStart,
} from './saml-sign-in.service.js';

/** A passive request's answer (or one answered at once), posted to the SP by a page of ours. */
const postPage = (reply: FastifyReply, post: SamlPost) => {
  const fields: Record<string, string> = { SAMLResponse: post.samlResponse };
  if (post.relayState !== null) fields.RelayState = post.relayState;
  return formPage(reply, post.acsUrl, fields);
};

export { originOf } from './saml-pages.js';

/**
 * Registers /saml/metadata, /saml/sso (HTTP-Redirect and HTTP-POST), /saml/init/{id}, /saml/resume, and
 * single logout's /saml/slo and /saml/logout/{token}; `otherSystems` tells the OIDC systems of portal
 * sessions a logout ends.
 */
export async function registerSamlRoutes(
  app: FastifyInstance,
  db: Db,
  config: Config,
  otherSystems: (ended: EndedSession[]) => Promise<void>,
): Promise<void> {
  const secure = config.publicOrigin?.startsWith('https://') ?? false;
  await app.register(
    async (saml) => {
      saml.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 256 * 1024 },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );

      const started = (reply: FastifyReply, start: PendingStart | SamlPost) => {
        if (start.kind === 'post') return postPage(reply, start);
        reply.setCookie(SAML_PENDING_COOKIE, start.token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: SAML_PENDING_SECONDS,
        });
        // 303: the browser comes back with a GET, a top-level navigation that carries the SameSite=Lax
        // session cookie even when the SP posted its request from another site.
        return reply.code(303).header('cache-control', 'no-store').redirect('/saml/resume', 303);
      };
      const refused = (reply: FastifyReply, err: unknown) => {
        if (err instanceof RequestRefused) {
          saml.log.info({ problem: err.problem }, 'saml request refused');
          return refusalPage(reply, samlMessages.refused[err.problem]);
        }
        throw err;
      };

      saml.get('/metadata', async (request, reply) => {
        const xml = await idpMetadataXml(db, originOf(config, request));
        return reply
          .type('application/samlmetadata+xml; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(xml);
      });

      saml.get('/sso', async (request, reply) => {
        const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
        try {
          return started(
            reply,
            await receiveAuthnRequest(db, originOf(config, request), { binding: 'redirect', rawQuery }),
          );
        } catch (err) {
          return refused(reply, err);
        }
      });

      saml.post('/sso', async (request, reply) => {
        const body = (
          typeof request.body === 'object' && request.body !== null ? request.body : {}
        ) as Record<string, string | undefined>;
        try {
          return started(
            reply,
            await receiveAuthnRequest(db, originOf(config, request), { binding: 'post', fields: body }),
          );
        } catch (err) {
          return refused(reply, err);
        }
      });

      saml.get<{ Params: { clientId: string } }>('/init/:clientId', async (request, reply) => {
        const clientId = Number(request.params.clientId);
        if (!Number.isSafeInteger(clientId) || clientId <= 0 || clientId > 2_147_483_647)
          return refusalPage(reply, samlMessages.refused.noSp);
        try {
          return started(reply, await startIdpInitiated(db, clientId));
        } catch (err) {
          return refused(reply, err);
        }
      });

      saml.get('/resume', async (request, reply) => {
        const token = request.cookies[SAML_PENDING_COOKIE];
        const sessionToken = request.cookies[SESSION_COOKIE];
        const session = sessionToken ? await resolveSession(db, sessionToken) : null;
        const result = await resumeSignIn(db, token, session, request.ip ?? null, originOf(config, request));
        reply.header('cache-control', 'no-store');
        switch (result.kind) {
          case 'login':
            return reply.redirect('/login', 302);
          case 'again':
            return reply.redirect(SAML_SIGN_IN_AGAIN, 302);
          case 'continue':
            return reply.redirect(SAML_CONTINUE, 302);
          case 'refused':
            reply.clearCookie(SAML_PENDING_COOKIE, { path: '/' });
            return reply.redirect(`/sso-blocked?reason=${encodeURIComponent(result.reason)}`, 302);
          case 'gone':
            reply.clearCookie(SAML_PENDING_COOKIE, { path: '/' });
            return refusalPage(reply, samlMessages.refused.expired);
          case 'answered':
            // The page's profile carries the form (saml2ResponseForm), which the web app posts.
            return reply.redirect('/', 302);
          case 'post':
            reply.clearCookie(SAML_PENDING_COOKIE, { path: '/' });
            return postPage(reply, result);
        }
      });

      registerLogoutRoutes(saml, { db, config, otherSystems });
    },
    { prefix: '/saml' },
  );
}
