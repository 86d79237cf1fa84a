import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.js';

const t = testApp({ admin: true });

const remove = (path: string) => t.as(t.admin).delete(`/api/v1/${path}`);

describe('deleting units', () => {
  it('refuses a unit with live child units, and takes its responsibilities with it once they are gone', async () => {
    const parent = await t.unit({ name: 'معاونت حذف' });
    const child = await t.unit({ name: 'اداره حذف', parentId: parent.id });
    const held = await t.employee({ unitId: child.id });

    const withChild = await remove(`unit/${parent.id}`);
    expect(withChild.statusCode).toBe(400);
    expect(withChild.json().message).toBe('این واحد زیرواحد دارد؛ ابتدا زیرواحدها را حذف یا جابه‌جا کنید.');
    expect((await t.as(t.admin).get(`/api/v1/unit/${parent.id}`)).statusCode).toBe(200);

    // The responsibility goes with its unit (to the recycle bin, which brings both back).
    expect((await remove(`unit/${child.id}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).get(`/api/v1/unitresponsibility/${held.responsibilityId}`)).statusCode).toBe(
      404,
    );
    expect((await remove(`unit/${parent.id}`)).statusCode).toBe(200);
    expect((await t.as(t.admin).get(`/api/v1/unit/${parent.id}`)).statusCode).toBe(404);
  });

  it('refuses a unit that new users are given by default', async () => {
    const role = await t.unitRole({ name: 'متقاضی پیش‌فرض' });
    const unit = await t.unit({ name: 'واحد پیش‌فرض', unitRoleIds: [role.id] });
    const fallback = { unitId: unit.id, unitRoleId: role.id };
    expect((await t.as(t.admin).post('/api/v1/defaultusersunitrole', fallback)).statusCode).toBe(200);
    const res = await remove(`unit/${unit.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('این واحد در مسئولیت پیش‌فرض کاربران جدید به کار رفته است.');
  });

  it('refuses a unit that owns a live connected system, then deletes it once the system is gone', async () => {
    const unit = await t.unit({ name: 'مرکز فناوری اطلاعات' });
    const system = await t.system({ name: 'سامانه آموزش', unitId: unit.id });
    const res = await remove(`unit/${unit.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'سامانه‌های متصل این واحد هنوز ثبت‌اند؛ ابتدا آن‌ها را حذف یا به واحد دیگری منتقل کنید.',
    );
    expect((await t.as(t.admin).get(`/api/v1/unit/${unit.id}`)).statusCode).toBe(200);
    expect((await remove(`ssomanagement/${system.id}`)).statusCode).toBe(200);
    expect((await remove(`unit/${unit.id}`)).statusCode).toBe(200);
  });

  it('is for Admins only', async () => {
    const unit = await t.unit({ name: 'واحد محافظت‌شده' });
    const someone = await t.user();
    expect((await t.as(someone).delete(`/api/v1/unit/${unit.id}`)).statusCode).toBe(403);
    expect((await t.anon.delete(`/api/v1/unit/${unit.id}`)).statusCode).toBe(401);
  });
});

describe('deleting unit roles', () => {
  it('refuses a role a unit offers or a responsibility uses, then deletes it when unused', async () => {
    const role = await t.unitRole({ name: 'دبیر' });
    const unit = await t.unit({ name: 'دبیرخانه', unitRoleIds: [role.id] });
    const held = await t.employee({ unitId: unit.id, unitRoleId: role.id });

    const offered = await remove(`unitrole/${role.id}`);
    expect(offered.statusCode).toBe(400);
    expect(offered.json().message).toBe('واحدهایی این نقش را دارند؛ ابتدا آن را از واحدها بردارید.');

    // The unit stops offering the role, but a responsibility still holds it.
    await t.as(t.admin).put(`/api/v1/unit/${unit.id}`, { name: 'دبیرخانه', unitRoleIds: [] });
    const inUse = await remove(`unitrole/${role.id}`);
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().message).toBe('مسئولیت‌هایی با این نقش ثبت شده است؛ ابتدا آن‌ها را حذف کنید.');

    expect((await remove(`unitresponsibility/${held.responsibilityId}`)).statusCode).toBe(200);
    expect((await remove(`unitrole/${role.id}`)).statusCode).toBe(200);
    const roles = (await t.as(t.admin).post('/api/v1/unitrole/all', {})).json().data.list;
    expect(roles.map((r: { name: string }) => r.name)).not.toContain('دبیر');
  });
});
