import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openTestDatabase } from './test/test-database.js';
import { testApp } from './test/test-app.js';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { DEFAULT_SITE_SETTINGS } from '@darvazeh/shared';
import { generalSettings, siteSettings } from './db/schema/index.js';

const t = testApp();

describe('health', () => {
  it('answers /healthz and /readyz while the database is up', async () => {
    expect((await t.anon.get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.anon.get('/readyz')).json()).toEqual({ status: 'ready' });
  });
});

describe('the API envelope and status codes', () => {
  it('answers GET account/profile without a session with 401, the envelope and an XSRF cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/account/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'ابتدا وارد سامانه شوید.', data: null });
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf?.value).toMatch(/^[\w-]{40,}$/);
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it('returns the SPEC §3 profile to a signed-in user', async () => {
    const user = await t.user({ roles: ['Employee'], firstName: 'زهرا', lastName: 'احمدی' });
    const res = await t.as(user).get('/api/v1/account/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: null,
      data: {
        id: user.id,
        firstName: 'زهرا',
        lastName: 'احمدی',
        fullName: 'زهرا احمدی',
        roles: [{ alias: 'Employee', unit: null, unitRole: null }],
        unitResponsibilities: [],
        passwordDeprecated: false,
        twoFactorAuthIsNotChecked: false,
        saml2ResponseForm: null,
        relatedSsoLogout: null,
        userInfo: { signature: null },
      },
    });
  });

  it('treats an unknown session cookie as anonymous', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/profile',
      cookies: { darvazeh_session: 'forged' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers unknown API paths with a JSON 404 in Persian', async () => {
    const res = await t.anon.get('/api/v1/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ success: false, message: 'آدرس مورد نظر وجود ندارد.', data: null });
  });

  it('tags every answer with a request id', async () => {
    const res = await t.anon.get('/healthz');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('XSRF', () => {
  const write = { method: 'POST' as const, url: '/api/v1/unittype', payload: { name: 'واحد' } };

  it.each([
    ['no cookie and no header', {}, {}],
    ['a cookie but no header', { 'XSRF-TOKEN': 'abc' }, {}],
    ['a header but no cookie', {}, { 'x-xsrf-token': 'abc' }],
    ['a header that differs from the cookie', { 'XSRF-TOKEN': 'abc' }, { 'x-xsrf-token': 'abd' }],
  ])('refuses a write with %s with 403', async (_label, cookies, headers) => {
    const admin = await t.user({ roles: ['Admin'] });
    const res = await t.app.inject({
      ...write,
      cookies: { ...cookies, darvazeh_session: admin.token },
      headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('لطفاً از سامانه خارج شوید و دوباره وارد شوید.');
  });
});

describe('security headers', () => {
  it('forbids framing with CSP frame-ancestors and X-Frame-Options', async () => {
    const res = await t.anon.get('/healthz');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('serving the web app', () => {
  let dist: string;
  let web: Awaited<ReturnType<typeof buildApp>>;
  let webDatabase: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'darvazeh-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html dir="rtl" lang="fa"><head><title>دروازه</title></head><body><div data-site-title>دروازه</div>shell</body></html>',
    );
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    webDatabase = await openTestDatabase();
    web = await buildApp({ ...loadConfig({ LOG_LEVEL: 'silent' }), webDist: dist }, webDatabase);
  });
  afterAll(async () => {
    await web.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves hashed assets with a year of caching', async () => {
    const res = await web.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed sibling to browsers that accept it, the plain file to others', async () => {
    const br = await web.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const plain = await web.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it("writes the site title into the page's <title> and boot shell", async () => {
    const res = await web.inject({ method: 'GET', url: '/panel' });
    expect(res.body).toContain('<title>دروازه</title>');
    expect(res.body).toContain('<div data-site-title>دروازه</div>');
    await webDatabase.db
      .insert(siteSettings)
      .values({ id: 1, data: { ...DEFAULT_SITE_SETTINGS, title: '<script>alert("x")</script> & co' } });
    const escaped = (await web.inject({ method: 'GET', url: '/' })).body;
    expect(escaped).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</title>');
    expect(escaped).not.toContain('<script>alert');
    await webDatabase.db.delete(siteSettings);
  });

  it('carries the public settings as JSON that no stored text can break out of', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028 & co';
    await webDatabase.db
      .insert(siteSettings)
      .values({ id: 1, data: { ...DEFAULT_SITE_SETTINGS, title: hostile } });
    const body = (await web.inject({ method: 'GET', url: '/' })).body;
    await webDatabase.db.delete(siteSettings);
    const match = /<script type="application\/json" id="boot-data">([^<]*)<\/script><\/head>/.exec(body);
    expect(match).not.toBeNull();
    expect(body.match(/<script/g)).toHaveLength(1);
    const boot = JSON.parse(match?.[1] ?? '');
    expect(boot.settings).toMatchObject({ title: hostile, allowedUnauthMainPage: true });
    expect(boot.conf).toMatchObject({ apiBaseUrl: '/api/v1', title: hostile });
    expect(boot.generalSettings).toEqual(expect.any(Array));
  });

  it('preloads the hero image on the home page only, and only a real file id', async () => {
    const hero = '/api/v1/download/heroImage_0001';
    const preload = `<link rel="preload" as="image" imagesrcset="${hero}?w=480 480w, ${hero}?w=800 800w, ${hero}?w=1200 1200w, ${hero}?w=1600 1600w" imagesizes="100vw" fetchpriority="high">`;
    expect((await web.inject({ method: 'GET', url: '/' })).body).not.toContain('rel="preload"');
    await webDatabase.db.insert(generalSettings).values({ name: 'firstHero', data: 'heroImage_0001' });
    for (const url of ['/', '/main/-1']) {
      const body = (await web.inject({ method: 'GET', url })).body;
      expect(body).toContain(`${preload}<script type="application/json" id="boot-data">`);
    }
    expect((await web.inject({ method: 'GET', url: '/panel' })).body).not.toContain('rel="preload"');
    // A stored value that is not a file id (written past the API) gives no link at all.
    await webDatabase.db.update(generalSettings).set({ data: '"><script>alert(1)</script>' });
    const hostile = (await web.inject({ method: 'GET', url: '/' })).body;
    await webDatabase.db.delete(generalSettings);
    expect(hostile).not.toContain('rel="preload"');
    expect(hostile.match(/<script/g)).toHaveLength(1);
  });

  it('inlines exactly what GET setting answers', async () => {
    const page = (await web.inject({ method: 'GET', url: '/panel' })).body;
    const boot = JSON.parse(/id="boot-data">([^<]*)</.exec(page)?.[1] ?? '');
    const api = await web.inject({ method: 'GET', url: '/api/v1/setting' });
    expect(boot.settings).toEqual(api.json().data);
  });

  it.each(['/', '/panel/profile', '/content-page/12'])(
    'answers the client route %s with index.html, never cached',
    async (url) => {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a missing asset and unknown API paths with 404, not the page', async () => {
    expect((await web.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await web.inject({ method: 'GET', url: '/api/v1/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
  });

  it('serves /conf.json at the site root', async () => {
    const res = await web.inject({ method: 'GET', url: '/conf.json' });
    expect(res.json()).toMatchObject({ apiBaseUrl: '/api/v1', title: 'دروازه' });
  });
});
