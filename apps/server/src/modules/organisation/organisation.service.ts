import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { CreateUserBody, Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { unitResponsibilities, unitRoles, units, users } from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import { resourceRepository } from '../../plugins/resources/resource-repository.js';
import { messages } from '../../messages.js';
import { hashPassword } from '../identity/password-hash.js';
import { insertSecurityStampLog } from '../identity/identity.repository.js';
import { destroySessionByPublicId, listUserSessions } from '../../plugins/session-store.js';
import { assertStrong, generatePassword } from '../identity/password.service.js';
import { unionUnitRoles, unitRolesOf, usernameTaken } from './organisation.repository.js';
import { userResource } from './user.resource.js';
import { unitResponsibilityResource } from './unitresponsibility.resource.js';
import { defaultResponsibilities } from './import/import.repository.js';

/** A temporary password that passes the password policy (identity's generator). */
export function temporaryPassword(): string {
  return generatePassword();
}

/**
 * Creates a user for an Admin. Without a password one is generated and returned once; either way the
 * password is deprecated, so the user must choose their own at first sign-in. New users receive the
 * default unit responsibilities. The user, their roles, those responsibilities and every change-log row
 * are written in one transaction: a failure anywhere leaves nothing. Throws AppError for a taken username
 * or a role that does not exist.
 */
export async function createUser(
  db: Db,
  actor: { user: Principal; requestId: string },
  body: CreateUserBody,
) {
  if (body.password) assertStrong(body.password, body.username);
  const generated = body.password ? null : temporaryPassword();
  // Hashing is slow by design: done before the transaction, so it holds no connection meanwhile.
  const passwordHash = await hashPassword(body.password ?? (generated as string));
  return db.transaction(async (tx) => {
    if (await usernameTaken(tx, body.username)) throw new AppError('bad_request', messages.usernameTaken);
    await userResource.hooks?.check?.(tx, body, null, actor.user);
    const row = await resourceRepository(tx, userResource).create(actor, {
      ...body,
      passwordHash,
      passwordDeprecated: true,
      securityStamp: randomBytes(16).toString('hex'),
    });
    // Through the resource's repository, so each responsibility has its change-log row (unitresponsibilitylog).
    const responsibilities = resourceRepository(tx, unitResponsibilityResource);
    for (const d of await defaultResponsibilities(tx)) {
      await responsibilities.create(actor, { userId: row.id, unitId: d.unitId, unitRoleId: d.unitRoleId });
    }
    const [expanded] = await userResource.hooks!.expand!(tx, [row]);
    return { row: expanded ?? row, temporaryPassword: generated };
  });
}

/** Gives a user a new temporary password (returned once), deprecated, ending every session they have. */
export async function resetUserPassword(db: Db, actorId: number, userId: number): Promise<string> {
  const [user] = await db
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.deletedAt) throw new AppError('not_found', messages.userMissing);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  // A new security stamp ends every session of the user (the session check compares stamps).
  await db
    .update(users)
    .set({
      passwordHash,
      passwordDeprecated: true,
      securityStamp: randomBytes(16).toString('hex'),
      updatedAt: new Date(),
      updaterId: actorId,
    })
    .where(eq(users.id, userId));
  return password;
}

/** A user's live unit responsibilities with unit and unit role names, for the SPEC §3 profile. */
export async function responsibilitiesOf(db: Db, userId: number) {
  const rows = await db
    .select({
      id: unitResponsibilities.id,
      unitId: unitResponsibilities.unitId,
      unitRoleId: unitResponsibilities.unitRoleId,
      personalId: unitResponsibilities.personalId,
      unitName: units.name,
      unitRoleName: unitRoles.name,
    })
    .from(unitResponsibilities)
    .innerJoin(units, eq(units.id, unitResponsibilities.unitId))
    .innerJoin(unitRoles, eq(unitRoles.id, unitResponsibilities.unitRoleId))
    .where(and(eq(unitResponsibilities.userId, userId), isNull(unitResponsibilities.deletedAt)));
  const offered = await unitRolesOf(db, [...new Set(rows.map((r) => r.unitId))]);
  return rows.map((r) => ({ ...r, unit: { name: r.unitName, unitRoles: offered.get(r.unitId) ?? [] } }));
}

/** Every unit role offered by any unit (SPEC §7 `unit/union-roles`). */
export async function unionRoles(db: Db) {
  return { list: await unionUnitRoles(db) };
}

/** An Admin's reset of a user's password, logged as a security stamp change; the password is answered once. */
export async function resetPasswordByAdmin(db: Db, actorId: number, userId: number): Promise<string> {
  const temporary = await resetUserPassword(db, actorId, userId);
  await insertSecurityStampLog(db, userId, 'password_reset_by_admin', actorId);
  return temporary;
}

/** A user's live sessions for an Admin, after ending the one named `terminate` (404 when it is not theirs). */
export async function sessionsOfUser(db: Db, userId: number, terminate: string | undefined) {
  if (terminate && !(await destroySessionByPublicId(db, userId, terminate))) {
    throw new AppError('not_found', messages.sessionNotFound);
  }
  return { list: await listUserSessions(db, userId, null) };
}
