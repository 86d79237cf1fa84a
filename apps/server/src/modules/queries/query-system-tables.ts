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

/** The system collections a query may read, and the only columns of theirs it may name. */
export const SYSTEM_TABLES: Record<SystemSourceName, SystemTable> = {
  users: {
    table: users,
    live: users.deletedAt,
    columns: {
      id: [users.id, 'integer'],
      username: [users.username, 'text'],
      firstName: [users.firstName, 'text'],
      lastName: [users.lastName, 'text'],
      email: [users.email, 'text'],
      mobile: [users.mobile, 'text'],
      locked: [users.locked, 'boolean'],
      createdAt: [users.createdAt, 'timestamp'],
    },
  },
  Unit: {
    table: units,
    live: units.deletedAt,
    columns: {
      id: [units.id, 'integer'],
      name: [units.name, 'text'],
      parentId: [units.parentId, 'integer'],
      unitTypeId: [units.unitTypeId, 'integer'],
    },
  },
  UnitType: {
    table: unitTypes,
    live: unitTypes.deletedAt,
    columns: { id: [unitTypes.id, 'integer'], name: [unitTypes.name, 'text'] },
  },
  UnitResponsibility: {
    table: unitResponsibilities,
    live: unitResponsibilities.deletedAt,
    columns: {
      id: [unitResponsibilities.id, 'integer'],
      userId: [unitResponsibilities.userId, 'integer'],
      unitId: [unitResponsibilities.unitId, 'integer'],
      unitRoleId: [unitResponsibilities.unitRoleId, 'integer'],
      personalId: [unitResponsibilities.personalId, 'text'],
    },
  },
  AuthLog: {
    table: authLogs,
    live: null,
    columns: {
      id: [authLogs.id, 'integer'],
      userId: [authLogs.userId, 'integer'],
      username: [authLogs.username, 'text'],
      ip: [authLogs.ip, 'text'],
      userAgent: [authLogs.userAgent, 'text'],
      result: [authLogs.result, 'text'],
      createdAt: [authLogs.createdAt, 'timestamp'],
    },
  },
  SsoClientLoginLog: {
    table: ssoClientLoginLogs,
    live: null,
    columns: {
      id: [ssoClientLoginLogs.id, 'integer'],
      userId: [ssoClientLoginLogs.userId, 'integer'],
      clientId: [ssoClientLoginLogs.clientId, 'integer'],
      protocol: [ssoClientLoginLogs.protocol, 'text'],
      event: [ssoClientLoginLogs.event, 'text'],
      reason: [ssoClientLoginLogs.reason, 'text'],
      ip: [ssoClientLoginLogs.ip, 'text'],
      createdAt: [ssoClientLoginLogs.createdAt, 'timestamp'],
    },
  },
};

/** The system collections queries read, by SPEC §3 name. */
export const SYSTEM_SOURCE_NAMES = Object.keys(SYSTEM_TABLES) as SystemSourceName[];

/** A system collection's fields a query may name, with their column types. */
export function systemSourceColumns(name: SystemSourceName): [string, ColumnType][] {
  return Object.entries(SYSTEM_TABLES[name].columns).map(([id, [, type]]) => [id, type]);
}
