import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, HOME_NEWS_PAGE } from '@darvazeh/shared';
import { testApp, type Client } from '../../test/test-app.js';

let dist: string;
let admin: Client;

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** The boot data of the page at `url`, as the browser of `client` receives it. */
async function bootOf(url: string, client: Client = t.anon) {
  const res = await client.get(url);
  expect(res.statusCode).toBe(200);
  const json = /<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(res.body)?.[1];
  return JSON.parse(json ?? 'null');
}

/** What the home page's three calls answer an anonymous visitor. */
async function visitorCalls() {
  const [menus, systems, news] = await Promise.all([
    t.anon.get('/api/v1/menu/get-menues'),
    t.anon.get('/api/v1/ssomanagement/systems'),
    t.anon.post('/api/v1/news/filter', { filters: HOME_NEWS_PAGE }),
  ]);
  for (const res of [menus, systems, news]) expect(res.statusCode, res.body).toBe(200);
  return { menus: menus.json().data, systems: systems.json().data, news: news.json().data };
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'darvazeh-boot-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head></html>');
});
afterAll(() => rm(dist, { recursive: true, force: true }));
// Registered after the folder's hooks: built once the page exists, closed before the folder goes.
const t = testApp({ env: () => ({ WEB_DIST: dist }) });

beforeAll(async () => {
  admin = t.as(await t.user({ roles: ['Admin'] }));
  const menu = { fname: 'دانشگاه', justLink: true, link: 'https://ut.ac.ir' };
  expect((await admin.post('/api/v1/menu', menu)).statusCode).toBe(200);
  await t.system({ showOnMainPage: true, enabled: true });
  for (let i = 1; i <= HOME_NEWS_PAGE.count + 1; i++)
    await t.news({ name: `خبر ${i}`, publishDate: at(-i * HOUR) });
  await t.news({ name: 'پیش‌نویس', published: false, publishDate: at(-HOUR) });
  await t.news({ name: 'آینده', publishDate: at(24 * HOUR) });
});

describe("the home page's boot data", () => {
  it('carries exactly what the menu, systems and news calls answer a visitor', async () => {
    const home = (await bootOf('/')).home;
    const calls = await visitorCalls();
    expect(home).toEqual(calls);
    expect(home.menus).toHaveLength(1);
    expect(home.systems.all).toHaveLength(1);
    expect(home.news.list.map((item: { name: string }) => item.name)).toEqual(
      Array.from({ length: HOME_NEWS_PAGE.count }, (_, i) => `خبر ${i + 1}`),
    );
    expect(home.news.pages).toBe(2);
    expect((await bootOf('/main/-1')).home).toEqual(calls);
  });

  it("is the visitor's view even for a signed-in Admin, who sees unpublished news through the API", async () => {
    const home = (await bootOf('/', admin)).home;
    expect(home).toEqual(await visitorCalls());
    const adminNews = await admin.post('/api/v1/news/filter', { filters: HOME_NEWS_PAGE });
    expect(adminNews.json().data.list[0].name).toBe('آینده');
  });

  it('is left out of every other page', async () => {
    for (const url of ['/panel', '/all-news', '/content-page/1', '/login'])
      expect((await bootOf(url)).home).toBeUndefined();
  });

  it('leaves the systems out when visitors may not see the main page', async () => {
    const settings = { ...DEFAULT_SITE_SETTINGS, allowedUnauthMainPage: false };
    expect((await admin.put('/api/v1/setting', settings)).statusCode).toBe(200);
    try {
      expect((await t.anon.get('/api/v1/ssomanagement/systems')).statusCode).toBe(401);
      const home = (await bootOf('/')).home;
      expect(home.systems).toBeNull();
      expect(home.menus).toHaveLength(1);
    } finally {
      await admin.put('/api/v1/setting', DEFAULT_SITE_SETTINGS);
    }
  });
});
