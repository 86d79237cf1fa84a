import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files.js';
import { testApp, type Client } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';
import { attachFiles, DRAFT_FILES, moveFiles, releaseFiles } from './files.service.js';
import { fileMessages } from '../../messages/index.js';

// Small limits through the configuration, so a few kilobytes stand for the hundreds of megabytes.
const MB = 1024 * 1024;
const QUOTA = Math.floor(0.01 * MB); // 10,485 bytes: "۱۰ کیلوبایت"
const RATE = 5;

const t = testApp({
  env: { UPLOAD_QUOTA_MB: '0.01', UPLOAD_QUOTA_ADMIN_MB: '0.02', UPLOAD_RATE_LIMIT: String(RATE) },
});

/** A plain-text document of `size` bytes. */
const textOf = (size: number) => Buffer.alloc(size, 'a');

const note = { name: 'یادداشت.txt', mime: 'text/plain' };
/** The upload under test, answered as it comes. */
const upload = (client: Client, content: Buffer) =>
  client.postFile('/api/v1/file/upload/document', content, note);
/** An upload that must go through: a plain-text document of `size` bytes; answers its id. */
const uploadedId = (client: Client, size: number) =>
  t.uploadFile(client, { use: 'document', content: textOf(size), ...note });

const rowsOf = async (user: TestUser) =>
  t.database.db.select().from(files).where(eq(files.uploaderId, user.id));

/** Files under DATA_DIR/files, in progress ones included, so a refused upload is seen to leave nothing. */
async function filesOnDisk(): Promise<number> {
  const root = path.join(t.dataDir, 'files');
  const top = await readdir(root).catch(() => [] as string[]);
  const incoming = await readdir(path.join(root, 'incoming')).catch(() => [] as string[]);
  return top.filter((name) => /^[0-9a-f]{32}$/.test(name)).length + incoming.length;
}

const quotaMessage = fileMessages.quotaExceeded('۱۰ کیلوبایت');

describe('the upload quota', () => {
  it('refuses an upload past the quota with a Persian 413 and keeps nothing of it', async () => {
    const user = await t.user();
    await uploadedId(t.as(user), 4000);
    await uploadedId(t.as(user), 4000);
    const before = await filesOnDisk();
    const res = await upload(t.as(user), textOf(4000));
    expect([res.statusCode, res.json().message]).toEqual([413, quotaMessage]);
    expect(await rowsOf(user)).toHaveLength(2);
    expect(await filesOnDisk()).toBe(before);
  });

  it('refuses before reading once the quota is full, and frees it when a record takes or drops an upload', async () => {
    const user = await t.user();
    const first = await uploadedId(t.as(user), QUOTA - 1000);
    await uploadedId(t.as(user), 1000);
    const full = await upload(t.as(user), textOf(10));
    expect([full.statusCode, full.json().message]).toEqual([413, quotaMessage]);
    // Attached uploads are the record's, not the quota's.
    const principal = { id: user.id, roles: [] };
    await attachFiles(t.database.db, principal, [first], { resource: 'test', id: 1 });
    const again = await uploadedId(t.as(user), 2000);
    await attachFiles(t.database.db, principal, [again], { resource: 'test', id: 1 });
    await releaseFiles(t.database.db, { resource: 'test', id: 1 }, []);
    expect((await upload(t.as(user), textOf(4000))).statusCode).toBe(200);
  });

  it('counts the files a draft holds against the quota until a record takes them', async () => {
    const user = await t.user();
    const held = await uploadedId(t.as(user), QUOTA - 1000);
    const principal = { id: user.id, roles: [] };
    await attachFiles(t.database.db, principal, [held], { resource: DRAFT_FILES, id: 1 });
    const full = await upload(t.as(user), textOf(4000));
    expect([full.statusCode, full.json().message]).toEqual([413, quotaMessage]);
    await moveFiles(t.database.db, { resource: DRAFT_FILES, id: 1 }, { resource: 'test', id: 2 }, [held]);
    expect((await upload(t.as(user), textOf(4000))).statusCode).toBe(200);
  });

  it('gives Admins the larger quota', async () => {
    const admin = await t.user({ roles: ['Admin'] });
    for (let i = 0; i < 3; i += 1) await uploadedId(t.as(admin), 5000);
    const res = await upload(t.as(admin), textOf(7000));
    expect([res.statusCode, res.json().message]).toEqual([413, fileMessages.quotaExceeded('۲۰ کیلوبایت')]);
  });

  it('lets only one of two racing uploads that fit only one at a time through', async () => {
    const user = await t.user();
    const answers = await Promise.all([upload(t.as(user), textOf(6000)), upload(t.as(user), textOf(6000))]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 413]);
    expect(await rowsOf(user)).toHaveLength(1);
  });
});

describe('the upload rate limit', () => {
  it('refuses the upload past the limit in ten minutes with a Persian 429, whatever the quota', async () => {
    const user = await t.user();
    for (let i = 0; i < RATE; i += 1) await uploadedId(t.as(user), 10);
    const res = await upload(t.as(user), textOf(10));
    expect([res.statusCode, res.json().message]).toEqual([429, fileMessages.tooManyUploads(RATE, 10)]);
    expect(res.json().message).toContain('۵ فایل در ۱۰ دقیقه');
    expect(await rowsOf(user)).toHaveLength(RATE);
    // Another user is not held back by this one.
    expect((await upload(t.as(await t.user()), textOf(10))).statusCode).toBe(200);
  });

  it('counts attached and released uploads too, and lets the user go on once the window has passed', async () => {
    const user = await t.user();
    const ids: string[] = [];
    for (let i = 0; i < RATE; i += 1) ids.push(await uploadedId(t.as(user), 10));
    await attachFiles(t.database.db, { id: user.id, roles: [] }, ids, { resource: 'test', id: 2 });
    expect((await upload(t.as(user), textOf(10))).statusCode).toBe(429);
    // The window is the database's clock: age the user's uploads past it instead of waiting.
    await t.database.db
      .update(files)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(files.uploaderId, user.id));
    expect((await upload(t.as(user), textOf(10))).statusCode).toBe(200);
  });
});
