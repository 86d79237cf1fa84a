import { randomBytes } from 'node:crypto';
import type { CreateUserBody, Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { units } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { resourceRepository } from '../../plugins/resources/resource-repository.js';
import { logSecurityStampChange } from '../identity/security-stamp.service.js';
import { destroySessionByPublicId, listUserSessions } from '../../plugins/session-store.js';
import { assertStrong, generatePassword, hashPassword } from '../identity/password.service.js';
import {
  allLive,
  findUserState,
  liveResponsibilitiesOf,
  storeResetPassword,
  unionUnitRoles,
  unitNames,
  unitRolesOf,
  usernameTaken,
} from './organisation.repository.js';
import { userResource } from './user.resource.js';
import { unitResponsibilityResource } from './unitresponsibility.resource.js';
import { defaultResponsibilities } from './import/import.repository.js';
import { identityMessages, orgMessages } from '../../messages/index.js';
import { emitUsersCreated } from '../events/user-events.service.js';

/** A temporary password that passes the password policy (identity's generator). */
export function temporaryPassword(): string {
  return generatePassword();
}

/**
 * Creates a user for an Admin. Without a password one is generated and returned once; either way the
 * password is deprecated, so the user must choose their own at first sign-in. New users receive the
 * default unit responsibilities, and the one the body names (unit, unit role, personnel code) as an Excel
 * row's does. The user, their roles, those responsibilities and every change-log row are written in one
 * transaction: a failure anywhere leaves nothing. Throws AppError for a taken username or national ID, a
 * role that does not exist, or a unit role the unit does not offer (naming the field).
 */
export async function createUser(
  db: Db,
  actor: { user: Principal; requestId: string },
  { unitId, unitRoleId, personalId, ...body }: CreateUserBody,
) {
  if (body.password) assertStrong(body.password, body.username);
  const generated = body.password ? null : temporaryPassword();
  // Hashing is slow by design: done before the transaction, so it holds no connection meanwhile.
  const passwordHash = await hashPassword(body.password ?? (generated as string));
  return db.transaction(async (tx) => {
    if (await usernameTaken(tx, body.username))
      throw fieldError('bad_request', 'username', orgMessages.usernameTaken);
    await userResource.hooks?.check?.(tx, body, null, actor.user);
    const row = await resourceRepository(tx, userResource).create(actor, {
      ...body,
      passwordHash,
      passwordDeprecated: true,
      securityStamp: randomBytes(16).toString('hex'),
    });
    // Through the resource's repository, so each responsibility has its change-log row (unitresponsibilitylog).
    const responsibilities = resourceRepository(tx, unitResponsibilityResource);
    const placed = unitId !== null && unitRoleId !== null ? { unitId, unitRoleId } : null;
    if (placed)
      await unitResponsibilityResource.hooks?.check?.(tx, { userId: row.id, ...placed }, null, actor.user);
    for (const d of await defaultResponsibilities(tx)) {
      if (d.unitId === placed?.unitId && d.unitRoleId === placed.unitRoleId) continue;
      await responsibilities.create(actor, { userId: row.id, unitId: d.unitId, unitRoleId: d.unitRoleId });
    }
    if (placed) await responsibilities.create(actor, { userId: row.id, ...placed, personalId });
    await emitUsersCreated(tx, [{ id: row.id as number, username: body.username }], actor.user.id);
    const [expanded] = await userResource.hooks!.expand!(tx, [row]);
    return { row: expanded ?? row, temporaryPassword: generated };
  });
}

/** Gives a user a new temporary password (returned once), deprecated, ending every session they have. */
export async function resetUserPassword(db: Db, actorId: number, userId: number): Promise<string> {
  const user = await findUserState(db, userId);
  if (!user || user.deletedAt) throw new AppError('not_found', orgMessages.userMissing);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  // A new security stamp ends every session of the user (the session check compares stamps).
  await storeResetPassword(db, userId, {
    passwordHash,
    securityStamp: randomBytes(16).toString('hex'),
    actorId,
  });
  return password;
}

/** A user's live unit responsibilities with unit and unit role names, for the SPEC §3 profile. */
export async function responsibilitiesOf(db: Db, userId: number) {
  const rows = await liveResponsibilitiesOf(db, userId);
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
  await logSecurityStampChange(db, userId, 'password_reset_by_admin', actorId);
  return temporary;
}

/** A user's live sessions for an Admin, after ending the one named `terminate` (404 when it is not theirs). */
export async function sessionsOfUser(db: Db, userId: number, terminate: string | undefined) {
  if (terminate && !(await destroySessionByPublicId(db, userId, terminate))) {
    throw new AppError('not_found', identityMessages.sessionNotFound);
  }
  return { list: await listUserSessions(db, userId, null) };
}

/** Whether `unitId` names a live unit: how other modules check a unit they are about to store. */
export async function isLiveUnit(db: Db, unitId: number): Promise<boolean> {
  return allLive(db, units, [unitId]);
}

/** The names of units by id (deleted ones too): how other modules show the unit a row names. */
export async function unitNamesOf(db: Db, unitIds: number[]): Promise<Map<number, string>> {
  return unitNames(db, unitIds);
}
