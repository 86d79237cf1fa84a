import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serviceCategories } from '../../db/schema/services.js';
import { testApp } from '../../test/test-app.js';
import { serviceMessages } from '../../messages/index.js';
import { AppError } from '../../plugins/errors.js';
import { resourceRepository } from '../../plugins/resources/resource-repository.js';
import { serviceCategoryResource } from './services.resources.js';

const t = testApp({ admin: true });
const url = '/api/v1/servicecategory';

const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((c) => c.name);

describe('service categories', () => {
  it('answers live roots by order then name, and a root’s sub categories, to any signed-in user', async () => {
    const later = await t.serviceCategory({ name: 'پژوهشی', order: 2 });
    await t.serviceCategory({ name: 'گواهی‌ها', order: 1 });
    await t.serviceCategory({ name: 'آموزشی', order: 1 });
    await t.serviceCategory({ name: 'دانشجویی', parentId: later.id });
    await t.serviceCategory({ name: 'استادان', parentId: later.id });
    const applicant = await t.user();
    const roots = await t.as(applicant).get(`${url}/list`);
    expect(roots.statusCode).toBe(200);
    // Persian alphabetical order (آ before گ), not byte order.
    expect(names(roots)).toEqual(['آموزشی', 'گواهی‌ها', 'پژوهشی']);
    const children = await t.as(applicant).get(`${url}/list/${later.id}`);
    expect(names(children)).toEqual(['استادان', 'دانشجویی']);
    expect(children.json().data[0]).toMatchObject({ parentId: later.id, icon: '', order: 0 });
    expect((await t.anon.get(`${url}/list`)).statusCode).toBe(401);
  });

  it('answers 404 for the sub categories of a missing root or of a sub category', async () => {
    const root = await t.serviceCategory();
    const sub = await t.serviceCategory({ parentId: root.id });
    expect((await t.as(t.admin).get(`${url}/list/999999`)).statusCode).toBe(404);
    expect((await t.as(t.admin).get(`${url}/list/abc`)).statusCode).toBe(400);
    expect((await t.as(t.admin).get(`${url}/list/99999999999`)).statusCode).toBe(400);
    const ofSub = await t.as(t.admin).get(`${url}/list/${sub.id}`);
    expect([ofSub.statusCode, ofSub.json().message]).toEqual([404, serviceMessages.categoryNotFound]);
  });

  it('keeps two levels: no sub category under a sub, no missing parent, no parent of its own', async () => {
    const root = await t.serviceCategory();
    const sub = await t.serviceCategory({ parentId: root.id });
    const deeper = await t.as(t.admin).post(url, { name: 'سطح سوم', parentId: sub.id });
    expect([deeper.statusCode, deeper.json().message]).toEqual([400, serviceMessages.parentNotRoot]);
    const orphan = await t.as(t.admin).post(url, { name: 'بی‌والد', parentId: 999_999 });
    expect([orphan.statusCode, orphan.json().message]).toEqual([400, serviceMessages.parentMissing]);
    const own = await t.as(t.admin).put(`${url}/${root.id}`, { name: root.name, parentId: root.id });
    expect([own.statusCode, own.json().message]).toEqual([400, serviceMessages.ownParent]);
    const other = await t.serviceCategory();
    const rootUnder = await t.as(t.admin).put(`${url}/${root.id}`, { name: root.name, parentId: other.id });
    expect([rootUnder.statusCode, rootUnder.json().message]).toEqual([
      400,
      serviceMessages.parentWithChildren,
    ]);
    expect(
      await t.database.db.select().from(serviceCategories).where(eq(serviceCategories.name, 'سطح سوم')),
    ).toHaveLength(0);
  });

  it('keeps names unique among live siblings only (Arabic ي and ك count as Persian)', async () => {
    const a = await t.serviceCategory({ name: 'کارکنان' });
    const b = await t.serviceCategory();
    const twin = await t.as(t.admin).post(url, { name: 'كاركنان' });
    expect([twin.statusCode, twin.json().message]).toEqual([400, serviceMessages.categoryNameTaken]);
    expect((await t.as(t.admin).post(url, { name: 'کارکنان', parentId: a.id })).statusCode).toBe(200);
    expect((await t.as(t.admin).post(url, { name: 'کارکنان', parentId: b.id })).statusCode).toBe(200);
    const again = await t.as(t.admin).post(url, { name: 'کارکنان', parentId: b.id });
    expect(again.statusCode).toBe(400);
  });

  it('answers a write that loses the race to the sibling-name index with the same 400', async () => {
    // PGlite runs one transaction at a time; a definition that stores another name than the checked one
    // reaches the index as the loser of a race would.
    await t.serviceCategory({ name: 'برنده' });
    const racing = resourceRepository(t.database.db, {
      ...serviceCategoryResource,
      hooks: { toValues: () => ({ name: 'برنده', parentId: null, icon: '', order: 0 }) },
    });
    const actor = { user: { id: t.admin.id, roles: [] }, requestId: 'race' };
    const lost = racing.create(actor, { name: 'بازنده' });
    await expect(lost).rejects.toBeInstanceOf(AppError);
    await expect(lost).rejects.toMatchObject({
      code: 'conflict',
      message: serviceMessages.categoryNameTaken,
    });
  });

  it('refuses to delete a root with live sub categories or a category with services, saying why', async () => {
    const root = await t.serviceCategory();
    const sub = await t.serviceCategory({ parentId: root.id });
    const service = await t.service({ categories: [sub.id] });
    const withChildren = await t.as(t.admin).delete(`${url}/${root.id}`);
    expect([withChildren.statusCode, withChildren.json().message]).toEqual([
      400,
      serviceMessages.categoryHasChildren,
    ]);
    const withServices = await t.as(t.admin).delete(`${url}/${sub.id}`);
    expect([withServices.statusCode, withServices.json().message]).toEqual([
      400,
      serviceMessages.categoryHasServices,
    ]);
    expect((await t.as(t.admin).delete(`/api/v1/service/${service.id}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).delete(`${url}/${sub.id}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).delete(`${url}/${root.id}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).delete(`${url}/${root.id}`)).statusCode).toBe(404);
  });

  it('shows every write in the next list at once (no stale cache)', async () => {
    const root = await t.serviceCategory({ name: 'پیش از ویرایش' });
    const before = await t.as(t.admin).get(`${url}/list`);
    expect(names(before)).toContain('پیش از ویرایش');
    const renamed = await t.as(t.admin).put(`${url}/${root.id}`, { name: 'پس از ویرایش' });
    expect(renamed.statusCode).toBe(200);
    expect(names(await t.as(t.admin).get(`${url}/list`))).toContain('پس از ویرایش');
    const sub = await t.serviceCategory({ parentId: root.id, name: 'تازه' });
    expect(names(await t.as(t.admin).get(`${url}/list/${root.id}`))).toEqual(['تازه']);
    await t.as(t.admin).delete(`${url}/${sub.id}`);
    expect(names(await t.as(t.admin).get(`${url}/list/${root.id}`))).toEqual([]);
  });

  it('lets an Employee and an applicant read but not write, and a visitor nothing', async () => {
    const employee = await t.employee();
    const applicant = await t.user();
    const root = await t.serviceCategory();
    for (const who of [employee, applicant]) {
      expect((await t.as(who).get(`${url}/${root.id}`)).statusCode).toBe(200);
      expect((await t.as(who).post(url, { name: 'نفوذی' })).statusCode).toBe(403);
      expect((await t.as(who).put(`${url}/${root.id}`, { name: 'نفوذی' })).statusCode).toBe(403);
      expect((await t.as(who).delete(`${url}/${root.id}`)).statusCode).toBe(403);
    }
    expect((await t.anon.post(url, { name: 'نفوذی' })).statusCode).toBe(401);
  });
});
