import type { FastifyReply, FastifyRequest } from 'fastify';
import { identityProviderApi, type OauthError } from '@darvazeh/shared';
import type { AppModule, ModuleContext } from '../app-module.js';
import { bind } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { outboundPolicy } from '../../plugins/guarded-http/outbound-policy.js';
import { setSessionCookie } from '../../plugins/session.js';
import {
  finishProviderSignIn,
  LOGIN_STATE_TTL_SECONDS,
  ProviderSignInError,
  startProviderSignIn,
  type RelyingPartyContext,
} from './relying-party.service.js';
import { listProviderSettings, saveProviderSetting } from './provider-settings.service.js';

/** The browser's half of a sign-in in flight: its state, sent back only to the oauth2 routes. */
const STATE_COOKIE = 'darvazeh_oauth_state';
const STATE_COOKIE_PATH = '/api/v1/oauth2/';

/** Sign-in failures that say the provider, or our settings for it, are at fault. */
const PROVIDER_FAULTS: ReadonlySet<OauthError> = new Set([
  'invalid_request',
  'unauthorized_client',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  'provider_error',
  'exchange_failed',
]);

/**
 * Government and ministry providers (SPEC §2 OAuth login links): the portal signs people in through
 * them with openid-client, and Admins keep each provider's connection settings.
 */
export function identityProvidersModule({ db, config }: ModuleContext): AppModule {
  const secure = config.publicOrigin?.startsWith('https://') ?? false;
  const rp: RelyingPartyContext = { db, policy: outboundPolicy({ allowHosts: config.outbound.allowHosts }) };
  const originOf = (request: FastifyRequest) =>
    config.publicOrigin ?? `${request.protocol}://${request.host}`;

  // Every way a provider sign-in ends: a redirect the browser follows, never an envelope.
  const goTo = (reply: FastifyReply, path: string) =>
    reply.header('cache-control', 'no-store').redirect(path, 302);
  const failed = (request: FastifyRequest, reply: FastifyReply, err: unknown) => {
    if (!(err instanceof ProviderSignInError)) throw err;
    // A warning (kept in the program log) only when the provider or our connection to it failed; what a
    // visitor's own address or answer causes (an unknown provider, a stale state, a refusal) is not.
    const level = PROVIDER_FAULTS.has(err.code) ? 'warn' : 'info';
    request.log[level]({ err: err.cause ?? err, code: err.code }, 'provider sign-in failed');
    return goTo(reply, `/login/${err.code}`);
  };

  return {
    name: 'identity-providers',
    endpoints: [
      bind(identityProviderApi.login, async ({ params, request, reply }) => {
        try {
          const { url, state } = await startProviderSignIn(rp, params.provider, originOf(request));
          reply.setCookie(STATE_COOKIE, state, {
            path: STATE_COOKIE_PATH,
            httpOnly: true,
            sameSite: 'lax',
            secure,
            maxAge: LOGIN_STATE_TTL_SECONDS,
          });
          return goTo(reply, url);
        } catch (err) {
          return failed(request, reply, err);
        }
      }),

      bind(identityProviderApi.callback, async ({ params, query, request, reply }) => {
        const cookieState = request.cookies[STATE_COOKIE];
        reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
        try {
          const { token, twoFactorPending } = await finishProviderSignIn(rp, {
            provider: params.provider,
            query,
            cookieState,
            origin: originOf(request),
            caller: { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
            previousSessionKey: request.session?.key ?? null,
          });
          setSessionCookie(reply, token, secure);
          return goTo(reply, twoFactorPending ? '/2fa' : '/panel');
        } catch (err) {
          return failed(request, reply, err);
        }
      }),

      bind(identityProviderApi.list, async () => ok({ list: await listProviderSettings(db) })),

      bind(identityProviderApi.save, async ({ params, body, user, request }) =>
        ok(await saveProviderSetting(db, params.provider, body, { id: user.id, requestId: request.id })),
      ),
    ],
  };
}
