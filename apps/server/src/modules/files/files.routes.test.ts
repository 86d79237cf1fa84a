import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/files.js';
import { users } from '../../db/schema/index.js';
import { testApp, type Client } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';
import { ELF, GIF, JPEG, MZ, multipart, PDF, PNG, TEXT, WEBP, xlsx } from '../../test/upload-fixtures.js';

const t = testApp({ admin: true });
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await t.user();
  other = await t.user();
});

/** The upload under test, answered as it comes. */
const upload = (client: Client, use: string, name: string, content: Buffer, mime?: string) =>
  client.postFile(`/api/v1/file/upload/${use}`, content, { name, mime });

async function uploaded(client: Client, use: string, name: string, content: Buffer, mime?: string) {
  const res = await upload(client, use, name, content, mime);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; name: string; size: number; mime: string };
}

/** Files on disk (stored and in progress) and rows in the table. */
async function stored() {
  const root = path.join(t.dataDir, 'files');
  const names = await readdir(root).catch(() => [] as string[]);
  const incoming = await readdir(path.join(root, 'incoming')).catch(() => [] as string[]);
  const rows = await t.database.db.select({ id: files.id }).from(files);
  return { disk: names.filter((n) => n !== 'incoming').length, incoming: incoming.length, rows: rows.length };
}

describe('upload and download', () => {
  it.each([
    ['image', 'عکس.png', PNG, 'image/png'],
    ['image', 'photo.jpg', JPEG, 'image/jpeg'],
    ['image', 'anim.gif', GIF, 'image/gif'],
    ['image', 'pic.webp', WEBP, 'image/webp'],
    ['document', 'نامه اداری.pdf', PDF, 'application/pdf'],
    ['document', 'یادداشت.txt', TEXT, 'text/plain'],
    ['document', 'عکس سند.png', PNG, 'image/png'],
  ])('%s: %s round-trips byte for byte, typed by its content', async (use, name, content, mime) => {
    // The client's Content-Type is deliberately useless: the server reads the bytes.
    const file = await uploaded(t.as(owner), use, name, content, 'application/octet-stream');
    expect(file).toMatchObject({ name, size: content.length, mime });
    expect(file.id).toMatch(/^[0-9a-f]{32}$/);
    const res = await t.as(owner).get(`/api/v1/temp-file/${file.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-type']).toBe(mime === 'text/plain' ? 'text/plain; charset=utf-8' : mime);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition.startsWith(mime.startsWith('image/') ? 'inline;' : 'attachment;')).toBe(true);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
  });

  it('excel: a real workbook is accepted; a PDF is not', async () => {
    const book = await xlsx();
    const file = await uploaded(t.as(owner), 'excel', 'کاربران.xlsx', book);
    expect(file.mime).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await t.as(owner).get(`/api/v1/temp-file/${file.id}`)).rawPayload.equals(book)).toBe(true);
    const pdf = await upload(t.as(owner), 'excel', 'data.xlsx', PDF);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('نوع فایل مجاز نیست؛ فقط فایل Excel با پسوند xlsx پذیرفته می‌شود.');
  });

  it('serves images through temp-image, other files only through temp-file', async () => {
    const image = await uploaded(t.as(owner), 'image', 'a.png', PNG);
    const pdf = await uploaded(t.as(owner), 'document', 'a.pdf', PDF);
    expect((await t.as(owner).get(`/api/v1/temp-image/${image.id}`)).statusCode).toBe(200);
    expect((await t.as(owner).get(`/api/v1/temp-image/${pdf.id}`)).statusCode).toBe(404);
  });

  it('gives the stored name the extension of its content', async () => {
    const file = await uploaded(t.as(owner), 'document', 'setup.exe', PDF);
    expect(file.name).toBe('setup.exe.pdf');
    const text = await uploaded(t.as(owner), 'document', 'run.sh', TEXT);
    expect(text.name).toBe('run.sh.txt');
  });

  it('answers an unchanged file with 304 through its ETag', async () => {
    const file = await uploaded(t.as(owner), 'image', 'etag.png', PNG);
    const first = await t.as(owner).get(`/api/v1/temp-image/${file.id}`);
    const again = await t.as(owner).request('GET', `/api/v1/temp-image/${file.id}`, undefined, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('refused uploads leave nothing behind', () => {
  it.each([
    ['image', 'ELF executable renamed', 'photo.png', ELF, 'image/png'],
    ['image', 'MZ executable renamed', 'photo.png', MZ, 'image/png'],
    ['document', 'MZ executable renamed', 'scan.png', MZ, 'image/png'],
    ['image', 'text claiming image/png', 'note.txt', TEXT, 'image/png'],
    ['document', 'text claiming image/png', 'note.txt', TEXT, 'image/png'],
    ['document', 'text named .png', 'note.png', TEXT, 'text/plain'],
  ])('%s: %s → 400, not an image', async (use, _label, name, content, mime) => {
    const before = await stored();
    const res = await upload(t.as(owner), use, name, content, mime);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('محتوای فایل تصویر نیست؛ یک تصویر PNG، JPEG، GIF یا WebP انتخاب کنید.');
    expect(await stored()).toEqual(before);
  });

  it('refuses an executable and binary junk under document', async () => {
    for (const content of [ELF, MZ, Buffer.from([0x41, 0, 0x42])]) {
      const res = await upload(t.as(owner), 'document', 'program.bin', content);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('نوع فایل مجاز نیست');
    }
  });

  it('cuts an upload off at its limit with 413 and keeps nothing', async () => {
    const before = await stored();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(t.as(owner), 'image', 'big.png', big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('حجم فایل بیش از حد مجاز است؛ حداکثر ۵ مگابایت مجاز است.');
    expect(await stored()).toEqual(before);
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    expect((await uploaded(t.as(owner), 'image', 'exact.png', exact)).size).toBe(5 * 1024 * 1024);
  });

  it('refuses an empty file, a missing file part, a body that is not multipart and an unknown use', async () => {
    expect((await upload(t.as(owner), 'document', 'empty.txt', Buffer.alloc(0))).json().message).toBe(
      'فایل خالی است.',
    );
    const noFile = await t
      .as(owner)
      .postFile('/api/v1/file/upload/image', PNG, { name: 'a.png', mime: 'image/png', field: 'picture' });
    expect([noFile.statusCode, noFile.json().message]).toEqual([400, 'فایلی برای بارگذاری ارسال نشده است.']);
    const json = await t.as(owner).post('/api/v1/file/upload/image', { file: 'x' });
    expect([json.statusCode, json.json().message]).toEqual([400, 'فایلی برای بارگذاری ارسال نشده است.']);
    const use = await upload(t.as(owner), 'video', 'a.png', PNG);
    expect([use.statusCode, use.json().message]).toEqual([400, 'نوع بارگذاری معتبر نیست.']);
  });
});

describe('who may upload and read', () => {
  it('refuses anonymous uploads with 401 and uploads without the XSRF header with 403', async () => {
    const anonymous = await upload(t.anon, 'image', 'a.png', PNG);
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([401, 'ابتدا وارد سامانه شوید.']);
    const body = multipart('a.png', PNG);
    const noXsrf = await t.as(owner).request('POST', '/api/v1/file/upload/image', body.payload, {
      headers: { ...body.headers, 'x-xsrf-token': 'forged' },
    });
    expect(noXsrf.statusCode).toBe(403);
  });

  it('lets only the uploader and Admins read a temporary file; other users get 404 as for an unknown id', async () => {
    const file = await uploaded(t.as(owner), 'image', 'private.png', PNG);
    for (const route of ['temp-image', 'temp-file']) {
      expect((await t.as(owner).get(`/api/v1/${route}/${file.id}`)).statusCode).toBe(200);
      expect((await t.as(t.admin).get(`/api/v1/${route}/${file.id}`)).statusCode).toBe(200);
      expect((await t.as(other).get(`/api/v1/${route}/${file.id}`)).statusCode).toBe(404);
      // Signed-in users only, like every other route (401 for visitors, whatever the id).
      expect((await t.anon.get(`/api/v1/${route}/${file.id}`)).statusCode).toBe(401);
    }
    // An unattached file is not a download, and unknown or malformed ids look exactly the same.
    expect((await t.as(owner).get(`/api/v1/download/${file.id}`)).statusCode).toBe(404);
    expect((await t.as(t.admin).get(`/api/v1/temp-file/${'0'.repeat(32)}`)).statusCode).toBe(404);
    expect((await t.as(t.admin).get('/api/v1/temp-file/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});

describe('a session that must change its password', () => {
  it('is refused temporary files with 403 and reads downloads as a visitor: public ones only', async () => {
    const user = await t.user({ roles: ['Admin'] });
    const temp = await uploaded(t.as(user), 'image', 'mine.png', PNG);
    const logo = await uploaded(t.as(user), 'image', 'logo.png', PNG);
    const secret = await uploaded(t.as(user), 'image', 'secret.png', PNG);
    // A site logo downloads for anyone; a file of a resource with no public check only for Admins.
    await t.database.db
      .update(files)
      .set({ ownerResource: 'setting', ownerId: 1 })
      .where(eq(files.id, logo.id));
    await t.database.db
      .update(files)
      .set({ ownerResource: 'no-public-access', ownerId: 1 })
      .where(eq(files.id, secret.id));
    expect((await t.as(user).get(`/api/v1/download/${secret.id}`)).statusCode).toBe(200);

    await t.database.db.update(users).set({ passwordDeprecated: true }).where(eq(users.id, user.id));
    for (const route of ['temp-image', 'temp-file']) {
      const res = await t.as(user).get(`/api/v1/${route}/${temp.id}`);
      expect([res.statusCode, res.json().message]).toEqual([403, 'ابتدا رمز عبور خود را تغییر دهید.']);
      const sized = await t.as(user).get(`/api/v1/${route}/${temp.id}?w=160`);
      expect(sized.statusCode).toBe(403);
    }
    expect((await t.as(user).get(`/api/v1/download/${logo.id}`)).statusCode).toBe(200);
    expect((await t.anon.get(`/api/v1/download/${logo.id}`)).statusCode).toBe(200);
    expect((await t.as(user).get(`/api/v1/download/${secret.id}`)).statusCode).toBe(404);
    expect((await t.as(user).get(`/api/v1/download/${secret.id}?w=160`)).statusCode).toBe(404);
  });
});
