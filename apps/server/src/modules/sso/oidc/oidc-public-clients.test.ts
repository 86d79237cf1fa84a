// Public clients (issue 23.7): a university's mobile and single-page apps cannot keep a secret, so they
// are registered without one (token_endpoint_auth_method none) and prove themselves with PKCE (S256)
// and their exact redirect URIs alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as client from 'openid-client';
import { ssoOidcClients } from '../../../db/schema/index.js';
import type { Client } from '../../../test/test-app.js';
import { created, systemBody } from '../sso.fixture.js';
import { Browser, listeningApp, pkceAuthorizationUrl } from './oidc-browser.fixture.js';

const { t, originOf } = listeningApp();

const CALLBACK = 'http://127.0.0.1:8765/callback';
const APP = {
  redirectUris: [CALLBACK],
  grantTypes: ['authorization_code', 'refresh_token'],
  scopes: ['openid', 'profile'],
};
let origin: string;
let admin: Client;

const path = (id: number) => `/api/v1/ssomanagement/${id}/oidc`;
const stored = async (id: number) =>
  (await t.database.db.select().from(ssoOidcClients).where(eq(ssoOidcClients.systemId, id)))[0];

beforeAll(async () => {
  origin = originOf();
  admin = t.as(await t.user({ roles: ['Admin'] }));
});

/** A system registered as a public client: its id and client id. */
async function publicApp(fields: Record<string, unknown> = {}) {
  const { id } = await created(admin, 'ssomanagement', systemBody({ name: 'اپلیکیشن دانشجویی' }));
  const res = await admin.put(path(id), { ...APP, publicClient: true, ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return {
    id,
    settings: res.json().data as { clientId: string; secret: string | null; publicClient: boolean },
  };
}

/** openid-client as the public app: no secret, client authentication `none`. */
const appConfig = (clientId: string) =>
  client.discovery(new URL(`${origin}/oidc`), clientId, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });

/** A user signed in through `config`'s app with PKCE: the authorization URL's answer, and the verifier. */
async function authorize(config: client.Configuration, params: Record<string, string> = {}) {
  const { url, verifier } = await pkceAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope: 'openid profile',
    ...params,
  });
  const browser = new Browser(origin);
  browser.signInAs((await t.user()).token);
  return { back: (await browser.follow(url.href)).url, verifier };
}

describe('registering a public client', () => {
  it('creates no secret, answers none and stores none', async () => {
    const { id, settings } = await publicApp();
    expect(settings).toMatchObject({ publicClient: true, secret: null });
    expect((await stored(id))?.secretHash).toBeNull();
    expect((await admin.get(path(id))).json().data).toMatchObject({ publicClient: true, secret: null });
  });

  it('refuses client credentials for a public client, and a secret rotation, in Persian', async () => {
    const { id } = await created(admin, 'ssomanagement', systemBody());
    const res = await admin.put(path(id), {
      ...APP,
      grantTypes: ['authorization_code', 'client_credentials'],
      publicClient: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    const { id: app } = await publicApp();
    const rotate = await admin.post(`${path(app)}/secret`, {});
    expect(rotate.statusCode).toBe(400);
    expect(rotate.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('gives a secret, once, when a public client becomes confidential, and drops it the other way', async () => {
    const { id } = await publicApp();
    const confidential = await admin.put(path(id), { ...APP, publicClient: false });
    expect(confidential.statusCode, confidential.body).toBe(200);
    expect(confidential.json().data.secret).toMatch(/^[\w-]{43}$/);
    expect((await stored(id))?.secretHash).toBeTruthy();
    const again = await admin.put(path(id), { ...APP, publicClient: true });
    expect(again.json().data).toMatchObject({ publicClient: true, secret: null });
    expect((await stored(id))?.secretHash).toBeNull();
  });
});

describe('a public client signing a user in', () => {
  it('redeems a code with PKCE and no secret, and refreshes', async () => {
    const { settings } = await publicApp();
    const config = await appConfig(settings.clientId);
    const { back, verifier } = await authorize(config);
    const tokens = await client.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      idTokenExpected: true,
    });
    expect(tokens.claims()?.aud).toBe(settings.clientId);
    expect((await client.refreshTokenGrant(config, tokens.refresh_token!)).access_token).toBeTruthy();
  });

  it('refuses an authorization without PKCE, and a code redeemed without its verifier', async () => {
    const { settings } = await publicApp();
    const config = await appConfig(settings.clientId);
    const url = client.buildAuthorizationUrl(config, { redirect_uri: CALLBACK, scope: 'openid' });
    const browser = new Browser(origin);
    const refused = (await browser.follow(url.href)).url;
    expect(refused.searchParams.get('error')).toBe('invalid_request');
    const { back } = await authorize(config);
    await expect(
      client.authorizationCodeGrant(config, back, { pkceCodeVerifier: client.randomPKCECodeVerifier() }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});
