// The single sign-on settings (ssoSetting, `/panel/sso/setting`) applied by the OpenID Connect provider:
// token lifetimes, the session policy and silent sign-in, with openid-client as the relying party against
// two app instances on one database, each listening on its own port.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as client from 'openid-client';
import { and, desc, eq, sql } from 'drizzle-orm';
import { oidcPayloads, sessions, ssoClientLoginLogs } from '../../../db/schema/index.js';
import { createSession } from '../../../plugins/session-store.js';
import { minutesAgo, moveSessions } from '../../../test/session-clock.js';
import type { Client } from '../../../test/test-app.js';
import type { TestUser } from '../../../test/factories.js';
import { oidcSystem, ssoSettingWriter } from '../sso.fixture.js';
import {
  Browser,
  listeningApp,
  relyingParty,
  statementsReading,
  pkceAuthorizationUrl,
} from './oidc-browser.fixture.js';
import { expectInSpan, timeSpan } from '../../../test/time-span.js';

const { t, originOf } = listeningApp({ second: true });

const CALLBACK = 'http://rp.example.test/callback';
let admin: Client;
let systemId: number;
const configs: client.Configuration[] = [];
const saveSetting = ssoSettingWriter(() => admin);

type Started = { url: URL; verifier: string; state: string };
async function started(params: Record<string, string> = {}, i: 0 | 1 = 0): Promise<Started> {
  const state = client.randomState();
  const { url, verifier } = await pkceAuthorizationUrl(configs[i]!, {
    redirect_uri: CALLBACK,
    scope: 'openid profile offline_access',
    state,
    ...params,
  });
  return { url, verifier, state };
}

/** Redeems the code `back` carries for the authorization `start` began on instance `i`. */
function redeem(back: URL, start: Started, i: 0 | 1 = 0) {
  return client.authorizationCodeGrant(configs[i]!, back, {
    pkceCodeVerifier: start.verifier,
    expectedState: start.state,
  });
}

/** A whole code flow on instance `i` that must come back with a code; the tokens. */
async function signIn(browser: Browser, params: Record<string, string> = {}, i: 0 | 1 = 0) {
  const start = await started(params, i);
  const { url, res } = await browser.follow(start.url.href);
  if (!url.href.startsWith(CALLBACK)) throw new Error(`${url.href} ${res.status}`);
  return redeem(url, start, i);
}

/** Where an authorization with `params` ends for `browser`: the relying party's callback or our page. */
async function authorize(browser: Browser, params: Record<string, string> = {}) {
  return (await browser.follow((await started(params)).url.href)).url;
}

/** A browser holding the portal session of a new user, who signed in a minute ago, on instance `i`. */
async function signedIn(i: 0 | 1 = 0): Promise<{ browser: Browser; person: TestUser }> {
  const person = await t.user();
  await moveSessions(db(), person.id, { createdAt: minutesAgo(1) });
  const browser = new Browser(originOf(i));
  browser.signInAs(person.token);
  return { browser, person };
}

const db = () => t.database.db;
const moveSession = (userId: number, values: { createdAt?: Date; ssoUsedAt?: Date }) =>
  moveSessions(db(), userId, values);

beforeAll(async () => {
  admin = t.as(await t.user({ roles: ['Admin'] }));
  const system = await oidcSystem(
    admin,
    {
      redirectUris: [CALLBACK],
      grantTypes: ['authorization_code', 'refresh_token', 'client_credentials'],
      scopes: ['openid', 'profile'],
    },
    { name: 'سامانه آموزش' },
  );
  systemId = system.id;
  for (const i of [0, 1] as const)
    configs.push(await relyingParty(originOf(i), system.clientId, system.secret));
});

describe('token lifetimes', () => {
  it('gives access tokens accessTokenMinutes: at once here, on another instance once its 5 s window passed, with no statement per token request meanwhile', async () => {
    // The window runs on a clock that stands still until the test moves it: however slowly the steps
    // below run, they stay inside it, and the test need not sleep through it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // The second instance reads the settings for this token request and keeps them.
      expect((await client.clientCredentialsGrant(configs[1]!)).expires_in).toBe(600);
      await saveSetting({ accessTokenMinutes: 3 });
      const { browser } = await signedIn();
      expect((await signIn(browser)).expires_in).toBe(180);
      expect((await client.clientCredentialsGrant(configs[0]!)).expires_in).toBe(180);

      let early: client.TokenEndpointResponse | undefined;
      const earlyReads = await statementsReading(db(), 'general_settings', async () => {
        early = await client.clientCredentialsGrant(configs[1]!);
      });
      expect(earlyReads).toBe(0);
      expect(early?.expires_in).toBe(600);

      vi.setSystemTime(Date.now() + 5_001);
      let late: client.TokenEndpointResponse | undefined;
      const lateReads = await statementsReading(db(), 'general_settings', async () => {
        late = await client.clientCredentialsGrant(configs[1]!);
      });
      // Read again once the window passed, from the instance's general-settings cache: the save's notice
      // dropped that, so no statement is needed for the new value.
      expect(lateReads).toBe(0);
      expect(late?.expires_in).toBe(180);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives ID tokens idTokenMinutes, on both instances (a browser request reads the settings at once)', async () => {
    await saveSetting({ idTokenMinutes: 7 });
    for (const i of [0, 1] as const) {
      const { browser } = await signedIn(i);
      const claims = (await signIn(browser, {}, i)).claims();
      expect(claims && claims.exp - claims.iat, `instance ${i}`).toBe(7 * 60);
    }
  });

  it('gives refresh tokens refreshTokenDays, and keeps their grant alive at least as long', async () => {
    await saveSetting({ refreshTokenDays: 3 });
    const { browser } = await signedIn();
    const tokens = await signIn(browser);
    const lifetimeOf = async (token: string) => {
      const seen = await client.tokenIntrospection(configs[0]!, token);
      expect(seen.active).toBe(true);
      return (seen.exp ?? 0) - (seen.iat ?? 0);
    };
    /** The expiry of the stored refresh token `token` and of its grant. */
    const stored = async (token: string) => {
      const [row] = await db()
        .select({ expiresAt: oidcPayloads.expiresAt, grantId: oidcPayloads.grantId })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, 'RefreshToken'), eq(oidcPayloads.id, token)));
      const [grant] = await db()
        .select({ expiresAt: oidcPayloads.expiresAt })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, row?.grantId ?? '')));
      return { token: row?.expiresAt?.getTime() ?? 0, grant: grant?.expiresAt?.getTime() ?? 0 };
    };
    expect(await lifetimeOf(tokens.refresh_token!)).toBe(3 * 86_400);
    const first = await stored(tokens.refresh_token!);
    expect(first.grant).toBeGreaterThanOrEqual(first.token);

    // A longer lifetime now: the rotated token gets it, and its grant is kept alive as long. (The token
    // endpoint accepts settings read up to 5 s ago; the browser's next sign-in reads them at once.)
    await saveSetting({ refreshTokenDays: 5 });
    await signIn(browser);
    const next = await client.refreshTokenGrant(configs[0]!, tokens.refresh_token!);
    expect(await lifetimeOf(next.refresh_token!)).toBe(5 * 86_400);
    const rotated = await stored(next.refresh_token!);
    expect(rotated.token - first.token).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(rotated.grant).toBeGreaterThanOrEqual(rotated.token);
    expect((await client.refreshTokenGrant(configs[0]!, next.refresh_token!)).access_token).toBeTruthy();
  });
});

describe('the session policy', () => {
  beforeAll(() => saveSetting({ sessionIdleMinutes: 10, sessionMaxHours: 1 }));

  /** The provider session row of `userId`: seconds until it expires. */
  const providerSessionLeft = async (userId: number) => {
    const [row] = await db()
      .select({ expiresAt: oidcPayloads.expiresAt })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, 'Session'),
          sql`${oidcPayloads.payload}->>'accountId' = ${String(userId)}`,
        ),
      )
      .orderBy(desc(oidcPayloads.expiresAt))
      .limit(1);
    return ((row?.expiresAt?.getTime() ?? 0) - Date.now()) / 1000;
  };

  it('saves the provider session for sessionIdleMinutes after its last use, never past sessionMaxHours after the sign-in', async () => {
    const fresh = await signedIn();
    await signIn(fresh.browser, { prompt: 'none' });
    expect(await providerSessionLeft(fresh.person.id)).toBeCloseTo(600, -1);
    const older = await signedIn();
    await moveSession(older.person.id, { createdAt: minutesAgo(55) });
    await signIn(older.browser, { prompt: 'none' });
    expect(await providerSessionLeft(older.person.id)).toBeCloseTo(300, -1);
  });

  it('ends single sign-on sessionMaxHours after the sign-in: prompt=none is login_required, a plain request asks for a fresh sign-in', async () => {
    const { browser, person } = await signedIn();
    await signIn(browser, { prompt: 'none' });
    await moveSession(person.id, { createdAt: minutesAgo(61) });
    expect((await authorize(browser, { prompt: 'none' })).searchParams.get('error')).toBe('login_required');
    // (max_age only asks for auth_time in the ID token: the portal session is younger than it.)
    const start = await started({ max_age: '7200' });
    const first = await browser.follow(start.url.href);
    expect(first.url.pathname).toBe('/login');
    const uid = first.url.searchParams.get('interaction');
    // Signing in again (a new portal session) lets the waiting sign-in finish, and silent ones work again.
    const signingIn = await timeSpan(() => createSession(db(), { userId: person.id }));
    browser.signInAs(signingIn.value);
    const back = await browser.follow(`/oidc/interaction/${uid}`);
    const tokens = await redeem(back.url, start);
    expectInSpan(tokens.claims()?.auth_time, signingIn, { unit: 's' });
    expect((await signIn(browser, { prompt: 'none' })).claims()?.sub).toBe(String(person.id));
  });

  it('ends single sign-on after sessionIdleMinutes without a system signing in through it, whatever the portal does meanwhile', async () => {
    const { browser, person } = await signedIn();
    await signIn(browser, { prompt: 'none' });
    // Nine minutes idle: still on, and the use starts the idle time again.
    await moveSession(person.id, { ssoUsedAt: minutesAgo(9) });
    const use = await timeSpan(() => signIn(browser, { prompt: 'none' }));
    const [row] = await db()
      .select({ used: sessions.ssoUsedAt })
      .from(sessions)
      .where(eq(sessions.userId, person.id));
    expectInSpan(row?.used?.getTime(), use);

    await moveSession(person.id, { ssoUsedAt: minutesAgo(11) });
    expect((await authorize(browser, { prompt: 'none' })).searchParams.get('error')).toBe('login_required');
    // The portal itself still works, and using it does not bring single sign-on back.
    expect((await t.as(person).get('/api/v1/account/profile')).statusCode).toBe(200);
    expect((await authorize(browser, { prompt: 'none' })).searchParams.get('error')).toBe('login_required');
    // Nor does a browser without the provider's session: the portal session is not adopted again.
    const other = new Browser(originOf(0));
    other.signInAs(person.token);
    expect((await authorize(other, { prompt: 'none' })).searchParams.get('error')).toBe('login_required');
    expect((await authorize(browser)).pathname).toBe('/login');
  });
});

describe('silent single sign-on off', () => {
  let before: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    await saveSetting({});
    before = await signedIn();
    await signIn(before.browser);
    await saveSetting({ allowSilentSso: false });
  });

  it('answers prompt=none with login_required, with a provider session or a portal session alone', async () => {
    expect((await authorize(before.browser, { prompt: 'none' })).searchParams.get('error')).toBe(
      'login_required',
    );
    const { browser } = await signedIn();
    expect((await authorize(browser, { prompt: 'none' })).searchParams.get('error')).toBe('login_required');
  });

  it('asks a signed-in user to continue on our page, then finishes as them when they do', async () => {
    for (const { browser, person } of [before, await signedIn()]) {
      const start = await started();
      const page = await browser.follow(start.url.href);
      expect(page.url.pathname).toBe('/sso-continue');
      const uid = page.url.searchParams.get('interaction') ?? '';
      const details = await browser.api('GET', `/api/v1/oidc/interaction/${uid}/continue`);
      expect(details.status).toBe(200);
      expect(((await details.json()) as { data: unknown }).data).toEqual({ systemName: 'سامانه آموزش' });
      const answered = await browser.api('POST', `/api/v1/oidc/interaction/${uid}/continue`, {
        approve: true,
      });
      expect(answered.status).toBe(200);
      const { redirectTo } = ((await answered.json()) as { data: { redirectTo: string } }).data;
      const back = await browser.follow(redirectTo);
      expect((await redeem(back.url, start)).claims()?.sub).toBe(String(person.id));
    }
    const logged = await db()
      .select({ event: ssoClientLoginLogs.event })
      .from(ssoClientLoginLogs)
      .where(and(eq(ssoClientLoginLogs.clientId, systemId), eq(ssoClientLoginLogs.userId, before.person.id)));
    expect(logged.filter((row) => row.event === 'authorization')).toHaveLength(2);
  });

  it('lets only the browser sent to the page answer: another user, or the same user elsewhere, gets 404', async () => {
    const { browser } = await signedIn();
    const page = await browser.follow((await started()).url.href);
    const uid = page.url.searchParams.get('interaction') ?? '';
    const path = `/api/v1/oidc/interaction/${uid}/continue`;
    const stranger = await signedIn();
    expect((await stranger.browser.api('POST', path, { approve: true })).status).toBe(404);
    expect((await stranger.browser.api('GET', path)).status).toBe(404);
    browser.cookies.delete('darvazeh_oidc_continue');
    expect((await browser.api('POST', path, { approve: true })).status).toBe(404);
    expect((await new Browser(originOf(0)).api('GET', path)).status).toBe(401);
  });

  it('sends access_denied to the system when the user cancels', async () => {
    const { browser } = await signedIn();
    const page = await browser.follow((await started()).url.href);
    const uid = page.url.searchParams.get('interaction') ?? '';
    const answered = await browser.api('POST', `/api/v1/oidc/interaction/${uid}/continue`, {
      approve: false,
    });
    const { redirectTo } = ((await answered.json()) as { data: { redirectTo: string } }).data;
    const back = await browser.follow(redirectTo);
    expect(back.url.href.startsWith(CALLBACK)).toBe(true);
    expect(back.url.searchParams.get('error')).toBe('access_denied');
  });

  it('lets a user who signs in for the request go on without the continue step', async () => {
    const person = await t.user();
    const browser = new Browser(originOf(0));
    const start = await started();
    const first = await browser.follow(start.url.href);
    expect(first.url.pathname).toBe('/login');
    browser.signInAs(await createSession(db(), { userId: person.id }));
    const back = await browser.follow(`/oidc/interaction/${first.url.searchParams.get('interaction')}`);
    expect((await redeem(back.url, start)).claims()?.sub).toBe(String(person.id));
  });

  it('signs in silently again once turned back on', async () => {
    await saveSetting({ allowSilentSso: true });
    expect((await signIn(before.browser, { prompt: 'none' })).claims()?.sub).toBe(String(before.person.id));
    const { browser, person } = await signedIn();
    expect((await signIn(browser, { prompt: 'none' })).claims()?.sub).toBe(String(person.id));
  });
});
