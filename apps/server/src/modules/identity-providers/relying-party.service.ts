// The portal as a relying party of government and ministry providers (SPEC §2 OAuth login links):
// `oauth2/{provider}/login` sends the browser to the provider with state, nonce and PKCE kept here;
// the callback exchanges the code, maps the claims, links the person to an account by the rules in
// docs/ARCHITECTURE.md ("Signing in through government providers") and signs them in with our own session.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import { enabledSsoProviders, oauthErrorOf, type OauthError } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';
import type { OutboundPolicy } from '../../plugins/guarded-http/outbound-policy.js';
import {
  type Caller,
  createVouchedAccount,
  recordProviderSignInEvent,
  signInVouchedUser,
} from '../identity/login.service.js';
import { generalSettingData } from '../settings/settings.service.js';
import {
  findProvider,
  insertIdentity,
  insertLoginState,
  linkedUserId,
  takeLoginState,
  touchIdentity,
  userByNationalId,
  usernameTaken,
  type ProviderRow,
} from './identity-providers.repository.js';
import { personOf, userInfoClaims, type ProviderPerson } from './provider-claims.js';
import { providerConfiguration } from './provider-client.js';

/** What the relying party needs from the app. */
export type RelyingPartyContext = { db: Db; policy: OutboundPolicy };

/** How long a sign-in may stay at the provider before its state lapses. */
export const LOGIN_STATE_TTL_SECONDS = 600;

/** A provider sign-in that ends on `/login/{code}`; `cause` is what went wrong underneath (logged, never shown). */
export class ProviderSignInError extends Error {
  constructor(
    readonly code: OauthError,
    options?: { cause?: unknown },
  ) {
    super(code, options);
  }
}

const stateKey = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * Where the provider sends the browser back; registered with the provider exactly so. Normalised as the
 * URL parser writes it (a default port dropped), since openid-client derives the token request's
 * redirect_uri from the parsed callback URL and the two must be equal.
 */
export function callbackUrl(origin: string, provider: string): string {
  return new URL(`${origin}/api/v1/oauth2/${provider}/callback`).href;
}

/** The provider's settings when ssoProviders lists it enabled and an Admin configured it; else unknown_provider. */
async function activeProvider(db: Db, provider: string): Promise<ProviderRow> {
  const listed = enabledSsoProviders(await generalSettingData(db, 'ssoProviders')).some(
    (entry) => entry.Provider === provider,
  );
  const setting = listed ? await findProvider(db, provider) : undefined;
  if (!setting) throw new ProviderSignInError('unknown_provider');
  return setting;
}

// Whether the provider speaks OpenID Connect for this client (an ID token, so a nonce, is due).
const expectsIdToken = (setting: ProviderRow) =>
  setting.kind === 'oidc' && setting.scopes.split(/\s+/).includes('openid');

async function configurationOf(setting: ProviderRow, policy: OutboundPolicy) {
  try {
    return await providerConfiguration(setting, policy);
  } catch (cause) {
    throw new ProviderSignInError('exchange_failed', { cause });
  }
}

/**
 * Starts a sign-in through `provider`: keeps a fresh state, nonce and PKCE verifier (10 minutes, single
 * use) and answers the provider's authorization URL and the state for the browser's cookie. Throws
 * ProviderSignInError (unknown_provider, exchange_failed).
 */
export async function startProviderSignIn(
  ctx: RelyingPartyContext,
  provider: string,
  origin: string,
): Promise<{ url: string; state: string }> {
  const setting = await activeProvider(ctx.db, provider);
  const config = await configurationOf(setting, ctx.policy);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await insertLoginState(ctx.db, {
    id: stateKey(state),
    provider,
    nonce,
    codeVerifier,
    expiresAt: new Date(Date.now() + LOGIN_STATE_TTL_SECONDS * 1000),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(origin, provider),
    response_type: 'code',
    scope: setting.scopes,
    state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(expectsIdToken(setting) ? { nonce } : {}),
  });
  return { url: url.href, state };
}

/** The callback's query as the provider sent it (the validated, string-valued parameters). */
export type CallbackQuery = Record<string, unknown>;

const sameText = (a: string, b: string) => {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
};

/** Exchanges the code and reads the person's claims: the ID token's, then the user info's where it agrees. */
async function personFromProvider(
  setting: ProviderRow,
  config: client.Configuration,
  currentUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<ProviderPerson | null> {
  const withIdToken = expectsIdToken(setting);
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    ...(withIdToken ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
  });
  const idClaims = withIdToken ? (tokens.claims() as Record<string, unknown> | undefined) : undefined;
  let infoClaims: Record<string, unknown> | null = null;
  const userinfo = config.serverMetadata().userinfo_endpoint;
  if (userinfo) {
    const answer = await client.fetchProtectedResource(config, tokens.access_token, new URL(userinfo), 'GET');
    if (!answer.ok) throw new Error(`user info answered ${answer.status}`);
    infoClaims = userInfoClaims(setting.kind === 'wrapped' ? 'wrapped' : 'oidc', await answer.json());
    if (!infoClaims) throw new Error('user info is not shaped as the provider kind says');
    // OIDC Core §5.3.2: user info about another subject than the ID token's is not used.
    if (idClaims && infoClaims.sub !== undefined && infoClaims.sub !== idClaims.sub) infoClaims = null;
  }
  return personOf({ ...infoClaims, ...idClaims }, setting.claims as never);
}

/** A username for a new account: the national ID when it is free, else the provider and random letters. */
async function newUsername(db: Db, provider: string, person: ProviderPerson): Promise<string> {
  if (person.nationalIdValid && person.nationalId && !(await usernameTaken(db, person.nationalId)))
    return person.nationalId;
  for (;;) {
    const candidate = `${provider}-${randomBytes(5).toString('hex')}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}

/**
 * The account `person` signs in to: by (provider, subject) first; else by national ID when it passes the
 * check digit and the local account's national ID is verified (the link is logged); else a new
 * applicant account when the provider allows it (logged). Never by mobile or e-mail. Throws
 * ProviderSignInError (invalid_claims, no_account) after logging the refusal.
 */
async function accountOf(
  db: Db,
  setting: ProviderRow,
  person: ProviderPerson,
  caller: Caller,
): Promise<number> {
  const { provider } = setting;
  const linked = await linkedUserId(db, provider, person.subject);
  if (linked !== undefined) return linked;
  const refuse = async (code: OauthError): Promise<never> => {
    await recordProviderSignInEvent(
      db,
      { userId: null, username: `${provider}:${person.subject}`.slice(0, 200), result: 'provider_refused' },
      caller,
    );
    throw new ProviderSignInError(code);
  };
  // A national ID failing its check digit is not the person's: neither link nor create on it.
  if (person.nationalId !== null && !person.nationalIdValid) return refuse('invalid_claims');
  if (person.nationalId !== null) {
    const holder = await userByNationalId(db, person.nationalId);
    if (holder?.verified) {
      await db.transaction(async (tx) => {
        await insertIdentity(tx, {
          userId: holder.id,
          provider,
          subject: person.subject,
          linkedBy: 'national_id',
        });
        await recordProviderSignInEvent(
          tx,
          {
            userId: holder.id,
            username: `${provider}:${person.subject}`.slice(0, 200),
            result: 'provider_linked',
          },
          caller,
        );
      });
      return holder.id;
    }
    // An account claims this national ID without proof: a second account for the same person helps nobody.
    if (holder) return refuse('no_account');
  }
  if (!setting.createAccounts) return refuse('no_account');
  const username = await newUsername(db, provider, person);
  return db.transaction(async (tx) => {
    const userId = await createVouchedAccount(tx, {
      username,
      firstName: person.firstName,
      lastName: person.lastName,
      nationalId: person.nationalId,
      mobile: person.mobile,
      email: person.email,
    });
    await insertIdentity(tx, { userId, provider, subject: person.subject, linkedBy: 'created' });
    await recordProviderSignInEvent(tx, { userId, username, result: 'provider_account_created' }, caller);
    return userId;
  });
}

/**
 * Finishes a sign-in through `provider` from its callback: the state must match the browser's cookie
 * and a live, unused sign-in of this provider; the code is exchanged with PKCE (and the ID token's nonce
 * checked for OpenID Connect); the person is linked (see accountOf) and signed in with our session under
 * the same rules as a password, two-factor included. Throws ProviderSignInError with the login page's code.
 */
export async function finishProviderSignIn(
  ctx: RelyingPartyContext,
  input: {
    provider: string;
    query: CallbackQuery;
    cookieState: string | undefined;
    origin: string;
    caller: Caller;
    previousSessionKey: string | null;
  },
): Promise<{ token: string; twoFactorPending: boolean }> {
  const { db } = ctx;
  const setting = await activeProvider(db, input.provider);
  const state = typeof input.query.state === 'string' ? input.query.state : '';
  const flight =
    state !== '' && input.cookieState !== undefined && sameText(state, input.cookieState)
      ? await takeLoginState(db, stateKey(state), input.provider)
      : undefined;
  if (typeof input.query.error === 'string') {
    // The provider's refusal (the person cancelled, …) ends the sign-in it belongs to all the same.
    throw new ProviderSignInError(oauthErrorOf(input.query.error));
  }
  if (!flight) throw new ProviderSignInError('state_mismatch');
  const config = await configurationOf(setting, ctx.policy);
  const currentUrl = new URL(callbackUrl(input.origin, input.provider));
  for (const [name, value] of Object.entries(input.query))
    if (typeof value === 'string') currentUrl.searchParams.append(name, value);
  let person: ProviderPerson | null;
  try {
    person = await personFromProvider(setting, config, currentUrl, {
      state,
      nonce: flight.nonce,
      codeVerifier: flight.codeVerifier,
    });
  } catch (cause) {
    throw new ProviderSignInError('exchange_failed', { cause });
  }
  if (!person) throw new ProviderSignInError('invalid_claims');
  const userId = await accountOf(db, setting, person, input.caller);
  const signedIn = await signInVouchedUser(db, {
    userId,
    caller: input.caller,
    previousSessionKey: input.previousSessionKey,
    relatedSsoLogout: setting.logoutUrl || null,
  }).catch((cause: unknown) => {
    // signInVouchedUser refuses only a disabled (or just deleted) account; anything else is ours.
    throw cause instanceof AppError ? new ProviderSignInError('account_disabled', { cause }) : cause;
  });
  await touchIdentity(db, input.provider, person.subject);
  return signedIn;
}
