// Test set-up of the OIDC provider's tests (never imported by the app): the app listening on free local
// ports (one instance or two on one database), openid-client as a relying party, a browser made of fetch
// and a cookie jar, a server that records back-channel logout requests, and a counter of the statements
// the app runs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../plugins/xsrf.js';
import { freePort } from '../../../test/free-port.js';
import { testApp } from '../../../test/test-app.js';

export { freePort };

/**
 * The test app listening on a free local port, its PUBLIC_ORIGIN its own address (the issuer is that and
 * `/oidc`), with `env` besides. With `second`, another instance on the same database listens on a port of
 * its own: its own process state (its own provider and settings cache). `originOf(i)` is instance i's
 * address, known once the hooks have run.
 */
export function listeningApp({
  env = {},
  second = false,
}: { env?: Record<string, string>; second?: boolean } = {}) {
  let ports: [number, number] = [0, 0];
  beforeAll(async () => {
    ports = [await freePort(), second ? await freePort() : 0];
  });
  const originOf = (i: 0 | 1 = 0) => `http://127.0.0.1:${ports[i]}`;
  const t = testApp({ env: () => ({ PUBLIC_ORIGIN: originOf(0), ...env }) });
  let other: FastifyInstance | undefined;
  beforeAll(async () => {
    await t.app.listen({ port: ports[0], host: '127.0.0.1' });
    if (!second) return;
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      CAPTCHA: 'off',
      DATA_DIR: t.dataDir,
      PUBLIC_ORIGIN: originOf(1),
      ...env,
    });
    other = await buildApp(config, { ...t.database, close: async () => undefined }, { pollJobs: false });
    await other.listen({ port: ports[1], host: '127.0.0.1' });
  });
  afterAll(() => other?.close());
  return { t, originOf };
}

/**
 * openid-client as connected system `clientId` of the provider at `origin`: discovery fetched now (and so
 * the JWKS, against which every ID token's signature is checked), plain http allowed.
 */
export async function relyingParty(
  origin: string,
  clientId: string,
  secret: string,
): Promise<client.Configuration> {
  const config = await client.discovery(
    new URL(`${origin}/oidc`),
    clientId,
    undefined,
    client.ClientSecretBasic(secret),
    { execute: [client.allowInsecureRequests] },
  );
  client.enableNonRepudiationChecks(config);
  return config;
}

/**
 * An authorization URL of `config`'s app (its `redirect_uri`, `scope` and any other parameter in
 * `params`) carrying the S256 challenge of a fresh PKCE verifier; and that verifier, which redeems the
 * code the URL leads to.
 */
export async function pkceAuthorizationUrl(
  config: client.Configuration,
  params: Record<string, string>,
): Promise<{ url: URL; verifier: string }> {
  const verifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(config, {
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...params,
  });
  return { url, verifier };
}

/** A browser: keeps cookies (by name) and follows redirects itself, stopping where a test says. */
export class Browser {
  readonly cookies = new Map<string, string>();

  /** `headers`: sent with every request besides the cookies (an X-Forwarded-For behind a proxy). */
  constructor(
    readonly origin: string,
    readonly headers: Record<string, string> = {},
  ) {}

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /expires=.*1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request, no redirect followed. */
  async request(url: string, init: { method?: string; body?: URLSearchParams } = {}): Promise<Response> {
    const res = await fetch(new URL(url, this.origin), {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        ...this.headers,
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.body,
    });
    this.remember(res);
    return res;
  }

  /**
   * Follows redirects from `url` until one leaves the portal's /oidc (the relying party's callback, our
   * /login or /sso-blocked page) or a page answers; returns that URL, or the last response.
   */
  async follow(url: string): Promise<{ url: URL; res: Response }> {
    let next = new URL(url, this.origin);
    for (let hops = 0; hops < 20; hops += 1) {
      const res = await this.request(next.href);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { url: next, res };
      next = new URL(location, next);
      if (next.origin !== this.origin || !next.pathname.startsWith('/oidc')) return { url: next, res };
    }
    throw new Error('too many redirects');
  }

  /** An API call as the web app makes it: the cookies, and the XSRF cookie copied into its header. */
  async api(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const xsrf = this.cookies.get(XSRF_COOKIE) ?? 'browser-xsrf-token';
    this.cookies.set(XSRF_COOKIE, xsrf);
    const res = await fetch(new URL(path, this.origin), {
      method,
      redirect: 'manual',
      headers: {
        ...this.headers,
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        [XSRF_HEADER]: xsrf,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.remember(res);
    return res;
  }

  signInAs(token: string) {
    this.cookies.set('darvazeh_session', token);
  }
}

/** A relying party's back-channel logout endpoint that keeps every logout_token it receives. */
export async function logoutReceiver(): Promise<{ url: string; tokens: string[]; server: Server }> {
  const tokens: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const token = new URLSearchParams(body).get('logout_token');
      if (token) tokens.push(token);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/backchannel`, tokens, server };
}

/**
 * How many statements reading `table` the app runs on `db` while `run` runs: the driver client under the
 * Drizzle handle (PGlite or pg's pool) counts each statement it is given, then is put back.
 */
export async function statementsReading(db: Db, table: string, run: () => Promise<unknown>): Promise<number> {
  type Query = (text: unknown, ...rest: unknown[]) => unknown;
  const driver = (db as unknown as { session: { client: { query: Query } } }).session.client;
  const query = driver.query;
  let count = 0;
  driver.query = function (this: unknown, text, ...rest) {
    const sql = typeof text === 'string' ? text : ((text as { text?: string } | null)?.text ?? '');
    if (sql.includes(`from "${table}"`)) count += 1;
    return query.call(this, text, ...rest);
  };
  try {
    await run();
  } finally {
    driver.query = query;
  }
  return count;
}
