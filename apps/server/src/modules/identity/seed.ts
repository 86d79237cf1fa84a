import { randomBytes } from 'node:crypto';
import { ROLE_ADMIN, ROLE_EMPLOYEE } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import {
  insertRoleUnlessLive,
  insertUserWithRole,
  liveUsernameExists,
  roleIdByAlias,
} from './identity.repository.js';
import { hashPassword } from './password-hash.js';
import { generatePassword } from './password.service.js';
import { labels } from '../../messages/index.js';

const BUILT_IN_ROLES = [
  { alias: ROLE_ADMIN, name: labels.adminRole },
  { alias: ROLE_EMPLOYEE, name: labels.employeeRole },
];

/** The first-start outcome: the generated admin password when one was made (to print once), else null. */
export type SeedResult = { generatedAdminPassword: string | null; adminCreated: boolean };

/**
 * Creates the Admin and Employee roles and the `admin` user when missing. The admin's password is
 * `adminPassword` or a generated one, and is marked deprecated so the first sign-in must change it.
 */
export async function seedFirstStart(db: Db, adminPassword: string | undefined): Promise<SeedResult> {
  for (const role of BUILT_IN_ROLES) await insertRoleUnlessLive(db, role);
  if (await liveUsernameExists(db, 'admin')) return { generatedAdminPassword: null, adminCreated: false };

  const generated = adminPassword ? null : generatePassword();
  const password = adminPassword ?? (generated as string);
  const adminRoleId = await roleIdByAlias(db, ROLE_ADMIN);
  if (adminRoleId === undefined) throw new Error('Admin role missing after seeding');
  const passwordHash = await hashPassword(password);
  await db.transaction((tx) =>
    insertUserWithRole(
      tx,
      {
        username: 'admin',
        // Named after the role it holds.
        firstName: labels.manager,
        lastName: labels.system,
        passwordHash,
        passwordDeprecated: true,
        securityStamp: randomBytes(16).toString('hex'),
      },
      adminRoleId,
    ),
  );
  return { generatedAdminPassword: generated, adminCreated: true };
}
