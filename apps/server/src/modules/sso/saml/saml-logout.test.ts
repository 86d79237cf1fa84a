// SAML2 single logout at the identity provider (issue 23 item 7), through the real server listening on a
// local port: two service providers played by @node-saml/node-saml — A told by HTTP-POST (its metadata's
// SingleLogoutService), B by HTTP-Redirect (an address set by hand) — and an OpenID Connect system with a
// back-channel logout endpoint, all signed into from one portal session.
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, ssoClientLoginLogs } from '../../../db/schema/index.js';
import { createSession } from '../../../plugins/session-store.js';
import type { Client, TestUser } from '../../../test/test-app.js';
import {
  Browser as OidcBrowser,
  listeningApp,
  logoutReceiver,
  relyingParty,
  pkceAuthorizationUrl,
} from '../oidc/oidc-browser.fixture.js';
import { created, oidcSystem, systemBody } from '../sso.fixture.js';
import {
  attackerKeys,
  Browser,
  certOfMetadata,
  formOf,
  nodeSamlSp,
  PERSISTENT,
  spKeys,
  type NodeSaml,
  answeredSignIn,
} from './saml.fixture.js';
import { signed } from './saml-response.js';

const { t, originOf } = listeningApp({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
const CALLBACK = 'http://rp.example.test/callback';
let admin: Client;
let idpCert: string;
let backchannel: Awaited<ReturnType<typeof logoutReceiver>>;
let oidc: { id: number; config: client.Configuration };
const systems: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };

/** Service provider `name` as node-saml: its ACS and SingleLogoutService on its own (unreachable) site. */
type Sp = {
  name: string;
  entity: string;
  slo: string;
  saml: NodeSaml;
  /** The same SP with InResponseTo left unchecked (node-saml finds none in a posted LogoutResponse). */
  lenient: NodeSaml;
  /** The same SP with other options (another key, no SingleLogoutService). */
  with: (options: Record<string, unknown>) => NodeSaml;
};
function sp(name: string): Sp {
  const site = `https://${name}.example.ac.ir`;
  const options = {
    issuer: `${site}/saml`,
    audience: `${site}/saml`,
    callbackUrl: `${site}/acs`,
    logoutCallbackUrl: `${site}/slo`,
    entryPoint: `${originOf()}/saml/sso`,
    logoutUrl: `${originOf()}/saml/slo`,
    idpIssuer: `${originOf()}/saml/metadata`,
  };
  return {
    name,
    entity: options.issuer,
    slo: options.logoutCallbackUrl,
    saml: nodeSamlSp(idpCert, options),
    lenient: nodeSamlSp(idpCert, { ...options, validateInResponseTo: 'never' }),
    with: (more) => nodeSamlSp(idpCert, { ...options, ...more }),
  };
}
let spA: Sp;
let spB: Sp;
let spC: Sp;

async function registerSp(systemId: number, metadataXml: string, extra: Record<string, unknown> = {}) {
  const res = await admin.put(`/api/v1/ssomanagement/${systemId}/saml`, {
    metadataXml,
    nameIdFormat: PERSISTENT,
    attributes: ['name'],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { sp: { singleLogout: unknown } } }>().data;
}

beforeAll(async () => {
  admin = t.as(await t.user({ roles: ['Admin'] }));
  idpCert = certOfMetadata((await t.anon.get('/saml/metadata')).body);
  [spA, spB, spC] = [sp('a'), sp('b'), sp('c')];
  for (const key of ['a', 'b', 'c'] as const)
    systems[key] = (
      await created(admin, 'ssomanagement', systemBody({ categoryId: 3, name: `سامانه ${key}` }))
    ).id;
  await registerSp(systems.a, spA.saml.generateServiceProviderMetadata(null, spKeys.certificatePem));
  // B's metadata names no SingleLogoutService: its managers set the address by hand (HTTP-Redirect).
  const bMetadata = spB.with({ logoutCallbackUrl: null });
  await registerSp(systems.b, bMetadata.generateServiceProviderMetadata(null, spKeys.certificatePem), {
    sloUrl: spB.slo,
    sloBinding: 'redirect',
  });
  // C registers neither a certificate (it cannot sign a LogoutRequest) nor a SingleLogoutService.
  await registerSp(
    systems.c,
    spC.with({ logoutCallbackUrl: null, privateKey: null }).generateServiceProviderMetadata(null, null),
  );
  backchannel = await logoutReceiver();
  const registered = await oidcSystem(
    admin,
    {
      redirectUris: [CALLBACK],
      grantTypes: ['authorization_code'],
      scopes: ['openid', 'profile'],
      backchannelLogoutUri: backchannel.url,
    },
    { name: 'سامانه OIDC' },
  );
  oidc = {
    id: registered.id,
    config: await relyingParty(originOf(), registered.clientId, registered.secret),
  };
});
afterAll(() => new Promise<void>((resolve) => backchannel?.server.close(() => resolve())));

/** A node-saml profile after a sign-in: NameID, its format and the SessionIndex. */
type Profile = { nameID: string; nameIDFormat: string; sessionIndex?: string; ID?: string };

/** Signs the browser's user into `to` (SP-initiated, redirect binding); the profile the SP read. */
async function signInto(browser: Browser, to: Sp): Promise<Profile> {
  const { profile } = await to.saml.validatePostResponseAsync({
    SAMLResponse: await answeredSignIn(browser, to.saml),
  });
  return profile as unknown as Profile;
}

/** Signs the portal session `token` into the OIDC system through the code flow. */
async function signIntoOidc(token: string): Promise<void> {
  const browser = new OidcBrowser(originOf());
  browser.signInAs(token);
  const { url, verifier } = await pkceAuthorizationUrl(oidc.config, {
    redirect_uri: CALLBACK,
    scope: 'openid',
  });
  const back = await browser.follow(url.href);
  await client.authorizationCodeGrant(oidc.config, back.url, { pkceCodeVerifier: verifier });
}

/** Where our answer sends the browser: an SP's address and its fields (a redirect's query, or a form's). */
function sentTo(res: LightMyRequestResponse): { at: string; fields: Record<string, string>; query: string } {
  if (res.statusCode === 302) {
    const url = new URL(String(res.headers.location), originOf());
    return {
      at: `${url.origin}${url.pathname}`,
      fields: Object.fromEntries(url.searchParams),
      query: url.search.slice(1),
    };
  }
  expect(res.statusCode, res.body).toBe(200);
  const { action, fields } = formOf(res.body);
  return { at: action, fields, query: '' };
}

/** `to`'s reading of a LogoutRequest we sent it (by its binding). */
async function spReadsRequest(to: Sp, res: LightMyRequestResponse): Promise<Profile> {
  const { at, fields, query } = sentTo(res);
  expect(at).toBe(to.slo);
  const read =
    res.statusCode === 302
      ? await to.saml.validateRedirectAsync(fields, query)
      : await to.saml.validatePostRequestAsync(fields);
  expect(read.profile).not.toBeNull();
  return read.profile as Profile;
}

/** The SP `to` answers our LogoutRequest (by the redirect binding, to our /saml/slo); our answer. */
async function spAnswers(browser: Browser, to: Sp, request: Profile, success = true) {
  const url = new URL(await to.saml.getLogoutResponseUrlAsync(request, '', {}, success));
  expect(`${url.origin}${url.pathname}`).toBe(`${originOf()}/saml/slo`);
  return browser.get(`${url.pathname}${url.search}`);
}

/** `from`'s LogoutRequest for `profile` by the redirect binding, as the path our server is sent to. */
async function logoutUrlOf(from: Sp, profile: Profile, relayState = 'back-to-b'): Promise<string> {
  const url = new URL(await from.saml.getLogoutUrlAsync(profile, relayState, {}));
  return `${url.pathname}${url.search}`;
}

const profileStatus = async (token: string) =>
  (await new Browser(t, { id: 0, username: '', password: '', token }).api('GET', '/api/v1/account/profile'))
    .statusCode;

const logoutLogs = (clientId: number, userId: number) =>
  t.database.db
    .select({ id: ssoClientLoginLogs.id })
    .from(ssoClientLoginLogs)
    .where(
      and(
        eq(ssoClientLoginLogs.clientId, clientId),
        eq(ssoClientLoginLogs.userId, userId),
        eq(ssoClientLoginLogs.event, 'logout'),
      ),
    );

/** A user with a portal session signed into A and B; a Browser carrying that session. */
async function signedIntoBoth(): Promise<{ person: TestUser; browser: Browser; a: Profile; b: Profile }> {
  const person = await t.user();
  const browser = new Browser(t, person);
  return { person, browser, a: await signInto(browser, spA), b: await signInto(browser, spB) };
}

describe('the IdP metadata and the SP settings', () => {
  it('publishes our SingleLogoutService for both bindings', async () => {
    const xml = (await t.anon.get('/saml/metadata')).body;
    for (const binding of ['HTTP-Redirect', 'HTTP-POST'])
      expect(xml).toMatch(
        new RegExp(
          `SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="${originOf()}/saml/slo"`,
        ),
      );
  });

  it("reads the SP's SingleLogoutService from its metadata, or takes one set by hand, and refuses a bad one", async () => {
    const read = async (id: number) =>
      (await admin.get(`/api/v1/ssomanagement/${id}/saml`)).json<{
        data: { idpSloUrl: string; sp: { singleLogout: unknown } };
      }>().data;
    expect((await read(systems.a)).sp.singleLogout).toEqual({ url: spA.slo, binding: 'post', byHand: false });
    expect((await read(systems.b)).sp.singleLogout).toEqual({
      url: spB.slo,
      binding: 'redirect',
      byHand: true,
    });
    expect((await read(systems.a)).idpSloUrl).toBe(`${originOf()}/saml/slo`);
    const bad = await admin.put(`/api/v1/ssomanagement/${systems.b}/saml`, {
      metadataXml: spB.saml.generateServiceProviderMetadata(null, spKeys.certificatePem),
      nameIdFormat: PERSISTENT,
      attributes: [],
      sloUrl: 'https://b.example.ac.ir/slo;x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
    expect((await read(systems.b)).sp.singleLogout).toEqual({
      url: spB.slo,
      binding: 'redirect',
      byHand: true,
    });
  });
});

describe('SP-initiated single logout', () => {
  it('ends the portal session B names, tells A (HTTP-POST) and the OIDC system (back channel), then answers B', async () => {
    const { person, browser, a, b } = await signedIntoBoth();
    await signIntoOidc(person.token);
    // Another portal session of the same user, signed into A too: B did not name it, so it stays.
    const other = new Browser(t, {
      ...person,
      token: await createSession(t.database.db, { userId: person.id }),
    });
    await signInto(other, spA);
    const told = backchannel.tokens.length;

    const toA = await browser.get(await logoutUrlOf(spB, b));
    const request = await spReadsRequest(spA, toA);
    expect({ nameID: request.nameID, sessionIndex: request.sessionIndex }).toEqual({
      nameID: a.nameID,
      sessionIndex: a.sessionIndex,
    });
    const toB = await spAnswers(browser, spA, request);
    const { fields, query } = sentTo(toB);
    expect(sentTo(toB).at).toBe(spB.slo);
    expect(fields.RelayState).toBe('back-to-b');
    expect(await spB.saml.validateRedirectAsync(fields, query)).toEqual({ profile: null, loggedOut: true });

    expect(await profileStatus(person.token)).toBe(401);
    expect(await profileStatus(other.cookies.darvazeh_session as string)).toBe(200);
    expect(backchannel.tokens.length).toBe(told + 1);
    const logout = JSON.parse(Buffer.from(backchannel.tokens.at(-1)!.split('.')[1]!, 'base64url').toString());
    expect(logout).toMatchObject({ sub: String(person.id) });
    for (const id of [systems.a, systems.b, oidc.id]) expect(await logoutLogs(id, person.id)).toHaveLength(1);
  });

  it('takes a LogoutRequest by HTTP-POST and answers it by the binding the SP registered', async () => {
    const person = await t.user();
    const browser = new Browser(t, person);
    const a = await signInto(browser, spA);
    const url = new URL(await spA.saml.getLogoutUrlAsync(a, 'r', {}));
    const xml = (await import('node:zlib'))
      .inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64'))
      .toString();
    const document = signed(xml, spKeys, null, "/*[local-name(.)='LogoutRequest']/*[local-name(.)='Issuer']");
    const answer = await browser.postForm('/saml/slo', {
      SAMLRequest: Buffer.from(document).toString('base64'),
      RelayState: 'r',
    });
    const { at, fields } = sentTo(answer);
    expect(at).toBe(spA.slo);
    expect(String(answer.headers['content-security-policy'])).toContain(`form-action ${spA.slo};`);
    expect(fields.RelayState).toBe('r');
    expect(await spA.lenient.validatePostResponseAsync(fields as { SAMLResponse: string })).toEqual({
      profile: null,
      loggedOut: true,
    });
    expect(await profileStatus(person.token)).toBe(401);
  });

  it('ends only the portal session of the SessionIndex named', async () => {
    const person = await t.user();
    const first = new Browser(t, person);
    const second = new Browser(t, {
      ...person,
      token: await createSession(t.database.db, { userId: person.id }),
    });
    const inFirst = await signInto(first, spB);
    await signInto(second, spB);
    const answer = await first.get(await logoutUrlOf(spB, inFirst));
    expect(sentTo(answer).at).toBe(spB.slo);
    expect(await profileStatus(person.token)).toBe(401);
    expect(await profileStatus(second.cookies.darvazeh_session as string)).toBe(200);
  });
});

describe('IdP-initiated single logout (signing out of the portal)', () => {
  it('sends the browser through A (HTTP-POST) and B (HTTP-Redirect), each confirming, to /logout', async () => {
    const { person, browser, a, b } = await signedIntoBoth();
    const out = await browser.api('GET', '/api/v1/account/logout/false');
    expect(out.statusCode, out.body).toBe(200);
    const start = out.json<{ data: { redirectUrl: string } }>().data.redirectUrl;
    expect(start).toMatch(/^\/saml\/logout\/[\w-]{43}$/);
    expect(await profileStatus(person.token)).toBe(401);

    const toA = await browser.get(start);
    // The SP answers the posted LogoutRequest with a redirect back to us, which the page's form-action
    // must allow too (browsers apply it to a form's redirects).
    expect(String(toA.headers['content-security-policy'])).toContain(`form-action ${spA.slo} 'self';`);
    const askedA = await spReadsRequest(spA, toA);
    expect([askedA.nameID, askedA.sessionIndex]).toEqual([a.nameID, a.sessionIndex]);
    const toB = await spAnswers(browser, spA, askedA);
    const askedB = await spReadsRequest(spB, toB);
    expect([askedB.nameID, askedB.sessionIndex]).toEqual([b.nameID, b.sessionIndex]);
    const end = await spAnswers(browser, spB, askedB);
    expect(end.statusCode).toBe(302);
    expect(end.headers.location).toBe('/logout');
    // Each step once: the start and a LogoutResponse replayed find nothing.
    expect((await browser.get(start)).statusCode).toBe(400);
    expect((await spAnswers(browser, spB, askedB)).body).toContain('خروج یکپارچه ممکن نشد');
  });

  it('ends on /logout?partial=1 when an SP does not confirm', async () => {
    const { browser } = await signedIntoBoth();
    const start = (await browser.api('GET', '/api/v1/account/logout/false')).json<{
      data: { redirectUrl: string };
    }>().data.redirectUrl;
    const askedA = await spReadsRequest(spA, await browser.get(start));
    const askedB = await spReadsRequest(spB, await spAnswers(browser, spA, askedA, false));
    expect((await spAnswers(browser, spB, askedB)).headers.location).toBe('/logout?partial=1');
  });

  it('passes over an SP without a SingleLogoutService: with none to tell, the answer is as before', async () => {
    const person = await t.user();
    const browser = new Browser(t, person);
    await signInto(browser, spC);
    const out = await browser.api('GET', '/api/v1/account/logout/false');
    expect(out.statusCode).toBe(200);
    expect(out.json<{ data: { redirectUrl: string | null } }>().data.redirectUrl).toBeNull();
    expect(await profileStatus(person.token)).toBe(401);
  });
});

describe('hostile LogoutRequests', () => {
  /** B's signed LogoutRequest for `profile`, its query changed by `change`; our answer. */
  async function sendAs(browser: Browser, profile: Profile, change: (query: URLSearchParams) => void) {
    const url = new URL(await spB.saml.getLogoutUrlAsync(profile, '', {}));
    change(url.searchParams);
    return browser.get(`${url.pathname}?${url.searchParams.toString()}`);
  }

  it('refuses unsigned, foreign-signed, replayed and certificate-less requests with a Persian page, ending nothing', async () => {
    const person = await t.user();
    const browser = new Browser(t, person);
    const b = await signInto(browser, spB);
    const refusals = [
      await sendAs(browser, b, (q) => {
        q.delete('Signature');
        q.delete('SigAlg');
      }),
      await browser.get(
        await logoutUrlOf({ ...spB, saml: spB.with({ privateKey: attackerKeys().privateKeyPem }) }, b),
      ),
    ];
    const c = await signInto(browser, spC);
    refusals.push(await browser.get(await logoutUrlOf(spC, c)));
    const replayed = await logoutUrlOf(spB, { ...b, sessionIndex: 'not-a-session' });
    expect((await browser.get(replayed)).statusCode).toBe(302);
    refusals.push(await browser.get(replayed));
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain('<html dir="rtl" lang="fa">');
      expect(res.body).toContain('خروج یکپارچه ممکن نشد');
      expect(res.body).not.toContain('<script');
    }
    expect(refusals[2]?.body).toContain('گواهی امضا');
    expect(refusals[3]?.body).toContain('پیش‌تر استفاده شده');
    expect(await profileStatus(person.token)).toBe(200);
  });

  it("answers a signed request naming another user's sign-in Success, and ends nobody's session", async () => {
    const victim = await t.user();
    const victimBrowser = new Browser(t, victim);
    const theirs = await signInto(victimBrowser, spA);
    // B is a registered SP with a valid signature, but the victim never signed into B.
    const attacker = new Browser(t);
    const answer = await attacker.get(await logoutUrlOf(spB, theirs));
    const { fields, query } = sentTo(answer);
    expect(await spB.saml.validateRedirectAsync(fields, query)).toEqual({ profile: null, loggedOut: true });
    expect(await profileStatus(victim.token)).toBe(200);
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, victim.id));
    expect(live).toHaveLength(1);
  });

  it('refuses a LogoutResponse that answers nothing of ours', async () => {
    const res = await spAnswers(new Browser(t), spA, {
      nameID: '1',
      nameIDFormat: PERSISTENT,
      ID: '_unknown',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('خروج یکپارچه‌ای با این مشخصات در جریان نیست');
  });
});
