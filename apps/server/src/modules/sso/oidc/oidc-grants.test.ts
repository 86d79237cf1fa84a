// A user's active grants (`GET ssomanagement/grants`, `DELETE ssomanagement/grants/{id}`) through the
// real server, openid-client as the relying party: a grant made by signing in, listed, and taken back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { and, eq, sql } from 'drizzle-orm';
import type { SsoGrant } from '@darvazeh/shared';
import { oidcPayloads, ssoClientLoginLogs } from '../../../db/schema/index.js';
import type { Client } from '../../../test/test-app.js';
import type { TestUser } from '../../../test/factories.js';
import { oidcSystem as registerOidcSystem } from '../sso.fixture.js';
import {
  Browser,
  freePort,
  listeningApp,
  logoutReceiver,
  relyingParty,
  pkceAuthorizationUrl,
} from './oidc-browser.fixture.js';
import { liveGrantsOf } from './oidc-grants.repository.js';
import { expectInSpan, timeSpan } from '../../../test/time-span.js';

const { t, originOf } = listeningApp({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });

const RP = 'http://rp.example.test';
const CALLBACK = `${RP}/callback`;
const GRANTS = '/api/v1/ssomanagement/grants';
let origin: string;
let admin: Client;
let backchannel: Awaited<ReturnType<typeof logoutReceiver>>;

type System = { id: number; config: client.Configuration };

async function oidcSystem(name: string, fields: Record<string, unknown> = {}): Promise<System> {
  const { id, clientId, secret } = await registerOidcSystem(
    admin,
    {
      redirectUris: [CALLBACK],
      grantTypes: ['authorization_code', 'refresh_token'],
      scopes: ['openid', 'profile', 'national_id'],
      ...fields,
    },
    { name },
  );
  return { id, config: await relyingParty(origin, clientId, secret) };
}

/** Signs `browser` into `system` through the code flow; answers the tokens. */
async function signIn(browser: Browser, { config }: System, scope = 'openid profile offline_access') {
  const state = client.randomState();
  const { url, verifier } = await pkceAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope,
    state,
  });
  const back = await browser.follow(url.href);
  if (!back.url.href.startsWith(CALLBACK)) throw new Error(`${back.url.href} ${back.res.status}`);
  return client.authorizationCodeGrant(config, back.url, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
}

const grantsOf = async (as: Client) => {
  const res = await as.get(GRANTS);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { list: SsoGrant[] } }>().data.list;
};

const revocations = (systemId: number) =>
  t.database.db
    .select({ userId: ssoClientLoginLogs.userId, protocol: ssoClientLoginLogs.protocol })
    .from(ssoClientLoginLogs)
    .where(and(eq(ssoClientLoginLogs.clientId, systemId), eq(ssoClientLoginLogs.event, 'revocation')));

beforeAll(async () => {
  origin = originOf();
  backchannel = await logoutReceiver();
  admin = t.as(await t.user({ roles: ['Admin'] }));
});
afterAll(() => new Promise<void>((resolve) => backchannel?.server.close(() => resolve())));

describe('the ladder', () => {
  it('answers 401 to a visitor, on the list and the revocation', async () => {
    const visitor = t.anon;
    expect((await visitor.get(GRANTS)).statusCode).toBe(401);
    expect((await visitor.delete(`${GRANTS}/abcdefghij`)).statusCode).toBe(401);
  });

  it('refuses a malformed grant id with a Persian 400', async () => {
    const res = await t.as(await t.user()).delete(`${GRANTS}/${'a'.repeat(65)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('شناسه دسترسی معتبر نیست.');
  });

  it('answers 404 to a grant that never was', async () => {
    const res = await t.as(await t.user()).delete(`${GRANTS}/no-such-grant`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('این دسترسی یافت نشد یا پیش‌تر لغو شده است.');
  });

  it('lists nothing for a user who has signed into no system', async () => {
    expect(await grantsOf(t.as(await t.user()))).toEqual([]);
  });
});

describe('a grant from signing into a system', () => {
  let system: System;
  let user: TestUser;
  let browser: Browser;
  let tokens: Awaited<ReturnType<typeof signIn>>;
  let signingIn: { from: number; to: number };

  beforeAll(async () => {
    system = await oidcSystem('سامانه آموزش', { backchannelLogoutUri: backchannel.url });
    user = await t.user();
    browser = new Browser(origin);
    browser.signInAs(user.token);
    const span = await timeSpan(() => signIn(browser, system));
    signingIn = span;
    tokens = span.value;
  });

  it('is listed with its system, its dates and what it lets the system see', async () => {
    const [grant, ...others] = await grantsOf(t.as(user));
    expect(others).toEqual([]);
    expect(grant).toMatchObject({
      system: { id: system.id, name: 'سامانه آموزش', logoFileId: null, enabled: true },
      // What the system may ask for, granted at once (it asks no consent).
      scopes: ['openid', 'profile', 'national_id', 'offline_access'],
    });
    const granted = Date.parse(grant!.grantedAt);
    // The grant's payload keeps whole seconds (iat).
    expectInSpan(granted / 1000, signingIn, { unit: 's' });
    expect(Date.parse(grant!.lastUsedAt!)).toBeGreaterThanOrEqual(granted - 1000);
  });

  it('is hidden from another user, whose revocation of it is 404, and it keeps working', async () => {
    const [grant] = await grantsOf(t.as(user));
    const stranger = t.as(await t.user());
    expect(await grantsOf(stranger)).toEqual([]);
    const res = await stranger.delete(`${GRANTS}/${grant!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('این دسترسی یافت نشد یا پیش‌تر لغو شده است.');
    // Not even an Admin takes someone else's grant here.
    expect((await admin.delete(`${GRANTS}/${grant!.id}`)).statusCode).toBe(404);
    expect(await grantsOf(t.as(user))).toHaveLength(1);
    const info = await client.fetchUserInfo(system.config, tokens.access_token, String(user.id));
    expect(info.sub).toBe(String(user.id));
  });

  it('is taken back: its tokens stop working, the system is told, the revocation is logged', async () => {
    const me = t.as(user);
    const [grant] = await grantsOf(me);
    const told = backchannel.tokens.length;
    const res = await me.delete(`${GRANTS}/${grant!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await grantsOf(me)).toEqual([]);
    await expect(client.refreshTokenGrant(system.config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(client.fetchUserInfo(system.config, tokens.access_token, String(user.id))).rejects.toThrow();
    // Nothing of the grant is left in the provider's storage, and no session is bound to it.
    const id = grant!.id;
    const left = await t.database.db
      .select({ model: oidcPayloads.model })
      .from(oidcPayloads)
      .where(
        sql`${oidcPayloads.grantId} = ${id} or ${oidcPayloads.id} = ${id}
          or ${oidcPayloads.payload}::text like ${`%${id}%`}`,
      );
    expect(left).toEqual([]);
    // The system learns on its back channel which session of which user ended.
    expect(backchannel.tokens.length).toBe(told + 1);
    const logout = JSON.parse(
      Buffer.from(backchannel.tokens.at(-1)!.split('.')[1]!, 'base64url').toString(),
    ) as { sub: string; sid?: string; events: object };
    expect(logout.sub).toBe(String(user.id));
    expect(logout.sid).toBe(tokens.claims()?.sid);
    expect(logout.events).toHaveProperty(['http://schemas.openid.net/event/backchannel-logout']);
    expect(await revocations(system.id)).toEqual([{ userId: user.id, protocol: 'oidc' }]);
    // A second revocation finds nothing.
    expect((await me.delete(`${GRANTS}/${grant!.id}`)).statusCode).toBe(404);
  });

  it('leaves the user free to sign in again, which makes a new grant', async () => {
    const again = await signIn(browser, system);
    expect(again.claims()?.sub).toBe(String(user.id));
    const [grant] = await grantsOf(t.as(user));
    expect(grant?.system.id).toBe(system.id);
  });
});

describe('a system that asks for consent', () => {
  it('asks again after its grant was taken back', async () => {
    const system = await oidcSystem('سامانه کتابخانه', { requireConsent: true });
    const user = await t.user();
    const me = t.as(user);
    const browser = new Browser(origin);
    browser.signInAs(user.token);
    const url = (scope: string) =>
      client.buildAuthorizationUrl(system.config, {
        redirect_uri: CALLBACK,
        scope,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).href;
    const first = await browser.follow(url('openid profile'));
    expect(first.url.pathname).toBe('/sso-consent');
    const uid = first.url.searchParams.get('interaction')!;
    const answered = await me.post(`/api/v1/oidc/interaction/${uid}/consent`, { approve: true });
    const back = await browser.follow(answered.json().data.redirectTo);
    expect(back.url.href.startsWith(CALLBACK)).toBe(true);
    const [grant] = await grantsOf(me);
    expect(grant?.scopes).toEqual(['openid', 'profile']);
    expect((await me.delete(`${GRANTS}/${grant!.id}`)).statusCode).toBe(200);
    const next = await browser.follow(url('openid profile'));
    expect(next.url.pathname).toBe('/sso-consent');
  });
});

describe('a disabled system', () => {
  it('keeps its grants listed, without the logo the user may no longer download, and revocable', async () => {
    const system = await oidcSystem('سامانه پژوهش');
    const user = await t.user();
    const browser = new Browser(origin);
    browser.signInAs(user.token);
    await signIn(browser, system);
    const res = await admin.put(`/api/v1/ssomanagement/${system.id}`, {
      name: 'سامانه پژوهش',
      homeUrl: 'https://edu.example.ac.ir/',
      enabled: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const me = t.as(user);
    const [grant] = await grantsOf(me);
    expect(grant?.system).toMatchObject({ id: system.id, enabled: false, logoFileId: null });
    expect((await me.delete(`${GRANTS}/${grant!.id}`)).statusCode).toBe(200);
    expect(await grantsOf(me)).toEqual([]);
  });
});

describe('telling the system', () => {
  it('names the user alone once the provider’s session has ended before the grant', async () => {
    const system = await oidcSystem('سامانه تغذیه', { backchannelLogoutUri: backchannel.url });
    const user = await t.user();
    const browser = new Browser(origin);
    browser.signInAs(user.token);
    await signIn(browser, system);
    await t.database.db
      .delete(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, 'Session'),
          sql`${oidcPayloads.payload}->>'accountId' = ${String(user.id)}`,
        ),
      );
    const me = t.as(user);
    const [grant] = await grantsOf(me);
    const told = backchannel.tokens.length;
    expect((await me.delete(`${GRANTS}/${grant!.id}`)).statusCode).toBe(200);
    expect(backchannel.tokens.length).toBe(told + 1);
    const logout = JSON.parse(
      Buffer.from(backchannel.tokens.at(-1)!.split('.')[1]!, 'base64url').toString(),
    ) as { sub: string; sid?: string };
    expect(logout.sub).toBe(String(user.id));
    expect(logout).not.toHaveProperty('sid');
  });

  it('takes the grant back even when the system cannot be reached', async () => {
    const gone = `http://127.0.0.1:${await freePort()}/backchannel`;
    const system = await oidcSystem('سامانه خوابگاه', { backchannelLogoutUri: gone });
    const user = await t.user();
    const browser = new Browser(origin);
    browser.signInAs(user.token);
    const tokens = await signIn(browser, system);
    const me = t.as(user);
    const [grant] = await grantsOf(me);
    expect((await me.delete(`${GRANTS}/${grant!.id}`)).statusCode).toBe(200);
    expect(await grantsOf(me)).toEqual([]);
    await expect(client.refreshTokenGrant(system.config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});

// The plan on PostgreSQL with 50,000 grants of other users: a user's grants are read through the
// account index, never by reading every grant.
describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('the list’s plan on 50,000 grants', () => {
  it('reads one user’s grants through oidc_payloads_account', async () => {
    const db = t.database.db;
    await db.execute(sql`
      insert into oidc_payloads (model, id, payload, expires_at)
      select 'Grant', 'bulk-' || g,
        jsonb_build_object('accountId', (100000 + g % 20000)::text, 'clientId', 'bulk', 'iat', 1),
        now() + interval '1 day'
      from generate_series(1, 50000) g`);
    await db.execute(sql`analyze oidc_payloads`);
    const query = liveGrantsOf(db, 100001, new Date(), 200);
    const result: unknown = await db.execute(sql`explain ${query.getSQL()}`);
    const plan = (result as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan on oidc_payloads_account/);
    expect(plan).not.toMatch(/Seq Scan on oidc_payloads/);
  });
});
