// Test fixtures: small fake providers on 127.0.0.1 that behave as the real ones do on the wire.
// - `wrapped`: the science ministry's style — no discovery, a multipart token request, user info as
//   `{ data: { … } }`, no ID token.
// - `oidc`: a generic OpenID Connect provider with discovery, RS256 ID tokens and a JWKS.
// Each checks what a real provider checks (client, redirect URI, PKCE S256, single-use codes) and
// records the token requests' content types. `/authorize` signs the configured person in at once.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeProviderKind = 'wrapped' | 'oidc';

/** A running fake provider. */
export type FakeProvider = {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The claims the next sign-in asserts (the subject is `sub`); change it between sign-ins. */
  person: Record<string, string>;
  /** Content types of the token requests received, in order. */
  tokenContentTypes: string[];
  /** Sign the next ID token with this nonce instead of the one asked for (to test the nonce check). */
  forgeNonce: string | null;
  /** Follows an authorization URL as a browser would; answers where the provider sends the browser back. */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
};

type Grant = { redirectUri: string; challenge: string; nonce: string | null; person: Record<string, string> };

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function signJwt(key: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const body = b64url(JSON.stringify(claims));
  return `${head}.${body}.${b64url(sign('sha256', Buffer.from(`${head}.${body}`), key))}`;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The token request's fields: multipart for `wrapped` (anything else refused), form-encoded for `oidc`. */
async function tokenFields(
  kind: FakeProviderKind,
  request: IncomingMessage,
): Promise<Map<string, string> | null> {
  const type = request.headers['content-type'] ?? '';
  const raw = await readBody(request);
  if (kind === 'wrapped') {
    if (!type.startsWith('multipart/form-data')) return null;
    const form = await new Request('http://fake.invalid/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(raw),
    }).formData();
    return new Map([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));
  }
  if (!type.startsWith('application/x-www-form-urlencoded')) return null;
  return new Map(new URLSearchParams(raw.toString()));
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Starts a fake provider of `kind` on 127.0.0.1 with one client. */
export async function startFakeProvider(
  kind: FakeProviderKind,
  person: Record<string, string>,
): Promise<FakeProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(4).toString('hex');
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, Record<string, string>>();
  const server = http.createServer();
  const fake: FakeProvider = {
    url: '',
    clientId: `portal-${kind}`,
    clientSecret: randomBytes(12).toString('hex'),
    person,
    tokenContentTypes: [],
    forgeNonce: null,
    authorize: async (authorizationUrl) => {
      const answer = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = answer.headers.get('location');
      if (answer.status !== 302 || !location) throw new Error(`authorize answered ${answer.status}`);
      return new URL(location);
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', fake.url);
    if (kind === 'oidc' && url.pathname === '/.well-known/openid-configuration') {
      return json(response, 200, {
        issuer: fake.url,
        authorization_endpoint: `${fake.url}/authorize`,
        token_endpoint: `${fake.url}/token`,
        userinfo_endpoint: `${fake.url}/userinfo`,
        jwks_uri: `${fake.url}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (kind === 'oidc' && url.pathname === '/jwks') {
      return json(response, 200, {
        keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
      });
    }
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      if (q.get('client_id') !== fake.clientId || q.get('code_challenge_method') !== 'S256' || !redirectUri)
        return json(response, 400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        redirectUri,
        challenge: q.get('code_challenge') ?? '',
        nonce: q.get('nonce'),
        person: { ...fake.person },
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      return response.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      fake.tokenContentTypes.push(request.headers['content-type'] ?? '');
      const fields = await tokenFields(kind, request);
      if (!fields) return json(response, 400, { error: 'invalid_request' });
      const code = fields.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code);
      const verifier = fields.get('code_verifier') ?? '';
      if (
        !grant ||
        fields.get('grant_type') !== 'authorization_code' ||
        fields.get('client_id') !== fake.clientId ||
        fields.get('client_secret') !== fake.clientSecret ||
        fields.get('redirect_uri') !== grant.redirectUri ||
        b64url(createHash('sha256').update(verifier).digest()) !== grant.challenge
      )
        return json(response, 400, { error: 'invalid_grant' });
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, grant.person);
      const now = Math.floor(Date.now() / 1000);
      const idToken =
        kind === 'oidc'
          ? signJwt(privateKey, kid, {
              iss: fake.url,
              aud: fake.clientId,
              sub: grant.person.sub,
              iat: now,
              exp: now + 300,
              nonce: fake.forgeNonce ?? grant.nonce,
            })
          : undefined;
      return json(response, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 300,
        ...(idToken ? { id_token: idToken } : {}),
      });
    }
    if (url.pathname === '/userinfo') {
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const claims = tokens.get(token);
      if (!claims) return json(response, 401, { error: 'invalid_token' });
      return json(response, 200, kind === 'wrapped' ? { data: claims, status: 200 } : claims);
    }
    return json(response, 404, { error: 'not_found' });
  };

  server.on('request', (request, response) => {
    handle(request, response).catch(() => json(response, 500, { error: 'server_error' }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
