import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';

let page: Page;

const j = journey({}, { keepSeedPassword: true });
beforeAll(async () => {
  page = await j.newPage();
});

describe('the RTL Persian shell', () => {
  it('loads the home page right to left in Persian, set in Vazirmatn', async () => {
    await page.goto(`${j.server.url}/`);
    await page.waitForSelector('html[dir="rtl"][lang="fa"]');
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toMatch(/^"?Vazirmatn/);
    // fonts.status can read 'loaded' before the Arabic-range face has even been requested: wait for it.
    await page.waitForFunction(() => document.fonts.check('16px "Vazirmatn Variable"', 'سلام'));
    const usesVazirmatn = await page.evaluate(() =>
      [...document.fonts].some((f) => f.family.includes('Vazirmatn') && f.status === 'loaded'),
    );
    expect(usesVazirmatn).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    await screenshot(page, 'home');
  });

  it('preloads the Persian font from the page itself and downloads it once', async () => {
    const visitor = await j.newPage();
    const fonts: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    await visitor.goto(`${j.server.url}/`, { waitUntil: 'networkidle' });
    await visitor.waitForFunction(() => document.fonts.check('16px "Vazirmatn Variable"', 'سلام'));
    const preloaded = await visitor
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded).toHaveLength(1);
    expect(preloaded[0]).toMatch(/vazirmatn-arabic-wght-normal-[\w-]+\.woff2$/);
    // A preload whose mode differs from the font's own request would fetch the file a second time.
    expect(fonts.filter((font) => font === preloaded[0])).toHaveLength(1);
    await visitor.close();
  });

  it('gives a visitor a light first page: no MUI, style engine, schema library, editor, chart, map or grid code', async () => {
    const visitor = await j.newPage();
    const scripts: Promise<{ url: string; text: string }>[] = [];
    const styles: Promise<{ url: string; text: string }>[] = [];
    visitor.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        (type === 'script' ? scripts : styles).push(
          response.text().then((text) => ({ url: response.url(), text })),
        );
      }
    });
    await visitor.goto(`${j.server.url}/`, { waitUntil: 'networkidle' });
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    // Each marker is a string only that library's code holds (MUI's class names, emotion's style tags, zod's
    // base type, and the editor's, chart's and map's own names).
    // (react-grid-placeholder: the dashboard editor's grid, its code and its styles.)
    const heavy = /MuiButtonBase|data-emotion|\$ZodType|ProseMirror|echarts|leaflet|react-grid-placeholder/;
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter(({ text }) => heavy.test(text)).map(({ url }) => url)).toEqual([]);
    const sheets = await Promise.all(styles);
    expect(
      sheets.filter(({ text }) => /react-grid|react-resizable/.test(text)).map(({ url }) => url),
    ).toEqual([]);
    expect(await visitor.locator('style[data-emotion]').count()).toBe(0);
    await visitor.close();
  });

  it('shows the not-found page for an unknown route', async () => {
    await page.goto(`${j.server.url}/no/such/page`);
    await page.getByText('صفحه مورد نظر یافت نشد').waitFor();
    await screenshot(page, 'not-found');
  });

  it('refuses to be framed: the server forbids it in headers', async () => {
    const res = await page.request.get(`${j.server.url}/`);
    expect(res.headers()['x-frame-options']).toBe('DENY');
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers the API without a session with 401 in the envelope', async () => {
    const res = await page.request.get(`${j.server.url}/api/v1/account/profile`);
    expect(res.status()).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, data: null });
  });
});
