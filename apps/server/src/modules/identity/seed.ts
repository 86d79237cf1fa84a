import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { roles, userRoles, users } from '../../db/schema/index.js';
import { hashPassword } from './password-hash.js';
import { generatePassword } from './password.service.js';

const BUILT_IN_ROLES = [
  { alias: ROLE_ADMIN, name: 'مدیر سامانه' },
  { alias: ROLE_EMPLOYEE, name: 'کارمند' },
];

/** The first-start outcome: the generated admin password when one was made (to print once), else null. */
export type SeedResult = { generatedAdminPassword: string | null; adminCreated: boolean };

/**
 * Creates the Admin and Employee roles and the `admin` user when missing. The admin's password is
 * `adminPassword` or a generated one, and is marked deprecated so the first sign-in must change it.
 */
export async function seedFirstStart(db: Db, adminPassword: string | undefined): Promise<SeedResult> {
  for (const role of BUILT_IN_ROLES) {
    const existing = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.alias, role.alias), isNull(roles.deletedAt)));
    if (existing.length === 0) await db.insert(roles).values(role);
  }
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'admin'), isNull(users.deletedAt)));
  if (admin) return { generatedAdminPassword: null, adminCreated: false };

  const generated = adminPassword ? null : generatePassword();
  const password = adminPassword ?? (generated as string);
  const [adminRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.alias, ROLE_ADMIN));
  if (!adminRole) throw new Error('Admin role missing after seeding');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: 'admin',
        firstName: 'مدیر',
        lastName: 'سامانه',
        passwordHash,
        passwordDeprecated: true,
        securityStamp: randomBytes(16).toString('hex'),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('admin insert returned no row');
    await tx.insert(userRoles).values({ userId: user.id, roleId: adminRole.id });
  });
  return { generatedAdminPassword: generated, adminCreated: true };
}
