// A public client — a mobile, desktop or single-page app, which cannot keep a secret — signs a user in
// through Darvazeh: the authorization code flow with PKCE, no secret, tokens bound to a DPoP key.
// Run: DARVAZEH_ISSUER=https://portal.example.ac.ir/oidc DARVAZEH_CLIENT_ID=darvazeh-… \
//      REDIRECT_URI=http://127.0.0.1:8765/callback node oidc-public-client.mjs
// (REDIRECT_URI registered exactly, as a loopback address of this machine.)
import { createServer } from 'node:http';
import * as client from 'openid-client';

const issuer = new URL(process.env.DARVAZEH_ISSUER);
const redirectUri = new URL(process.env.REDIRECT_URI);
// Plain http only for a portal on a developer's machine; a real portal is https.
const insecure = issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined;

// Discovery: the endpoints and the keys ID tokens are signed with. client.None(): no secret.
const config = await client.discovery(
  issuer,
  process.env.DARVAZEH_CLIENT_ID,
  undefined,
  client.None(),
  insecure,
);

// A key pair of this app (kept in memory, or in the platform's key store): tokens are bound to it.
const dpop = client.getDPoPHandle(config, await client.randomDPoPKeyPair());
const verifier = client.randomPKCECodeVerifier();
const state = client.randomState();
const nonce = client.randomNonce();
const signIn = client.buildAuthorizationUrl(config, {
  redirect_uri: redirectUri.href,
  // offline_access (granted only with prompt=consent): a refresh token that outlives the user's session.
  scope: 'openid profile offline_access',
  prompt: 'consent',
  code_challenge: await client.calculatePKCECodeChallenge(verifier),
  code_challenge_method: 'S256',
  state,
  nonce,
});

// The browser comes back to the loopback address with the code (or an error).
const callback = await new Promise((resolve) => {
  const server = createServer((req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
      .end('ورود انجام شد؛ این پنجره را ببندید.');
    server.close();
    resolve(new URL(req.url, redirectUri));
  });
  server.listen(Number(redirectUri.port), redirectUri.hostname, () => {
    console.log(`Open in the browser: ${signIn.href}`);
  });
});

const tokens = await client.authorizationCodeGrant(
  config,
  callback,
  { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true },
  undefined,
  { DPoP: dpop },
);
const { sub } = tokens.claims();
const user = await client.fetchUserInfo(config, tokens.access_token, sub, { DPoP: dpop });
// The refresh token is bound to the same key, and replaced on every use: keep the new one.
const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token, undefined, { DPoP: dpop });

console.log(
  JSON.stringify({
    sub,
    name: user.name,
    tokenType: tokens.token_type,
    refreshed: !!refreshed.refresh_token,
  }),
);
