import { roleApi, userResourceApi } from '@darvazeh/shared';
import {
  passwordResetCodes,
  recoveryCodes,
  roles,
  samlPending,
  samlSpSessions,
  securityStampLogs,
  sessions,
  ssoUserLimits,
  unitResponsibilities,
  userIdentities,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import { rotateSecurityStamp } from '../identity/security-stamp.service.js';
import { usernamesUnderSignInLimits } from '../identity/sign-in-limits.service.js';
import {
  activeAdminIds,
  allLive,
  lockAdminRole,
  nationalIdStateOf,
  rolesOfUsers,
  setUserRoles,
  usersInUnits,
  usersWithRoleIn,
  userTitle,
} from './organisation.repository.js';
import { labels, orgMessages } from '../../messages/index.js';

/** Roles (Admin, Employee and those Admins add); any signed-in user reads them. */
export const roleResource: ResourceDefinition = {
  api: roleApi,
  table: roles,
  fields: columnFields(roles, ['id', 'alias', 'name']),
  nameColumn: roles.name,
};

/** What exists only for a user and goes when the recycle bin purges them: roles, sessions, codes, links. */
const ownedByUser = [
  userRoles.userId,
  sessions.userId,
  recoveryCodes.userId,
  passwordResetCodes.userId,
  securityStampLogs.userId,
  userIdentities.userId,
  samlPending.userId,
  samlSpSessions.userId,
  ssoUserLimits.userId,
  unitResponsibilities.userId,
];

/**
 * Users, for Admins: list, filter (name, username, unit, role, locked), read, edit, lock, delete.
 * Creating one is the organisation module's own route (the password is hashed first). A user restored
 * from the recycle bin gets a new security stamp: no session of theirs from before comes back. One whose
 * requests, drafts or substitutions remain is not purged.
 */
export const userResource: ResourceDefinition = {
  api: userResourceApi,
  table: users,
  uniqueMessages: {
    users_username_live: orgMessages.usernameTaken,
    users_national_id_live: orgMessages.nationalIdTaken,
  },
  uniqueFields: { users_national_id_live: 'nationalId' },
  secretFields: ['passwordHash', 'securityStamp', 'twoFactorSecret', 'twoFactorPendingSecret'],
  fields: {
    ...columnFields(users, [
      'id',
      'username',
      'firstName',
      'lastName',
      'email',
      'mobile',
      'nationalId',
      'locked',
      'createdAt',
    ]),
    roleId: { column: users.id, type: 'number', membership: usersWithRoleIn },
    unitId: { column: users.id, type: 'number', membership: usersInUnits },
  },
  recycle: {
    label: labels.user,
    title: userTitle,
    afterRestore: (tx, row, actor) =>
      rotateSecurityStamp(tx, row.id as number, 'restored', null, actor.actorId),
    purgeAlso: ownedByUser,
  },
  hooks: {
    check: async (db, body) => {
      if (!(await allLive(db, roles, body.roleIds as number[])))
        throw new AppError('bad_request', orgMessages.roleMissing);
    },
    toValues: async ({ roleIds: _roleIds, password: _password, ...columns }, tx, id) => {
      const nationalId = (columns.nationalId as string | null) || null;
      // An Admin's entry is trusted: a provider sign-in may link to the account by it. An edit that keeps
      // the national ID keeps whether it was trusted: one a newcomer typed at registration stays unverified.
      const stored = id === null ? undefined : await nationalIdStateOf(tx, id);
      const kept = stored !== undefined && stored.nationalId === nationalId;
      return {
        ...columns,
        email: columns.email || null,
        mobile: columns.mobile || null,
        nationalId,
        nationalIdVerifiedAt: nationalId === null ? null : kept ? stored.verifiedAt : new Date(),
      };
    },
    // The portal always keeps one live, unlocked Admin: an edit that takes the role or locks the last
    // one is refused (its transaction rolls back), as is deleting them.
    afterWrite: async (tx, id, body) => {
      await lockAdminRole(tx);
      await setUserRoles(tx, id, body.roleIds as number[]);
      if ((await activeAdminIds(tx)).length === 0) throw new AppError('bad_request', orgMessages.lastAdmin);
    },
    beforeRemove: async (tx, id) => {
      await lockAdminRole(tx);
      const admins = await activeAdminIds(tx);
      if (admins.length === 1 && admins[0] === id) throw new AppError('bad_request', orgMessages.lastAdmin);
    },
    expand: async (db, rows) => {
      const byUser = await rolesOfUsers(
        db,
        rows.map((r) => r.id as number),
      );
      const limited = await usernamesUnderSignInLimits(
        db,
        rows.map((r) => r.username as string),
      );
      return rows.map((r) => ({
        ...r,
        roles: byUser.get(r.id as number) ?? [],
        signInLimited: limited.has(r.username as string),
      }));
    },
  },
};
