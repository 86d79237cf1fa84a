import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from '../fixtures/browser.js';
import { journey } from '../fixtures/journey.js';
import {
  apiPost,
  apiSignIn,
  button,
  CURRENT_PASSWORD,
  newUserWithApi,
  signInToPanel,
  textbox,
} from '../fixtures/sign-in.js';

// The document repository (SPEC §2 /panel/doc-repo) through the UI: an Employee of one unit makes a
// folder for their unit, uploads a document, renames it and downloads the same bytes; an Employee of
// another unit neither sees the folder nor finds the document, and cannot download its file.
const UNIT_A = 'دانشکده فنی';
const UNIT_B = 'دانشکده علوم';
const FOLDER = 'صورت‌جلسه‌های شورا';
const FILE_NAME = 'گزارش شورا.pdf';
const RENAMED = 'صورت‌جلسه نهایی شورا';
const PASSWORD = 'Karmand-Tazeh-1404!';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% صورت‌جلسه شورای دانشکده\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'utf8',
);

let pageA: Page;
let pageB: Page;
let fileId = '';

async function signedIn(username: string): Promise<Page> {
  const page = await (await j.browser.newContext({ locale: 'fa-IR', acceptDownloads: true })).newPage();
  await signInToPanel(page, j.server.url, PASSWORD, username);
  return page;
}

const j = journey({ CAPTCHA: 'off' });
beforeAll(async () => {
  const admin = await j.adminApi();
  const role = await apiPost<{ id: number }>(admin, 'unitrole', { name: 'کارشناس' });
  for (const [username, unitName] of [
    ['ali.karimi', UNIT_A],
    ['reza.moradi', UNIT_B],
  ] as const) {
    const unit = await apiPost<{ id: number }>(admin, 'unit', { name: unitName, unitRoleIds: [role.id] });
    const person = { username, firstName: 'کارمند', lastName: unitName };
    const post = { unitId: unit.id, unitRoleId: role.id };
    await (await newUserWithApi(admin, j.server.url, person, PASSWORD, post)).api.dispose();
  }
  await admin.dispose();
  pageA = await signedIn('ali.karimi');
  pageB = await signedIn('reza.moradi');
});

const folderTree = (page: Page): Locator => page.getByRole('list', { name: 'پوشه‌ها' });
const documentRow = (page: Page, name: string): Locator =>
  page.getByRole('table', { name: 'اسناد' }).getByRole('row').filter({ hasText: name });

describe('an Employee keeping their unit’s documents', () => {
  it('opens the document repository from the side menu', async () => {
    await pageA.getByRole('link', { name: 'مخزن اسناد' }).click();
    await pageA.waitForURL(/\/panel\/doc-repo$/);
    await pageA.getByText('هنوز پوشه‌ای نیست؛ با «پوشه جدید» یکی بسازید.').waitFor();
  });

  it('makes a folder for their unit', async () => {
    await button(pageA, 'پوشه جدید').click();
    const dialog = pageA.getByRole('dialog', { name: 'پوشه جدید' });
    await textbox(dialog, 'نام پوشه').fill(FOLDER);
    await dialog.getByRole('combobox', { name: 'واحد سازمانی' }).click();
    // An Employee is offered their own unit only: shared folders (همه واحدها) are the Admins'.
    expect(await pageA.getByRole('option').allInnerTexts()).toEqual([UNIT_A]);
    await pageA.getByRole('option', { name: UNIT_A, exact: true }).click();
    await button(dialog, 'ذخیره').click();
    await dialog.waitFor({ state: 'detached' });
    const folder = folderTree(pageA).getByRole('button', { name: new RegExp(FOLDER) });
    await folder.waitFor();
    expect(await folder.innerText()).toContain(UNIT_A);
    expect(await folder.getAttribute('aria-current')).toBe('true');
  });

  it('uploads a document into it', async () => {
    await button(pageA, 'بارگذاری سند').click();
    const dialog = pageA.getByRole('dialog', { name: /بارگذاری سند/ });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: FILE_NAME,
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await dialog.getByRole('link', { name: FILE_NAME }).waitFor();
    expect(await textbox(dialog, 'نام سند').inputValue()).toBe('گزارش شورا');
    await screenshot(pageA, 'doc-repo-upload');
    await button(dialog, 'ذخیره').click();
    await dialog.waitFor({ state: 'detached' });
    await documentRow(pageA, 'گزارش شورا').waitFor();
  });

  it('renames it', async () => {
    await documentRow(pageA, 'گزارش شورا').getByRole('button', { name: 'ویرایش' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'تغییر نام یا جابه‌جایی سند' });
    await textbox(dialog, 'نام سند').fill(RENAMED);
    await button(dialog, 'ذخیره').click();
    await dialog.waitFor({ state: 'detached' });
    await documentRow(pageA, RENAMED).waitFor();
    await screenshot(pageA, 'doc-repo-renamed');
  });

  it('downloads exactly the bytes they uploaded', async () => {
    const link = documentRow(pageA, RENAMED).getByRole('link', { name: 'دریافت فایل' });
    fileId = ((await link.getAttribute('href')) ?? '').split('/').pop() ?? '';
    const [download] = await Promise.all([pageA.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    const saved = await download.path();
    expect((await readFile(saved)).equals(PDF)).toBe(true);
  });
});

describe('an Employee of another unit', () => {
  it('sees neither the folder nor the document, even by searching', async () => {
    await pageB.goto(`${j.server.url}/panel/doc-repo`);
    await pageB.getByText('هنوز پوشه‌ای نیست؛ با «پوشه جدید» یکی بسازید.').waitFor();
    expect(await folderTree(pageB).getByRole('button').count()).toBe(0);
    await pageB.getByRole('searchbox', { name: 'جستجوی سند در همه پوشه‌ها' }).fill('نهایی');
    await pageB.getByText('سندی با این نام پیدا نشد.').waitFor();
    await screenshot(pageB, 'doc-repo-other-unit');
  });

  it('cannot download the file by its address', async () => {
    expect(fileId).not.toBe('');
    const res = await pageB.request.get(`${j.server.url}/api/v1/download/${fileId}`);
    expect(res.status()).toBe(404);
    const own = await pageA.request.get(`${j.server.url}/api/v1/download/${fileId}`);
    expect(own.status()).toBe(200);
  });
});

describe('the folder tree', () => {
  // Issue #13: nested folders were drawn flush with their parents.
  /** POSTs as the signed-in page's user (its cookies and XSRF token) and returns the answer's data. */
  async function postAsA<T>(path: string, data: unknown): Promise<T> {
    const xsrf =
      (await pageA.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await pageA.request.post(`${j.server.url}/api/v1/${path}`, {
      data,
      headers: { 'x-xsrf-token': xsrf },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: T }).data;
  }

  it('indents a folder under its parent (to the left, in right-to-left)', async () => {
    const { list } = await postAsA<{ list: { id: number; name: string }[] }>('docrepofolder/filter', {});
    const parent = list.find((folder) => folder.name === FOLDER);
    expect(parent).toBeDefined();
    await postAsA('docrepofolder', { name: 'نامه‌های رسیده', parentId: parent!.id });
    await pageA.goto(`${j.server.url}/panel/doc-repo`);
    const icon = (name: string) =>
      folderTree(pageA)
        .getByRole('button', { name: new RegExp(name) })
        .locator('.MuiListItemIcon-root');
    await icon('نامه‌های رسیده').waitFor();
    const outer = await icon(FOLDER).boundingBox();
    const inner = await icon('نامه‌های رسیده').boundingBox();
    // The child's icon starts at least 16 px further in than its parent's.
    expect(outer!.x + outer!.width - (inner!.x + inner!.width)).toBeGreaterThanOrEqual(16);
    await screenshot(pageA, 'doc-repo-folder-tree');
  });
});

describe('a shared folder', () => {
  it('is the Admins’: an Employee opens it but may not edit, delete or upload into it', async () => {
    const admin = await apiSignIn(j.server, CURRENT_PASSWORD);
    await apiPost(admin, 'docrepofolder', { name: 'آیین‌نامه‌های مشترک' });
    await admin.dispose();
    await pageA.reload();
    const shared = folderTree(pageA).getByRole('button', { name: /آیین‌نامه‌های مشترک/ });
    await shared.click();
    expect(await shared.innerText()).toContain('همه واحدها');
    for (const label of ['ویرایش پوشه', 'حذف پوشه', 'بارگذاری سند'])
      expect(await button(pageA, label).isDisabled(), label).toBe(true);
    // Their own folder stays theirs to manage.
    await folderTree(pageA)
      .getByRole('button', { name: new RegExp(FOLDER) })
      .click();
    expect(await button(pageA, 'ویرایش پوشه').isDisabled()).toBe(false);
  });
});
