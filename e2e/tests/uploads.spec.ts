import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import { apiPost, button, signInToPanel } from '../fixtures/sign-in.js';

// The SPEC §4 upload tracker in the document repository's upload dialog (FileUploadField), in Chromium
// against the real server: a throttled 50 MB upload shows its progress and can be aborted, the same
// name is refused while it runs, leaving the page asks first, and content decides what is accepted.
const FOLDER = 'صورت‌جلسه‌ها';
const NAME = 'گزارش سالانه.pdf';
const MB = 1024 * 1024;
const PDF_HEAD = Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1');
const WARNING = 'فایلی با همین نام در حال بارگذاری است.';

let page: Page;
let cdp: CDPSession;
let files: string;
let bigPdf: string;

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  const api = await j.adminApi();
  await apiPost(api, 'docrepofolder', { name: FOLDER });
  await api.dispose();
  files = await mkdtemp(path.join(tmpdir(), 'darvazeh-uploads-'));
  bigPdf = path.join(files, NAME);
  await writeFile(bigPdf, Buffer.concat([PDF_HEAD, Buffer.alloc(50 * MB - PDF_HEAD.length, 0x20)]));
  page = await j.newPage();
  cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await signInToPanel(page, j.server.url, j.adminPassword);
});
afterAll(async () => {
  if (files) await rm(files, { recursive: true, force: true });
});

/** Uploads at `bytesPerSecond` (-1: unthrottled), as a slow connection would. */
async function throttleUploads(bytesPerSecond: number): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

// While a modal dialog is open MUI hides everything else from assistive technology (the tracker too, though
// it stays visible above the backdrop), so inside a dialog the tracker is found by its test id.
const trackerPanel = (): Locator => page.getByTestId('upload-tracker');
const tracker = (): Locator => page.getByRole('region', { name: 'بارگذاری فایل‌ها' });

async function openUploadDialog(): Promise<Locator> {
  await button(page, 'بارگذاری سند').click();
  const dialog = page.getByRole('dialog', { name: /بارگذاری سند/ });
  await dialog.waitFor();
  return dialog;
}

async function closeUploadDialog(): Promise<void> {
  const dialog = page.getByRole('dialog');
  await button(dialog, 'انصراف').click();
  await dialog.waitFor({ state: 'detached' });
}

const fileInput = (dialog: Locator): Locator => dialog.locator('input[type="file"]');

/** The tracker's progress of its one upload, 0–100. */
async function trackerProgress(): Promise<number> {
  return Number(await trackerPanel().locator('[role="progressbar"]').getAttribute('aria-valuenow'));
}

/** Waits for a toast saying `text` (also behind a dialog), returns its text and closes it. */
async function toastSaying(text: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: text }).first();
  await toast.waitFor();
  const said = await toast.innerText();
  await toast.locator('button[aria-label="بستن"]').click();
  await toast.waitFor({ state: 'detached' });
  return said;
}

describe('uploads in the document repository', () => {
  it('opens the repository on a folder', async () => {
    await page.goto(`${j.server.url}/panel/doc-repo`);
    await page.getByRole('list', { name: 'پوشه‌ها' }).getByText(FOLDER, { exact: true }).click();
    await expect.poll(() => button(page, 'بارگذاری سند').isEnabled()).toBe(true);
  });

  it('shows a throttled 50 MB upload’s progress with the do-not-refresh warning', async () => {
    await throttleUploads(2 * MB);
    const dialog = await openUploadDialog();
    await fileInput(dialog).setInputFiles(bigPdf);
    await trackerPanel().waitFor();
    await expect.poll(trackerProgress).toBeGreaterThan(0);
    // The upload carries on in the tracker after its dialog closes.
    await closeUploadDialog();
    await tracker().waitFor();
    const bar = tracker().getByRole('progressbar', { name: NAME, exact: true });
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(await tracker().innerText()).toContain('تا پایان بارگذاری، صفحه را بازخوانی نکنید و نبندید.');
    await screenshot(page, 'uploads-progress');
  });

  it('asks before the page is reloaded while the upload runs; staying keeps the upload', async () => {
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    // Dismissing the prompt cancels the reload, so this navigation never completes.
    void page.reload({ timeout: 5_000 }).catch(() => undefined);
    expect(await asked).toBe('beforeunload');
    await tracker().getByRole('progressbar', { name: NAME, exact: true }).waitFor();
  });

  it('refuses a second upload of the same name while the first runs, with the warning', async () => {
    const dialog = await openUploadDialog();
    await fileInput(dialog).setInputFiles({ name: NAME, mimeType: 'application/pdf', buffer: PDF_HEAD });
    expect(await toastSaying(WARNING)).toContain(WARNING);
    expect(await trackerPanel().getByTestId('upload-entry').count()).toBe(1);
    expect(await trackerProgress()).toBeLessThan(100);
    expect(await dialog.getByText('فایلی انتخاب نشده است.').isVisible()).toBe(true);
    await closeUploadDialog();
  });

  it('aborts the upload from the tracker: its entry leaves and no error is shown', async () => {
    await tracker()
      .getByRole('button', { name: `لغو بارگذاری ${NAME}` })
      .click();
    await tracker().waitFor({ state: 'detached' });
    expect(await page.getByTestId('toast').filter({ hasText: 'خطا' }).count()).toBe(0);
  });

  it('refuses an executable renamed to .png by its content', async () => {
    await throttleUploads(-1);
    const dialog = await openUploadDialog();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512, 7)]);
    await fileInput(dialog).setInputFiles({ name: 'عکس.png', mimeType: 'image/png', buffer: elf });
    expect(await toastSaying('محتوای فایل تصویر نیست')).toContain(
      'محتوای فایل تصویر نیست؛ یک تصویر PNG، JPEG، GIF یا WebP انتخاب کنید.',
    );
  });

  it('uploads the same name again once free, saves the document and the entry leaves after 100 %', async () => {
    const dialog = page.getByRole('dialog');
    const small = Buffer.concat([PDF_HEAD, Buffer.from('small report\n%%EOF\n')]);
    await fileInput(dialog).setInputFiles({ name: NAME, mimeType: 'application/pdf', buffer: small });
    await dialog.getByRole('link', { name: NAME }).waitFor();
    await trackerPanel().waitFor({ state: 'detached' });
    await button(dialog, 'ذخیره').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'گزارش سالانه', exact: true }).waitFor();
    await screenshot(page, 'uploads-saved');
  });
});
