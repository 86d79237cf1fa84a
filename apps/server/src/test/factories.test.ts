import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeLogs, files, unitResponsibilities, units } from '../db/schema/index.js';
import { testApp } from './test-app.js';
import { PDF, PNG } from './upload-fixtures.js';

const t = testApp({ admin: true });

const logOf = async (resource: string, recordId: number) =>
  t.database.db
    .select()
    .from(changeLogs)
    .where(and(eq(changeLogs.resource, resource), eq(changeLogs.recordId, recordId)));

describe('the factories write what the app writes', () => {
  it('answers a unit as GET unit/{id} does, stored with its author and a change-log row', async () => {
    const unit = await t.unit({ name: 'دانشكده فني', by: t.admin });
    expect((await t.as(t.admin).get(`/api/v1/unit/${unit.id}`)).json().data).toEqual(unit);
    expect(unit).toMatchObject({ name: 'دانشکده فنی', parentId: null, creatorId: t.admin.id });
    expect(unit.unitRoles).toHaveLength(1);
    const [log] = await logOf('unit', unit.id);
    expect(log).toMatchObject({ action: 'create', actorId: t.admin.id });
    expect(log?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes as one Admin of its own when the test names no author', async () => {
    const [role, type] = [await t.unitRole(), await t.unitType()];
    expect(role.creatorId).toBe(type.creatorId);
    expect(role.creatorId).not.toBe(t.admin.id);
    const unit = await t.unit({ unitTypeId: type.id, unitRoleIds: [role.id] });
    expect(unit).toMatchObject({ unitTypeId: type.id, unitRoles: [{ id: role.id, name: role.name }] });
    const child = await t.unit({ parentId: unit.id, unitRoleIds: [] });
    const [stored] = await t.database.db.select().from(units).where(eq(units.id, child.id));
    expect(stored).toMatchObject({ parentId: unit.id, creatorId: role.creatorId });
  });

  it('makes an Employee of a new unit and unit role, or of the ones given', async () => {
    const fresh = await t.employee();
    const profile = (await t.as(fresh).get('/api/v1/account/profile')).json().data;
    expect(profile.roles).toContainEqual(
      expect.objectContaining({
        alias: 'Employee',
        unit: expect.objectContaining({ id: fresh.unitId }),
        unitRole: expect.objectContaining({ id: fresh.unitRoleId }),
      }),
    );
    const unit = await t.unit();
    const colleague = await t.employee({ unitId: unit.id, personalId: '۱۲۳۴' });
    expect(colleague).toMatchObject({ unitId: unit.id, unitRoleId: unit.unitRoles[0]?.id });
    const [held] = await t.database.db
      .select()
      .from(unitResponsibilities)
      .where(eq(unitResponsibilities.id, colleague.responsibilityId));
    expect(held).toMatchObject({ userId: colleague.id, personalId: '۱۲۳۴' });
    expect(await logOf('unitresponsibility', colleague.responsibilityId)).toHaveLength(1);
  });

  it('publishes news a day old by default, and keeps drafts from visitors', async () => {
    const shown = await t.news();
    const draft = await t.news({ published: false });
    expect(Date.parse(shown.publishDate)).toBeLessThan(Date.now());
    expect((await t.anon.get(`/api/v1/news/${shown.id}`)).statusCode).toBe(200);
    expect((await t.anon.get(`/api/v1/news/${draft.id}`)).statusCode).toBe(404);
  });

  it('defines a collection of one text field unless given its fields', async () => {
    const plain = await t.collection();
    expect(plain.formInfo.formFields).toEqual([
      { id: 'title', fname: 'عنوان', ename: 'title', type: 'text' },
    ]);
    const record = await t
      .as(t.admin)
      .post(`/api/v1/datacollection/${plain.id}/record`, { data: { title: 'x' } });
    expect(record.statusCode, record.body).toBe(200);
  });

  it('uploads through the real endpoint, a sample of the use unless given the bytes', async () => {
    const image = await t.uploadFile(t.admin);
    const document = await t.uploadFile(t.as(t.admin), { use: 'document' });
    const [row] = await t.database.db.select().from(files).where(eq(files.id, document));
    expect(row).toMatchObject({ use: 'document', uploaderId: t.admin.id, mime: 'application/pdf' });
    expect((await t.as(t.admin).get(`/api/v1/temp-image/${image}`)).rawPayload.equals(PNG)).toBe(true);
    expect((await t.as(t.admin).get(`/api/v1/temp-file/${document}`)).rawPayload.equals(PDF)).toBe(true);
    await expect(t.uploadFile(t.admin, { content: PDF })).rejects.toThrow(/answered 400/);
  });
});
