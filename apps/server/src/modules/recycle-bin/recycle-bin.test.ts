import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testApp } from '../../test/test-app.js';
import { textField } from '../../test/factories.js';
import { changeLogs, files, news, unitResponsibilities, units } from '../../db/schema/index.js';
import { cleanUpFiles } from '../files/file-cleanup.js';
import { FileStorage } from '../files/file-storage.js';
import { schedulePurge } from './recycle-bin.jobs.js';

const t = testApp({ admin: true });
const API = '/api/v1';

type Item = {
  kind: string;
  kindLabel: string;
  id: number;
  name: string;
  deletedAt: string;
  deleter: { id: number; fullName: string } | null;
  with: { label: string; count: number }[];
};

const admin = () => t.as(t.admin);
const remove = async (path: string) => {
  const res = await admin().delete(`${API}/${path}`);
  expect(res.statusCode, res.body).toBe(200);
};
const bin = async (body: object = {}) => {
  const res = await admin().post(`${API}/deleted/filter`, { count: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Item[]; pages: number; currentPage: number };
};
const restore = (kind: string, id: number) => admin().post(`${API}/deleted/${kind}/${id}/restore`, {});
const purge = (kind: string, id: number) => admin().delete(`${API}/deleted/${kind}/${id}`);
/** The change-log rows of `action` on one record. */
const logsOf = (resource: string, recordId: number, action: 'restore' | 'purge') =>
  t.database.db
    .select()
    .from(changeLogs)
    .where(
      and(
        eq(changeLogs.resource, resource),
        eq(changeLogs.recordId, recordId),
        eq(changeLogs.action, action),
      ),
    );
const DAY_MS = 86_400_000;
const tehranDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(at);

describe('the recycle bin list', () => {
  it('lists a deleted news item and unit with their Persian kind, who deleted them and what went with them', async () => {
    const item = await t.news({ name: 'خبر سطل بازیافت' });
    const unit = await t.unit({ name: 'واحد سطل بازیافت' });
    await t.employee({ unitId: unit.id });
    await t.employee({ unitId: unit.id });
    await remove(`news/${item.id}`);
    await remove(`unit/${unit.id}`);

    const { list } = await bin();
    const [newsRow] = list.filter((r) => r.kind === 'news' && r.id === item.id);
    const [unitRow] = list.filter((r) => r.kind === 'unit' && r.id === unit.id);
    expect(newsRow).toMatchObject({ kindLabel: 'خبر', name: 'خبر سطل بازیافت', with: [] });
    expect(newsRow?.deleter?.id).toBe(t.admin.id);
    expect(newsRow?.deleter?.fullName).not.toBe('');
    expect(unitRow).toMatchObject({
      kindLabel: 'واحد سازمانی',
      name: 'واحد سطل بازیافت',
      with: [{ label: 'مسئولیت', count: 2 }],
    });
    // Newest deletion first.
    expect(list.findIndex((r) => r === unitRow)).toBeLessThan(list.findIndex((r) => r === newsRow));
    // The responsibilities came with the unit: they are not rows of their own.
    expect(list.some((r) => r.kind === 'unitresponsibility')).toBe(false);
  });

  it('filters by kind and by the Tehran day of deletion, and answers the kinds with their labels', async () => {
    const item = await t.news({ name: 'خبر صافی' });
    await remove(`news/${item.id}`);
    const onlyUnits = await bin({ kind: 'unit' });
    expect(onlyUnits.list.every((r) => r.kind === 'unit')).toBe(true);
    const today = tehranDay(new Date());
    expect((await bin({ kind: 'news', from: today, to: today })).list.map((r) => r.id)).toContain(item.id);
    expect((await bin({ kind: 'news', to: '2020-01-01' })).list).toEqual([]);

    const answer = (await admin().get(`${API}/deleted/kinds`)).json().data;
    expect(answer.retentionDays).toBe(90);
    const kinds = answer.list as { kind: string; label: string }[];
    expect(kinds).toEqual(expect.arrayContaining([{ kind: 'news', label: 'خبر' }]));
    expect(kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining([
        'user',
        'unit',
        'unittype',
        'news',
        'contentpage',
        'menu',
        'datacollection',
        'collectionrecord',
        'servicecategory',
        'service',
        'function',
        'query',
        'docrepofolder',
        'docrepo',
        'ssomanagement',
      ]),
    );
    // Every kind has its Persian name, never its wire name.
    for (const { label } of kinds) expect(label).toMatch(/^[\u0600-\u06FF\u200C ]+$/);
  });

  it('pages the list', async () => {
    for (let i = 0; i < 3; i += 1) await remove(`news/${(await t.news()).id}`);
    const first = await bin({ kind: 'news', count: 2 });
    const second = await bin({ kind: 'news', count: 2, page: 2 });
    expect(first.list).toHaveLength(2);
    expect(first.pages).toBeGreaterThanOrEqual(2);
    expect(second.currentPage).toBe(2);
    expect(second.list.map((r) => r.id)).not.toContain(first.list[0]?.id);
  });

  it('refuses a bad kind, a bad day and a reversed range with a Persian 400', async () => {
    const bad = async (body: object, message: string) => {
      const res = await admin().post(`${API}/deleted/filter`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    };
    await bad({ kind: 'nokind' }, 'چنین نوعی در موارد حذف‌شده نیست.');
    await bad({ from: '2024-02-30' }, 'تاریخ معتبر نیست.');
    await bad({ from: '2024-03-02', to: '2024-03-01' }, 'تاریخ پایان باید بعد از تاریخ شروع باشد.');
  });

  it('is for Admins only', async () => {
    const employee = await t.employee();
    expect((await t.as(employee).post(`${API}/deleted/filter`, {})).statusCode).toBe(403);
    expect((await t.anon.post(`${API}/deleted/filter`, {})).statusCode).toBe(401);
    const item = await t.news();
    await remove(`news/${item.id}`);
    expect((await t.as(employee).post(`${API}/deleted/news/${item.id}/restore`, {})).statusCode).toBe(403);
    expect((await t.as(employee).delete(`${API}/deleted/news/${item.id}`)).statusCode).toBe(403);
  });
});

describe('restoring', () => {
  it('brings a news item back, logged as restored', async () => {
    const item = await t.news({ name: 'خبر بازگشتی' });
    await remove(`news/${item.id}`);
    const res = await restore('news', item.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('بازیابی شد.');
    expect((await admin().get(`${API}/news/${item.id}`)).json().data.name).toBe('خبر بازگشتی');
    const logged = await logsOf('news', item.id, 'restore');
    expect(logged).toHaveLength(1);
    expect(logged[0]?.actorId).toBe(t.admin.id);
    // Not in the bin any more, and a second restore finds nothing to restore.
    expect((await bin({ kind: 'news' })).list.map((r) => r.id)).not.toContain(item.id);
    expect((await restore('news', item.id)).statusCode).toBe(404);
  });

  it('brings a unit back with exactly the responsibilities deleted with it', async () => {
    const unit = await t.unit({ name: 'واحد با مسئولیت' });
    const kept = await t.employee({ unitId: unit.id });
    const earlier = await t.employee({ unitId: unit.id });
    // Deleted on its own before the unit: it must stay deleted.
    await remove(`unitresponsibility/${earlier.responsibilityId}`);
    await remove(`unit/${unit.id}`);
    expect((await t.as(kept).get(`${API}/account/profile`)).json().data.unitResponsibilities).toEqual([]);

    expect((await restore('unit', unit.id)).statusCode).toBe(200);
    expect((await admin().get(`${API}/unit/${unit.id}`)).statusCode).toBe(200);
    expect((await admin().get(`${API}/unitresponsibility/${kept.responsibilityId}`)).statusCode).toBe(200);
    expect((await admin().get(`${API}/unitresponsibility/${earlier.responsibilityId}`)).statusCode).toBe(404);
    const profile = (await t.as(kept).get(`${API}/account/profile`)).json().data;
    expect(profile.unitResponsibilities.map((r: { unitId: number }) => r.unitId)).toEqual([unit.id]);
    // The responsibilities' own log says they came back.
    const [row] = await logsOf('unitresponsibility', kept.responsibilityId, 'restore');
    expect(row?.actorId).toBe(t.admin.id);
  });

  it('refuses a child whose parent is still deleted, naming the parent', async () => {
    const parent = await t.unit({ name: 'دانشکده فنی' });
    const child = await t.unit({ name: 'گروه برق', parentId: parent.id });
    await remove(`unit/${child.id}`);
    await remove(`unit/${parent.id}`);
    const refused = await restore('unit', child.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'واحد سازمانی «دانشکده فنی» حذف شده است؛ ابتدا آن را از موارد حذف‌شده بازیابی کنید.',
    );
    expect((await admin().get(`${API}/unit/${child.id}`)).statusCode).toBe(404);
    expect((await restore('unit', parent.id)).statusCode).toBe(200);
    expect((await restore('unit', child.id)).statusCode).toBe(200);
  });

  it('refuses a record whose collection is deleted, and a document whose folder is', async () => {
    const collection = await t.collection({
      fname: 'مجموعه والد',
      formFields: [textField('title', 'عنوان')],
    });
    const record = (
      await admin().post(`${API}/datacollection/${collection.id}/record`, { data: { title: 'یک' } })
    ).json().data;
    await remove(`datacollection/${collection.id}/record/${record.id}`);
    await remove(`datacollection/${collection.id}`);
    const refused = await restore('collectionrecord', record.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'مجموعه داده «مجموعه والد» حذف شده است؛ ابتدا آن را از موارد حذف‌شده بازیابی کنید.',
    );

    const folder = (await admin().post(`${API}/docrepofolder`, { name: 'پوشه والد' })).json().data;
    const fileId = await t.uploadFile(t.admin, { use: 'document' });
    const doc = (
      await admin().post(`${API}/docrepo`, { name: 'آیین‌نامه', folderId: folder.id, fileId })
    ).json().data;
    await remove(`docrepo/${doc.id}`);
    await remove(`docrepofolder/${folder.id}`);
    const orphan = await restore('docrepo', doc.id);
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe(
      'پوشه مخزن اسناد «پوشه والد» حذف شده است؛ ابتدا آن را از موارد حذف‌شده بازیابی کنید.',
    );
  });

  it('refuses when the unique name has been taken meanwhile, with the Persian duplicate message', async () => {
    const first = await t.collection({ fname: 'فهرست دانشجویان' });
    await remove(`datacollection/${first.id}`);
    await t.collection({ fname: 'فهرست دانشجویان' });
    const refused = await restore('datacollection', first.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('مجموعه داده‌ای با این نام قبلاً ثبت شده است.');

    const user = await t.user({ username: 'recycled.user' });
    await remove(`user/${user.id}`);
    await t.user({ username: 'recycled.user' });
    const taken = await restore('user', user.id);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('این نام کاربری قبلاً ثبت شده است.');
  });

  it('brings a user back without any session of theirs from before', async () => {
    const user = await t.user({ roles: ['Employee'] });
    expect((await t.as(user).get(`${API}/account/profile`)).statusCode).toBe(200);
    await remove(`user/${user.id}`);
    expect((await restore('user', user.id)).statusCode).toBe(200);
    expect((await admin().get(`${API}/user/${user.id}`)).statusCode).toBe(200);
    // The cookie from before the deletion does not sign them in again.
    expect((await t.as(user).get(`${API}/account/profile`)).statusCode).toBe(401);
  });

  it('brings a collection back with its records and their files, and rebuilds its filters', async () => {
    const collection = await t.collection({
      fname: 'پرونده‌ها',
      formFields: [textField('title', 'عنوان'), { id: 'doc', fname: 'مدرک', ename: 'doc', type: 'file' }],
    });
    const proof = await t.uploadFile(t.admin, { use: 'document' });
    const url = `${API}/datacollection/${collection.id}/record`;
    const withFile = (await admin().post(url, { data: { title: 'الف', 'doc-path': proof } })).json().data;
    const plain = (await admin().post(url, { data: { title: 'ب' } })).json().data;
    const alone = (await admin().post(url, { data: { title: 'ج' } })).json().data;
    await remove(`datacollection/${collection.id}/record/${alone.id}`);
    await remove(`datacollection/${collection.id}`);

    const { list } = await bin();
    expect(list.find((r) => r.kind === 'datacollection' && r.id === collection.id)?.with).toEqual([
      { label: 'رکورد مجموعه داده', count: 2 },
    ]);
    // Records deleted with it are not listed; the one deleted on its own is.
    const records = list.filter((r) => r.kind === 'collectionrecord').map((r) => r.id);
    expect(records).toContain(alone.id);
    expect(records).not.toContain(withFile.id);
    // The file survives the clean-up (even days later) while its record is in the bin.
    await cleanUpFiles(t.database.db, new FileStorage(t.dataDir), new Date(Date.now() + 30 * DAY_MS));
    const [file] = await t.database.db.select().from(files).where(eq(files.id, proof));
    expect(file).toMatchObject({ deletedAt: null, ownerResource: 'collectionrecord', ownerId: withFile.id });

    expect((await restore('datacollection', collection.id)).statusCode).toBe(200);
    const found = await admin().post(`${url}/filter`, { filters: { title: { op: 'eq', value: 'الف' } } });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.list.map((r: { id: number }) => r.id)).toEqual([withFile.id]);
    const live = (await admin().post(`${url}/filter`, {})).json().data.list.map((r: { id: number }) => r.id);
    expect(live.sort()).toEqual([withFile.id, plain.id].sort());
  });
});

describe('purging', () => {
  it('removes a news item and its image: the row, the file row and the bytes', async () => {
    const imageFileId = await t.uploadFile(t.admin, { use: 'image' });
    const item = await t.news({ name: 'خبر پاک‌شدنی', imageFileId });
    const [file] = await t.database.db.select().from(files).where(eq(files.id, imageFileId));
    if (!file) throw new Error('no file row');
    const onDisk = new FileStorage(t.dataDir).pathOf(file.storageKey);
    expect(existsSync(onDisk)).toBe(true);
    await remove(`news/${item.id}`);
    expect(existsSync(onDisk)).toBe(true);

    const res = await purge('news', item.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('برای همیشه پاک شد.');
    expect(await t.database.db.select().from(news).where(eq(news.id, item.id))).toEqual([]);
    expect(await t.database.db.select().from(files).where(eq(files.id, imageFileId))).toEqual([]);
    expect(existsSync(onDisk)).toBe(false);
    const [logged] = await logsOf('news', item.id, 'purge');
    expect(logged).toMatchObject({
      actorId: t.admin.id,
      after: null,
      before: { name: 'خبر پاک‌شدنی', files: 1 },
    });
    expect((await purge('news', item.id)).statusCode).toBe(404);
  });

  it('removes a collection with its records and their files', async () => {
    const collection = await t.collection({
      formFields: [textField('title', 'عنوان'), { id: 'doc', fname: 'مدرک', ename: 'doc', type: 'file' }],
    });
    const proof = await t.uploadFile(t.admin, { use: 'document' });
    const url = `${API}/datacollection/${collection.id}/record`;
    const record = (await admin().post(url, { data: { title: 'الف', 'doc-path': proof } })).json().data;
    const [file] = await t.database.db.select().from(files).where(eq(files.id, proof));
    const onDisk = new FileStorage(t.dataDir).pathOf(file?.storageKey ?? '');
    await remove(`datacollection/${collection.id}`);
    expect((await purge('datacollection', collection.id)).statusCode).toBe(200);
    expect(existsSync(onDisk)).toBe(false);
    expect((await restore('collectionrecord', record.id)).statusCode).toBe(404);
  });

  it('refuses a live row, and one something else still names', async () => {
    const item = await t.news();
    expect((await purge('news', item.id)).statusCode).toBe(404);
    const type = await t.unitType({ name: 'نوع در کار' });
    await t.unit({ unitTypeId: type.id });
    await remove(`unittype/${type.id}`);
    const refused = await purge('unittype', type.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('برای همیشه پاک نمی‌شود');
    expect((await restore('unittype', type.id)).statusCode).toBe(200);
  });

  it('purges a unit with its responsibilities', async () => {
    const unit = await t.unit();
    const held = await t.employee({ unitId: unit.id });
    await remove(`unit/${unit.id}`);
    expect((await purge('unit', unit.id)).statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(unitResponsibilities)
      .where(eq(unitResponsibilities.id, held.responsibilityId));
    expect(left).toEqual([]);
  });
});

describe('the retention purge', () => {
  it('purges once a day what was deleted more than RECYCLE_BIN_DAYS (90) ago, and keeps the rest', async () => {
    const old = await t.unit({ name: 'واحد کهنه' });
    const recent = await t.unit({ name: 'واحد تازه' });
    await remove(`unit/${old.id}`);
    await remove(`unit/${recent.id}`);
    await t.database.db
      .update(units)
      .set({ deletedAt: new Date(Date.now() - 91 * DAY_MS) })
      .where(eq(units.id, old.id));
    await schedulePurge(t.database.db, new Date());
    expect((await t.jobs.runDue()).done).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(units).where(eq(units.id, old.id))).toEqual([]);
    expect((await restore('unit', recent.id)).statusCode).toBe(200);
    const [logged] = await logsOf('unit', old.id, 'purge');
    expect(logged?.actorId).toBeNull();
  });
});
