// Who may enter a connected system: ssouserlimit, ssounitlimit and ssoiplimit as the resource convention
// serves them. Each limit belongs to one system; whoever manages the system (Admins, Employees in unit
// role 3 of its unit) manages its limits, and nobody else sees them. The gate reading them is
// access.service.ts.
import { isAdmin, ssoIpLimitApi, ssoUnitLimitApi, ssoUserLimitApi, type Principal } from '@darvazeh/shared';
import type { Db } from '../../db/client.js';
import { ssoIpLimits, ssoUnitLimits, ssoUserLimits } from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { isLiveUnit, unitNamesOf } from '../organisation/organisation.service.js';
import { normalizeIpRange } from './ip-range.js';
import {
  limitsManagedBy,
  liveRoleExists,
  liveUserExists,
  roleNames,
  systemManagedBy,
  userNames,
} from './sso-limits.repository.js';
import { orgMessages, ssoMessages } from '../../messages/index.js';

const text = ssoMessages.limits;
type Row = Record<string, unknown>;

/** Refuses a limit on a system that is gone (400) or that `user` does not manage (403). */
async function checkSystem(db: Db, body: Row, user: Principal): Promise<void> {
  const managed = await systemManagedBy(db, body.clientId as number, user);
  if (managed === undefined) {
    if (isAdmin(user)) throw new AppError('bad_request', text.systemMissing);
    throw new AppError('forbidden', text.systemNotYours);
  }
  if (!managed) throw new AppError('forbidden', text.systemNotYours);
}

const ids = (rows: Row[], key: string) => [
  ...new Set(rows.map((r) => r[key]).filter((id): id is number => typeof id === 'number')),
];
const named = (id: unknown, names: Map<number, string>) =>
  typeof id === 'number' ? { id, name: names.get(id) ?? '' } : null;

export const ssoUserLimitResource: ResourceDefinition = {
  api: ssoUserLimitApi,
  table: ssoUserLimits,
  fields: columnFields(ssoUserLimits, ['id', 'clientId', 'userId', 'roleId', 'allowed']),
  ownedBy: limitsManagedBy(ssoUserLimits.clientId),
  uniqueMessages: { sso_user_limits_user_live: text.userTaken, sso_user_limits_role_live: text.roleTaken },
  hooks: {
    check: async (db, body, _id, user) => {
      await checkSystem(db, body, user);
      if (typeof body.userId === 'number' && !(await liveUserExists(db, body.userId)))
        throw new AppError('bad_request', text.userMissing);
      if (typeof body.roleId === 'number' && !(await liveRoleExists(db, body.roleId)))
        throw new AppError('bad_request', orgMessages.roleMissing);
    },
    expand: async (db, rows) => {
      const [users, roles] = await Promise.all([
        userNames(db, ids(rows, 'userId')),
        roleNames(db, ids(rows, 'roleId')),
      ]);
      return rows.map((r) => ({ ...r, user: named(r.userId, users), role: named(r.roleId, roles) }));
    },
  },
};

export const ssoUnitLimitResource: ResourceDefinition = {
  api: ssoUnitLimitApi,
  table: ssoUnitLimits,
  fields: columnFields(ssoUnitLimits, ['id', 'clientId', 'unitId', 'allowed']),
  ownedBy: limitsManagedBy(ssoUnitLimits.clientId),
  uniqueMessages: { sso_unit_limits_unit_live: text.unitTaken },
  hooks: {
    check: async (db, body, _id, user) => {
      await checkSystem(db, body, user);
      if (!(await isLiveUnit(db, body.unitId as number)))
        throw new AppError('bad_request', ssoMessages.unitMissing);
    },
    expand: async (db, rows) => {
      const names = await unitNamesOf(db, ids(rows, 'unitId'));
      return rows.map((r) => ({ ...r, unit: named(r.unitId, names) }));
    },
  },
};

export const ssoIpLimitResource: ResourceDefinition = {
  api: ssoIpLimitApi,
  table: ssoIpLimits,
  fields: columnFields(ssoIpLimits, ['id', 'clientId', 'range', 'allowed']),
  ownedBy: limitsManagedBy(ssoIpLimits.clientId),
  uniqueMessages: { sso_ip_limits_range_live: text.rangeTaken },
  hooks: {
    check: async (db, body, _id, user) => checkSystem(db, body, user),
    // The body's range passed isIpRange; stored normalised, so two spellings of one range are one row.
    toValues: (body) => ({ ...body, range: normalizeIpRange(body.range as string) }),
  },
};
