// The provider on our Fastify server: oidc-provider (a Koa app) answers everything under /oidc, except
// the interactions, which our server decides with the portal's own session (silent SSO, our React
// login and consent pages, the gate's refusal page).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { recordSsoUse, SESSION_COOKIE } from '../../../plugins/session-store.js';
import type { Db } from '../../../db/client.js';
import {
  INTERACTION_PATH,
  OIDC_MOUNT,
  portalLogin,
  portalSessionOf,
  portalSessionSuits,
  rememberIp,
  signedInSince,
  signInDemands,
  systemOf,
} from './oidc-provider.js';
import { CONTINUE_COOKIE, CONTINUE_COOKIE_PATH, grantRequested } from './oidc.service.js';
import type { KeyRingUse } from '../key-ring.js';
import { ssoSessionEnded, type SsoSetting } from '../sso-settings.service.js';

/**
 * `provider(maxAgeMs)` gives the provider for one use with the single sign-on settings refreshed by the
 * same rule, which `settings()` then answers.
 */
type Deps = { db: Db; provider: KeyRingUse<Provider>; settings: () => SsoSetting; https: boolean };

declare module 'node:http' {
  interface IncomingMessage {
    originalUrl?: string;
  }
}

// Hijacked answers skip Fastify's security headers: these stand in. No form-action: the logout page's
// form is answered by a redirect to the system, which form-action 'self' would block. script-src lets
// oidc-provider add the hash of its form_post script.
const PROTOCOL_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

function protocolHeaders(reply: FastifyReply, https: boolean): void {
  for (const [name, value] of Object.entries(PROTOCOL_HEADERS)) reply.raw.setHeader(name, value);
  if (https) reply.raw.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

// The endpoints relying parties call from their servers (token, userinfo, introspection, revocation):
// no cookie is read and no key published there, and a token an instance still signs with the replaced key
// verifies against every instance's JWKS during the grace, so they may use keys checked up to this long
// ago, sparing the hot token endpoint a statement. Everything a browser or the JWKS reaches checks first.
const SERVER_TO_SERVER = /^\/oidc\/(token(\/introspection|\/revocation)?|me)\/?(\?|$)/;
const SERVER_TO_SERVER_MAX_AGE_MS = 5000;

// Koa composes its middleware anew on every callback(): once per provider is enough.
const callbacks = new WeakMap<Provider, ReturnType<Provider['callback']>>();
const callbackOf = (provider: Provider) => {
  let callback = callbacks.get(provider);
  if (!callback) callbacks.set(provider, (callback = provider.callback()));
  return callback;
};

/** Hands one request to oidc-provider, the mount path taken off its URL as the library expects. */
async function handOver(provider: Provider, request: FastifyRequest, reply: FastifyReply, https: boolean) {
  const req = request.raw;
  rememberIp(req, request.ip);
  reply.hijack();
  protocolHeaders(reply, https);
  const url = req.url ?? '/';
  req.originalUrl = url;
  req.url = url.slice(OIDC_MOUNT.length) || '/';
  const done = new Promise<void>((resolve) => {
    reply.raw.once('close', resolve);
    reply.raw.once('finish', resolve);
  });
  void callbackOf(provider)(req, reply.raw);
  await done;
}

/** Registers /oidc/* (the provider) and /oidc/interaction/:uid (ours), outside the API's XSRF scope. */
export async function registerOidcRoutes(
  app: FastifyInstance,
  { db, provider, settings, https }: Deps,
): Promise<void> {
  await app.register(async (scope) => {
    // oidc-provider reads request bodies itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.get<{ Params: { uid: string } }>(`${INTERACTION_PATH}/:uid`, async (request, reply) => {
      const oidc = await provider();
      let details;
      try {
        details = await oidc.interactionDetails(request.raw, reply.raw);
      } catch {
        return reply.redirect('/login');
      }
      const { uid, prompt } = details;
      if (prompt.name === 'sso_gate') {
        const reason = typeof prompt.details.reason === 'string' ? prompt.details.reason : 'disabled';
        return reply.redirect(`/sso-blocked?reason=${encodeURIComponent(reason)}`);
      }
      if (prompt.name === 'consent') {
        const client = await oidc.Client.find(String(details.params.client_id));
        const accountId = details.session?.accountId;
        if (!accountId || systemOf(client)?.requireConsent !== false)
          return reply.redirect(`/sso-consent?interaction=${encodeURIComponent(uid)}`);
        // A system that does not ask for consent gets what it asks for (within its allowed scopes).
        const grantId = await grantRequested(oidc, details, accountId);
        reply.hijack();
        protocolHeaders(reply, https);
        await oidc.interactionFinished(request.raw, reply.raw, { consent: { grantId } });
        return reply;
      }
      const session = await portalSessionOf(db, request.cookies[SESSION_COOKIE]);
      const policy = settings();
      // No portal session, one that does not answer the request, or one the session policy ended (idle
      // too long, signed in too long ago): sign in (again).
      if (
        !session ||
        !portalSessionSuits(signInDemands(details), session) ||
        ssoSessionEnded(policy, session)
      )
        return reply.redirect(`/login?interaction=${encodeURIComponent(uid)}`);
      // Silent single sign-on off: a user signed in before the system asked continues on our page, bound
      // to this browser by a cookie (see CONTINUE_COOKIE); one who has just signed in for it goes on.
      if (!policy.allowSilentSso && !signedInSince(details, session)) {
        reply.setCookie(CONTINUE_COOKIE, uid, {
          path: CONTINUE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: https,
          maxAge: Math.max(1, details.exp - Math.floor(Date.now() / 1000)),
        });
        return reply.redirect(`/sso-continue?interaction=${encodeURIComponent(uid)}`);
      }
      await recordSsoUse(db, session);
      reply.hijack();
      protocolHeaders(reply, https);
      await oidc.interactionFinished(
        request.raw,
        reply.raw,
        { login: portalLogin(session) },
        { mergeWithLastSubmission: false },
      );
      return reply;
    });

    const mount = async (request: FastifyRequest, reply: FastifyReply) => {
      const maxAge = SERVER_TO_SERVER.test(request.url) ? SERVER_TO_SERVER_MAX_AGE_MS : 0;
      await handOver(await provider(maxAge), request, reply, https);
      return reply;
    };
    scope.all(OIDC_MOUNT, mount);
    scope.all(`${OIDC_MOUNT}/*`, mount);
  });
}
