// The system collections a query may read (SPEC §3, and the requests and their tasks) and the only
// columns of theirs it may name: the public fields of each, never hashes or secrets. A test holds this
// allowlist equal to SYSTEM_COLLECTIONS. Who may read each is `reach`.
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  authLogs,
  requestTasks,
  services,
  ssoClientLoginLogs,
  unitResponsibilities,
  units,
  unitTypes,
  userRequests,
  users,
} from '../../db/schema/index.js';
import type { ColumnType, SystemSourceName } from './query-plan.js';
import { handlingDays, overdue, surveyScore, type ComputedColumn } from './query-computed.repository.js';

/**
 * Who reads a system collection beside Admins: nobody (`admin`); anyone who may query, every row (`catalogue`:
 * what any signed-in user lists anyway); or a viewer scoped to what they own (`owned`), its rows limited
 * by `ownedThrough`.
 */
export type SystemReach = 'admin' | 'catalogue' | 'owned';

export type SystemTable = {
  table: PgTable;
  live: PgColumn | null;
  /** The public fields of the system collection: field id → column (never hashes or secrets). */
  columns: Record<string, [PgColumn | ComputedColumn, ColumnType]>;
  reach: SystemReach;
  /**
   * For `owned`: the column of request_tasks holding the ids (the `id` column's values) of the rows a
   * viewer owns, read over the provider tasks they hold (query-sql.repository.ts renders it).
   */
  ownedThrough?: PgColumn;
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
    reach: 'admin',
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
    reach: 'catalogue',
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
    reach: 'catalogue',
    table: unitTypes,
    live: unitTypes.deletedAt,
    columns: publicColumns(unitTypes, { id: 'integer', name: 'text' }),
  },
  UnitResponsibility: {
    reach: 'admin',
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
    reach: 'admin',
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
    reach: 'admin',
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
  // A request is its staff's when one of its provider tasks is theirs (SPEC §6: by unit responsibility
  // or by name); a task when it is.
  Requests: {
    reach: 'owned',
    table: userRequests,
    live: null,
    columns: {
      ...publicColumns(userRequests, {
        id: 'integer',
        trackingCode: 'text',
        serviceId: 'integer',
        applicantId: 'integer',
        state: 'text',
        status: 'text',
        createdAt: 'timestamp',
        endedAt: 'timestamp',
      }),
      handlingDays: [handlingDays, 'integer'],
      surveyScore: [surveyScore, 'integer'],
    },
    ownedThrough: requestTasks.requestId,
  },
  RequestTasks: {
    reach: 'owned',
    table: requestTasks,
    live: null,
    columns: {
      ...publicColumns(requestTasks, {
        id: 'integer',
        requestId: 'integer',
        kind: 'text',
        unitId: 'integer',
        unitRoleId: 'integer',
        state: 'text',
        createdAt: 'timestamp',
        doneAt: 'timestamp',
      }),
      overdue: [overdue, 'boolean'],
    },
    ownedThrough: requestTasks.id,
  },
  // The services by name, as the catalogue lists them to anyone: a report names a request's service.
  Services: {
    reach: 'catalogue',
    table: services,
    live: services.deletedAt,
    columns: publicColumns(services, { id: 'integer', serviceFname: 'text' }),
  },
};

/** The system collections queries read, by name. */
export const SYSTEM_SOURCE_NAMES = Object.keys(SYSTEM_TABLES) as SystemSourceName[];

/** A system collection's fields a query may name, with their column types. */
export function systemSourceColumns(name: SystemSourceName): [string, ColumnType][] {
  return Object.entries(SYSTEM_TABLES[name].columns).map(([id, [, type]]) => [id, type]);
}
