import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { routePaths } from '../../apps/web/src/lib/paths.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { apiPost, button, submitLogin } from '../fixtures/sign-in.js';

// Issue #13: every page fits a 360 px phone (nothing wider than the screen, the panel's menu button in
// reach) and has no serious or critical axe violation. The pages come from the app's own route table, so a
// new route is swept too; routes that need an id get real ones made through the API first.
const WIDTH = 360;

let api: APIRequestContext;
const ids: Record<string, string> = {};

/** The signed-in screens (panel and loading layouts, SPEC §2): opened as the Admin; the rest signed out. */
const SIGNED_IN = /^\/(panel|process|init-panel)(\/|-|$)/;
/** Signed-in screens outside the panel frame: no side-menu button to reach. */
const LOADING_LAYOUT = /^\/panel-check(\/|$)/;
/** Auth pages that only make sense in the middle of a sign-in: signed out they send to /login. */
const MID_SIGN_IN = new Set(['/password-deprecated', '/2fa']);
/** Values for required route parameters that need no stored row. */
const PARAMS: Record<string, string> = { categoryId: '1', subCategoryId: '1', ename: 'help', id: '1' };

/** A concrete address for `route`, with optional parameters left out and required ones filled in. */
function addressOf(path: string): string {
  if (path === '*') return '/no-such-page';
  const known: Record<string, string> = {
    '/content-page/:id': `/content-page/${ids.contentPage}`,
    '/show-news/:id?': `/show-news/${ids.news}`,
    '/panel/content/news-detail/:id?': `/panel/content/news-detail/${ids.news}`,
    '/panel/content/page-detail/:id?': `/panel/content/page-detail/${ids.contentPage}`,
    '/panel/data-collection/detail/:id?': `/panel/data-collection/detail/${ids.collection}`,
    '/panel/data-collection/records/:id': `/panel/data-collection/records/${ids.collection}`,
    '/panel/data-collection/records/:id/new': `/panel/data-collection/records/${ids.collection}/new`,
    '/panel/data-collection/records/:id/edit/:recordId': `/panel/data-collection/records/${ids.collection}/edit/${ids.record}`,
  };
  return (
    known[path] ??
    path.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) =>
      optional ? '' : `/${PARAMS[name] ?? '1'}`,
    )
  );
}

const unique = <T>(items: T[]) => [...new Set(items)];
const paths = unique(Object.values(routePaths));
const publicPaths = paths.filter((path) => !SIGNED_IN.test(path) && !MID_SIGN_IN.has(path));
const panelPaths = paths.filter((path) => SIGNED_IN.test(path));

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  api = await j.adminApi();
  ids.contentPage = String(
    (await apiPost<{ id: number }>(api, 'contentpage', { title: 'درباره ما', html: '<p>متن صفحه</p>' })).id,
  );
  ids.news = String(
    (
      await apiPost<{ id: number }>(api, 'news', {
        name: 'آغاز ثبت‌نام ترم ۱۴۰۵',
        summary: 'خلاصه خبر',
        publishDate: new Date(Date.now() - 86_400_000).toISOString(),
        published: true,
      })
    ).id,
  );
  const collection = await apiPost<{ id: number }>(api, 'datacollection', {
    fname: 'درخواست خوابگاه',
    formInfo: {
      formFields: [
        { id: 'f1', fname: 'نام متقاضی', ename: 'applicant', type: 'text', required: true },
        { id: 'f2', fname: 'تاریخ ورود', ename: 'arrival', type: 'date' },
      ],
    },
  });
  ids.collection = String(collection.id);
  const record = await apiPost<{ id: number }>(api, `datacollection/${collection.id}/record`, {
    data: { f1: 'مریم احمدی', f2: '1405/01/15' },
  });
  ids.record = String(record.id);
  adminContext = await j.browser.newContext({ locale: 'fa-IR', viewport: { width: WIDTH, height: 740 } });
  const signIn = await adminContext.newPage();
  await signIn.goto(`${j.server.url}/login`);
  await submitLogin(signIn, j.adminPassword);
  await signIn.waitForURL(/\/panel$/);
  await signIn.close();
});
afterAll(async () => {
  await api?.dispose();
});
let adminContext: BrowserContext;

/** Waits until the page has settled: no request running and no loading bar. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
}

/** Opens `address` at 360 px, and says how wide the page is and which serious axe violations it has. */
async function sweep(page: Page, address: string, name: string) {
  await page.goto(`${j.server.url}${address}`);
  await settle(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const result = await new AxeBuilder({ page }).analyze();
  const violations = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  if (width > WIDTH || violations.length > 0) await screenshot(page, `phone-width-${name}`);
  return { width, violations };
}

const slug = (address: string) => address.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

describe('a visitor on a 360 px phone', () => {
  it.each(publicPaths)('fits and passes axe: %s', async (path) => {
    // A context of its own per page: signed out, and axe needs one made with newContext.
    const context = await j.browser.newContext({ locale: 'fa-IR', viewport: { width: WIDTH, height: 740 } });
    const page = await context.newPage();
    try {
      const address = addressOf(path);
      const { width, violations } = await sweep(page, address, `public-${slug(address)}`);
      expect({ address, width, violations }).toEqual({ address, width: expect.any(Number), violations: [] });
      expect(width, address).toBeLessThanOrEqual(WIDTH);
    } finally {
      await context.close();
    }
  });
});

describe('an Admin on a 360 px phone', () => {
  it.each(panelPaths)('fits, reaches the menu and passes axe: %s', async (path) => {
    const page = await adminContext.newPage();
    try {
      const address = addressOf(path);
      const { width, violations } = await sweep(page, address, `panel-${slug(address)}`);
      expect({ address, width, violations }).toEqual({
        address,
        width: expect.any(Number),
        violations: [],
      });
      expect(width, address).toBeLessThanOrEqual(WIDTH);
      if (!LOADING_LAYOUT.test(path)) {
        const menu = button(page, 'باز و بسته کردن منو');
        const box = await menu.boundingBox();
        expect(box, address).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
        await menu.click();
        await page.getByRole('navigation', { name: 'منوی پنل' }).waitFor();
      }
      if (path === routePaths['data-collection-detail']) {
        // The designer's widest state: property panels open, a table with a column.
        await page.keyboard.press('Escape');
        for (const name of ['نام متقاضی', 'تاریخ ورود']) await button(page, `ویژگی‌های ${name}`).click();
        await button(page.getByTestId('field-palette'), 'افزودن فیلد جدول').click();
        await page.getByRole('region', { name: 'ویژگی‌های جدول ۳' }).waitFor();
        const opened = await page.evaluate(() => document.documentElement.scrollWidth);
        if (opened > WIDTH) await screenshot(page, 'phone-width-designer-open');
        expect(opened, 'designer with open panels').toBeLessThanOrEqual(WIDTH);
      }
    } finally {
      await page.close();
    }
  });
});
