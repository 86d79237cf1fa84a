// docs/INTEGRATION.md's OpenID Connect examples (issue 23.7): every example is a real file beside the
// guide, quoted in it verbatim (checked here), and the runnable ones run as a reader would run them —
// `node docs/integration/examples/….mjs` with their environment — against this portal listening on a
// local port, a signed-in user's browser doing the user's part of the sign-in.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../test/test-app.js';
import { oidcSystem } from '../sso.fixture.js';
import { Browser, freePort, listeningApp } from './oidc-browser.fixture.js';

const ROOT = fileURLToPath(new URL('../../../../../../', import.meta.url));
const guide = () => readFileSync(`${ROOT}docs/INTEGRATION.md`, 'utf8');

const { t, originOf } = listeningApp();
let issuer: string;
let admin: Client;

beforeAll(async () => {
  issuer = `${originOf()}/oidc`;
  admin = t.as(await t.user({ roles: ['Admin'] }));
});

type Run = { code: number | null; output: string; lines: AsyncIterable<string> };

/**
 * Runs example `file` (from the repository's root) with node and `env`; `lines` yields what it prints, line by line, and
 * the promise of `exited` its exit code and whole output.
 */
function runExample(file: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [`${ROOT}${file}`], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting: ((line: string) => void)[] = [];
  const pending: string[] = [];
  let partial = '';
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    partial += chunk.toString();
    const parts = partial.split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) (waiting.shift() ?? ((l: string) => pending.push(l)))(line);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Omit<Run, 'lines'>>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  /** The next line printed that matches `pattern` (the run fails if it exits first). */
  const lineMatching = async (pattern: RegExp): Promise<RegExpExecArray> => {
    for (;;) {
      const line = await Promise.race([
        pending.length > 0
          ? Promise.resolve(pending.shift() as string)
          : new Promise<string>((resolve) => waiting.push(resolve)),
        exited.then(({ output: all }) => {
          throw new Error(`the example exited before printing ${String(pattern)}:\n${all}`);
        }),
      ]);
      const match = pattern.exec(line);
      if (match) return match;
    }
  };
  return { exited, lineMatching };
}

/** The JSON an example prints last, once it exited with 0. */
async function resultOf(run: ReturnType<typeof runExample>): Promise<Record<string, unknown>> {
  const { code, output } = await run.exited;
  expect(code, output).toBe(0);
  const last = output.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as Record<string, unknown>;
}

describe('the guide quotes its examples', () => {
  it('has each example file verbatim in a code block after its marker', () => {
    const blocks = [...guide().matchAll(/<!-- example: (\S+) -->\n```\w*\n([\s\S]*?)```/g)];
    const quoted = blocks.map(([, file]) => file);
    expect(quoted).toEqual(
      expect.arrayContaining([
        'docs/integration/examples/oidc-public-client.mjs',
        'docs/integration/examples/oidc-client-credentials.mjs',
        'docs/integration/examples/spring/application.yml',
        'docs/integration/examples/spring/SecurityConfig.java',
      ]),
    );
    for (const [, file, body] of blocks) expect(body, file).toBe(readFileSync(`${ROOT}${file}`, 'utf8'));
  });
});

describe('the examples, run against the portal', () => {
  it('signs a user in from a public client: code, PKCE, no secret, DPoP, a refresh', async () => {
    const port = await freePort();
    const redirectUri = `http://127.0.0.1:${port}/callback`;
    const app = await oidcSystem(admin, {
      publicClient: true,
      redirectUris: [redirectUri],
      grantTypes: ['authorization_code', 'refresh_token'],
      scopes: ['openid', 'profile'],
    });
    const run = runExample('docs/integration/examples/oidc-public-client.mjs', {
      DARVAZEH_ISSUER: issuer,
      DARVAZEH_CLIENT_ID: app.clientId,
      REDIRECT_URI: redirectUri,
    });
    const [, signIn] = await run.lineMatching(/^Open in the browser: (\S+)$/);
    // The user's browser: signed into the portal, it is sent back to the app's loopback address.
    const user = await t.user({ firstName: 'سارا', lastName: 'رحیمی' });
    const browser = new Browser(originOf());
    browser.signInAs(user.token);
    const back = (await browser.follow(signIn!)).url;
    expect(back.href.startsWith(redirectUri), back.href).toBe(true);
    expect((await fetch(back)).status).toBe(200);
    expect(await resultOf(run)).toEqual({
      sub: String(user.id),
      name: 'سارا رحیمی',
      tokenType: 'dpop',
      refreshed: true,
    });
  });

  it('gives a web service a token for itself with client credentials, and introspects it', async () => {
    const service = await oidcSystem(admin, { grantTypes: ['client_credentials'] });
    const run = runExample('docs/integration/examples/oidc-client-credentials.mjs', {
      DARVAZEH_ISSUER: issuer,
      DARVAZEH_CLIENT_ID: service.clientId,
      DARVAZEH_CLIENT_SECRET: service.secret,
    });
    expect(await resultOf(run)).toMatchObject({
      tokenType: 'bearer',
      expiresIn: 600,
      active: true,
      clientId: service.clientId,
    });
  });
});
