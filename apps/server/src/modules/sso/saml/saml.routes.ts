// The SAML2 identity provider's browser-facing routes under /saml (outside /api/v1 and its XSRF check:
// service providers post AuthnRequests from their own sites).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { escapeHtml } from '../../../plugins/escape-html.js';
import { resolveSession, SESSION_COOKIE } from '../../../plugins/session-store.js';
import { samlMessages } from '../../../messages/index.js';
import type { SamlPost } from './saml-answer.service.js';
import { idpMetadataXml } from './saml-idp.js';
import { responseForm } from './saml-response.js';
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

/** Our origin: PUBLIC_ORIGIN when set, else the request's own scheme and host. */
export function originOf(config: Config, request: FastifyRequest): string {
  return config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** A refused request's page: Persian, right to left, no script, status 400. */
function refusalPage(reply: FastifyReply, text: string) {
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html dir="rtl" lang="fa"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(samlMessages.pageTitle)}</title></head><body style="font-family:sans-serif;padding:2rem">` +
        `<h1>${escapeHtml(samlMessages.pageTitle)}</h1><p>${escapeHtml(text)}</p><p><a href="/">${escapeHtml(samlMessages.backHome)}</a></p></body></html>`,
    );
}

const POST_SCRIPT = 'document.forms[0].submit()';
// The page's own policy: its one script by hash, its one form to the ACS URL (checked when the metadata
// was registered to hold no whitespace, quote, comma or semicolon), nothing else.
const POST_SCRIPT_HASH = `'sha256-${createHash('sha256').update(POST_SCRIPT).digest('base64')}'`;

/**
 * A passive request's answer, posted to the SP by the page at once (HTTP-POST binding): an empty page
 * whose script submits the form, so the user sees no page of ours (IsPassive: no visible control of the
 * browser); a browser without script shows one button.
 */
function postPage(reply: FastifyReply, post: SamlPost) {
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src ${POST_SCRIPT_HASH}; form-action ${post.acsUrl}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .send(
      `<!doctype html><html dir="rtl" lang="fa"><head><meta charset="utf-8"><title>${escapeHtml(samlMessages.postTitle)}</title></head><body>` +
        responseForm(post.acsUrl, post.samlResponse, post.relayState, samlMessages.postSubmit) +
        `<script>${POST_SCRIPT}</script></body></html>`,
    );
}

/** Registers /saml/metadata, /saml/sso (HTTP-Redirect and HTTP-POST), /saml/init/{id} and /saml/resume. */
export async function registerSamlRoutes(app: FastifyInstance, db: Db, config: Config): Promise<void> {
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
    },
    { prefix: '/saml' },
  );
}
