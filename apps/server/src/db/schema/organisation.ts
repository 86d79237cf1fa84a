import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { sql } from 'drizzle-orm';
import { auditColumns } from './audit.js';
import { TRIGRAM_INDEX } from './search.js';

export const unitTypes = pgTable(
  'unit_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('unit_types_name_live')
      .on(t.name)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Roles a person can hold inside a unit (رئیس، کارشناس، …); a unit offers a subset of them. */
export const unitRoles = pgTable(
  'unit_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('unit_roles_name_live')
      .on(t.name)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Organisational units, a tree through `parentId`. */
export const units = pgTable(
  'units',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => units.id),
    unitTypeId: integer('unit_type_id').references(() => unitTypes.id),
    ...auditColumns(),
  },
  (t) => [
    index('units_parent').on(t.parentId),
    index('units_type').on(t.unitTypeId),
    // Serves the unit autocomplete's `like` search by name among thousands of units.
    index('units_name_trgm').using('gin', t.name.op('gin_trgm_ops')).with(TRIGRAM_INDEX),
  ],
);

/** Which unit roles a unit offers. */
export const unitUnitRoles = pgTable(
  'unit_unit_roles',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    unitRoleId: integer('unit_role_id')
      .notNull()
      .references(() => unitRoles.id),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.unitRoleId] })],
);

/** A user's responsibility: a unit role held in a unit, with the personnel number. */
export const unitResponsibilities = pgTable(
  'unit_responsibilities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    unitRoleId: integer('unit_role_id')
      .notNull()
      .references(() => unitRoles.id),
    personalId: text('personal_id'),
    ...auditColumns(),
  },
  (t) => [index('unit_responsibilities_user').on(t.userId), index('unit_responsibilities_unit').on(t.unitId)],
);

/** The responsibility new users receive (SPEC resource defaultusersunitrole). */
export const defaultUsersUnitRoles = pgTable('default_users_unit_roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  unitId: integer('unit_id')
    .notNull()
    .references(() => units.id),
  unitRoleId: integer('unit_role_id')
    .notNull()
    .references(() => unitRoles.id),
  ...auditColumns(),
});
