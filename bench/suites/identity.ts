import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, requestsPerSecond, root, scratchPostgres, spawnTarget, type Section } from '../lib.js';

const PASSWORD = 'Bench-Admin-1!';
const XSRF = 'bench-xsrf';

type HashModule = {
  hashPassword: (p: string) => Promise<string>;
  verifyPassword: (h: string, p: string) => Promise<boolean>;
};

/** Verifications per second of our argon2id parameters, in this process, with `parallel` in flight. */
async function rawVerifyRate(seconds: number, parallel: number): Promise<number> {
  const file = pathToFileURL(path.join(root, 'apps/server/dist/modules/identity/password-hash.js')).href;
  const { hashPassword, verifyPassword } = (await import(file)) as HashModule;
  const hash = await hashPassword(PASSWORD);
  const end = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (Date.now() < end) {
        await verifyPassword(hash, PASSWORD);
        done += 1;
      }
    }),
  );
  return done / seconds;
}

/** Signs the bench's admin in; answers the session cookie. */
export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('darvazeh_session='));
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0] as string;
}

/** Authenticated profile reads and /healthz, each the median of 3 runs, against the server at `url`. */
export async function profileAgainstHealthz(url: string): Promise<{ profile: number; health: number }> {
  const cookie = await signIn(url);
  const profile: number[] = [];
  const health: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    profile.push(await requestsPerSecond({ url: `${url}/api/v1/account/profile`, headers: { cookie } }));
    health.push(await requestsPerSecond({ url: `${url}/healthz` }));
  }
  return { profile: median(profile), health: median(health) };
}

/** Sign-ins per second with the real hash against the raw hash rate; authenticated profile reads against /healthz. */
export async function identitySuite(): Promise<Section> {
  const server = await spawnTarget(path.join(root, 'apps/server/dist/server.js'), { CAPTCHA: 'off' });
  const rows: string[] = [];
  const reads: [string, { profile: number; health: number }][] = [];
  try {
    const raw = await rawVerifyRate(5, 4);
    const login = await requestsPerSecond({
      url: `${server.url}/api/v1/account/login`,
      method: 'POST',
      connections: 4,
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    rows.push(
      '| sign-ins per second (`POST account/login`, 4 connections) | raw argon2id verifications per second (same parameters, 4 in flight, bench process) | ratio |',
      '|---:|---:|---:|',
      `| ${login.toFixed(1)} | ${raw.toFixed(1)} | ${(login / raw).toFixed(2)} |`,
      '',
    );
    reads.push(['PGlite (embedded)', await profileAgainstHealthz(server.url)]);
  } finally {
    await server.stop();
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const scratch = await scratchPostgres(adminUrl);
    const onPg = await spawnTarget(path.join(root, 'apps/server/dist/server.js'), {
      CAPTCHA: 'off',
      DATABASE_URL: scratch.url,
    });
    try {
      reads.push(['PostgreSQL 15 (local)', await profileAgainstHealthz(onPg.url)]);
    } finally {
      await onPg.stop();
      await scratch.drop();
    }
  }
  rows.push(
    '| database | authenticated `GET account/profile` req/s (median of 3) | `/healthz` req/s, same server (median of 3) | ratio |',
    '|---|---:|---:|---:|',
    ...reads.map(
      ([db, r]) =>
        `| ${db} | ${r.profile.toFixed(0)} | ${r.health.toFixed(0)} | ${(r.profile / r.health).toFixed(2)} |`,
    ),
  );
  return {
    title: 'Sign-in and authenticated reads',
    body: [
      'argon2id at 19 MiB, 2 iterations, 1 lane: the sign-in rate is bounded by the hash by design. A profile read resolves the session, the user and the roles from the session cache of the instance (lifetimes, lock and security stamp checked on every request; one query when the cache lacks it, and a notice from any change to the session, the user or the roles drops it: docs/ARCHITECTURE.md, “Notices and caches across instances”) and builds the SPEC §3 profile. PGlite answers one query at a time in the server process; the PostgreSQL row appears when `TEST_DATABASE_URL` is set.',
      '',
      ...rows,
    ].join('\n'),
  };
}
