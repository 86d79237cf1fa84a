import { defaultUsersUnitRoleApi, unitApi, unitRoleApi } from '@darvazeh/shared';
import {
  defaultUsersUnitRoles,
  unitResponsibilities,
  unitRoles,
  units,
  unitTypes,
  unitUnitRoles,
} from '../../db/schema/index.js';
import { AppError } from '../../plugins/errors.js';
import type { ResourceDefinition } from '../../plugins/resources/resource-definition.js';
import { columnFields } from '../../plugins/resources/column-fields.js';
import {
  allLive,
  allUnitRoleIds,
  ancestors,
  setUnitRoles,
  unitDependents,
  unitRoleDependents,
  unitRolesOf,
} from './organisation.repository.js';
import { labels, orgMessages } from '../../messages/index.js';

/** Unit roles (نقش واحد): a catalogue every signed-in user reads and Admins keep. */
export const unitRoleResource: ResourceDefinition = {
  api: unitRoleApi,
  table: unitRoles,
  fields: columnFields(unitRoles, ['id', 'name']),
  nameColumn: unitRoles.name,
  hooks: {
    beforeRemove: async (tx, id) => {
      const uses = await unitRoleDependents(tx, id);
      if (uses.offered) throw new AppError('bad_request', orgMessages.unitRoleOffered);
      if (uses.responsibilities) throw new AppError('bad_request', orgMessages.unitRoleInUse);
      if (uses.defaults) throw new AppError('bad_request', orgMessages.unitRoleIsDefault);
    },
  },
};

/**
 * Organisational units: a tree, each with a unit type and the unit roles it offers. Deleting one takes its
 * responsibilities with it (the recycle bin brings both back); one with live sub-units, connected systems
 * or the new users' default responsibility is not deleted.
 */
export const unitResource: ResourceDefinition = {
  api: unitApi,
  table: units,
  // The units page and the unit pickers draw the whole tree: a university has thousands of units.
  maxAll: 20_000,
  fields: columnFields(units, ['id', 'name', 'parentId', 'unitTypeId']),
  recycle: {
    label: labels.unit,
    title: units.name,
    parents: [
      { column: units.parentId, kind: 'unit' },
      { column: units.unitTypeId, kind: 'unittype' },
    ],
    dependents: [
      {
        table: unitResponsibilities,
        column: unitResponsibilities.unitId,
        resource: 'unitresponsibility',
        label: labels.responsibility,
      },
    ],
    purgeAlso: [unitUnitRoles.unitId],
  },
  hooks: {
    check: async (db, body, id) => {
      const parentId = body.parentId as number | null;
      if (parentId !== null) {
        if (!(await allLive(db, units, [parentId])))
          throw new AppError('bad_request', orgMessages.unitParentMissing);
        if (id !== null && (parentId === id || (await ancestors(db, parentId)).includes(id))) {
          throw new AppError('bad_request', orgMessages.unitCycle);
        }
      }
      const typeId = body.unitTypeId as number | null;
      if (typeId !== null && !(await allLive(db, unitTypes, [typeId])))
        throw new AppError('bad_request', orgMessages.unitTypeMissing);
      if (!(await allLive(db, unitRoles, body.unitRoleIds as number[])))
        throw new AppError('bad_request', orgMessages.unitRoleMissing);
    },
    toValues: ({ name, parentId, unitTypeId }) => ({ name, parentId, unitTypeId }),
    beforeRemove: async (tx, id) => {
      const uses = await unitDependents(tx, id);
      if (uses.children) throw new AppError('bad_request', orgMessages.unitHasChildren);
      if (uses.defaults) throw new AppError('bad_request', orgMessages.unitIsDefault);
      if (uses.systems) throw new AppError('bad_request', orgMessages.unitHasSystems);
    },
    afterWrite: async (tx, id, body) => {
      await setUnitRoles(tx, id, body.selectAll ? await allUnitRoleIds(tx) : (body.unitRoleIds as number[]));
    },
    expand: async (db, rows) => {
      const offered = await unitRolesOf(
        db,
        rows.map((r) => r.id as number),
      );
      const total = (await allUnitRoleIds(db)).length;
      return rows.map((r) => {
        const list = offered.get(r.id as number) ?? [];
        return { ...r, unitRoles: list, selectAll: total > 0 && list.length === total };
      });
    },
  },
};

/** The responsibility every new user receives (Admin only). */
export const defaultUsersUnitRoleResource: ResourceDefinition = {
  api: defaultUsersUnitRoleApi,
  table: defaultUsersUnitRoles,
  fields: columnFields(defaultUsersUnitRoles, ['id', 'unitId']),
  hooks: {
    check: async (db, body) => {
      if (!(await allLive(db, units, [body.unitId as number])))
        throw new AppError('bad_request', orgMessages.unitMissing);
      const offered = (await unitRolesOf(db, [body.unitId as number])).get(body.unitId as number) ?? [];
      if (!offered.some((r) => r.id === body.unitRoleId))
        throw new AppError('bad_request', orgMessages.unitRoleNotOffered);
    },
  },
};
