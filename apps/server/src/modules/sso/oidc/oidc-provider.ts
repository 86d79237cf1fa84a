// The portal as OpenID Connect / OAuth2 provider: oidc-provider configured for connected systems
// (docs/ARCHITECTURE.md "Single sign-on: OpenID Connect"). Code flow with PKCE (S256) for users,
// client credentials for web services, refresh-token rotation, RP-initiated and back-channel logout.
// Every authorization and token request passes the SSO gate (checkSsoAccess).
import type { IncomingMessage } from 'node:http';
import Provider, {
  errors,
  interactionPolicy,
  type Account,
  type Configuration,
  type FindAccount,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { SSO_GATE_REASONS, type SsoGateReason, type SsoProtocol } from '@darvazeh/shared';
import type { Db } from '../../../db/client.js';
import type { Config } from '../../../config.js';
import { escapeHtml } from '../../../plugins/escape-html.js';
import { guardedFetch } from '../../../plugins/guarded-http/guarded-fetch.js';
import { outboundPolicy } from '../../../plugins/guarded-http/outbound-policy.js';
import {
  destroySession,
  recordSsoUse,
  resolveSession,
  SESSION_COOKIE,
  type AuthMethod,
} from '../../../plugins/session-store.js';
import { oidcMessages } from '../../../messages/index.js';
import { checkSsoAccess, logSsoEvent, type SsoGateInput } from '../access.service.js';
import { authContextOf } from '../auth-context.js';
import { oidcClaimsOf, userFactsOf } from '../user-facts.service.js';
import { ssoMayUse, ssoSessionEnded, type SsoSetting } from '../sso-settings.service.js';
import { databaseAdapter } from './oidc-adapter.js';
import { page, refusalPage } from './oidc-pages.js';
import { correctErrorCode, integratorError, logRefusals, refusalDescription } from './oidc-refusals.js';
import { clientMetadataOf, secretMatches } from './oidc-clients.service.js';
import type { OidcKeyValues } from './oidc-keys.js';
import { extendGrant, recordSignInIp, signInIpOf } from './oidc.repository.js';
import { wsResourceOf } from '../web-service-callers.service.js';

/** Where the provider is mounted on our server. */
export const OIDC_MOUNT = '/oidc';
/** The path of an interaction (login, consent, refusal) our server handles itself. */
export const INTERACTION_PATH = `${OIDC_MOUNT}/interaction`;

/** The issuer: the portal's public URL (PUBLIC_ORIGIN, else http://localhost:PORT) and `/oidc`. */
export function issuerOf(config: Config): string {
  return `${config.publicOrigin ?? `http://localhost:${config.port}`}${OIDC_MOUNT}`;
}

// The caller's address as Fastify sees it (X-Forwarded-For only with TRUST_PROXY), handed to Koa.
const callerIps = new WeakMap<IncomingMessage, string>();
/** Records the address Fastify resolved for a request before oidc-provider handles it. */
export function rememberIp(req: IncomingMessage, ip: string): void {
  callerIps.set(req, ip);
}
const ipOf = (ctx: KoaContextWithOIDC) => callerIps.get(ctx.req) ?? null;

/** The connected system behind an oidc-provider client (our extra metadata). */
type SystemOf = { systemId: number; protocol: SsoProtocol; requireConsent: boolean };
export function systemOf(client: object | undefined): SystemOf | undefined {
  // Extra client metadata keeps its snake_case name on the Client.
  const c = client as
    | { darvazeh_system_id?: number; darvazeh_category_id?: number; darvazeh_require_consent?: boolean }
    | undefined;
  if (typeof c?.darvazeh_system_id !== 'number') return undefined;
  return {
    systemId: c.darvazeh_system_id,
    protocol: c.darvazeh_category_id === 2 ? 'oauth2' : 'oidc',
    requireConsent: c.darvazeh_require_consent === true,
  };
}

/** The portal session of the browser behind `ctx` (second factor done), or null. */
export async function portalSessionOf(db: Db, cookieToken: string | undefined) {
  if (!cookieToken) return null;
  const session = await resolveSession(db, cookieToken);
  return session && !session.twoFactorPending ? session : null;
}

/** The `sub` of an ID token oidc-provider already verified (id_token_hint), or undefined. */
function subjectOf(jwt: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown;
    const sub = (payload as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
}

/** What an authorization request asks of the sign-in behind it. */
export type SignInDemands = {
  /** A sign-in after this time (seconds) is needed (prompt=login), or undefined. */
  freshAfter: number | undefined;
  maxAge: unknown;
  idTokenHint: unknown;
};

/** Whether the portal session (signed in at `createdAt`) answers what the request asks of a sign-in. */
export function portalSessionSuits(
  demands: SignInDemands,
  session: { userId: number; createdAt: Date },
): boolean {
  const authTime = Math.floor(session.createdAt.getTime() / 1000);
  if (demands.freshAfter !== undefined && authTime < demands.freshAfter - 1) return false;
  if (demands.maxAge !== undefined && Date.now() / 1000 - authTime > Number(demands.maxAge)) return false;
  if (typeof demands.idTokenHint === 'string' && subjectOf(demands.idTokenHint) !== String(session.userId))
    return false;
  return true;
}

type PendingInteraction = InstanceType<Provider['Interaction']>;

/** What interaction `details` asks of the sign-in behind it. */
export function signInDemands(details: PendingInteraction): SignInDemands {
  return {
    freshAfter: details.prompt.reasons.includes('login_prompt') ? details.iat : undefined,
    maxAge: details.params.max_age,
    idTokenHint: details.params.id_token_hint,
  };
}

/** The login an interaction finishes with when the portal session answers it. */
export function portalLogin(session: { userId: number; createdAt: Date; authMethods: AuthMethod[] }) {
  const { amr, acr } = authContextOf(session.authMethods);
  return {
    accountId: String(session.userId),
    ts: Math.floor(session.createdAt.getTime() / 1000),
    amr,
    ...(acr && { acr }),
    remember: false,
  };
}

/** Whether the portal session was signed into after interaction `details` began: the user acted for it. */
export function signedInSince(details: PendingInteraction, session: { createdAt: Date }): boolean {
  return Math.floor(session.createdAt.getTime() / 1000) >= details.iat - 1;
}

export type OidcDeps = {
  db: Db;
  config: Config;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /**
   * The single sign-on settings in force (ssoSetting), read synchronously: whoever hands the provider a
   * request refreshes them first (oidc.parts.ts), since oidc-provider's `ttl` functions cannot wait.
   */
  settings: () => SsoSetting;
};

const MINUTE = 60;
const DAY = 24 * 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * How long a provider session signed in at `loginTs` may still live: sessionIdleMinutes from now (it is
 * saved again, so extended, on every authorization that uses it), but never past sessionMaxHours after
 * the sign-in. oidc-provider asks for at least one second.
 */
export function sessionSeconds(
  settings: SsoSetting,
  loginTs: number | undefined,
  now = nowSeconds(),
): number {
  const idle = settings.sessionIdleMinutes * MINUTE;
  const left = loginTs === undefined ? idle : loginTs + settings.sessionMaxHours * 3600 - now;
  return Math.max(1, Math.min(idle, left));
}

/**
 * Builds the provider on `keys`: the private JWKs of the keys in force, the signing one first (oidc-provider
 * signs with the first key that fits RS256 and publishes them all), and their cookie keys, the signing
 * generation's first (it signs new cookies; the others still verify).
 */
export function createOidcProvider({ db, config, log, settings }: OidcDeps, keys: OidcKeyValues): Provider {
  const https = config.publicOrigin?.startsWith('https://') ?? false;
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: https };
  const refusals = new WeakMap<object, Promise<SsoGateReason | null>>();
  // Requests whose portal session the `portal` prompt has just read and adopted, with its user: the
  // `login` prompt's check does not read it a second time in the same request.
  const adopted = new WeakMap<object, string>();

  const logEvent = (
    ctx: KoaContextWithOIDC,
    client: object | undefined,
    userId: string | number | null | undefined,
    event: 'authorization' | 'token' | 'refusal' | 'logout',
    reason?: string,
  ) => {
    const system = systemOf(client);
    if (!system) return Promise.resolve();
    return logSsoEvent(db, {
      clientId: system.systemId,
      userId: userId === null || userId === undefined ? null : Number(userId),
      protocol: system.protocol,
      event,
      reason: (reason ?? null) as never,
      ip: ipOf(ctx),
    });
  };

  /**
   * The gate for `ctx`'s client and `userId` at `ip` (by default the caller's); answers the refusal
   * reason, logging it, or null.
   */
  const gate = async (
    ctx: KoaContextWithOIDC,
    userId: number | null,
    ip: SsoGateInput['ip'] = ipOf(ctx),
  ): Promise<SsoGateReason | null> => {
    const system = systemOf(ctx.oidc.client);
    if (!system) return 'disabled';
    const answer = await checkSsoAccess(db, { clientId: system.systemId, userId, ip });
    if (answer.allowed) return null;
    await logEvent(ctx, ctx.oidc.client, userId, 'refusal', answer.reason);
    return answer.reason;
  };

  /**
   * At the token endpoint and userinfo the caller is the system's back end, not the user: the user and
   * unit limits hold for the user, and the address limits for the address the user signed in from
   * (recorded on the grant at each authorization). Answers the refusal reason, or null.
   */
  const gateForUser = (ctx: KoaContextWithOIDC, userId: number, token: unknown) => {
    const grantId = (token as { grantId?: unknown } | undefined)?.grantId;
    return gate(ctx, userId, () =>
      typeof grantId === 'string' ? signInIpOf(db, grantId) : Promise.resolve(null),
    );
  };

  const findAccount: FindAccount = async (ctx, sub, token) => {
    const id = Number(sub);
    if (!Number.isSafeInteger(id) || id <= 0) return undefined;
    // A code redeemed, a refresh token used (before it is consumed, so a refused one stays usable once
    // the limit is lifted) and userinfo answer only while the gate still lets the user in.
    const route = ctx?.oidc?.route;
    if (route === 'token' || route === 'userinfo') {
      const reason = await gateForUser(ctx, id, token);
      if (reason && route === 'userinfo') return undefined;
      if (reason) throw new errors.AccessDenied(refusalDescription(reason, 'user'));
    }
    const facts = await userFactsOf(db, id);
    if (!facts) return undefined;
    const account: Account = {
      accountId: String(facts.id),
      claims: () => oidcClaimsOf(facts),
    };
    return account;
  };

  // Systems that do not ask for consent get what they may ask for, without a consent page.
  const loadExistingGrant: NonNullable<Configuration['loadExistingGrant']> = async (ctx) => {
    const { client, session } = ctx.oidc;
    if (!client || !session) return undefined;
    const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    if (!session.accountId || systemOf(client)?.requireConsent !== false) return undefined;
    const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope(client.scope ?? 'openid');
    await grant.save();
    return grant;
  };

  const policy = interactionPolicy.base();
  // oidc-provider's own session counts only while the portal session of the same user lives: signing
  // out of the portal signs out of single sign-on.
  policy.get('login')?.checks.unshift(
    new interactionPolicy.Check(
      'portal_session',
      'the portal session ended or belongs to someone else',
      'login_required',
      async (ctx) => {
        const accountId = ctx.oidc.session?.accountId;
        if (ctx.oidc.result?.login || !accountId || adopted.get(ctx) === accountId) return false;
        const session = await portalSessionOf(db, ctx.cookies.get(SESSION_COOKIE));
        if (!session || String(session.userId) !== accountId) return true;
        // The session policy (ssoSetting): single sign-on unused too long, or signed in too long ago.
        if (!(await ssoMayUse(db, settings(), session))) return true;
        // Signed into the portal again since: the sign-in time (auth_time, max_age) and how (amr, acr) are
        // the newer sign-in's.
        const portalLogin = Math.floor(session.createdAt.getTime() / 1000);
        const provider = ctx.oidc.session;
        if (provider && portalLogin > (provider.loginTs ?? 0)) {
          const { amr, acr } = authContextOf(session.authMethods);
          Object.assign(provider, { loginTs: portalLogin, amr, acr });
        }
        return false;
      },
    ),
    // With silent single sign-on off, a system signs nobody in from an existing session unless the user
    // acts: signs in, or continues on our page (the interaction route); prompt=none gets login_required.
    new interactionPolicy.Check(
      'silent_sso_off',
      'single sign-on from an existing session needs the user to continue',
      'login_required',
      (ctx) => !settings().allowSilentSso && !ctx.oidc.result?.login,
    ),
  );
  // Before everything: a browser with a portal session that answers the request but no provider session
  // yet (signed into the portal, no system so far) is signed in here and now, so prompt=none succeeds
  // too; a request the portal session does not answer (prompt=login, max_age, another user's
  // id_token_hint) goes on to the login prompt and our interaction.
  policy.unshift(
    new interactionPolicy.Prompt(
      { name: 'portal', requestable: false },
      new interactionPolicy.Check('portal_adopted', 'never asks', async (ctx) => {
        const { oidc } = ctx;
        if (oidc.result?.login || oidc.session?.accountId || !oidc.session || !oidc.client) return false;
        if (oidc.prompts.has('login') || !settings().allowSilentSso) return false;
        const session = await portalSessionOf(db, ctx.cookies.get(SESSION_COOKIE));
        if (!session || ssoSessionEnded(settings(), session) !== null) return false;
        const demands = {
          freshAfter: undefined,
          maxAge: oidc.params?.max_age,
          idTokenHint: oidc.params?.id_token_hint,
        };
        if (!portalSessionSuits(demands, session)) return false;
        const accountId = String(session.userId);
        const account = await findAccount(ctx, accountId);
        if (!account) return false;
        await recordSsoUse(db, session);
        const { amr, acr } = authContextOf(session.authMethods);
        oidc.session.loginAccount({
          accountId,
          loginTs: Math.floor(session.createdAt.getTime() / 1000),
          amr,
          ...(acr && { acr }),
          transient: true,
        });
        adopted.set(ctx, accountId);
        oidc.entity('Account', account);
        const grant =
          (await loadExistingGrant(ctx)) ??
          new oidc.provider.Grant({ accountId, clientId: oidc.client.clientId });
        if (grant.jti) {
          oidc.session.ensureClientContainer(oidc.client.clientId);
          oidc.session.grantIdFor(oidc.client.clientId, grant.jti);
        }
        oidc.entity('Grant', grant);
        return false;
      }),
    ),
  );
  // After sign-in and before consent: may this user enter this system from here, now?
  policy.splice(
    policy.findIndex((prompt) => prompt.name === 'login') + 1,
    0,
    // One check per reason, so that a refusal sent back to the system (prompt=none) says why; they run
    // in parallel and share one gate call.
    new interactionPolicy.Prompt(
      { name: 'sso_gate', requestable: false },
      ...SSO_GATE_REASONS.map(
        (reason) =>
          new interactionPolicy.Check(
            `refused_${reason}`,
            refusalDescription(reason, 'user'),
            'access_denied',
            async (ctx) => {
              let answer = refusals.get(ctx);
              if (!answer) refusals.set(ctx, (answer = gate(ctx, Number(ctx.oidc.session?.accountId))));
              return (await answer) === reason;
            },
            () => ({ reason }),
          ),
      ),
    ),
  );

  const configuration: Configuration = {
    adapter: databaseAdapter(db, (clientId) => clientMetadataOf(db, clientId)),
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      names: {
        session: 'darvazeh_oidc_session',
        interaction: 'darvazeh_oidc_interaction',
        resume: 'darvazeh_oidc_resume',
      },
      long: cookieOptions,
      short: cookieOptions,
    },
    claims: {
      // With openid, every ID token says how the user signed in (acr and amr, auth-context.ts).
      openid: ['sub', 'acr', 'amr'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      national_id: ['national_id'],
      units: ['units'],
      roles: ['roles', 'role_names'],
    },
    scopes: ['openid', 'offline_access'],
    responseTypes: ['code'],
    // `none`: public clients (mobile and single-page apps), which have no secret and rely on PKCE.
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    extraClientMetadata: {
      properties: ['darvazeh_system_id', 'darvazeh_category_id', 'darvazeh_require_consent'],
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      // The portal's web services (/ws/call) are the one resource: a system asks for it by client
      // credentials (resource=…/ws) and gets a JWT access token the web services check offline.
      resourceIndicators: {
        enabled: true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== wsResourceOf(config)) throw new errors.InvalidTarget();
          return {
            scope: '',
            audience: resource,
            accessTokenFormat: 'jwt',
            accessTokenTTL: settings().accessTokenMinutes * MINUTE,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      // A system may revoke or introspect its own tokens only: connected systems are separate parties,
      // and the library's default lets any system with a secret read another's tokens by introspection.
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => {
          if (token.clientId !== client.clientId)
            throw new errors.InvalidRequest('client is not authorized to revoke the presented token');
          return true;
        },
      },
      introspection: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      backchannelLogout: { enabled: true },
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          page(
            ctx,
            oidcMessages.logoutTitle,
            `<p>${escapeHtml(oidcMessages.logoutQuestion)}</p>${form}<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(oidcMessages.logoutYes)}</button><button type="submit" form="op.logoutForm">${escapeHtml(oidcMessages.logoutNo)}</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          page(
            ctx,
            oidcMessages.loggedOutTitle,
            `<p>${escapeHtml(oidcMessages.loggedOut)}</p><a class="b" href="/">${escapeHtml(oidcMessages.backHome)}</a>`,
          );
        },
      },
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}`,
    },
    loadExistingGrant,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    findAccount,
    // The gate at the token endpoint for a client acting for itself (client credentials), at the
    // address it calls from; a user's grant (code, refresh) is gated in findAccount.
    extraTokenClaims: async (ctx, token) => {
      if (ctx?.oidc?.route !== 'token' || token.kind !== 'ClientCredentials') return undefined;
      const reason = await gate(ctx, null);
      if (reason) throw new errors.AccessDenied(refusalDescription(reason, 'client'));
      return undefined;
    },
    fetch: async (url, options = {}) => {
      const headers: Record<string, string> = {};
      new Headers(options.headers).forEach((value, key) => {
        if (value) headers[key] = value;
      });
      const answer = await guardedFetch(
        {
          url: url instanceof URL ? url.href : typeof url === 'string' ? url : url.url,
          method: (options.method ?? 'GET').toUpperCase() as 'GET',
          headers,
          // oidc-provider posts URLSearchParams (back-channel logout) or nothing.
          body: options.body instanceof URLSearchParams ? options.body.toString() : undefined,
          timeoutMs: 2500,
        },
        outboundPolicy({ allowHosts: config.outbound.allowHosts }),
      );
      return new Response(new Uint8Array(answer.body), { status: answer.status });
    },
    renderError: async (ctx, out) => {
      refusalPage(ctx, { ...out, error: integratorError(out.error, out.error_description) });
    },
    // From ssoSetting, as the last refresh of `settings` found it. A grant is saved again with every refresh
    // token issued under it (below), so it outlives them; a code stays short.
    ttl: {
      AccessToken: () => settings().accessTokenMinutes * MINUTE,
      AuthorizationCode: 60,
      ClientCredentials: () => settings().accessTokenMinutes * MINUTE,
      IdToken: () => settings().idTokenMinutes * MINUTE,
      Interaction: 600,
      Grant: () => settings().refreshTokenDays * DAY,
      RefreshToken: () => settings().refreshTokenDays * DAY,
      Session: (_ctx, session) => sessionSeconds(settings(), session.loginTs),
    },
  };

  const provider = new Provider(issuerOf(config), configuration);
  provider.proxy = config.trustProxy !== false;
  // Secrets are stored hashed: compare the presented one's hash (see oidc-clients.service.ts).
  Object.defineProperty(provider.Client.prototype, 'compareClientSecret', {
    value(this: { clientSecret?: string }, presented: string) {
      return Promise.resolve(!!this.clientSecret && secretMatches(this.clientSecret, presented));
    },
  });

  provider.use(async (koa, next) => {
    await next();
    const ctx = koa as KoaContextWithOIDC;
    const { oidc } = ctx;
    if (!oidc) return;
    correctErrorCode(ctx);
    const code = oidc.entities.AuthorizationCode;
    if ((oidc.route === 'authorization' || oidc.route === 'resume') && code) {
      // Before the browser takes the code to the system: the token endpoint checks the limits against it.
      if (code.grantId) await recordSignInIp(db, code.grantId, ipOf(ctx));
      await logEvent(ctx, oidc.client, oidc.session?.accountId, 'authorization');
    } else if (oidc.route === 'token' && ctx.status === 200) {
      await logEvent(ctx, oidc.client, oidc.entities.AccessToken?.accountId ?? null, 'token');
      // A refresh token issued now (a code redeemed, or one rotated) lives refreshTokenDays from now: its
      // grant must live at least as long, or the token would be refused before its time.
      // Only an update: a grant revoked meanwhile (its code redeemed twice at once) is not written again.
      const { Grant: grant, RefreshToken: issued } = oidc.entities;
      const until = issued ? (issued.exp ?? nowSeconds() + issued.expiration) : 0;
      if (grant?.jti && until > (grant.exp ?? 0)) await extendGrant(db, grant.jti, until);
    } else if (oidc.route === 'end_session_confirm' && ctx.status === 303 && oidc.params?.logout) {
      // Signing out of single sign-on signs out of the portal too.
      const token = ctx.cookies.get(SESSION_COOKIE);
      const session = token ? await resolveSession(db, token) : null;
      if (session) await destroySession(db, session.key);
      ctx.cookies.set(SESSION_COOKIE, null, { path: '/' });
    }
  });
  provider.on('end_session.success', (ctx: KoaContextWithOIDC) => {
    const { session } = ctx.oidc;
    const accountId = session?.accountId;
    for (const clientId of Object.keys(session?.authorizations ?? {}))
      void ctx.oidc.provider.Client.find(clientId)
        .then((client) => logEvent(ctx, client, accountId, 'logout'))
        .catch((err: unknown) => log.warn({ err }, 'oidc: logout log failed'));
  });
  provider.on('backchannel.error', (_ctx, err, client) =>
    log.warn(
      { err, clientId: (client as { clientId?: string }).clientId },
      'oidc: back-channel logout failed',
    ),
  );
  provider.on('server_error', (_ctx, err) => log.warn({ err }, 'oidc: server error'));
  logRefusals(provider, log);
  return provider;
}
