import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { button, readToast, textbox } from '../fixtures/sign-in.js';

// SPEC §2 news pages and §9: an Admin publishes a news item with an image and a long title; visitors see
// it on /all-news and in the content layout's sidebar cut to 60 characters plus '…', the image loads,
// and the item's own page shows the whole title.
const TITLE = 'برگزاری همایش ملی فناوری اطلاعات و ارتباطات دانشگاه با حضور استادان و دانشجویان سراسر کشور';
const CUT = `${[...TITLE].slice(0, 60).join('')}…`;
const SUMMARY = 'همایش دو روزه در تالار اصلی دانشگاه برگزار می‌شود.';
const BODY = 'ثبت‌نام از امروز آغاز شده است.';
// A real 64×36 PNG. Not 1×1: a card's photo is offered by width (srcset), so the browser reports its
// width scaled by the chosen copy's density, and one pixel would round to nothing.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAOklEQVRYw+3PQQkAAAgEsCtmESOZ2gw+hcEKLF3zWgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEbhbhnimXwg6uNgAAAABJRU5ErkJggg==',
  'base64',
);

let admin: Page;
let visitor: Page;

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  admin = await j.adminPage();
  visitor = await j.newPage();
});

/** Waits until the image has loaded real pixels and returns its natural width. */
async function loadedWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  const handle = await image.elementHandle();
  await image.page().waitForFunction((img) => (img as HTMLImageElement).complete, handle);
  return image.evaluate((img) => (img as HTMLImageElement).naturalWidth);
}

describe('an Admin publishing news', () => {
  it('opens the news list from the side menu and starts a new item', async () => {
    await admin.getByRole('link', { name: 'اخبار', exact: true }).click();
    await admin.waitForURL(/\/panel\/content\/news-list$/);
    await admin.getByRole('link', { name: 'خبر جدید' }).click();
    await admin.waitForURL(/\/panel\/content\/news-detail$/);
  });

  it('fills the title, summary, body and image, and publishes it today', async () => {
    await textbox(admin, 'عنوان خبر').fill(TITLE);
    await textbox(admin, 'خلاصه').fill(SUMMARY);
    const editor = admin.getByRole('textbox', { name: 'متن خبر' });
    await editor.click();
    await editor.pressSequentially(BODY);
    const imageField = admin.getByTestId('image-field-news-image');
    await imageField
      .locator('input[type="file"]')
      .setInputFiles({ name: 'همایش.png', mimeType: 'image/png', buffer: PNG });
    expect(await loadedWidth(imageField.locator('img'))).toBeGreaterThan(0);
    // The publish date starts at today's Jalali date.
    expect(await textbox(admin, 'تاریخ انتشار').inputValue()).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    await admin.getByLabel('انتشار در سایت').check();
    await screenshot(admin, 'news-detail');
    await button(admin, 'ذخیره').click();
    await readToast(admin, 'تغییرات ذخیره شد.');
    await admin.waitForURL(/\/panel\/content\/news-list$/);
    const row = admin.getByRole('row').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.innerText()).toContain('منتشرشده');
    await screenshot(admin, 'news-list');
  });
});

describe('a visitor reading news', () => {
  let href: string;

  it('sees it among the latest news on the home page, cut at 60 characters, with its image', async () => {
    const asked: string[] = [];
    const record = (request: Request) => {
      if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
    };
    visitor.on('request', record);
    await visitor.goto(`${j.server.url}/`);
    const latest = visitor.getByRole('region', { name: 'آخرین اخبار' });
    const card = latest.getByTestId('news-card').filter({ hasText: SUMMARY });
    const heading = card.getByRole('heading', { level: 3 });
    await heading.waitFor();
    expect(await heading.innerText()).toBe(CUT);
    expect(await card.innerText()).toMatch(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
    expect(await loadedWidth(card.locator('img'))).toBeGreaterThan(0);
    // The photo came as the server's smaller copy, picked from the srcset.
    expect(await card.locator('img').evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(
      /\/download\/[0-9a-f]{32}\?w=(480|800|1200|1600)$/,
    );
    visitor.off('request', record);
    // The page carried the menu, the systems and the news (boot data): none of their calls was made.
    expect(asked.filter((url) => /menu\/get-menues|ssomanagement\/systems|news\/filter/.test(url))).toEqual(
      [],
    );
    await screenshot(visitor, 'news-home');
  });

  it('sees the card on /all-news with the title cut at 60 characters and the image loaded', async () => {
    await visitor.goto(`${j.server.url}/all-news`);
    const card = visitor.getByTestId('news-card').filter({ hasText: SUMMARY });
    const heading = card.getByRole('heading', { level: 3 });
    await heading.waitFor();
    expect(await heading.innerText()).toBe(CUT);
    expect(await heading.getAttribute('title')).toBe(TITLE);
    expect(await loadedWidth(card.locator('img'))).toBeGreaterThan(0);
    href = (await card.getByRole('link').getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/show-news\/\d+$/);
    await screenshot(visitor, 'news-all');
  });

  it('opens the item: the whole title, the image and the body, with the sidebar listing it cut', async () => {
    await visitor.getByTestId('news-card').filter({ hasText: SUMMARY }).getByRole('link').click();
    await visitor.waitForURL(new RegExp(`${href}$`));
    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await loadedWidth(visitor.getByTestId('news-image'))).toBeGreaterThan(0);
    expect(await visitor.getByTestId('rich-text-view').innerText()).toContain(BODY);
    const sidebar = visitor.getByRole('navigation', { name: 'اخبار' });
    const link = sidebar.getByRole('link', { name: CUT, exact: true });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(href);
    await screenshot(visitor, 'news-show');
  });
});
