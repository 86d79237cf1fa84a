import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/test-app.js';
import { unitResponsibilities } from './schema/index.js';
import { roleGrantsOf } from './user-grants.js';

const t = testApp({ admin: true });

describe('roleGrantsOf', () => {
  it('counts a live unit responsibility as an Employee grant of its unit, as a session does', async () => {
    const employee = await t.employee();
    const grant = { alias: 'Employee', unitId: employee.unitId, unitRoleId: employee.unitRoleId };
    expect(await roleGrantsOf(t.database.db, employee.id)).toEqual([grant]);
    await t.database.db
      .update(unitResponsibilities)
      .set({ deletedAt: new Date() })
      .where(eq(unitResponsibilities.id, employee.responsibilityId));
    expect(await roleGrantsOf(t.database.db, employee.id)).toEqual([]);
  });

  it('reads the Admin’s role from their user_roles rows', async () => {
    expect((await roleGrantsOf(t.database.db, t.admin.id)).map((g) => g.alias)).toContain('Admin');
  });
});
