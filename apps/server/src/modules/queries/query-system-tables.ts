// The system collections a query may read (SPEC §3) and the only columns of theirs it may name: the
// public fields of each, never hashes or secrets. A test holds this allowlist equal to SYSTEM_COLLECTIONS.
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  authLogs,
  ssoClientLoginLogs,
  unitResponsibilities,
  units,
  unitTypes,
  users,
} from '../../db/schema/index.js';
import type { ColumnType, SystemSourceName } from './query-plan.js';

export type SystemTable = {
  table: PgTable;
  live: PgColumn | null;
  /** The public fields of SPEC §3's system collection: field id → column (never hashes or secrets). */
  columns: Record<string, [PgColumn, ColumnType]>;
};

/** `types`' columns of `table` (a field id is its column's name in the schema), each with its type. */
function publicColumns<T extends PgTable>(
  table: T,
  types: Partial<Record<keyof T['_']['columns'] & string, ColumnType>>,
): SystemTable['columns'] {
  // A drizzle table carries each column as a property of its schema name.
  const columns = table as unknown as Record<string, PgColumn>;
  return Object.fromEntries(
    Object.entries(types).map(([id, type]) => [id, [columns[id]!, type as ColumnType]]),
  );
}

/** The system collections a query may read, and the only columns of theirs it may name. */
export const SYSTEM_TABLES: Record<SystemSourceName, SystemTable> = {
  users: {
    table: users,
    live: users.deletedAt,
    columns: publicColumns(users, {
      id: 'integer',
      username: 'text',
      firstName: 'text',
      lastName: 'text',
      email: 'text',
      mobile: 'text',
      locked: 'boolean',
      createdAt: 'timestamp',
    }),
  },
  Unit: {
    table: units,
    live: units.deletedAt,
    columns: publicColumns(units, {
      id: 'integer',
      name: 'text',
      parentId: 'integer',
      unitTypeId: 'integer',
    }),
  },
  UnitType: {
    table: unitTypes,
    live: unitTypes.deletedAt,
    columns: publicColumns(unitTypes, { id: 'integer', name: 'text' }),
  },
  UnitResponsibility: {
    table: unitResponsibilities,
    live: unitResponsibilities.deletedAt,
    columns: publicColumns(unitResponsibilities, {
      id: 'integer',
      userId: 'integer',
      unitId: 'integer',
      unitRoleId: 'integer',
      personalId: 'text',
    }),
  },
  AuthLog: {
    table: authLogs,
    live: null,
    columns: publicColumns(authLogs, {
      id: 'integer',
      userId: 'integer',
      username: 'text',
      ip: 'text',
      userAgent: 'text',
      result: 'text',
      createdAt: 'timestamp',
    }),
  },
  SsoClientLoginLog: {
    table: ssoClientLoginLogs,
    live: null,
    columns: publicColumns(ssoClientLoginLogs, {
      id: 'integer',
      userId: 'integer',
      clientId: 'integer',
      protocol: 'text',
      event: 'text',
      reason: 'text',
      ip: 'text',
      createdAt: 'timestamp',
    }),
  },
};

/** The system collections queries read, by SPEC §3 name. */
export const SYSTEM_SOURCE_NAMES = Object.keys(SYSTEM_TABLES) as SystemSourceName[];

/** A system collection's fields a query may name, with their column types. */
export function systemSourceColumns(name: SystemSourceName): [string, ColumnType][] {
  return Object.entries(SYSTEM_TABLES[name].columns).map(([id, [, type]]) => [id, type]);
}
