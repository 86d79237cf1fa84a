// DPoP (RFC 9449), which discovery advertises (issue 23.7): a system that proves possession of a key
// gets tokens bound to it, end to end with openid-client — the code redeemed, userinfo, the refresh
// token of a public client — and the same tokens are refused without the key.
import { beforeAll, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import type { Client } from '../../../test/test-app.js';
import { oidcSystem } from '../sso.fixture.js';
import { Browser, listeningApp, pkceAuthorizationUrl } from './oidc-browser.fixture.js';

const { t, originOf } = listeningApp();

const CALLBACK = 'http://127.0.0.1:8765/callback';
let origin: string;
let admin: Client;
let config: client.Configuration;

beforeAll(async () => {
  origin = originOf();
  admin = t.as(await t.user({ roles: ['Admin'] }));
  const { clientId } = await oidcSystem(admin, {
    redirectUris: [CALLBACK],
    grantTypes: ['authorization_code', 'refresh_token'],
    scopes: ['openid', 'profile'],
    publicClient: true,
  });
  config = await client.discovery(new URL(`${origin}/oidc`), clientId, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
});

/** A user signed in through the public app; the code redeemed with a DPoP proof of `dpop`'s key. */
async function signIn(dpop: client.DPoPHandle) {
  const { url, verifier } = await pkceAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope: 'openid profile',
  });
  const browser = new Browser(origin);
  const user = await t.user();
  browser.signInAs(user.token);
  const back = (await browser.follow(url.href)).url;
  const tokens = await client.authorizationCodeGrant(
    config,
    back,
    { pkceCodeVerifier: verifier },
    undefined,
    {
      DPoP: dpop,
    },
  );
  return { tokens, user };
}

describe('DPoP', () => {
  it('is advertised with the algorithms it accepts', () => {
    expect(config.serverMetadata().dpop_signing_alg_values_supported).toEqual(
      expect.arrayContaining(['ES256']),
    );
  });

  it('binds the tokens to the key: userinfo and refresh with the proof, refused without it', async () => {
    const dpop = client.getDPoPHandle(config, await client.randomDPoPKeyPair());
    const { tokens, user } = await signIn(dpop);
    expect(tokens.token_type.toLowerCase()).toBe('dpop');
    const me = await client.fetchUserInfo(config, tokens.access_token, String(user.id), { DPoP: dpop });
    expect(me.sub).toBe(String(user.id));
    // The access token alone, as a bearer token, is refused.
    const bearer = await fetch(`${origin}/oidc/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(bearer.status).toBe(401);
    // The refresh token of a public client is bound too: another key cannot use it, the right one can.
    const other = client.getDPoPHandle(config, await client.randomDPoPKeyPair());
    await expect(
      client.refreshTokenGrant(config, tokens.refresh_token!, undefined, { DPoP: other }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    const next = await client.refreshTokenGrant(config, tokens.refresh_token!, undefined, { DPoP: dpop });
    expect(next.token_type.toLowerCase()).toBe('dpop');
  });
});
