import { index, integer, pgTable, primaryKey, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { userIdColumn } from './identity.js';
import { auditColumns } from './audit.js';
import { TRIGRAM_INDEX } from './search.js';
import { deletedIndex, idColumn, uniqueAmongLive } from './columns.js';

/**
 * A catalogue of names, unique among live rows: unit types, and the roles a person can hold inside a
 * unit (رئیس، کارشناس، …), of which a unit offers a subset.
 */
function nameCatalogue<Name extends string>(table: Name) {
  return pgTable(table, { id: idColumn(), name: text('name').notNull(), ...auditColumns() }, (t) => [
    uniqueAmongLive(`${table}_name_live`, t, t.name),
    deletedIndex(table, t),
  ]);
}

export const unitTypes = nameCatalogue('unit_types');
export const unitRoles = nameCatalogue('unit_roles');

/** Organisational units, a tree through `parentId`. */
export const units = pgTable(
  'units',
  {
    id: idColumn(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => units.id),
    unitTypeId: integer('unit_type_id').references(() => unitTypes.id),
    ...auditColumns(),
  },
  (t) => [
    index('units_parent').on(t.parentId),
    deletedIndex('units', t),
    index('units_type').on(t.unitTypeId),
    // Serves the unit autocomplete's `like` search by name among thousands of units.
    index('units_name_trgm').using('gin', t.name.op('gin_trgm_ops')).with(TRIGRAM_INDEX),
  ],
);

/** A unit role in a unit: what a unit offers, a responsibility holds, and new users receive. */
function unitRoleInUnit() {
  return {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    unitRoleId: integer('unit_role_id')
      .notNull()
      .references(() => unitRoles.id),
  };
}

/** Which unit roles a unit offers. */
export const unitUnitRoles = pgTable('unit_unit_roles', unitRoleInUnit(), (t) => [
  primaryKey({ columns: [t.unitId, t.unitRoleId] }),
]);

/** A user's responsibility: a unit role held in a unit, with the personnel number. */
export const unitResponsibilities = pgTable(
  'unit_responsibilities',
  {
    id: idColumn(),
    userId: userIdColumn(),
    ...unitRoleInUnit(),
    personalId: text('personal_id'),
    ...auditColumns(),
  },
  (t) => [index('unit_responsibilities_user').on(t.userId), index('unit_responsibilities_unit').on(t.unitId)],
);

/** The responsibility new users receive (SPEC resource defaultusersunitrole). */
export const defaultUsersUnitRoles = pgTable('default_users_unit_roles', {
  id: idColumn(),
  ...unitRoleInUnit(),
  ...auditColumns(),
});
