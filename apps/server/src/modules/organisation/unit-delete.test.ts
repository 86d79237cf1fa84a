import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import type { TestUser } from '../../test/factories.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.user({ roles: ['Admin'] });
});
afterAll(() => t.close());

async function make(path: string, body: unknown) {
  const res = await t.as(admin).post(`/api/v1/${path}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const remove = (path: string) => t.as(admin).delete(`/api/v1/${path}`);

describe('deleting units', () => {
  it('refuses a unit with live child units or live responsibilities, then deletes it once they are gone', async () => {
    const role = await make('unitrole', { name: 'کارشناس حذف' });
    const parent = await make('unit', { name: 'معاونت حذف' });
    const child = await make('unit', { name: 'اداره حذف', parentId: parent.id, unitRoleIds: [role.id] });
    const user = await t.user();
    const held = await make('unitresponsibility', { userId: user.id, unitId: child.id, unitRoleId: role.id });

    const withChild = await remove(`unit/${parent.id}`);
    expect(withChild.statusCode).toBe(400);
    expect(withChild.json().message).toBe('این واحد زیرواحد دارد؛ ابتدا زیرواحدها را حذف یا جابه‌جا کنید.');
    const withResponsibility = await remove(`unit/${child.id}`);
    expect(withResponsibility.statusCode).toBe(400);
    expect(withResponsibility.json().message).toBe(
      'در این واحد مسئولیت ثبت شده است؛ ابتدا مسئولیت‌های آن را حذف کنید.',
    );
    expect((await t.as(admin).get(`/api/v1/unit/${child.id}`)).statusCode).toBe(200);

    expect((await remove(`unitresponsibility/${held.id}`)).statusCode).toBe(200);
    expect((await remove(`unit/${child.id}`)).statusCode).toBe(200);
    expect((await remove(`unit/${parent.id}`)).statusCode).toBe(200);
    expect((await t.as(admin).get(`/api/v1/unit/${parent.id}`)).statusCode).toBe(404);
  });

  it('refuses a unit that new users are given by default', async () => {
    const role = await make('unitrole', { name: 'متقاضی پیش‌فرض' });
    const unit = await make('unit', { name: 'واحد پیش‌فرض', unitRoleIds: [role.id] });
    await make('defaultusersunitrole', { unitId: unit.id, unitRoleId: role.id });
    const res = await remove(`unit/${unit.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('این واحد در مسئولیت پیش‌فرض کاربران جدید به کار رفته است.');
  });

  it('refuses a unit that owns a live connected system, then deletes it once the system is gone', async () => {
    const unit = await make('unit', { name: 'مرکز فناوری اطلاعات' });
    const system = await make('ssomanagement', {
      name: 'سامانه آموزش',
      homeUrl: 'https://edu.example.ac.ir/',
      categoryId: 1,
      unitId: unit.id,
    });
    const res = await remove(`unit/${unit.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'سامانه‌های متصل این واحد هنوز ثبت‌اند؛ ابتدا آن‌ها را حذف یا به واحد دیگری منتقل کنید.',
    );
    expect((await t.as(admin).get(`/api/v1/unit/${unit.id}`)).statusCode).toBe(200);
    expect((await remove(`ssomanagement/${system.id}`)).statusCode).toBe(200);
    expect((await remove(`unit/${unit.id}`)).statusCode).toBe(200);
  });

  it('is for Admins only', async () => {
    const unit = await make('unit', { name: 'واحد محافظت‌شده' });
    const someone = await t.user();
    expect((await t.as(someone).delete(`/api/v1/unit/${unit.id}`)).statusCode).toBe(403);
    expect((await t.anon.delete(`/api/v1/unit/${unit.id}`)).statusCode).toBe(401);
  });
});

describe('deleting unit roles', () => {
  it('refuses a role a unit offers or a responsibility uses, then deletes it when unused', async () => {
    const role = await make('unitrole', { name: 'دبیر' });
    const unit = await make('unit', { name: 'دبیرخانه', unitRoleIds: [role.id] });
    const user = await t.user();
    const held = await make('unitresponsibility', { userId: user.id, unitId: unit.id, unitRoleId: role.id });

    const offered = await remove(`unitrole/${role.id}`);
    expect(offered.statusCode).toBe(400);
    expect(offered.json().message).toBe('واحدهایی این نقش را دارند؛ ابتدا آن را از واحدها بردارید.');

    // The unit stops offering the role, but a responsibility still holds it.
    await t.as(admin).put(`/api/v1/unit/${unit.id}`, { name: 'دبیرخانه', unitRoleIds: [] });
    const inUse = await remove(`unitrole/${role.id}`);
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().message).toBe('مسئولیت‌هایی با این نقش ثبت شده است؛ ابتدا آن‌ها را حذف کنید.');

    expect((await remove(`unitresponsibility/${held.id}`)).statusCode).toBe(200);
    expect((await remove(`unitrole/${role.id}`)).statusCode).toBe(200);
    const roles = (await t.as(admin).post('/api/v1/unitrole/all', {})).json().data.list;
    expect(roles.map((r: { name: string }) => r.name)).not.toContain('دبیر');
  });
});
