// The OIDC provider's offline conformance subset (issue 17): openid-client as the relying party against
// our real server listening on a local port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { eq } from 'drizzle-orm';
import { ssoClientLoginLogs, users } from '../../../db/schema/index.js';
import { createSession } from '../../../plugins/session-store.js';
import { minutesAgo, moveSessions } from '../../../test/session-clock.js';
import type { Client } from '../../../test/test-app.js';
import type { TestUser } from '../../../test/factories.js';
import { created, oidcSystem as registerOidcSystem } from '../sso.fixture.js';
import {
  Browser,
  listeningApp,
  logoutReceiver,
  relyingParty,
  statementsReading,
  pkceAuthorizationUrl,
} from './oidc-browser.fixture.js';
import { expectInSpan, timeSpan } from '../../../test/time-span.js';

const { t, originOf } = listeningApp({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });

const RP = 'http://rp.example.test';
const CALLBACK = `${RP}/callback`;
let origin: string;
let issuer: string;
let admin: Client;
let user: TestUser;
let system: number;
let clientId: string;
let secret: string;
let config: client.Configuration;
let backchannel: Awaited<ReturnType<typeof logoutReceiver>>;

/** A connected system registered for OpenID Connect with every grant and scope, `fields` overriding. */
const oidcSystem = (fields: Record<string, unknown> = {}) =>
  registerOidcSystem(
    admin,
    {
      redirectUris: [CALLBACK],
      postLogoutRedirectUris: [`${RP}/bye`],
      grantTypes: ['authorization_code', 'refresh_token', 'client_credentials'],
      scopes: ['openid', 'profile', 'national_id', 'units', 'roles'],
      ...fields,
    },
    { name: 'سامانه آموزش' },
  );

const configFor = (id: string, pass: string) => relyingParty(origin, id, pass);

type Started = { url: URL; verifier: string; nonce: string; state: string };
async function authorizationUrl(params: Record<string, string> = {}, c = config): Promise<Started> {
  const nonce = client.randomNonce();
  const state = client.randomState();
  const { url, verifier } = await pkceAuthorizationUrl(c, {
    redirect_uri: CALLBACK,
    scope: 'openid profile national_id units roles offline_access',
    nonce,
    state,
    ...params,
  });
  return { url, verifier, nonce, state };
}

/** Signs `browser` in through the whole code flow and redeems the code. */
async function signIn(browser: Browser, params: Record<string, string> = {}, c = config) {
  const started = await authorizationUrl(params, c);
  const { url, res } = await browser.follow(started.url.href);
  if (!url.href.startsWith(CALLBACK)) throw new Error(`${url.href} ${res.status} ${await res.text()}`);
  return client.authorizationCodeGrant(c, url, {
    pkceCodeVerifier: started.verifier,
    expectedNonce: started.nonce,
    expectedState: started.state,
    idTokenExpected: true,
  });
}

const logs = (clientId: number) =>
  t.database.db
    .select({
      event: ssoClientLoginLogs.event,
      reason: ssoClientLoginLogs.reason,
      protocol: ssoClientLoginLogs.protocol,
    })
    .from(ssoClientLoginLogs)
    .where(eq(ssoClientLoginLogs.clientId, clientId));

beforeAll(async () => {
  origin = originOf();
  issuer = `${origin}/oidc`;
  backchannel = await logoutReceiver();
  admin = t.as(await t.user({ roles: ['Admin'] }));
  user = await t.user({ username: '0499370899', firstName: 'مریم', lastName: 'احمدی' });
  ({ id: system, clientId, secret } = await oidcSystem({ backchannelLogoutUri: backchannel.url }));
  config = await configFor(clientId, secret);
});
afterAll(() => new Promise<void>((resolve) => backchannel?.server.close(() => resolve())));

describe('discovery', () => {
  it('publishes the issuer, the code flow only and PKCE with S256 only', () => {
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(issuer);
    expect(meta.response_types_supported).toEqual(['code']);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']),
    );
    expect(meta.end_session_endpoint).toBe(`${issuer}/session/end`);
    expect(meta.backchannel_logout_supported).toBe(true);
  });
});

describe('the code flow with PKCE', () => {
  it('sends a browser without a portal session to /login, then finishes silently once signed in', async () => {
    const browser = new Browser(origin);
    const started = await authorizationUrl();
    const first = await browser.follow(started.url.href);
    expect(first.url.pathname).toBe('/login');
    const uid = first.url.searchParams.get('interaction');
    expect(uid).toBeTruthy();
    browser.signInAs(user.token);
    const back = await browser.follow(`/oidc/interaction/${uid}`);
    expect(back.url.href.startsWith(CALLBACK)).toBe(true);
    const tokens = await client.authorizationCodeGrant(config, back.url, {
      pkceCodeVerifier: started.verifier,
      expectedNonce: started.nonce,
      expectedState: started.state,
      idTokenExpected: true,
    });
    // enableNonRepudiationChecks: the ID token's signature was checked against our JWKS.
    const claims = tokens.claims();
    expect(claims?.sub).toBe(String(user.id));
    expect(claims?.nonce).toBe(started.nonce);
    expect(tokens.refresh_token).toBeTruthy();
    const info = await client.fetchUserInfo(config, tokens.access_token, String(user.id));
    expect(info).toMatchObject({
      sub: String(user.id),
      name: 'مریم احمدی',
      national_id: '0499370899',
      roles: [],
      units: [],
    });
    const posted = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(config.serverMetadata().userinfo_endpoint!),
      'POST',
    );
    expect(posted.status).toBe(200);
    expect(((await posted.json()) as { sub: string }).sub).toBe(String(user.id));
    expect((await logs(system)).map((l) => [l.event, l.protocol])).toEqual(
      expect.arrayContaining([
        ['authorization', 'oidc'],
        ['token', 'oidc'],
      ]),
    );
  });

  it('signs a browser with a portal session in without showing anything', async () => {
    const browser = new Browser(origin);
    browser.signInAs(user.token);
    const tokens = await signIn(browser);
    expect(tokens.claims()?.sub).toBe(String(user.id));
  });

  it('reads the portal session once when it signs a browser in silently, not again for the login check', async () => {
    const browser = new Browser(origin);
    browser.signInAs(user.token);
    const started = await authorizationUrl();
    let url: URL | undefined;
    const reads = await statementsReading(t.database.db, 'sessions', async () => {
      ({ url } = await browser.follow(started.url.href));
    });
    expect(url?.href.startsWith(CALLBACK)).toBe(true);
    expect(reads).toBe(1);
  });

  it('refuses a request without PKCE', async () => {
    const browser = new Browser(origin);
    browser.signInAs(user.token);
    const url = client.buildAuthorizationUrl(config, { redirect_uri: CALLBACK, scope: 'openid', state: 'x' });
    const { url: back } = await browser.follow(url.href);
    expect(back.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses an unregistered redirect URI without redirecting to it', async () => {
    const browser = new Browser(origin);
    browser.signInAs(user.token);
    const started = await authorizationUrl({ redirect_uri: `${RP}/elsewhere` });
    const { url, res } = await browser.follow(started.url.href);
    expect(url.origin).toBe(origin);
    expect(res.status).toBe(400);
  });
});

describe('the national ID claim', () => {
  it('releases the national ID the user holds, whatever their username', async () => {
    const held = await t.user({ username: 'm.ahmadi', firstName: 'مینا', lastName: 'احمدی' });
    // Vouched for (as an Admin's entry is): a national ID typed at registration alone is not released.
    await t.database.db
      .update(users)
      .set({ nationalId: '0499370899', nationalIdVerifiedAt: new Date() })
      .where(eq(users.id, held.id));
    const browser = new Browser(origin);
    browser.signInAs(held.token);
    const tokens = await signIn(browser);
    const info = await client.fetchUserInfo(config, tokens.access_token, String(held.id));
    expect(info).toMatchObject({ preferred_username: 'm.ahmadi', national_id: '0499370899' });
  });

  it('releases none for a user with neither a national ID nor one as username', async () => {
    const plain = await t.user({ username: 'guest.user' });
    const browser = new Browser(origin);
    browser.signInAs(plain.token);
    const tokens = await signIn(browser);
    const info = await client.fetchUserInfo(config, tokens.access_token, String(plain.id));
    expect(info).not.toHaveProperty('national_id');
  });
});

describe('prompt, max_age and id_token_hint', () => {
  it('answers login_required to prompt=none without a session', async () => {
    const browser = new Browser(origin);
    const started = await authorizationUrl({ prompt: 'none' });
    const { url } = await browser.follow(started.url.href);
    expect(url.href.startsWith(CALLBACK)).toBe(true);
    expect(url.searchParams.get('error')).toBe('login_required');
  });

  it('answers prompt=none silently while signed in, and honours a matching id_token_hint', async () => {
    const browser = new Browser(origin);
    browser.signInAs(user.token);
    const first = await signIn(browser);
    const again = await signIn(browser, { prompt: 'none', id_token_hint: first.id_token! });
    expect(again.claims()?.sub).toBe(String(user.id));
  });

  it('answers prompt=none from a portal session alone, before any system was signed into', async () => {
    const browser = new Browser(origin);
    const other = await t.user();
    browser.signInAs(other.token);
    const tokens = await signIn(browser, { prompt: 'none' });
    expect(tokens.claims()?.sub).toBe(String(other.id));
  });

  it('tells the system how the user signed in: amr and acr, a second factor as REFEDS MFA', async () => {
    const other = await t.user();
    const browser = new Browser(origin);
    browser.signInAs(await createSession(t.database.db, { userId: other.id }));
    expect((await signIn(browser)).claims()).toMatchObject({
      amr: ['pwd'],
      acr: 'https://refeds.org/profile/sfa',
    });
    // Signed in again with an authenticator app's code as well: the provider's session takes the new way.
    browser.signInAs(
      await createSession(t.database.db, { userId: other.id, authMethods: ['pwd', 'otp', 'mfa'] }),
    );
    await moveSessions(t.database.db, other.id, { createdAt: new Date(Date.now() + 2_000) });
    expect((await signIn(browser, { prompt: 'none' })).claims()).toMatchObject({
      amr: ['pwd', 'otp', 'mfa'],
      acr: 'https://refeds.org/profile/mfa',
    });
    // A government provider's sign-in: federated, with no assurance the portal can vouch for.
    const viaProvider = new Browser(origin);
    viaProvider.signInAs(await createSession(t.database.db, { userId: other.id, authMethods: ['fed'] }));
    const claims = (await signIn(viaProvider)).claims();
    expect(claims?.amr).toEqual(['fed']);
    expect(claims).not.toHaveProperty('acr');
  });

  it('gives the ID token the time of the newest portal sign-in while the provider session lives on', async () => {
    const other = await t.user();
    const earlier = await createSession(t.database.db, { userId: other.id });
    await moveSessions(t.database.db, other.id, { createdAt: minutesAgo(10) });
    const browser = new Browser(origin);
    browser.signInAs(earlier);
    // max_age makes the provider put auth_time in the ID token.
    const first = (await signIn(browser, { max_age: '3600' })).claims()!.auth_time!;
    // Signed into the portal again (a newer portal session); the provider's cookie is the same.
    browser.signInAs(await createSession(t.database.db, { userId: other.id }));
    const again = (await signIn(browser, { prompt: 'none', max_age: '3600' })).claims()!.auth_time!;
    expect(again - first).toBeGreaterThanOrEqual(590);
  });

  it('answers login_required to prompt=none once the portal session has ended', async () => {
    const browser = new Browser(origin);
    const other = await t.user();
    browser.signInAs(other.token);
    await signIn(browser);
    expect((await t.as(other).get('/api/v1/account/logout/false')).statusCode).toBe(200);
    const started = await authorizationUrl({ prompt: 'none' });
    const { url } = await browser.follow(started.url.href);
    expect(url.searchParams.get('error')).toBe('login_required');
  });

  it('asks for a fresh sign-in for prompt=login and for a session older than max_age', async () => {
    for (const params of [{ prompt: 'login' }, { max_age: '60' }] as Record<string, string>[]) {
      const token = await createSession(t.database.db, { userId: user.id });
      await moveSessions(t.database.db, user.id, { createdAt: minutesAgo(10) });
      const browser = new Browser(origin);
      browser.signInAs(token);
      const started = await authorizationUrl(params);
      const first = await browser.follow(started.url.href);
      expect(first.url.pathname, JSON.stringify(params)).toBe('/login');
      const signingIn = await timeSpan(() => createSession(t.database.db, { userId: user.id }));
      browser.signInAs(signingIn.value);
      const back = await browser.follow(`/oidc/interaction/${first.url.searchParams.get('interaction')}`);
      const tokens = await client.authorizationCodeGrant(config, back.url, {
        pkceCodeVerifier: started.verifier,
        expectedNonce: started.nonce,
        expectedState: started.state,
        maxAge: params.max_age ? 60 : undefined,
      });
      // The new portal session's sign-in, not the old one's.
      expectInSpan(tokens.claims()?.auth_time, signingIn, { unit: 's' });
    }
  });

  it('does not let an id_token_hint of another user pass silently', async () => {
    const browser = new Browser(origin);
    browser.signInAs(user.token);
    const mine = await signIn(browser);
    const stranger = new Browser(origin);
    const other = await t.user();
    stranger.signInAs(other.token);
    await signIn(stranger);
    const started = await authorizationUrl({ prompt: 'none', id_token_hint: mine.id_token! });
    const { url } = await stranger.follow(started.url.href);
    expect(url.searchParams.get('error')).toBe('login_required');
  });
});

describe('codes and refresh tokens', () => {
  it('refuses a code redeemed twice and revokes what the first redemption gave', async () => {
    const browser = new Browser(origin);
    browser.signInAs(user.token);
    const started = await authorizationUrl();
    const { url } = await browser.follow(started.url.href);
    const checks = {
      pkceCodeVerifier: started.verifier,
      expectedNonce: started.nonce,
      expectedState: started.state,
    };
    const tokens = await client.authorizationCodeGrant(config, url, checks);
    await expect(client.authorizationCodeGrant(config, url, checks)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(client.fetchUserInfo(config, tokens.access_token, String(user.id))).rejects.toThrow();
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('rotates refresh tokens and refuses the old one', async () => {
    const browser = new Browser(origin);
    browser.signInAs(user.token);
    const tokens = await signIn(browser);
    const next = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});

describe('client credentials', () => {
  it('gives a web service an access token for itself, logged as oidc token', async () => {
    const tokens = await client.clientCredentialsGrant(config, { scope: 'openid' });
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.token_type).toBe('bearer');
  });

  it('lets a system introspect and revoke its own tokens only, never another system’s', async () => {
    const mine = await client.clientCredentialsGrant(config, { scope: 'openid' });
    const other = await oidcSystem();
    const otherConfig = await configFor(other.clientId, other.secret);
    expect((await client.tokenIntrospection(otherConfig, mine.access_token)).active).toBe(false);
    await expect(client.tokenRevocation(otherConfig, mine.access_token)).rejects.toMatchObject({
      cause: { error: 'invalid_request' },
    });
    expect(await client.tokenIntrospection(config, mine.access_token)).toMatchObject({
      active: true,
      client_id: clientId,
    });
    await client.tokenRevocation(config, mine.access_token);
    expect((await client.tokenIntrospection(config, mine.access_token)).active).toBe(false);
  });

  it('refuses a wrong secret', async () => {
    const wrong = await configFor(clientId, `${secret}x`);
    await expect(client.clientCredentialsGrant(wrong)).rejects.toMatchObject({
      status: 401,
      cause: [{ parameters: { error: 'invalid_client' } }],
    });
  });
});

describe('logout', () => {
  it('signs out on the relying party’s request, tells it on the back channel and ends the portal session', async () => {
    const browser = new Browser(origin);
    const other = await t.user();
    browser.signInAs(other.token);
    const tokens = await signIn(browser);
    const before = backchannel.tokens.length;
    const end = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${RP}/bye`,
      state: 's1',
    });
    const page = await browser.request(end.href);
    expect(page.status).toBe(200);
    // The confirmation page may not be framed (clickjacking), like every page of the portal.
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(xsrf).toBeTruthy();
    const confirm = await browser.request(`${issuer}/session/end/confirm`, {
      method: 'POST',
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${RP}/bye?state=s1`);
    expect(backchannel.tokens.length).toBe(before + 1);
    const payload = JSON.parse(
      Buffer.from(backchannel.tokens.at(-1)!.split('.')[1]!, 'base64url').toString(),
    ) as { sub: string; aud: string; events: object };
    expect(payload).toMatchObject({ sub: String(other.id), aud: clientId });
    expect(payload.events).toHaveProperty(['http://schemas.openid.net/event/backchannel-logout']);
    expect((await t.as(other).get('/api/v1/account/profile')).statusCode).toBe(401);
    // The logout is logged for the system (written after the answer, hence the poll).
    await expect
      .poll(async () => (await logs(system)).filter((l) => l.event === 'logout').length)
      .toBeGreaterThan(0);
  });
});

describe('the gate', () => {
  it('sends a user of a disabled system to /sso-blocked and refuses its tokens, logging each refusal', async () => {
    const own = await oidcSystem();
    const c = await configFor(own.clientId, own.secret);
    const browser = new Browser(origin);
    browser.signInAs(user.token);
    const tokens = await signIn(browser, {}, c);
    const res = await admin.put(`/api/v1/ssomanagement/${own.id}`, {
      name: 'سامانه آموزش',
      homeUrl: 'https://edu.example.ac.ir/',
      enabled: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = await authorizationUrl({}, c);
    const { url } = await browser.follow(started.url.href);
    expect(url.pathname).toBe('/sso-blocked');
    expect(url.searchParams.get('reason')).toBe('disabled');
    // The gate's refusals say why (issue 23.6): access_denied, the reason in the description.
    await expect(client.refreshTokenGrant(c, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'access_denied',
      error_description: expect.stringContaining('(disabled)') as unknown,
    });
    await expect(client.clientCredentialsGrant(c)).rejects.toMatchObject({ error: 'access_denied' });
    const refusals = (await logs(own.id)).filter((l) => l.event === 'refusal');
    expect(refusals.length).toBeGreaterThanOrEqual(3);
    expect(refusals.every((l) => l.reason === 'disabled')).toBe(true);
  });
});

describe('the limits, through the protocol', () => {
  /** A fresh system, the user signed in to it once (tokens in hand), then `limit` added to it. */
  async function limitedAfterSignIn(kind: 'ssouserlimit' | 'ssounitlimit' | 'ssoiplimit', limit: object) {
    const own = await oidcSystem();
    const c = await configFor(own.clientId, own.secret);
    const browser = new Browser(origin);
    browser.signInAs(user.token);
    const tokens = await signIn(browser, {}, c);
    await created(admin, kind, { clientId: own.id, ...limit });
    return { own, c, browser, tokens };
  }

  it('refuses a denied user at authorize with their existing session, and their refresh token', async () => {
    const { own, c, browser, tokens } = await limitedAfterSignIn('ssouserlimit', {
      userId: user.id,
      allowed: false,
    });
    const { url } = await browser.follow((await authorizationUrl({}, c)).url.href);
    expect([url.pathname, url.searchParams.get('reason')]).toEqual(['/sso-blocked', 'user']);
    await expect(client.refreshTokenGrant(c, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'access_denied',
    });
    expect((await logs(own.id)).filter((l) => l.event === 'refusal').map((l) => l.reason)).toContain('user');
  });

  it('refuses a user outside the allowed units', async () => {
    const unit = await t.unit();
    const { browser, c } = await limitedAfterSignIn('ssounitlimit', { unitId: unit.id, allowed: true });
    const { url } = await browser.follow((await authorizationUrl({}, c)).url.href);
    expect([url.pathname, url.searchParams.get('reason')]).toEqual(['/sso-blocked', 'unit']);
  });

  it('refuses sign-ins and client credentials from outside the allowed addresses', async () => {
    const { browser, c, own } = await limitedAfterSignIn('ssoiplimit', {
      range: '10.0.0.0/8',
      allowed: true,
    });
    const { url } = await browser.follow((await authorizationUrl({}, c)).url.href);
    expect([url.pathname, url.searchParams.get('reason')]).toEqual(['/sso-blocked', 'ip']);
    await expect(client.clientCredentialsGrant(c)).rejects.toMatchObject({ error: 'access_denied' });
    // The caller's own address allowed: in again.
    await created(admin, 'ssoiplimit', { clientId: own.id, range: '127.0.0.1', allowed: true });
    expect((await client.clientCredentialsGrant(c)).access_token).toBeTruthy();
  });
});

describe('consent', () => {
  it('asks on our consent page for a system that wants it, and finishes with the answer', async () => {
    const own = await oidcSystem({ requireConsent: true });
    const c = await configFor(own.clientId, own.secret);
    const browser = new Browser(origin);
    const person = await t.user();
    browser.signInAs(person.token);
    const started = await authorizationUrl({ scope: 'openid profile' }, c);
    const first = await browser.follow(started.url.href);
    expect(first.url.pathname).toBe('/sso-consent');
    const uid = first.url.searchParams.get('interaction')!;
    const me = t.as(person);
    const details = await me.get(`/api/v1/oidc/interaction/${uid}`);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().data).toEqual({ systemName: 'سامانه آموزش', scopes: ['openid', 'profile'] });
    // Someone else cannot read or answer it.
    const stranger = t.as(await t.user());
    expect((await stranger.get(`/api/v1/oidc/interaction/${uid}`)).statusCode).toBe(404);
    expect(
      (await stranger.post(`/api/v1/oidc/interaction/${uid}/consent`, { approve: true })).statusCode,
    ).toBe(404);
    const answered = await me.post(`/api/v1/oidc/interaction/${uid}/consent`, { approve: true });
    expect(answered.statusCode, answered.body).toBe(200);
    const back = await browser.follow(answered.json().data.redirectTo);
    const tokens = await client.authorizationCodeGrant(c, back.url, {
      pkceCodeVerifier: started.verifier,
      expectedNonce: started.nonce,
      expectedState: started.state,
    });
    expect(tokens.claims()?.sub).toBe(String(person.id));
    // The next sign-in needs no consent: it was given.
    expect((await signIn(browser, { scope: 'openid profile' }, c)).access_token).toBeTruthy();
  });

  it('sends a refusal back to the system as access_denied', async () => {
    const own = await oidcSystem({ requireConsent: true });
    const c = await configFor(own.clientId, own.secret);
    const browser = new Browser(origin);
    const person = await t.user();
    browser.signInAs(person.token);
    const started = await authorizationUrl({}, c);
    const first = await browser.follow(started.url.href);
    const uid = first.url.searchParams.get('interaction')!;
    const answered = await t.as(person).post(`/api/v1/oidc/interaction/${uid}/consent`, { approve: false });
    const back = await browser.follow(answered.json().data.redirectTo);
    expect(back.url.href.startsWith(CALLBACK)).toBe(true);
    expect(back.url.searchParams.get('error')).toBe('access_denied');
  });
});
