import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';
import { GIF } from '../../test/upload-fixtures.js';

const t = testApp();
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await t.user();
  other = await t.user();
});

/** A real photo-sized JPEG (noise, so it does not compress away). */
function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const copies = () => readdir(path.join(t.dataDir, 'files', 'variants')).catch(() => [] as string[]);

describe('smaller copies of images (?w=)', () => {
  let id: string;
  let original: Buffer;

  beforeAll(async () => {
    original = await photo(2000, 1125);
    id = await t.uploadFile(owner, { name: 'عکس همایش.jpg', content: original });
  });

  it('answers a WebP copy of the asked width, far lighter than the original', async () => {
    const res = await t.as(owner).get(`/api/v1/temp-image/${id}?w=480`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('عکس همایش.webp')}`,
    );
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 270 });
    expect(res.rawPayload.length).toBeLessThan(original.length / 10);
  });

  it('makes each copy once and keeps it; its ETag is its own, and 304 works for it', async () => {
    const first = await t.as(owner).get(`/api/v1/temp-image/${id}?w=800`);
    const again = await t.as(owner).get(`/api/v1/temp-image/${id}?w=800`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await copies()).filter((name) => name.endsWith('.w800.webp'))).toHaveLength(1);
    const plain = await t.as(owner).get(`/api/v1/temp-image/${id}`);
    expect(plain.rawPayload.equals(original)).toBe(true);
    expect(first.headers.etag).not.toBe(plain.headers.etag);
    const cached = await t.as(owner).request('GET', `/api/v1/temp-image/${id}?w=800`, undefined, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('gives requests that arrive together the same copy, kept once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.as(owner).get(`/api/v1/temp-image/${id}?w=1600`)),
    );
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect((await copies()).filter((name) => name.includes('.w1600.'))).toHaveLength(1);
  });

  it('never enlarges a small image', async () => {
    const small = await t.uploadFile(owner, { name: 'logo.jpg', content: await photo(120, 80) });
    const res = await t.as(owner).get(`/api/v1/temp-image/${small}?w=800`);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 120 });
  });

  it('sends a GIF as it is', async () => {
    const gif = await t.uploadFile(owner, { name: 'anim.gif', content: GIF });
    const res = await t.as(owner).get(`/api/v1/temp-image/${gif}?w=480`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.rawPayload.equals(GIF)).toBe(true);
  });

  it('sends the original, and keeps no copy, of an image too large to decode safely', async () => {
    // 50 megapixels of one colour: a few kilobytes on the wire, 150 MB once decoded.
    const bomb = await sharp({
      create: { width: 10_000, height: 5_000, channels: 3, background: '#808080' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const bombId = await t.uploadFile(owner, { name: 'bomb.png', content: bomb });
    const before = await copies();
    const res = await t.as(owner).get(`/api/v1/temp-image/${bombId}?w=480`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await copies()).toEqual(before);
  });

  it.each(['123', 'abc', '-480', '480.5'])('refuses ?w=%s with a Persian 400', async (w) => {
    const res = await t.as(owner).get(`/api/v1/temp-image/${id}?w=${w}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('عرض تصویر معتبر نیست.');
  });

  it('checks permission before making anything: another user gets 404 and no copy is made', async () => {
    const before = await copies();
    const res = await t.as(other).get(`/api/v1/temp-image/${id}?w=160`);
    expect(res.statusCode).toBe(404);
    expect(await copies()).toEqual(before);
  });
});
