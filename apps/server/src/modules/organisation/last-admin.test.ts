import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles } from '../../db/schema/index.js';
import { testApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';

const LAST_ADMIN =
  'سامانه باید دست‌کم یک مدیر سامانهٔ فعال داشته باشد؛ نقش آخرین مدیر فعال را نمی‌توان برداشت، او را قفل یا حذف کرد.';

const t = testApp({ admin: true });
let adminRoleId: number;
beforeAll(async () => {
  const [role] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.alias, 'Admin'));
  adminRoleId = role?.id ?? 0;
});

/** PUT user/{id} with the user's current details and the given roles and lock. */
async function edit(actor: TestUser, id: number, change: { roleIds: number[]; locked: boolean }) {
  const current = (await t.as(actor).get(`/api/v1/user/${id}`)).json().data;
  const { firstName, lastName, email, mobile } = current;
  return t.as(actor).put(`/api/v1/user/${id}`, { firstName, lastName, email, mobile, ...change });
}

async function rolesOf(id: number, reader: TestUser = t.admin): Promise<number[]> {
  const user = (await t.as(reader).get(`/api/v1/user/${id}`)).json().data;
  return user.roles.map((role: { id: number }) => role.id);
}

describe('the last Admin', () => {
  it('cannot lose the Admin role, be locked or be deleted while no other active Admin exists', async () => {
    const demote = await edit(t.admin, t.admin.id, { roleIds: [], locked: false });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe(LAST_ADMIN);
    expect(await rolesOf(t.admin.id)).toEqual([adminRoleId]);

    const lock = await edit(t.admin, t.admin.id, { roleIds: [adminRoleId], locked: true });
    expect(lock.statusCode).toBe(400);
    expect(lock.json().message).toBe(LAST_ADMIN);
    expect((await t.as(t.admin).get(`/api/v1/user/${t.admin.id}`)).json().data.locked).toBe(false);

    const remove = await t.as(t.admin).delete(`/api/v1/user/${t.admin.id}`);
    expect(remove.statusCode).toBe(400);
    expect(remove.json().message).toBe(LAST_ADMIN);
  });

  it('counts only live, unlocked Admins: a locked one is no stand-in', async () => {
    const locked = await t.user({ roles: ['Admin'], locked: true });
    const demote = await edit(t.admin, t.admin.id, { roleIds: [], locked: false });
    expect(demote.json().message).toBe(LAST_ADMIN);
    expect(await rolesOf(locked.id)).toEqual([adminRoleId]);
  });

  it('lets one Admin go once another active Admin exists, and then guards that one', async () => {
    const second = await t.user({ roles: ['Admin'] });
    const demote = await edit(second, t.admin.id, { roleIds: [], locked: false });
    expect(demote.statusCode, demote.body).toBe(200);
    expect(await rolesOf(t.admin.id, second)).toEqual([]);

    const self = await edit(second, second.id, { roleIds: [], locked: false });
    expect(self.json().message).toBe(LAST_ADMIN);
    const remove = await t.as(second).delete(`/api/v1/user/${second.id}`);
    expect(remove.json().message).toBe(LAST_ADMIN);
  });
});
