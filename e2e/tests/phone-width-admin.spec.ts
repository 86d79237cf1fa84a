import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { routePaths } from '../../apps/web/src/lib/paths.js';
import { seriousViolations } from '../fixtures/axe.js';
import { screenshot } from '../fixtures/browser.js';
import {
  addressOf,
  LOADING_LAYOUT,
  panelPaths,
  phoneJourney,
  sweep,
  WIDTH,
} from '../fixtures/phone-width.js';
import { button } from '../fixtures/sign-in.js';

const j = phoneJourney();
let adminContext: BrowserContext;
beforeAll(async () => {
  adminContext = await j.context(true);
});

describe('an Admin on a 360 px phone', () => {
  it.each(panelPaths)('fits, reaches the menu and passes axe: %s', async (path) => {
    const page = await adminContext.newPage();
    try {
      const { address, width, violations } = await sweep(j, page, addressOf(path, j.ids), 'panel');
      expect({ address, width, violations }).toEqual({ address, width: expect.any(Number), violations: [] });
      expect(width, address).toBeLessThanOrEqual(WIDTH);
      // The flow editor's nested cards, kept for a look at the phone layout.
      if (path === routePaths['function-detail']) await screenshot(page, 'phone-width-function-detail');
      // The service designer: sections, the process canvas (it pans inside itself) and its panels.
      if (path === routePaths['process-detail']) await screenshot(page, 'phone-width-process-detail');
      if (!LOADING_LAYOUT.test(path)) {
        const menu = button(page, 'باز و بسته کردن منو');
        const box = await menu.boundingBox();
        expect(box, address).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
        await menu.click();
        await page.getByRole('navigation', { name: 'منوی پنل' }).waitFor();
        // The open menu is a dialog over the page: named, as axe asks (once: it is the same on every page).
        if (path === routePaths.panel) {
          await page.getByRole('dialog', { name: 'منوی پنل' }).waitFor();
          expect(await seriousViolations(page)).toEqual([]);
        }
      }
      if (path === routePaths['query-detail']) {
        // The stored query's preview: its rows in a table, scrolled inside its own region if wide.
        await page.keyboard.press('Escape');
        await button(page, 'اجرای پرس‌وجو').click();
        await page.getByRole('status').filter({ hasText: 'ردیف' }).waitFor();
        const previewed = await page.evaluate(() => document.documentElement.scrollWidth);
        if (previewed > WIDTH) await screenshot(page, 'phone-width-query-preview');
        expect(previewed, 'query editor with its preview').toBeLessThanOrEqual(WIDTH);
        expect(await seriousViolations(page)).toEqual([]);
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
