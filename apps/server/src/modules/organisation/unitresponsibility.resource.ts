import { unitResponsibilityApi, unitResponsibilityLogApi } from '@darvazeh/shared';
import { changeLogs, unitResponsibilities, units, users } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type {
  ReadOnlyResourceDefinition,
  ResourceDefinition,
} from '../../plugins/resources/resource-definition.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import {
  allLive,
  responsibilitiesVisibleTo,
  responsibilityChangeLogs,
  unitNames,
  unitRolesOf,
} from './organisation.repository.js';
import { orgMessages } from '../../messages/index.js';

/**
 * Unit responsibilities (مسئولیت): Admins keep them; an Employee sees those of the units where they hold
 * a responsibility themselves (SPEC §6 ownership). Every change is a change-log row.
 */
export const unitResponsibilityResource: ResourceDefinition = {
  api: unitResponsibilityApi,
  table: unitResponsibilities,
  fields: columnFields(unitResponsibilities, ['id', 'userId', 'unitId', 'unitRoleId', 'personalId']),
  ownedBy: responsibilitiesVisibleTo,
  hooks: {
    check: async (db, body) => {
      if (!(await allLive(db, users, [body.userId as number])))
        throw new AppError('bad_request', orgMessages.userMissing);
      if (!(await allLive(db, units, [body.unitId as number])))
        throw fieldError('bad_request', 'unitId', orgMessages.unitMissing);
      const offered = (await unitRolesOf(db, [body.unitId as number])).get(body.unitId as number) ?? [];
      if (!offered.some((r) => r.id === body.unitRoleId))
        throw fieldError('bad_request', 'unitRoleId', orgMessages.unitRoleNotOffered);
    },
    expand: async (db, rows) => {
      const ids = [...new Set(rows.map((r) => r.unitId as number))];
      const [names, offered] = await Promise.all([unitNames(db, ids), unitRolesOf(db, ids)]);
      return rows.map((r) => ({
        ...r,
        unit: { name: names.get(r.unitId as number) ?? '', unitRoles: offered.get(r.unitId as number) ?? [] },
      }));
    },
  },
};

/** The change log of responsibilities (SPEC resource unitresponsibilitylog), Admins only. */
export const unitResponsibilityLogResource: ReadOnlyResourceDefinition = {
  api: unitResponsibilityLogApi,
  table: changeLogs,
  scope: responsibilityChangeLogs,
  fields: columnFields(changeLogs, ['id', 'recordId', 'actorId', 'action', 'createdAt']),
};
