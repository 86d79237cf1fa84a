import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type Client } from '../../test/test-app.js';
import type { TestEmployee, TestUser } from '../../test/factories.js';
import { PDF } from '../../test/upload-fixtures.js';
import { docRepoMessages as text, fileMessages, orgMessages } from '../../messages/index.js';

const t = testApp({ admin: true });
let employeeA: TestEmployee;
let employeeB: TestEmployee;
let applicant: TestUser;
let unitA: number;
let unitB: number;

beforeAll(async () => {
  employeeA = await t.employee();
  employeeB = await t.employee();
  unitA = employeeA.unitId;
  unitB = employeeB.unitId;
  applicant = await t.user();
});

async function ok(res: Awaited<ReturnType<Client['post']>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const folder = async (
  client: Client,
  body: Record<string, unknown>,
): Promise<{ id: number; unitId: number | null }> => ok(await client.post('/api/v1/docrepofolder', body));

async function document(client: Client, folderId: number, name = 'گزارش ماهانه') {
  const fileId = await t.uploadFile(client, { use: 'document' });
  const doc = await ok(await client.post('/api/v1/docrepo', { name, folderId, fileId }));
  return { ...doc, fileId } as { id: number; unitId: number | null; fileId: string; folderId: number };
}
const ids = async (client: Client, resource: string, filters: unknown = {}) =>
  (
    (await ok(await client.post(`/api/v1/${resource}/filter`, { filters, count: 100 }))).list as {
      id: number;
    }[]
  ).map((row) => row.id);

describe('unit-scoped folders', () => {
  it('lets an Employee keep a folder for their unit that another unit’s Employee never sees', async () => {
    const mine = await folder(t.as(employeeA), { name: 'اسناد واحد الف', unitId: unitA });
    expect(mine.unitId).toBe(unitA);
    expect(await ids(t.as(employeeA), 'docrepofolder')).toContain(mine.id);
    expect(await ids(t.as(employeeB), 'docrepofolder')).not.toContain(mine.id);
    expect((await t.as(employeeB).get(`/api/v1/docrepofolder/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await t.as(employeeB).put(`/api/v1/docrepofolder/${mine.id}`, { name: 'ربوده' })).statusCode,
    ).toBe(404);
    expect((await t.as(employeeB).delete(`/api/v1/docrepofolder/${mine.id}`)).statusCode).toBe(404);
    expect(await ids(t.as(t.admin), 'docrepofolder')).toContain(mine.id);
  });

  it('shares a folder of no unit with every Employee', async () => {
    const shared = await folder(t.as(t.admin), { name: 'آیین‌نامه‌ها' });
    expect(await ids(t.as(employeeA), 'docrepofolder')).toContain(shared.id);
    expect(await ids(t.as(employeeB), 'docrepofolder')).toContain(shared.id);
  });

  it('refuses a folder for a unit the Employee does not serve in, and an unknown unit', async () => {
    let res = await t.as(employeeA).post('/api/v1/docrepofolder', { name: 'x', unitId: unitB });
    expect([res.statusCode, res.json().message]).toEqual([400, text.unitNotYours]);
    res = await t.as(t.admin).post('/api/v1/docrepofolder', { name: 'x', unitId: 999999 });
    expect([res.statusCode, res.json().message]).toEqual([400, orgMessages.unitMissing]);
  });

  it('keeps everyone but Admins and Employees out', async () => {
    expect((await t.anon.post('/api/v1/docrepofolder/filter', {})).statusCode).toBe(401);
    expect((await t.as(applicant).post('/api/v1/docrepofolder/filter', {})).statusCode).toBe(403);
    expect((await t.as(applicant).post('/api/v1/docrepo', {})).statusCode).toBe(403);
  });

  it('puts a subfolder of a unit’s folder in the same unit, whatever the body says', async () => {
    const top = await folder(t.as(employeeA), { name: 'بالا', unitId: unitA });
    const sub = await folder(t.as(employeeA), { name: 'زیر', parentId: top.id, unitId: null });
    expect(sub.unitId).toBe(unitA);
  });

  it('refuses a parent the user cannot see', async () => {
    const theirs = await folder(t.as(employeeB), { name: 'پوشه ب', unitId: unitB });
    const res = await t.as(employeeA).post('/api/v1/docrepofolder', { name: 'x', parentId: theirs.id });
    expect([res.statusCode, res.json().message]).toEqual([400, text.folderMissing]);
  });
});

describe('moving folders', () => {
  it('refuses moving a folder into itself or below itself', async () => {
    const outer = await folder(t.as(employeeA), { name: 'بیرونی', unitId: unitA });
    const inner = await folder(t.as(employeeA), { name: 'درونی', parentId: outer.id });
    const deep = await folder(t.as(employeeA), { name: 'ژرف', parentId: inner.id });
    for (const parentId of [outer.id, inner.id, deep.id]) {
      const res = await t.as(employeeA).put(`/api/v1/docrepofolder/${outer.id}`, {
        name: 'بیرونی',
        parentId,
        unitId: unitA,
      });
      expect([res.statusCode, res.json().message]).toEqual([400, text.folderCycle]);
    }
  });

  it('lets an Admin move a shared folder with its documents under a unit’s folder, which then hides them from others', async () => {
    const shared = await folder(t.as(t.admin), { name: 'جابه‌جایی' });
    const doc = await document(t.as(t.admin), shared.id);
    expect(await ids(t.as(employeeB), 'docrepo')).toContain(doc.id);
    const target = await folder(t.as(employeeA), { name: 'مقصد', unitId: unitA });
    const moved = await ok(
      await t
        .as(t.admin)
        .put(`/api/v1/docrepofolder/${shared.id}`, { name: 'جابه‌جایی', parentId: target.id }),
    );
    expect(moved.unitId).toBe(unitA);
    expect(await ids(t.as(employeeB), 'docrepo')).not.toContain(doc.id);
    expect((await t.as(employeeB).get(`/api/v1/download/${doc.fileId}`)).statusCode).toBe(404);
  });

  it('refuses handing a shared folder holding another unit’s folder to a unit', async () => {
    const shared = await folder(t.as(t.admin), { name: 'مشترک' });
    await folder(t.as(employeeB), { name: 'از آن ب', parentId: shared.id, unitId: unitB });
    const res = await t
      .as(t.admin)
      .put(`/api/v1/docrepofolder/${shared.id}`, { name: 'مشترک', unitId: unitA });
    expect([res.statusCode, res.json().message]).toEqual([400, text.otherUnitBelow]);
  });
});

describe('documents', () => {
  let folderA: number;
  beforeAll(async () => {
    folderA = (await folder(t.as(employeeA), { name: 'نامه‌ها', unitId: unitA })).id;
  });

  it('stores an upload in a unit’s folder; only that unit’s Employees and Admins see and download it', async () => {
    const doc = await document(t.as(employeeA), folderA);
    expect(doc.unitId).toBe(unitA);
    const mine = await t.as(employeeA).get(`/api/v1/download/${doc.fileId}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect((await t.as(t.admin).get(`/api/v1/download/${doc.fileId}`)).statusCode).toBe(200);
    expect((await t.as(employeeB).get(`/api/v1/download/${doc.fileId}`)).statusCode).toBe(404);
    expect((await t.as(applicant).get(`/api/v1/download/${doc.fileId}`)).statusCode).toBe(404);
    expect((await t.anon.get(`/api/v1/download/${doc.fileId}`)).statusCode).toBe(404);
    expect((await t.as(employeeB).get(`/api/v1/docrepo/${doc.id}`)).statusCode).toBe(404);
    expect(await ids(t.as(employeeB), 'docrepo')).not.toContain(doc.id);
  });

  it('refuses a document into a folder the user cannot see, and a file uploaded as an image', async () => {
    const fileId = await t.uploadFile(employeeB, { use: 'document' });
    let res = await t.as(employeeB).post('/api/v1/docrepo', { name: 'x', folderId: folderA, fileId });
    expect([res.statusCode, res.json().message]).toEqual([400, text.folderMissing]);
    const image = await t.uploadFile(employeeA, { use: 'image' });
    res = await t.as(employeeA).post('/api/v1/docrepo', { name: 'x', folderId: folderA, fileId: image });
    expect([res.statusCode, res.json().message]).toEqual([400, fileMessages.wrongUse]);
    res = await t.as(employeeA).post('/api/v1/docrepo', { name: 'x', fileId: image });
    expect([res.statusCode, res.json().message]).toEqual([400, 'پوشه سند را انتخاب کنید.']);
  });

  it('renames and moves a document; moved to a shared folder by an Admin, other units see it', async () => {
    const doc = await document(t.as(employeeA), folderA);
    const shared = await folder(t.as(t.admin), { name: 'همگانی' });
    const moved = await ok(
      await t.as(t.admin).put(`/api/v1/docrepo/${doc.id}`, { name: 'گزارش نهایی', folderId: shared.id }),
    );
    expect(moved).toMatchObject({
      name: 'گزارش نهایی',
      folderId: shared.id,
      unitId: null,
      fileId: doc.fileId,
    });
    expect(await ids(t.as(employeeB), 'docrepo')).toContain(doc.id);
    expect((await t.as(employeeB).get(`/api/v1/download/${doc.fileId}`)).statusCode).toBe(200);
  });

  it('finds documents by name with Arabic ي and ك typed for Persian ی and ک', async () => {
    const doc = await document(t.as(employeeA), folderA, 'کتابچه راهنمای یادگیری');
    const found = await ids(t.as(employeeA), 'docrepo', { name: { op: 'like', value: 'كتابچه راهنماي' } });
    expect(found).toEqual([doc.id]);
  });

  it('deletes a folder only once it is empty', async () => {
    const box = await folder(t.as(employeeA), { name: 'موقت', unitId: unitA });
    const doc = await document(t.as(employeeA), box.id);
    let res = await t.as(employeeA).delete(`/api/v1/docrepofolder/${box.id}`);
    expect([res.statusCode, res.json().message]).toEqual([400, text.folderNotEmpty]);
    await ok(await t.as(employeeA).delete(`/api/v1/docrepo/${doc.id}`));
    expect((await t.as(employeeA).get(`/api/v1/download/${doc.fileId}`)).statusCode).toBe(404);
    res = await t.as(employeeA).delete(`/api/v1/docrepofolder/${box.id}`);
    expect(res.statusCode).toBe(200);
  });
});

describe('shared folders and documents are the Admins’', () => {
  const refused = async (res: Awaited<ReturnType<Client['post']>>) =>
    expect([res.statusCode, res.json().message]).toEqual([403, text.sharedAdminOnly]);
  let shared: { id: number; unitId: number | null };
  let sharedDoc: { id: number; fileId: string };
  let mine: { id: number; unitId: number | null };
  beforeAll(async () => {
    shared = await folder(t.as(t.admin), { name: 'بخشنامه‌های مشترک' });
    sharedDoc = await document(t.as(t.admin), shared.id, 'بخشنامه');
    mine = await folder(t.as(employeeA), { name: 'پوشه خودم', unitId: unitA });
  });
  const stored = async (resource: string, id: number) =>
    (await t.as(t.admin).get(`/api/v1/${resource}/${id}`)).json().data as Record<string, unknown>;

  it('lets every Employee read and download them', async () => {
    for (const employee of [employeeA, employeeB]) {
      expect((await t.as(employee).get(`/api/v1/docrepofolder/${shared.id}`)).statusCode).toBe(200);
      expect((await t.as(employee).get(`/api/v1/docrepo/${sharedDoc.id}`)).statusCode).toBe(200);
      expect((await t.as(employee).get(`/api/v1/download/${sharedDoc.fileId}`)).statusCode).toBe(200);
    }
  });

  it('refuses an Employee a new shared folder, at the root or under a shared one', async () => {
    await refused(await t.as(employeeA).post('/api/v1/docrepofolder', { name: 'مشترک من' }));
    await refused(
      await t.as(employeeA).post('/api/v1/docrepofolder', { name: 'زیر مشترک', parentId: shared.id }),
    );
    expect(await ids(t.as(t.admin), 'docrepofolder', { name: { op: 'eq', value: 'مشترک من' } })).toEqual([]);
    // A folder of their own unit under a shared one is theirs to make.
    const theirs = await folder(t.as(employeeA), { name: 'از آن الف', parentId: shared.id, unitId: unitA });
    expect(theirs.unitId).toBe(unitA);
  });

  it('refuses an Employee renaming, moving or deleting a shared folder', async () => {
    await refused(await t.as(employeeA).put(`/api/v1/docrepofolder/${shared.id}`, { name: 'ربوده' }));
    await refused(
      await t
        .as(employeeA)
        .put(`/api/v1/docrepofolder/${shared.id}`, { name: 'بخشنامه‌های مشترک', parentId: mine.id }),
    );
    await refused(
      await t
        .as(employeeA)
        .put(`/api/v1/docrepofolder/${shared.id}`, { name: 'بخشنامه‌های مشترک', unitId: unitA }),
    );
    const empty = await folder(t.as(t.admin), { name: 'خالی مشترک' });
    await refused(await t.as(employeeA).delete(`/api/v1/docrepofolder/${empty.id}`));
    expect(await stored('docrepofolder', shared.id)).toMatchObject({
      name: 'بخشنامه‌های مشترک',
      parentId: null,
      unitId: null,
    });
    expect((await t.as(employeeA).get(`/api/v1/docrepofolder/${empty.id}`)).statusCode).toBe(200);
  });

  it('refuses an Employee putting their unit’s folder out of it, into the shared ones', async () => {
    await refused(
      await t.as(employeeA).put(`/api/v1/docrepofolder/${mine.id}`, { name: 'پوشه خودم', unitId: null }),
    );
    expect(await stored('docrepofolder', mine.id)).toMatchObject({ unitId: unitA });
  });

  it('refuses an Employee a document in a shared folder, and editing, moving or deleting a shared one', async () => {
    const fileId = await t.uploadFile(employeeA, { use: 'document' });
    await refused(
      await t.as(employeeA).post('/api/v1/docrepo', { name: 'سند مشترک', folderId: shared.id, fileId }),
    );
    await refused(
      await t.as(employeeA).put(`/api/v1/docrepo/${sharedDoc.id}`, { name: 'ربوده', folderId: shared.id }),
    );
    await refused(
      await t.as(employeeA).put(`/api/v1/docrepo/${sharedDoc.id}`, { name: 'بخشنامه', folderId: mine.id }),
    );
    await refused(await t.as(employeeA).delete(`/api/v1/docrepo/${sharedDoc.id}`));
    expect(await stored('docrepo', sharedDoc.id)).toMatchObject({
      name: 'بخشنامه',
      folderId: shared.id,
      unitId: null,
    });
    // The refused upload stays the Employee's to use elsewhere: nothing attached it.
    const placed = await ok(
      await t.as(employeeA).post('/api/v1/docrepo', { name: 'سند واحد', folderId: mine.id, fileId }),
    );
    expect(placed.unitId).toBe(unitA);
    await refused(
      await t.as(employeeA).put(`/api/v1/docrepo/${placed.id}`, { name: 'سند واحد', folderId: shared.id }),
    );
  });

  it('lets an Admin do all of it', async () => {
    const made = await folder(t.as(t.admin), { name: 'مشترک مدیر', parentId: shared.id });
    expect(made.unitId).toBeNull();
    await ok(await t.as(t.admin).put(`/api/v1/docrepofolder/${made.id}`, { name: 'مشترک مدیر ۲' }));
    await ok(await t.as(t.admin).delete(`/api/v1/docrepofolder/${made.id}`));
    const doc = await document(t.as(t.admin), shared.id, 'سند مدیر');
    await ok(
      await t.as(t.admin).put(`/api/v1/docrepo/${doc.id}`, { name: 'سند مدیر ۲', folderId: shared.id }),
    );
    await ok(await t.as(t.admin).delete(`/api/v1/docrepo/${doc.id}`));
  });
});
