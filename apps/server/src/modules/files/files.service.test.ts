import { access } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '@darvazeh/shared';
import { files } from '../../db/schema/files.js';
import { testApp, type Client } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';
import type { AppModule } from '../app-module.js';
import { PDF } from '../../test/upload-fixtures.js';
import { cleanUpFiles, scheduleFileCleanup } from './file-cleanup.js';
import { FileStorage } from './file-storage.js';
import { attachFiles, releaseFiles } from './files.service.js';

let storage: FileStorage;
let owner: TestUser;
let other: TestUser;
const as = (user: TestUser, admin = false): Principal => ({
  id: user.id,
  roles: admin ? [{ alias: 'Admin', unitId: null, unitRoleId: null }] : [],
});

/** Download rules of test resources, declared the way a module declares its own. */
const testModule: AppModule = {
  name: 'test',
  fileAccess: {
    testpublic: async () => true,
    testprivate: async (_db, principal, ownerId) => ownerId === 8 && principal?.id === other.id,
    testgallery: async () => true,
  },
};
const t = testApp({ modules: [testModule], admin: true });

beforeAll(async () => {
  storage = new FileStorage(t.dataDir);
  owner = await t.user();
  other = await t.user();
});

async function row(id: string) {
  const [found] = await t.database.db.select().from(files).where(eq(files.id, id));
  return found;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
const onDisk = (key: string) => exists(storage.pathOf(key));
const note = (id: number) => ({ resource: 'testnote', id });

describe('attachFiles', () => {
  it('attaches the uploader’s own files, idempotently for the same owner', async () => {
    const id = await t.uploadFile(owner);
    await attachFiles(t.database.db, as(owner), [id, id], note(1), 'image');
    expect(await row(id)).toMatchObject({ ownerResource: 'testnote', ownerId: 1 });
    expect((await row(id))?.attachedAt).toBeInstanceOf(Date);
    await attachFiles(t.database.db, as(owner), [id], note(1));
    // Once attached, the file is no longer a temporary one.
    expect((await t.as(owner).get(`/api/v1/temp-image/${id}`)).statusCode).toBe(404);
  });

  it('refuses someone else’s upload, a file of another owner, an unknown id and the wrong use — attaching none', async () => {
    const mine = await t.uploadFile(owner);
    const theirs = await t.uploadFile(other);
    const attached = await t.uploadFile(owner);
    await attachFiles(t.database.db, as(owner), [attached], note(2));
    const cases: [string[], string, string | undefined][] = [
      [[mine, theirs], 'فایل مورد نظر یافت نشد؛ آن را دوباره بارگذاری کنید.', undefined],
      [[mine, attached], 'فایل مورد نظر یافت نشد؛ آن را دوباره بارگذاری کنید.', undefined],
      [[mine, '0'.repeat(32)], 'فایل مورد نظر یافت نشد؛ آن را دوباره بارگذاری کنید.', undefined],
      [[mine, 'not-an-id'], 'فایل مورد نظر یافت نشد؛ آن را دوباره بارگذاری کنید.', undefined],
      [[mine], 'این فایل برای این بخش بارگذاری نشده است؛ آن را دوباره بارگذاری کنید.', 'document'],
    ];
    for (const [ids, message, use] of cases) {
      await expect(attachFiles(t.database.db, as(owner), ids, note(3), use)).rejects.toMatchObject({
        code: 'bad_request',
        message,
      });
    }
    expect((await row(mine))?.ownerResource).toBeNull();
    expect((await row(attached))?.ownerId).toBe(2);
  });

  it('lets an Admin attach anyone’s unattached file', async () => {
    const theirs = await t.uploadFile(other);
    await attachFiles(t.database.db, as(t.admin, true), [theirs], note(4));
    expect((await row(theirs))?.ownerId).toBe(4);
  });

  it('attaches nothing when the owning record’s transaction rolls back', async () => {
    const id = await t.uploadFile(owner);
    await expect(
      t.database.db.transaction(async (tx) => {
        await attachFiles(tx, as(owner), [id], note(5));
        throw new Error('the record failed to save');
      }),
    ).rejects.toThrow('the record failed to save');
    expect((await row(id))?.ownerResource).toBeNull();
  });
});

describe('download permission through the modules’ fileAccess rules', () => {
  it('serves an attached file to whom the owner resource allows; unregistered resources are Admin-only', async () => {
    const pub = await t.uploadFile(owner);
    const priv = await t.uploadFile(owner, { use: 'document', name: 'نامه.pdf' });
    const unregistered = await t.uploadFile(owner);
    await attachFiles(t.database.db, as(owner), [pub], { resource: 'testpublic', id: 7 });
    await attachFiles(t.database.db, as(owner), [priv], { resource: 'testprivate', id: 8 });
    await attachFiles(t.database.db, as(owner), [unregistered], { resource: 'testnobody', id: 9 });

    const status = async (client: Client, id: string) =>
      (await client.get(`/api/v1/download/${id}`)).statusCode;
    expect(await status(t.anon, pub)).toBe(200);
    expect(await status(t.anon, priv)).toBe(404);
    expect(await status(t.as(owner), priv)).toBe(404);
    expect(await status(t.as(other), priv)).toBe(200);
    expect(await status(t.as(t.admin), priv)).toBe(200);
    expect(await status(t.as(owner), unregistered)).toBe(404);
    expect(await status(t.as(t.admin), unregistered)).toBe(200);

    const res = await t.as(other).get(`/api/v1/download/${priv}`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('نامه.pdf')}`,
    );
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(String((await t.anon.get(`/api/v1/download/${pub}`)).headers['content-disposition'])).toMatch(
      /^inline;/,
    );
  });
});

describe('releaseFiles and the clean-up', () => {
  it('soft-deletes released files at once and removes them from disk and table at the next clean-up', async () => {
    const keep = await t.uploadFile(owner);
    const drop = await t.uploadFile(owner);
    await attachFiles(t.database.db, as(owner), [keep, drop], { resource: 'testgallery', id: 1 });
    // A smaller copy made of the image goes with it.
    expect((await t.anon.get(`/api/v1/download/${drop}?w=160`)).headers['content-type']).toBe('image/webp');
    const dropCopy = storage.variantPathOf((await row(drop))?.storageKey ?? '', 160);
    expect(await exists(dropCopy)).toBe(true);
    await releaseFiles(t.database.db, { resource: 'testgallery', id: 1 }, [keep]);
    expect((await row(drop))?.deletedAt).toBeInstanceOf(Date);
    expect((await t.anon.get(`/api/v1/download/${drop}`)).statusCode).toBe(404);
    expect((await t.anon.get(`/api/v1/download/${keep}`)).statusCode).toBe(200);
    const dropKey = (await row(drop))?.storageKey ?? '';
    expect(await onDisk(dropKey)).toBe(true);

    await cleanUpFiles(t.database.db, storage);
    expect(await row(drop)).toBeUndefined();
    expect(await onDisk(dropKey)).toBe(false);
    expect(await exists(dropCopy)).toBe(false);
    expect(await row(keep)).toBeDefined();
  });

  it('removes unattached uploads older than a day, and keeps fresh and attached ones', async () => {
    const old = await t.uploadFile(owner);
    const fresh = await t.uploadFile(owner);
    const oldAttached = await t.uploadFile(owner);
    await attachFiles(t.database.db, as(owner), [oldAttached], note(10));
    await t.database.db
      .update(files)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${files.id} in (${old}, ${oldAttached})`);
    const oldKey = (await row(old))?.storageKey ?? '';

    const removed = await cleanUpFiles(t.database.db, storage);
    expect(removed.files).toBeGreaterThanOrEqual(1);
    expect(await row(old)).toBeUndefined();
    expect(await onDisk(oldKey)).toBe(false);
    expect(await row(fresh)).toBeDefined();
    expect(await row(oldAttached)).toBeDefined();
    // Two clean-ups at once share the work instead of failing on each other's rows.
    const again = await Promise.all([
      cleanUpFiles(t.database.db, storage),
      cleanUpFiles(t.database.db, storage),
    ]);
    expect(again.map((r) => r.files)).toEqual([0, 0]);
  });
});

describe('the clean-up job', () => {
  it('runs on its interval inside the app that schedules it, and stops when the app closes', async () => {
    const old = await t.uploadFile(owner);
    await t.database.db
      .update(files)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(files.id, old));
    const app = Fastify({ logger: false });
    await app.register(async (scope) => scheduleFileCleanup(scope, t.database.db, storage, 10));
    await app.ready();
    await expect.poll(() => row(old)).toBeUndefined();
    await app.close();
  });
});
