import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { XSS_PAYLOADS } from '../../apps/server/src/modules/content/xss-corpus.fixture.js';
import { pickOption } from '../fixtures/mui.js';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { apiPost, button, signInToPanel, textbox } from '../fixtures/sign-in.js';

const PAGE_TITLE = 'درباره دانشگاه';
const PAGE_TEXT = 'دانشگاه نمونه در سال ۱۳۱۳ بنیان نهاده شد.';
const MENU_TITLE = 'معرفی';
const LINK_TITLE = 'پورتال وزارت علوم';
const LINK = 'https://www.msrt.ir/';

let page: Page;
let pageId = 0;

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  page = await j.newPage();
});

const navbarMenu = (target: Page) => target.getByRole('navigation', { name: 'منوی سایت' }).first();

describe('an Admin publishing a content page through the navbar menu', () => {
  it('writes a content page in the rich-text editor', async () => {
    await signInToPanel(page, j.server.url, j.adminPassword);
    await page.getByRole('link', { name: 'صفحه‌های محتوا' }).click();
    await page.waitForURL(/\/panel\/content\/pages$/);
    await page.getByRole('link', { name: 'صفحه جدید' }).click();
    await page.waitForURL(/\/panel\/content\/page-detail$/);

    await textbox(page, 'عنوان').fill(PAGE_TITLE);
    const editor = page.getByRole('textbox', { name: 'متن صفحه' });
    await editor.click();
    await button(page, 'عنوان ۲ (H2)').click();
    await page.keyboard.type('تاریخچه');
    await page.keyboard.press('Enter');
    await page.keyboard.type(PAGE_TEXT);
    await editor.locator('h2', { hasText: 'تاریخچه' }).waitFor();
    await screenshot(page, 'content-page-editor');
    await button(page, 'ذخیره').click();
    await page.waitForURL(/\/panel\/content\/pages$/);
    const row = page.getByRole('row').filter({ hasText: PAGE_TITLE });
    const view = row.getByRole('link', { name: `نمایش صفحه ${PAGE_TITLE}` });
    pageId = Number(/\/content-page\/(\d+)$/.exec((await view.getAttribute('href')) ?? '')?.[1]);
    expect(pageId).toBeGreaterThan(0);
  });

  it('adds a menu item that opens the page, and a link item under it', async () => {
    await page.getByRole('link', { name: 'منوی سایت' }).click();
    await page.waitForURL(/\/panel\/content\/menus$/);
    await button(page, 'گزینه جدید').click();
    let dialog = page.getByRole('dialog', { name: 'گزینه جدید' });
    await textbox(dialog, 'عنوان').fill(MENU_TITLE);
    await pickOption(dialog, 'صفحه محتوا', PAGE_TITLE);
    await button(dialog, 'ذخیره').click();
    await dialog.waitFor({ state: 'detached' });
    const tree = page.getByRole('list', { name: 'درخت منو' });
    await tree.getByText(MENU_TITLE, { exact: true }).waitFor();

    // The visitor's navbar caches the menu for the session; the Admin's change must reach it.
    await page.goto(`${j.server.url}/`);
    await navbarMenu(page).getByRole('link', { name: MENU_TITLE }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('fetchedMenuItems'))).toContain(MENU_TITLE);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/menu/get-menues')) asked.push(request.url());
    });
    await page.reload();
    await navbarMenu(page).getByRole('link', { name: MENU_TITLE }).waitFor();
    expect(asked).toEqual([]);

    await page.goto(`${j.server.url}/panel/content/menus`);
    await button(page, `گزینه جدید ${MENU_TITLE}`).click();
    dialog = page.getByRole('dialog', { name: 'گزینه جدید' });
    await textbox(dialog, 'عنوان').fill(LINK_TITLE);
    await dialog.getByRole('radio', { name: 'پیوند' }).check();
    await textbox(dialog, 'نشانی پیوند').fill('javascript:alert(1)');
    await button(dialog, 'ذخیره').click();
    await dialog.getByText('پیوند باید نشانی کامل با http:// یا https:// باشد.').waitFor();
    await textbox(dialog, 'نشانی پیوند').fill(LINK);
    await button(dialog, 'ذخیره').click();
    await dialog.waitFor({ state: 'detached' });
    await tree.getByText(LINK_TITLE, { exact: true }).waitFor();
    await screenshot(page, 'content-menu-editor');
    expect(await page.evaluate(() => sessionStorage.getItem('fetchedMenuItems'))).toBeNull();
  });

  it('shows the item as a dropdown in the navbar; the page item opens the page, the link a new tab', async () => {
    await page.goto(`${j.server.url}/`);
    const nav = navbarMenu(page);
    await button(nav, MENU_TITLE).click();
    const dropdown = page.getByRole('menu');
    const external = dropdown.getByRole('menuitem', { name: LINK_TITLE });
    expect(await external.getAttribute('href')).toBe(LINK);
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    await screenshot(page, 'content-navbar-dropdown');
    await dropdown.getByRole('menuitem', { name: MENU_TITLE }).click();
    await page.waitForURL(new RegExp(`/content-page/${pageId}$`));
    await page.getByRole('heading', { level: 1, name: PAGE_TITLE }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'تاریخچه' }).waitFor();
    await page.getByText(PAGE_TEXT).waitFor();
  });

  it('shows the menu and the page to an anonymous visitor, in a drawer on a phone', async () => {
    const context = await j.browser.newContext({ locale: 'fa-IR', viewport: { width: 390, height: 800 } });
    const visitor = await context.newPage();
    await visitor.goto(`${j.server.url}/content-page/${pageId}`);
    await visitor.getByRole('heading', { level: 1, name: PAGE_TITLE }).waitFor();
    await visitor.getByRole('button', { name: 'منو', exact: true }).click();
    const dialog = visitor.getByRole('dialog', { name: 'منوی سایت' });
    const drawer = dialog.getByRole('navigation', { name: 'منوی سایت' });
    await drawer.getByRole('link', { name: MENU_TITLE }).waitFor();
    // The whole drawer sits inside the phone's screen, on its start (right) side.
    const box = await drawer.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390 && box.x + box.width > 300).toBe(true);
    expect(await drawer.getByRole('link', { name: LINK_TITLE }).getAttribute('target')).toBe('_blank');
    await screenshot(visitor, 'content-page-mobile-drawer');
    // Escape closes it, as a modal dialog should.
    await visitor.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await visitor.goto(`${j.server.url}/content-page/999999`);
    await visitor.getByText('صفحه مورد نظر یافت نشد').waitFor();
    await context.close();
  });
});

// Elements and attributes the sanitiser lets through; anything else in the rendered page is a failure.
const ALLOWED_TAGS = 'p h1 h2 h3 h4 strong em u s code pre blockquote ul ol li br hr a img'.split(' ');
const ALLOWED_ATTRIBUTES = ['dir', 'href', 'rel', 'target', 'src', 'alt', 'start', 'type'];

describe('the XSS corpus in content pages', () => {
  let admin: APIRequestContext;
  let context: BrowserContext;
  let visitor: Page;
  const fired: string[] = [];
  const ids: number[] = [];

  beforeAll(async () => {
    admin = await j.adminApi();
    // CSP alone would stop inline scripts; bypass it so that only the sanitiser stands in the way.
    context = await j.browser.newContext({ locale: 'fa-IR', bypassCSP: true });
    await context.addInitScript(() => {
      Object.assign(window, { __xss: (...args: unknown[]) => console.warn('xss-fired', ...args) });
    });
    visitor = await context.newPage();
    visitor.on('dialog', (dialog) => {
      fired.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    visitor.on('console', (message) => {
      if (message.text().startsWith('xss-fired')) fired.push(message.text());
    });
  });
  afterAll(async () => {
    await context?.close();
    await admin?.dispose();
  });

  it('refuses payloads with a NUL character at the boundary and stores the rest in four pages', async () => {
    const { cookies } = await admin.storageState();
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const withNul = XSS_PAYLOADS.filter((payload) => payload.includes('\u0000'));
    for (const payload of withNul) {
      const res = await admin.post('/api/v1/contentpage', {
        data: { title: 'NUL', html: payload },
        headers: { 'x-xsrf-token': xsrf },
      });
      expect(res.status()).toBe(400);
    }
    const rest = XSS_PAYLOADS.filter((payload) => !payload.includes('\u0000'));
    expect(rest.length + withNul.length).toBeGreaterThanOrEqual(100);
    const size = Math.ceil(rest.length / 4);
    for (let start = 0; start < rest.length; start += size) {
      const html = rest.slice(start, start + size).join('\n');
      const saved = await apiPost<{ id: number }>(admin, 'contentpage', { title: `XSS ${start}`, html });
      ids.push(saved.id);
    }
  });

  it('runs the trap for an unsanitised control payload, so a silent page means something', async () => {
    await visitor.goto(`${j.server.url}/content-page/${ids[0]}`);
    await visitor.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="__xss(\'control\')">'),
    );
    await expect.poll(() => fired.length).toBeGreaterThan(0);
    fired.length = 0;
  });

  it('renders every page in Chromium with no script run and nothing outside the allowlist', async () => {
    for (const id of ids) {
      await visitor.goto(`${j.server.url}/content-page/${id}`);
      const view = visitor.getByTestId('rich-text-view');
      await view.waitFor();
      await visitor.waitForLoadState('networkidle');
      const found = await view.evaluate(
        (root, [tags, attributes]) => {
          const problems: string[] = [];
          for (const element of root.querySelectorAll('*')) {
            element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
            if (!tags.includes(element.localName)) problems.push(`<${element.localName}>`);
            for (const { name, value } of element.attributes) {
              if (!attributes.includes(name)) problems.push(`${element.localName}[${name}]`);
              if (name === 'href' && !/^(https?:|mailto:)/.test(value)) problems.push(`href=${value}`);
              if (name === 'src' && !/^\/api\/v1\/(download|temp-image)\//.test(value))
                problems.push(`src=${value}`);
            }
          }
          return problems;
        },
        [ALLOWED_TAGS, ALLOWED_ATTRIBUTES] as const,
      );
      expect(found, `page ${id}`).toEqual([]);
      const stored = (await (await admin.get(`/api/v1/contentpage/${id}`)).json()) as {
        data: { html: string };
      };
      const markup = (stored.data.html.match(/<[^>]*>/g) ?? []).join('');
      expect(markup).not.toMatch(/\son[a-z]*=|javascript:|vbscript:|<script/i);
      expect(stored.data.html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    }
    await screenshot(visitor, 'content-page-xss');
    expect(fired).toEqual([]);
  });
});
