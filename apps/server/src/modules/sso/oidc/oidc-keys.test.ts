// Rotating the OpenID Connect provider's signing key (issue 17, `/panel/sso/setting`), and withdrawing a
// replaced one at once: openid-client as the relying party against two app instances on one database,
// each listening on its own port.
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { eq } from 'drizzle-orm';
import { oidcKeys } from '../../../db/schema/index.js';
import type { Client } from '../../../test/test-app.js';
import type { TestUser } from '../../../test/factories.js';
import { oidcSystem } from '../sso.fixture.js';
import { Browser, listeningApp, relyingParty, pkceAuthorizationUrl } from './oidc-browser.fixture.js';
import { scheduleOidcCleanup } from './oidc.service.js';
import { expectInSpan, timeSpan } from '../../../test/time-span.js';

const { t, originOf } = listeningApp({ second: true });

const CALLBACK = 'http://rp.example.test/callback';
let admin: Client;
let user: TestUser;
let clientId: string;
let secret: string;

type Jwks = { keys: (JsonWebKey & { kid: string })[] };

/** The relying party's view of instance `i`: discovery (and so the JWKS) fetched now. */
const configOf = (i: 0 | 1) => relyingParty(originOf(i), clientId, secret);

/** A whole code flow on instance `i` for a browser holding the user's portal session; the ID token. */
async function idTokenFrom(i: 0 | 1): Promise<string> {
  const c = await configOf(i);
  const browser = new Browser(originOf(i));
  browser.signInAs(user.token);
  const { url, verifier } = await pkceAuthorizationUrl(c, {
    redirect_uri: CALLBACK,
    scope: 'openid profile',
    state: 'keys',
  });
  const back = await browser.follow(url.href);
  if (!back.url.href.startsWith(CALLBACK)) throw new Error(`${back.url.href} ${back.res.status}`);
  const tokens = await client.authorizationCodeGrant(c, back.url, {
    pkceCodeVerifier: verifier,
    expectedState: 'keys',
    idTokenExpected: true,
  });
  expect(tokens.claims()?.sub).toBe(String(user.id));
  return tokens.id_token as string;
}

const kidOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString()) as { kid: string }).kid;

async function jwksOf(i: 0 | 1): Promise<Jwks> {
  const res = await fetch(`${originOf(i)}/oidc/jwks`);
  expect(res.status).toBe(200);
  return (await res.json()) as Jwks;
}

/** Whether `jwt`'s RS256 signature verifies with the key of its kid in `jwks`, as a relying party checks. */
function verifiesWith(jwks: Jwks, jwt: string): boolean {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const jwk = jwks.keys.find((key) => key.kid === kidOf(jwt));
  if (!jwk) return false;
  return verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
}

beforeAll(async () => {
  admin = t.as(await t.user({ roles: ['Admin'] }));
  user = await t.user({ firstName: 'مریم', lastName: 'احمدی' });
  ({ clientId, secret } = await oidcSystem(
    admin,
    { redirectUris: [CALLBACK], grantTypes: ['authorization_code'], scopes: ['openid', 'profile'] },
    { name: 'سامانه آموزش' },
  ));
});

type Status = {
  oidc: { id: number; keyId: string; signing: boolean; retiresAt: string | null }[];
  graceMinutes: number;
};
const status = async () => (await admin.get('/api/v1/ssomanagement/keys')).json<{ data: Status }>().data;

describe('rotating the OpenID Connect signing key', () => {
  let before = '';
  let oldKid = '';
  let newKid = '';

  it('signs with one key on both instances before the rotation', async () => {
    before = await idTokenFrom(0);
    oldKid = kidOf(before);
    // The second instance builds its provider now, on the old key, and keeps it.
    expect(kidOf(await idTokenFrom(1))).toBe(oldKid);
    expect((await jwksOf(1)).keys.map((key) => key.kid)).toEqual([oldKid]);
    expect((await status()).oidc).toMatchObject([{ keyId: oldKid, signing: true, retiresAt: null }]);
  });

  it('makes a new key the signing one; the old one stays published until the longest token lifetime passes', async () => {
    const rotation = await timeSpan(() =>
      admin.post('/api/v1/ssomanagement/keys/rotate', { protocol: 'oidc' }),
    );
    const res = rotation.value;
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ data: Status }>().data;
    const [fresh, old] = answer.oidc;
    expect(answer.oidc).toHaveLength(2);
    expect(fresh).toMatchObject({ signing: true, retiresAt: null });
    expect(old).toMatchObject({ keyId: oldKid, signing: false });
    newKid = fresh?.keyId ?? '';
    expect(newKid).not.toBe(oldKid);
    // ssoSetting's defaults: refresh tokens live 30 days, the longest lifetime.
    expect(answer.graceMinutes).toBe(30 * 24 * 60);
    expectInSpan(new Date(old?.retiresAt ?? 0).getTime(), rotation, { offsetMs: 30 * 86_400_000 });
  });

  it('issues ID tokens that verify against the published JWKS with the new kid', async () => {
    const after = await idTokenFrom(0);
    expect(kidOf(after)).toBe(newKid);
    const jwks = await jwksOf(0);
    expect(jwks.keys.map((key) => key.kid)).toEqual([newKid, oldKid]);
    expect(verifiesWith(jwks, after)).toBe(true);
    expect(jwks.keys.some((key) => 'd' in key || 'p' in key)).toBe(false);
  });

  it('still verifies a token signed before the rotation', async () => {
    expect(verifiesWith(await jwksOf(0), before)).toBe(true);
  });

  it('is picked up by the second instance on its next request: it signs with the new key', async () => {
    const fromSecond = await idTokenFrom(1);
    expect(kidOf(fromSecond)).toBe(newKid);
    const jwks = await jwksOf(1);
    expect(jwks.keys.map((key) => key.kid)).toEqual([newKid, oldKid]);
    expect(verifiesWith(jwks, fromSecond)).toBe(true);
    expect(verifiesWith(jwks, before)).toBe(true);
  });

  it('finishes on the second instance a sign-in the first began after the rotation (cookies signed with the new cookie key)', async () => {
    const c = await configOf(0);
    const browser = new Browser(originOf(0));
    const { url } = await pkceAuthorizationUrl(c, {
      redirect_uri: CALLBACK,
      scope: 'openid',
      state: 'across',
    });
    const first = await browser.follow(url.href);
    expect(first.url.pathname).toBe('/login');
    const uid = first.url.searchParams.get('interaction') ?? '';
    // The same browser (cookies are per host, not per port) goes on at the other instance once signed in.
    const other = new Browser(originOf(1));
    for (const [name, value] of browser.cookies) other.cookies.set(name, value);
    other.signInAs(user.token);
    const done = await other.request(`/oidc/interaction/${uid}`);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(`/oidc/auth/${uid}`);
  });

  it('drops the old key once its time has run out: from the JWKS at once, from the table by the clean-up job', async () => {
    const db = t.database.db;
    const old = (await status()).oidc.find((key) => !key.signing);
    // The grace passing, without waiting 30 days.
    await db
      .update(oidcKeys)
      .set({ retiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcKeys.id, old?.id ?? 0));
    for (const i of [0, 1] as const) {
      const jwks = await jwksOf(i);
      expect(jwks.keys.map((key) => key.kid)).toEqual([newKid]);
      expect(verifiesWith(jwks, before)).toBe(false);
    }
    expect((await status()).oidc.map((key) => key.keyId)).toEqual([newKid]);
    expect(kidOf(await idTokenFrom(1))).toBe(newKid);
    await scheduleOidcCleanup(db, new Date());
    await t.jobs.runDue();
    expect((await db.select({ id: oidcKeys.id }).from(oidcKeys)).map((row) => row.id)).toEqual([
      (await status()).oidc[0]?.id,
    ]);
  });
});

describe('withdrawing a replaced key at once (a suspected compromise)', () => {
  let before = '';
  let replaced: Status['oidc'][number] | undefined;
  let freshKid = '';
  /** Sign-ins begun on the first instance before the rotation: cookies signed with the replaced cookie key. */
  const begun: { browser: Browser; uid: string }[] = [];

  async function begin(): Promise<{ browser: Browser; uid: string }> {
    const c = await configOf(0);
    const browser = new Browser(originOf(0));
    const { url } = await pkceAuthorizationUrl(c, {
      redirect_uri: CALLBACK,
      scope: 'openid',
      state: 'begun',
    });
    const first = await browser.follow(url.href);
    expect(first.url.pathname).toBe('/login');
    return { browser, uid: first.url.searchParams.get('interaction') ?? '' };
  }

  /** The begun sign-in `i` carried on at the second instance once the browser holds a portal session. */
  function carryOn(i: number): Promise<Response> {
    const { browser, uid } = begun[i] ?? { browser: new Browser(originOf(0)), uid: '' };
    const other = new Browser(originOf(1));
    for (const [name, value] of browser.cookies) other.cookies.set(name, value);
    other.signInAs(user.token);
    return other.request(`/oidc/interaction/${uid}`);
  }

  it('publishes the replaced key on both instances after another rotation', async () => {
    before = await idTokenFrom(1);
    begun.push(await begin(), await begin());
    const res = await admin.post('/api/v1/ssomanagement/keys/rotate', { protocol: 'oidc' });
    expect(res.statusCode, res.body).toBe(200);
    const [fresh, old] = res.json<{ data: Status }>().data.oidc;
    freshKid = fresh?.keyId ?? '';
    replaced = old;
    expect(replaced?.keyId).toBe(kidOf(before));
    for (const i of [0, 1] as const) {
      const jwks = await jwksOf(i);
      expect(jwks.keys.map((key) => key.kid)).toEqual([freshKid, kidOf(before)]);
      expect(verifiesWith(jwks, before)).toBe(true);
      // Each instance now keeps a provider built from both keys.
      expect(kidOf(await idTokenFrom(i))).toBe(freshKid);
    }
    // During the grace the replaced cookie key still verifies: a sign-in begun before goes on.
    const during = await carryOn(0);
    expect(during.status).toBe(303);
    expect(during.headers.get('location')).toContain(`/oidc/auth/${begun[0]?.uid}`);
  });

  it('drops it from the JWKS of both instances at once: a token it signed no longer verifies', async () => {
    const res = await admin.post('/api/v1/ssomanagement/keys/withdraw', {
      protocol: 'oidc',
      id: replaced?.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Status }>().data.oidc.map((key) => key.keyId)).toEqual([freshKid]);
    for (const i of [0, 1] as const) {
      const jwks = await jwksOf(i);
      expect(jwks.keys.map((key) => key.kid)).toEqual([freshKid]);
      expect(verifiesWith(jwks, before)).toBe(false);
    }
  });

  it('still signs with the new key on both instances, as the relying party verifies against the JWKS', async () => {
    for (const i of [0, 1] as const) {
      const token = await idTokenFrom(i);
      expect(kidOf(token)).toBe(freshKid);
      expect(verifiesWith(await jwksOf(i), token)).toBe(true);
    }
  });

  it('no longer accepts a cookie its cookie key signed: a sign-in begun before the rotation starts again', async () => {
    const after = await carryOn(1);
    expect(after.status).toBe(302);
    expect(after.headers.get('location')).toBe('/login');
  });
});
