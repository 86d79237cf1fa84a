// Where the limits of a connected system are checked (issue 23.6): a limit is about the user, so the
// token endpoint checks it against the address the user signed in from, not the address of the
// system's back end that redeems the code or refreshes; a refusal there says why (access_denied with a
// description) and leaves the refresh token usable once the limit is lifted. Behind a trusted proxy, so
// the browser (X-Forwarded-For) and the system's back end (none: 127.0.0.1) call from different places.
import { beforeAll, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import type { Client } from '../../../test/test-app.js';
import type { TestUser } from '../../../test/factories.js';
import { created, oidcSystem } from '../sso.fixture.js';
import { Browser, listeningApp, relyingParty, pkceAuthorizationUrl } from './oidc-browser.fixture.js';

const { t, originOf } = listeningApp({ env: { TRUST_PROXY: 'true' } });

const CALLBACK = 'http://rp.example.test/callback';
const CAMPUS = '10.0.0.0/8';
let origin: string;
let admin: Client;
let user: TestUser;

beforeAll(async () => {
  origin = originOf();
  admin = t.as(await t.user({ roles: ['Admin'] }));
  user = await t.user();
});

/** A fresh system allowed the code flow and refresh tokens, and openid-client as its back end. */
async function system() {
  const own = await oidcSystem(admin, {
    redirectUris: [CALLBACK],
    grantTypes: ['authorization_code', 'refresh_token', 'client_credentials'],
    scopes: ['openid', 'profile'],
  });
  return { ...own, config: await relyingParty(origin, own.clientId, own.secret) };
}

/** The back end `config` calling from `address` (through the trusted proxy). */
function callingFrom(config: client.Configuration, address: string) {
  config[client.customFetch] = (url, options) =>
    fetch(url, { ...options, headers: { ...options.headers, 'x-forwarded-for': address } });
}

/** `user` signs in to `config`'s system with a browser at `address`; the back end redeems the code. */
async function signInFrom(config: client.Configuration, address: string) {
  const browser = new Browser(origin, { 'x-forwarded-for': address });
  browser.signInAs(user.token);
  const { url, verifier } = await pkceAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope: 'openid profile',
  });
  const back = await browser.follow(url.href);
  expect(back.url.href.startsWith(CALLBACK), back.url.href).toBe(true);
  return client.authorizationCodeGrant(config, back.url, {
    pkceCodeVerifier: verifier,
    idTokenExpected: true,
  });
}

const refused = (description: RegExp) => ({ error: 'access_denied', error_description: description });

describe('address limits at the token endpoint', () => {
  it('lets a user who signed in inside the range through wherever the back end calls from', async () => {
    const own = await system();
    await created(admin, 'ssoiplimit', { clientId: own.id, range: CAMPUS, allowed: true });
    const tokens = await signInFrom(own.config, '10.1.2.3');
    expect((await client.fetchUserInfo(own.config, tokens.access_token, String(user.id))).sub).toBe(
      String(user.id),
    );
    expect((await client.refreshTokenGrant(own.config, tokens.refresh_token!)).access_token).toBeTruthy();
  });

  it('refuses the refresh of a user who signed in outside the range, from a back end inside it, until the limit is lifted', async () => {
    const own = await system();
    const tokens = await signInFrom(own.config, '192.0.2.5');
    const limit = await created(admin, 'ssoiplimit', { clientId: own.id, range: CAMPUS, allowed: true });
    callingFrom(own.config, '10.9.9.9');
    await expect(client.refreshTokenGrant(own.config, tokens.refresh_token!)).rejects.toMatchObject(
      refused(/address/),
    );
    expect((await admin.delete(`/api/v1/ssoiplimit/${limit.id}`)).statusCode).toBe(200);
    expect((await client.refreshTokenGrant(own.config, tokens.refresh_token!)).access_token).toBeTruthy();
  });

  it('answers a silent sign-in (prompt=none) from outside the range with access_denied naming the address', async () => {
    const own = await system();
    await created(admin, 'ssoiplimit', { clientId: own.id, range: CAMPUS, allowed: true });
    const browser = new Browser(origin, { 'x-forwarded-for': '192.0.2.5' });
    browser.signInAs(user.token);
    const { url } = await pkceAuthorizationUrl(own.config, {
      redirect_uri: CALLBACK,
      scope: 'openid',
      prompt: 'none',
    });
    const back = (await browser.follow(url.href)).url;
    expect([back.origin + back.pathname, back.searchParams.get('error')]).toEqual([
      CALLBACK,
      'access_denied',
    ]);
    expect(back.searchParams.get('error_description')).toMatch(/address the user signed in from \(ip\)$/);
  });

  it('holds a system acting for itself (client credentials) to the address it calls from', async () => {
    const own = await system();
    await created(admin, 'ssoiplimit', { clientId: own.id, range: CAMPUS, allowed: true });
    await expect(client.clientCredentialsGrant(own.config)).rejects.toMatchObject(refused(/address/));
    callingFrom(own.config, '10.9.9.9');
    expect((await client.clientCredentialsGrant(own.config)).access_token).toBeTruthy();
  });
});

describe('user limits at the token endpoint', () => {
  it('refuses a denied user’s refresh saying why, and honours the same refresh token once the limit is removed', async () => {
    const own = await system();
    const tokens = await signInFrom(own.config, '10.1.2.3');
    const limit = await created(admin, 'ssouserlimit', { clientId: own.id, userId: user.id, allowed: false });
    await expect(client.refreshTokenGrant(own.config, tokens.refresh_token!)).rejects.toMatchObject(
      refused(/user/),
    );
    expect((await admin.delete(`/api/v1/ssouserlimit/${limit.id}`)).statusCode).toBe(200);
    expect((await client.refreshTokenGrant(own.config, tokens.refresh_token!)).access_token).toBeTruthy();
  });
});
