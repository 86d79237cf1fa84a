// One authorization code, and one refresh token, redeemed 10 times at once: exactly one redemption
// succeeds (the adapter's consume is a compare-and-set). Meant for PostgreSQL, where the requests really
// run in parallel on several connections; PGlite runs them one after another and must agree.
import { beforeAll, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { oidcSystem } from '../sso-fixtures.js';
import { Browser, listeningApp, relyingParty } from './oidc-browser.js';

const { t, originOf } = listeningApp();

const CALLBACK = 'http://rp.example.test/callback';
const TIMES = 10;
let origin: string;
let basic: string;
let config: client.Configuration;
let browser: Browser;

beforeAll(async () => {
  origin = originOf();
  const admin = t.as(await t.user({ roles: ['Admin'] }));
  const { clientId, secret } = await oidcSystem(admin, {
    redirectUris: [CALLBACK],
    grantTypes: ['authorization_code', 'refresh_token'],
  });
  basic = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
  config = await relyingParty(origin, clientId, secret);
  browser = new Browser(origin);
  browser.signInAs((await t.user()).token);
});

/** POSTs the same token request TIMES times at once; answers the statuses. */
async function tokenRequests(body: Record<string, string>): Promise<number[]> {
  const once = () =>
    fetch(`${origin}/oidc/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body),
    }).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    });
  return Promise.all(Array.from({ length: TIMES }, once));
}

async function code(): Promise<{ code: string; verifier: string; back: URL }> {
  const verifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope: 'openid',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const { url: back } = await browser.follow(url.href);
  const found = back.searchParams.get('code');
  if (!found) throw new Error(`no code: ${back.href}`);
  return { code: found, verifier, back };
}

describe('redeeming one artefact in parallel', () => {
  it('gives tokens for one code exactly once', async () => {
    const { code: value, verifier } = await code();
    const statuses = await tokenRequests({
      grant_type: 'authorization_code',
      code: value,
      code_verifier: verifier,
      redirect_uri: CALLBACK,
    });
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(TIMES - 1);
  });

  it('rotates one refresh token exactly once', async () => {
    const { verifier, back } = await code();
    const tokens = await client.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      idTokenExpected: true,
    });
    const statuses = await tokenRequests({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
    });
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(TIMES - 1);
  });
});
