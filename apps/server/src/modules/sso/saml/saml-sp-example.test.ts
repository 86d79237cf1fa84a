// docs/INTEGRATION.md §3's SAML service provider, run as written: the file the guide quotes
// (docs/integration/examples/saml-sp.mjs, checked to be the guide's code block) is started as its own
// process against the portal listening here, registered from its metadata address, and a user's browser
// (fetch and a cookie jar per site) signs in, signs out from the SP (SP-initiated single logout), signs in
// again and signs out of the portal (IdP-initiated single logout).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../plugins/session-store.js';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../plugins/xsrf.js';
import { listeningApp } from '../oidc/oidc-browser.fixture.js';
import { samlSystem } from '../sso.fixture.js';
import { formOf, PERSISTENT } from './saml.fixture.js';
import { newSamlKeyPair } from './saml-keys.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const EXAMPLE = 'docs/integration/examples/saml-sp.mjs';
const { t, originOf } = listeningApp({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
let sp: ChildProcess | undefined;
let site = '';

/** The code block the guide marks as `file`. */
function quoted(file: string): string {
  const guide = readFileSync(path.join(ROOT, 'docs/INTEGRATION.md'), 'utf8');
  const marker = `<!-- example: ${file} -->`;
  const at = guide.indexOf(marker);
  expect(at, `the guide quotes ${file}`).toBeGreaterThan(-1);
  const block = /```\w*\n([\s\S]*?)```/.exec(guide.slice(at));
  return block?.[1] ?? '';
}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'darvazeh-sp-'));
  const keys = newSamlKeyPair('edu.example');
  writeFileSync(path.join(dir, 'sp-key.pem'), keys.privateKeyPem);
  writeFileSync(path.join(dir, 'sp-cert.pem'), keys.certificatePem);
  sp = spawn(process.execPath, [EXAMPLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORTAL_URL: originOf(),
      PORT: '0',
      SP_KEY_FILE: path.join(dir, 'sp-key.pem'),
      SP_CERT_FILE: path.join(dir, 'sp-cert.pem'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  site = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /SAML SP listening at (http:\/\/\S+)/.exec(printed);
      if (found?.[1]) resolve(found[1]);
    };
    sp?.stdout?.on('data', read);
    sp?.stderr?.on('data', read);
    sp?.on('exit', (code) => reject(new Error(`the example exited with ${code}:\n${printed}`)));
  });
  const admin = t.as(await t.user({ roles: ['Admin'] }));
  // Registered as the guide says: the SP's metadata address.
  await samlSystem(admin, {
    metadataUrl: `${site}/metadata`,
    nameIdFormat: PERSISTENT,
    attributes: ['nationalId', 'name', 'units', 'roles'],
  });
});
afterAll(() => {
  sp?.kill();
});

/** A browser: cookies per site, redirects followed by hand (a page answering, or one of `stopAt`, ends). */
class Browser {
  private readonly jars = new Map<string, Map<string, string>>();

  private jar(url: URL) {
    let jar = this.jars.get(url.origin);
    if (!jar) this.jars.set(url.origin, (jar = new Map()));
    return jar;
  }

  cookie(origin: string, name: string, value: string) {
    this.jar(new URL(origin)).set(name, value);
  }

  async request(url: URL, form?: Record<string, string>, headers: Record<string, string> = {}) {
    const jar = this.jar(url);
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0|expires=.*1970/i.test(line)) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), value);
    }
    return res;
  }

  /** Goes to `start` (posting `form`), following redirects; answers where it stopped and the page. */
  async go(start: string, form?: Record<string, string>, stopAt = (_url: URL) => false) {
    let url = new URL(start, originOf());
    let res = await this.request(url, form);
    for (let hops = 0; res.status >= 300 && res.status < 400; hops += 1) {
      if (hops > 20) throw new Error('too many redirects');
      url = new URL(res.headers.get('location') ?? '', url);
      if (stopAt(url)) return { url, text: '' };
      res = await this.request(url);
    }
    const text = await res.text();
    expect(res.status, `${url.href}: ${text}`).toBe(200);
    return { url, text };
  }

  /** Posts the page's form (the HTTP-POST binding, as the page's script would), following redirects. */
  submit(html: string, stopAt?: (url: URL) => boolean) {
    const { action, fields } = formOf(html);
    return this.go(action, fields, stopAt);
  }

  /** A call to the portal's API, as the web app makes it. */
  async api(pathname: string) {
    this.cookie(originOf(), XSRF_COOKIE, 'xsrf');
    return this.request(new URL(pathname, originOf()), undefined, { [XSRF_HEADER]: 'xsrf' });
  }
}

const atPortalPage = (url: URL) => url.origin === originOf() && !url.pathname.startsWith('/saml/');

/** Signs the browser's portal user into the example SP; answers what the SP then shows. */
async function signIn(browser: Browser): Promise<string> {
  const toPortal = await browser.go(`${site}/login`, undefined, atPortalPage);
  expect(toPortal.url.pathname).toBe('/');
  const profile = await browser.api('/api/v1/account/profile');
  const form = ((await profile.json()) as { data: { saml2ResponseForm: string } }).data.saml2ResponseForm;
  return (await browser.submit(form)).text;
}

describe("the guide's SAML service provider", () => {
  it('is the file the guide quotes', () => {
    expect(quoted(EXAMPLE)).toBe(readFileSync(path.join(ROOT, EXAMPLE), 'utf8'));
  });

  it('signs a user in and out from the SP, which the portal confirms', async () => {
    const person = await t.user({ firstName: 'مریم', lastName: 'احمدی' });
    const browser = new Browser();
    browser.cookie(originOf(), 'darvazeh_session', person.token);
    expect(await signIn(browser)).toContain(`signed in as ${person.id} (مریم احمدی)`);

    const out = await browser.go(`${site}/logout`);
    // The portal ended its session and answers the SP by the binding of its metadata (HTTP-POST).
    expect(`${out.url.origin}${out.url.pathname}`).toBe(`${originOf()}/saml/slo`);
    const answered = await browser.submit(out.text);
    expect(answered.text).toContain('signed out');
    expect((await browser.api('/api/v1/account/profile')).status).toBe(401);
    expect((await browser.go(`${site}/`)).text).toContain('not signed in');
  });

  it('is signed out when the user signs out of the portal', async () => {
    const person = await t.user();
    const browser = new Browser();
    browser.cookie(originOf(), 'darvazeh_session', await createSession(t.database.db, { userId: person.id }));
    expect(await signIn(browser)).toContain(`signed in as ${person.id}`);

    const logout = await browser.api('/api/v1/account/logout/false');
    const { redirectUrl } = ((await logout.json()) as { data: { redirectUrl: string } }).data;
    const toSp = await browser.go(redirectUrl);
    const back = await browser.submit(toSp.text, atPortalPage);
    expect(back.url.href).toBe(`${originOf()}/logout`);
    expect((await browser.go(`${site}/`)).text).toContain('not signed in');
  });
});
