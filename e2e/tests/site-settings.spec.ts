import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsSettled, screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { button, readToast, signInToPanel, signOut, submitLogin, textbox } from '../fixtures/sign-in.js';

const TITLE = 'پرتال خدمات دانشگاه نمونه';
const ADDRESS = 'تهران، خیابان انقلاب، دانشگاه نمونه';
const DEVELOPER = 'طراحی و توسعه: مرکز فناوری اطلاعات';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// A real 64×36 PNG for the home page's photos (offered by width, so not a single pixel).
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAOklEQVRYw+3PQQkAAAgEsCtmESOZ2gw+hcEKLF3zWgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEbhbhnimXwg6uNgAAAABJRU5ErkJggg==',
  'base64',
);

/** File ids of the photos the Admin sets in the general settings, by setting name. */
const ids: Record<string, string> = {};
let page: Page;

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  page = await j.newPage();
});

/** Whether an <img> finished loading real pixels. */
const imageLoaded = (selector: string) =>
  page.waitForFunction((sel) => {
    const image = document.querySelector<HTMLImageElement>(sel);
    return image !== null && image.complete && image.naturalWidth > 0;
  }, selector);

describe('an Admin changing how the portal looks', () => {
  it('opens the general settings page from the side menu', async () => {
    await signInToPanel(page, j.server.url, j.adminPassword);
    await page.getByRole('link', { name: 'تنظیمات عمومی' }).click();
    await page.waitForURL(/\/panel\/system-setting\/ui$/);
  });

  it('sets the title, the main logo, the footer address and the login page texts, then saves', async () => {
    await textbox(page, 'عنوان سامانه').fill(TITLE);
    await page
      .locator('[data-testid="image-field-mainLogo"] input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('[data-testid="image-field-mainLogo"] img').waitFor();
    await textbox(page, 'نشانی').fill(ADDRESS);
    await textbox(page, 'متن توسعه‌دهنده در صفحه ورود').fill(DEVELOPER);
    await page.getByRole('switch', { name: 'عنوان صفحه ورود به رنگ قرمز' }).check();
    await button(page, 'ذخیره').first().click();
    expect(await readToast(page, 'تغییرات ذخیره شد.')).toContain('تغییرات ذخیره شد.');
  });

  it('refuses a malformed provider name in the sign-in buttons form, then saves a good one', async () => {
    const row = page.getByRole('group', { name: 'روش ورود ۱' });
    // The buttons form's own save (the general settings and the SMS provider have theirs).
    const save = page.locator('section').filter({ has: row }).getByRole('button', { name: 'ذخیره' });
    await row.getByRole('textbox', { name: 'نام فنی' }).fill('Sajad Login');
    await save.click();
    await page
      .getByRole('alert')
      .filter({ hasText: /ssoProviders\[0\]\.Provider/ })
      .waitFor();
    await row.getByRole('textbox', { name: 'نام فنی' }).fill('sajad');
    await row.getByRole('textbox', { name: 'عنوان دکمه' }).fill('ورود با سامانه سجاد');
    await row.getByRole('switch').check();
    await save.click();
    await readToast(page, 'تغییرات ذخیره شد.');
  });

  it('sets the home page photos: the hero comes once from its preload, both as smaller copies', async () => {
    for (const name of ['firstHero', 'parallex', 'loginVector']) {
      // The save itself (POST generalsetting, or PUT generalsetting/{id}), not the list's reload after it.
      const saved = page.waitForResponse(
        (res) =>
          /\/api\/v1\/generalsetting(\/\d+)?$/.test(new URL(res.url()).pathname) &&
          ['POST', 'PUT'].includes(res.request().method()),
      );
      await page
        .locator(`[data-testid="image-field-${name}"] input[type="file"]`)
        .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: PHOTO });
      const res = await saved;
      expect(res.status()).toBe(200);
      ids[name] = ((await res.json()) as { data: { data: string } }).data.data;
    }
    const visitor = await j.newPage({ viewport: { width: 412, height: 800 } });
    const photos: string[] = [];
    visitor.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/download/')) photos.push(`${url.pathname}${url.search}`);
    });
    await visitor.goto(`${j.server.url}/`);
    const hero = visitor.getByTestId('home-hero-image');
    await visitor.waitForFunction(
      (img) =>
        img !== null && (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await hero.elementHandle(),
    );
    const heroSrc = new URL(await hero.evaluate((img) => (img as HTMLImageElement).currentSrc));
    expect(heroSrc.pathname).toBe(`/api/v1/download/${ids.firstHero}`);
    expect(heroSrc.search).toMatch(/^\?w=(480|800|1200|1600)$/);
    // The page's preload and the <img> pick the same copy: the browser fetched the hero once, not twice.
    expect(await visitor.locator('link[rel="preload"][as="image"]').getAttribute('imagesrcset')).toContain(
      `${heroSrc.pathname}${heroSrc.search} `,
    );
    expect(photos.filter((photo) => photo.startsWith(heroSrc.pathname))).toEqual([
      `${heroSrc.pathname}${heroSrc.search}`,
    ]);

    // The band's photo, a smaller copy too (it waits for the band to near the viewport: here, at once).
    const band = visitor.getByTestId('home-parallax');
    await band.scrollIntoViewIfNeeded();
    await visitor.waitForFunction(() =>
      document
        .querySelector<HTMLElement>('[data-testid="home-parallax"]')
        ?.style.backgroundImage.includes('?w='),
    );
    expect(await band.evaluate((el) => (el as HTMLElement).style.backgroundImage)).toContain(
      `/api/v1/download/${ids.parallex}?w=`,
    );
    await visitor.close();
  });

  it('shows the new title and logo in the navbar, the home page and the footer without a restart', async () => {
    await page.goto(`${j.server.url}/`);
    const navbar = page.getByRole('banner');
    await navbar.getByText(TITLE, { exact: true }).waitFor();
    await imageLoaded('header [data-testid="site-logo-mainLogo"]');
    const logoSrc = await page.locator('header [data-testid="site-logo-mainLogo"]').getAttribute('src');
    expect(logoSrc).toMatch(/^\/api\/v1\/download\//);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(TITLE);
    const footer = page.getByTestId('site-footer');
    expect(await footer.innerText()).toContain(TITLE);
    expect(await footer.innerText()).toContain(ADDRESS);
    expect(await page.title()).toBe(`صفحه اصلی | ${TITLE}`);
    await screenshot(page, 'site-settings-home');
  });

  it('shows the login logo, red title, developer line and the provider button on the login page', async () => {
    await signOut(page);
    await page.getByTestId('auth-title').waitFor();
    const color = await page.getByTestId('auth-title').evaluate((el) => getComputedStyle(el).color);
    expect(color).toMatch(/^rgb\((2[0-9]{2}), ([0-9]{1,2}), ([0-9]{1,2})\)$/); // MUI's error red
    expect(await page.getByTestId('login-developer').innerText()).toBe(DEVELOPER);
    expect(await page.getByTestId('login-version').innerText()).toMatch(/^نسخه [۰-۹]+\.[۰-۹]+\.[۰-۹]+$/);
    await imageLoaded('main [data-testid="site-logo-loginLogo"]');
    // The login photo fills the screen as a background: a copy sized to the screen, not the original.
    expect(await page.locator('main[data-login-vector]').getAttribute('data-login-vector')).toMatch(
      new RegExp(`^/api/v1/download/${ids.loginVector}\\?w=(480|800|1200|1600)$`),
    );
    const provider = page.getByRole('link', { name: 'ورود با سامانه سجاد' });
    expect(await provider.getAttribute('href')).toBe('/api/v1/oauth2/sajad/login');
    await screenshot(page, 'site-settings-login');
  });
});

describe('panel entry for staff', () => {
  it('lets an Admin choose the menu mode and shows the inboxes with counters when esFeat is on', async () => {
    await submitLogin(page, j.adminPassword);
    await page.waitForURL(/\/panel$/);
    await page.goto(`${j.server.url}/panel/system-setting/ui`);
    await page.getByRole('switch', { name: 'کارتابل‌های متقاضی و کارشناس به‌جای صفحه کاربر' }).check();
    await button(page, 'ذخیره').first().click();
    await readToast(page, 'تغییرات ذخیره شد.');

    await page.getByTitle('منوی حساب کاربری').click();
    await page.getByTestId('panel-entry-admin').waitFor();
    expect(await page.getByTestId('panel-entry-provider').innerText()).toContain('۰');
    await page.getByTestId('panel-entry-menu-mode').click();
    await page.waitForURL(/\/init-panel$/);
    await page.getByTestId('menu-mode-applicant').click();
    await page.waitForURL(/\/panel$/);
    expect(await page.evaluate(() => window.localStorage.getItem('menuMode'))).toBe('applicant');
    expect(await page.evaluate(() => window.localStorage.getItem('requestCounter'))).toBe(
      '{"recieved":0,"seneded":0}',
    );
  });
});

describe('the guided tour', () => {
  it('walks the home page in order with next, previous and close, and asks for a signature', async () => {
    await page.goto(`${j.server.url}/main/1`);
    const popover = page.locator('.driver-popover');
    await popover.getByText('خوش آمدید').waitFor();
    await popover.getByRole('button', { name: 'بعدی' }).click();
    await popover.getByText('صفحه اصلی', { exact: true }).waitFor();
    await popover.getByRole('button', { name: 'بعدی' }).click();
    await popover.getByText(/ابتدا امضای خود را در پروفایل ثبت کنید/).waitFor();
    await page.locator('[data-tour="profile-menu"].driver-active-element').waitFor();
    await animationsSettled(page); // the 400 ms fade ends before the picture
    await screenshot(page, 'tour-profile-step');
    await popover.getByRole('button', { name: 'قبلی' }).click();
    await popover.getByText('صفحه اصلی', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
  });

  it('does not start with the password tour -1', async () => {
    await page.goto(`${j.server.url}/main/-1`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('.driver-popover').count()).toBe(0);
  });
});
