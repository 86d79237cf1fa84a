import { createHash, randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import path from 'node:path';
import {
  f1,
  latencyPercentiles,
  loadNow,
  median,
  onEachDatabase,
  quantile,
  root,
  spawnTarget,
  type Section,
} from '../lib.js';
import { adminOf, post, type Admin } from './organisation.js';

/** Interleaved rounds of each measurement, after one warm-up round of each. */
const ROUNDS = 3;
const TOKEN_SECONDS = 5;
const TOKEN_CONNECTIONS = 10;
const LOGIN_SECONDS = 5;
const WORKERS = 4;
const WARM_UP_SECONDS = 2;
const CALLBACK = 'http://rp.example.test/callback';
const SCOPES = ['openid', 'profile'];

type Client = { id: string; secret: string };

/** Through the API as the Admin: a connected system (OpenID Connect) and its settings; the secret shown once. */
async function oidcClientOf(admin: Admin): Promise<Client> {
  const system = (await post(admin, 'ssomanagement', {
    name: 'سامانه آموزش',
    description: 'ثبت‌نام و انتخاب واحد',
    homeUrl: 'https://edu.example.ac.ir/',
    categoryId: 1,
  })) as { id: number };
  const res = await fetch(`${admin.url}/api/v1/ssomanagement/${system.id}/oidc`, {
    method: 'PUT',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      redirectUris: [CALLBACK],
      grantTypes: ['authorization_code', 'client_credentials'],
      scopes: SCOPES,
    }),
  });
  if (!res.ok) throw new Error(`ssomanagement/${system.id}/oidc: ${res.status} ${await res.text()}`);
  const { clientId, secret } = ((await res.json()) as { data: { clientId: string; secret: string } }).data;
  return { id: clientId, secret };
}

/** client_secret_basic (RFC 6749 §2.3.1: each part form-encoded, then Base64). */
const basic = (client: Client) =>
  `Basic ${Buffer.from(`${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`).toString('base64')}`;

const hasAccessToken = (body: string | Buffer | undefined) => {
  try {
    return typeof (JSON.parse(String(body)) as { access_token?: unknown }).access_token === 'string';
  } catch {
    return false;
  }
};

/** Whether the ratios reach the 0.5 aim, named per database where they part. */
function verdictOf(ratios: { db: string; ratio: number }[]): string {
  const below = ratios.filter((x) => x.ratio < 0.5).map((x) => x.db);
  if (below.length === 0) return 'the aim is met';
  if (below.length === ratios.length) return 'below the aim';
  return `below the aim on ${below.join(' and ')}, met on the others`;
}

/** One autocannon run of client-credentials token requests; every answer must be a 200 with an access token. */
function tokenRun(tokenUrl: string, client: Client, resource: string | null, duration: number) {
  return latencyPercentiles({
    url: tokenUrl,
    method: 'POST',
    connections: TOKEN_CONNECTIONS,
    duration,
    headers: { authorization: basic(client), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      ...(resource === null ? {} : { resource }),
    }).toString(),
    verifyBody: hasAccessToken,
  });
}

/** A browser's cookies, by name. */
class Jar {
  readonly cookies = new Map<string, string>();

  constructor(header = '') {
    for (const pair of header.split(';')) {
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || attributes.some((a) => /expires=.*1970/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Where a relying party sends a browser and posts codes. */
type Endpoints = { origin: string; authorize: string; token: string };

/**
 * One sign-in into the system: authorize with PKCE (S256), following redirects (with `jar`'s cookies) to
 * the callback's code, then the code redeemed at the token endpoint with the verifier. Answers how many
 * HTTP requests it took; throws unless the token answer is a 200 with an access token and an ID token.
 */
async function login(at: Endpoints, client: Client, jar: Jar): Promise<number> {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  let url = new URL(at.authorize);
  url.search = new URLSearchParams({
    client_id: client.id,
    response_type: 'code',
    redirect_uri: CALLBACK,
    scope: SCOPES.join(' '),
    state,
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  let requests = 0;
  let code: string | null = null;
  while (code === null) {
    if (requests === 10) throw new Error(`${at.authorize}: too many redirects`);
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    requests += 1;
    jar.keep(res);
    const location = res.headers.get('location');
    const text = await res.text();
    if (res.status < 300 || res.status >= 400 || !location)
      throw new Error(`${url.href}: ${res.status} without a redirect: ${text.slice(0, 300)}`);
    const next = new URL(location, url);
    if (next.href.startsWith(CALLBACK)) {
      if (next.searchParams.get('state') !== state) throw new Error(`${next.href}: wrong state`);
      code = next.searchParams.get('code');
      if (!code) throw new Error(`${next.href}: no code`);
    } else {
      // Our issuer names http://localhost:PORT; the server listens on 127.0.0.1.
      url = new URL(`${next.pathname}${next.search}`, at.origin);
    }
  }
  const res = await fetch(at.token, {
    method: 'POST',
    headers: { authorization: basic(client), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
    }),
  });
  const tokens = (await res.json().catch(() => ({}))) as { access_token?: unknown; id_token?: unknown };
  if (res.status !== 200 || typeof tokens.access_token !== 'string' || typeof tokens.id_token !== 'string')
    throw new Error(`${at.token}: ${res.status} ${JSON.stringify(tokens)}`);
  return requests + 1;
}

/** A way of signing in: the endpoints, and the browser each sign-in of a worker uses. */
type LoginTarget = { label: string; at: Endpoints; browser: (worker: number) => Jar };

type LoginRound = { perSecond: number; times: number[]; requests: number };

/** WORKERS sign-ins at a time, each worker one after another, for `seconds`. */
async function loginRound(target: LoginTarget, client: Client, seconds: number): Promise<LoginRound> {
  const times: number[] = [];
  let requests = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      while (performance.now() < end) {
        const begun = performance.now();
        requests = await login(target.at, client, target.browser(worker));
        times.push(performance.now() - begun);
      }
    }),
  );
  return { perSecond: times.length / ((performance.now() - start) / 1000), times, requests };
}

type TokenFigures = { rps: number[]; p50: number[]; p95: number[]; p99: number[] };
type LoginFigures = { label: string; rounds: LoginRound[] };

async function measure(env: Record<string, string>) {
  const ours = await spawnTarget(path.join(root, 'apps/server/dist/server.js'), { CAPTCHA: 'off', ...env });
  try {
    const admin = await adminOf(ours.url);
    const client = await oidcClientOf(admin);
    // Without PUBLIC_ORIGIN the web services resource is named from localhost and the port (wsResourceOf);
    // the bare provider knows the same name as its one resource.
    const resource = `http://localhost:${new URL(ours.url).port}/ws`;
    const bare = await spawnTarget(path.join(root, 'bench/fixtures/bare-oidc-server.mjs'), {
      CLIENT_ID: client.id,
      CLIENT_SECRET: client.secret,
      REDIRECT_URI: CALLBACK,
      CLIENT_SCOPE: SCOPES.join(' '),
      RESOURCE: resource,
    });
    try {
      // Interleaved: ours and bare for an opaque token (no resource), then for a JWT of the web services.
      const tokenTargets = [null, resource].flatMap((asked) => [
        { url: `${ours.url}/oidc/token`, resource: asked },
        { url: `${bare.url}/token`, resource: asked },
      ]);
      const tokens: TokenFigures[] = tokenTargets.map(() => ({ rps: [], p50: [], p95: [], p99: [] }));
      for (const t of tokenTargets) await tokenRun(t.url, client, t.resource, WARM_UP_SECONDS);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [i, t] of tokenTargets.entries()) {
          const run = await tokenRun(t.url, client, t.resource, TOKEN_SECONDS);
          const figures = tokens[i] as TokenFigures;
          figures.rps.push(run.rps);
          figures.p50.push(run.p50);
          figures.p95.push(run.p95);
          figures.p99.push(run.p99);
        }
      }

      const oursAt = {
        origin: ours.url,
        authorize: `${ours.url}/oidc/auth`,
        token: `${ours.url}/oidc/token`,
      };
      const portal = admin.headers.cookie ?? '';
      const keptOurs = Array.from({ length: WORKERS }, () => new Jar(portal));
      const keptBare = Array.from({ length: WORKERS }, () => new Jar());
      const targets: LoginTarget[] = [
        {
          label: 'ours, the portal session only (a fresh browser each time)',
          at: oursAt,
          browser: () => new Jar(portal),
        },
        {
          label: 'ours, the provider session kept (a second sign-in of the same browser)',
          at: oursAt,
          browser: (w) => keptOurs[w] as Jar,
        },
        {
          label:
            'bare oidc-provider, its session kept (signed in once by an interaction that signs in at once)',
          at: { origin: bare.url, authorize: `${bare.url}/auth`, token: `${bare.url}/token` },
          browser: (w) => keptBare[w] as Jar,
        },
      ];
      for (const target of targets) await loginRound(target, client, WARM_UP_SECONDS);
      const logins: LoginFigures[] = targets.map((t) => ({ label: t.label, rounds: [] }));
      for (let round = 0; round < ROUNDS; round += 1)
        for (const [i, target] of targets.entries())
          (logins[i] as LoginFigures).rounds.push(await loginRound(target, client, LOGIN_SECONDS));
      return { tokens, logins };
    } finally {
      await bare.stop();
    }
  } finally {
    await ours.stop();
  }
}

/** Client-credentials tokens and code-flow sign-ins of our provider against a bare oidc-provider. */
export async function ssoSuite(): Promise<Section> {
  const loadBefore = loadNow();
  const results = await onEachDatabase(measure);
  const loadAfter = loadNow();
  const tokenRows = results.flatMap(([db, r]) => {
    const row = (token: string, label: string, t: TokenFigures) =>
      `| ${db} | ${token} | ${label} | ${median(t.rps).toFixed(0)} | ${f1(median(t.p50))} | ${f1(median(t.p95))} | ${f1(median(t.p99))} | ${t.rps.map((x) => x.toFixed(0)).join(', ')} |`;
    const [oOpaque, bOpaque, oJwt, bJwt] = r.tokens as [
      TokenFigures,
      TokenFigures,
      TokenFigures,
      TokenFigures,
    ];
    return [
      ['opaque (no resource)', oOpaque, bOpaque],
      ['JWT, RS256 (`resource` the web services)', oJwt, bJwt],
    ].flatMap(([token, o, b]) => [
      row(token as string, 'Darvazeh `/oidc/token`', o as TokenFigures),
      row(token as string, 'bare oidc-provider `/token`', b as TokenFigures),
      `| ${db} | ${token as string} | **ours ÷ bare** | **${(median((o as TokenFigures).rps) / median((b as TokenFigures).rps)).toFixed(2)}** |  |  |  |  |`,
    ]);
  });
  const jwtRatios = results.map(([db, r]) => {
    const [, , o, b] = r.tokens;
    return { db, ratio: median((o as TokenFigures).rps) / median((b as TokenFigures).rps) };
  });
  const jwtVerdict = `In this run the JWT ratio is ${jwtRatios.map((x) => `${x.ratio.toFixed(2)} on ${x.db}`).join(' and ')}: ${verdictOf(jwtRatios)}.`;
  const loginRows = results.flatMap(([db, r]) => {
    const bare = r.logins[r.logins.length - 1] as LoginFigures;
    const bareRate = median(bare.rounds.map((x) => x.perSecond));
    return r.logins.map((l) => {
      const rate = median(l.rounds.map((x) => x.perSecond));
      const times = l.rounds.flatMap((x) => x.times);
      return `| ${db} | ${l.label} | ${l.rounds[0]?.requests ?? 0} | ${f1(rate)} | ${f1(quantile(times, 0.5))} | ${f1(quantile(times, 0.95))} | ${l.rounds.map((x) => f1(x.perSecond)).join(', ')} | ${(rate / bareRate).toFixed(2)} |`;
    });
  });
  return {
    title: 'Single sign-on: client-credentials tokens and sign-ins against a bare oidc-provider',
    body: [
      `A fresh server per database. Through the API, the Admin creates a connected system (OpenID Connect) and saves its settings (grants \`authorization_code\` and \`client_credentials\`, scopes ${SCOPES.map((s) => `\`${s}\``).join(' ')}), which answers the client id and the secret once. The baseline, started beside it in its own Node process in the same run (bench/fixtures/bare-oidc-server.mjs), is the same oidc-provider from node_modules with its default in-memory adapter and that client as a static client: the same client authentication (\`client_secret_basic\`), RS256 ID tokens, PKCE required, the same resource indicators (one resource, our web services' name \`{origin}/ws\`, answered with an RS256 JWT access token; no resource asked for, an opaque one saved through the adapter), the same lifetimes, and a grant of the client's scopes without a consent page. Ours in addition finds the client (\`sso_oidc_clients\` joined to the system) and passes the SSO gate (the system and its limits) through the instance's caches, which notices from every instance drop (migration 0042), saves opaque tokens in \`oidc_payloads\` (a JWT is not saved: the web services check it offline) and writes a login log row before it answers.`,
      '',
      `**Client credentials**: \`POST\` the token endpoint with \`grant_type=client_credentials\` and \`client_secret_basic\`, without a resource (an opaque token, the integration guide's example) and with \`resource\` the web services (a JWT, what a system calling \`/ws/call\` asks for); autocannon with ${TOKEN_CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${TOKEN_SECONDS} s (ours, bare, ours, bare for each kind of token, …) after a ${WARM_UP_SECONDS} s warm-up of each; every answer must be a 200 with an \`access_token\` (the run fails otherwise). Medians of the rounds; latencies are every answer's time, p50/p95/p99 of each round, median over the rounds.`,
      '',
      '| database | access token | target | tokens/s (median) | p50 ms | p95 ms | p99 ms | rounds tokens/s |',
      '|---|---|---|---:|---:|---:|---:|---|',
      ...tokenRows,
      '',
      `**Sign-ins (authorization code)**: one sign-in is \`GET\` authorize with PKCE (S256), a state and a nonce, redirects followed with the browser's cookies until the callback's code, then the code redeemed at the token endpoint with the verifier (a 200 with an access token and an ID token, or the run fails). ${WORKERS} workers sign in one after another for ${LOGIN_SECONDS} s a round, ${ROUNDS} interleaved rounds after a ${WARM_UP_SECONDS} s warm-up of each; logins/s is the median of the rounds, p50/p95 over every sign-in of the rounds. The bench process (PKCE, fetch) shares the machine with the servers. Ours signs a browser that carries only the Admin's portal session cookie in silently (the \`portal\` prompt adopts the portal session: one redirect straight to the callback); a browser that kept the provider's session cookie from an earlier sign-in has its portal session checked again (the \`login\` prompt's \`portal_session\` check) and its grant found. The bare provider has no portal: its browsers signed in once (during the warm-up) through an interaction that signs the one account in at once, and then sign in with the provider session kept, the same two requests as ours.`,
      '',
      '| database | sign-in | HTTP requests | logins/s (median) | p50 ms | p95 ms | rounds logins/s | ÷ bare |',
      '|---|---|---:|---:|---:|---:|---|---:|',
      ...loginRows,
      '',
      `Aim (issue 17, then issue 27): ours ≥ 0.8, then ≥ 0.5 × the bare provider's tokens/s; the web services' tokens may be JWTs checked without a statement, a user's (authorization code) stay in the database. The bare provider touches no database. For a JWT ours runs no statement of its own: the client, the gate's facts and whether a restore holds the portal in maintenance (migration 0046) come from the instance's caches, and its login log row goes in one insert with the rows of the other tokens answered at the same time (\`db/grouped-writes.ts\`; each answer waits for its row). An opaque token adds its row in \`oidc_payloads\`. The sign-ins were counted at 17 statements for a fresh browser and 18 with the provider session kept when this suite was written (authorize: the client, the portal session, the account, the gate, the grant, code and session rows, a log row; token: the client, the code, its session and grant, the code consumed, the account, the gate, the access token, a log row); the client and the gate have been cached since. PGlite runs every statement one at a time in the server's own process.`,
      '',
      jwtVerdict +
        ' ' +
        `What limits the JWT ratio: both sides sign one RS256 token each, which is most of the bare provider's work; ours in addition passes Fastify (routing, the maintenance hook) before handing the request to the provider, copies the cached client and gate facts, and waits for its log row's group insert — on PGlite a commit in the server's own thread, on PostgreSQL a round trip. An opaque token stays far below (a row written per token, as every token, code and grant a user gets): keeping them in one process's memory as the baseline does would mean only the issuing instance could revoke or introspect them and a restart would sign every system out.`,
      '',
      Math.max(loadBefore, loadAfter) > cpus().length
        ? `Other work shared the ${cpus().length} cores (load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end), so compare the ratios.`
        : `Load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end.`,
    ].join('\n'),
  };
}
