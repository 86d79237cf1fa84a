import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';
import { bigIdColumn, createdAtColumn, deletedIndex, idColumn, uniqueAmongLive } from './columns.js';
import { units } from './organisation.js';
import { services } from './services.js';

/**
 * Stored functions (تابع, SPEC §3 Function): a name, the fields it takes as input, and its expression tree.
 * `isServerSide` and `usedFieldInfos` are derived from the tree on every write (SPEC §4), never taken from a
 * client. `ename` names the function in its help page and web-service address.
 */
export const functions = pgTable(
  'functions',
  {
    id: idColumn(),
    fname: text('fname').notNull(),
    ename: text('ename').notNull(),
    categoryId: integer('category_id'),
    callOn: text('call_on').notNull(),
    relatedId: text('related_id'),
    cache: integer('cache').notNull().default(0),
    formFields: jsonb('form_fields').$type<unknown[]>().notNull(),
    expressions: jsonb('expressions').$type<unknown[]>().notNull(),
    isServerSide: boolean('is_server_side').notNull(),
    usedFieldInfos: jsonb('used_field_infos').$type<string[]>().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueAmongLive('functions_ename_live', t, t.ename), deletedIndex('functions', t)],
);

/** One row per server run of a function: who, with what, what came out, how long and how many steps. */
export const functionLogs = pgTable(
  'function_logs',
  {
    id: bigIdColumn(),
    functionId: integer('function_id').notNull(),
    callerId: integer('caller_id'),
    ok: boolean('ok').notNull(),
    input: jsonb('input'),
    output: jsonb('output'),
    diagnostics: jsonb('diagnostics').$type<unknown[]>().notNull(),
    durationMs: integer('duration_ms').notNull(),
    steps: integer('steps').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('function_logs_function').on(t.functionId, t.createdAt),
    index('function_logs_time').on(t.createdAt),
  ],
);

/**
 * Which units may call which functions or web services (unitwebserviceaccess): each row names exactly one
 * function or one service. A function with no rows is open to all; a web service with no rows to no
 * connected system (it is reached from outside the university).
 */
export const unitWebserviceAccesses = pgTable(
  'unit_webservice_accesses',
  {
    id: idColumn(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    functionId: integer('function_id').references(() => functions.id),
    serviceId: integer('service_id').references(() => services.id),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('unit_webservice_accesses_pair_live')
      .on(t.unitId, t.functionId)
      .where(sql`${t.deletedAt} is null and ${t.functionId} is not null`),
    uniqueIndex('unit_webservice_accesses_service_live')
      .on(t.unitId, t.serviceId)
      .where(sql`${t.deletedAt} is null and ${t.serviceId} is not null`),
    check('unit_webservice_accesses_one_target', sql`(${t.functionId} is null) <> (${t.serviceId} is null)`),
  ],
);

/**
 * Outside web services an Admin registers (externalservice, issue 26 item 5): functions fetch paths under
 * `baseUrl` through the guarded client. `secretSealed` is the password, token or key sealed with the
 * portal's secrets key (plugins/secret-box.ts, AES-256-GCM), '' for none; never answered, never logged.
 */
export const externalServices = pgTable(
  'external_services',
  {
    id: idColumn(),
    name: text('name').notNull(),
    baseUrl: text('base_url').notNull(),
    authKind: text('auth_kind').notNull().default('none'),
    username: text('username').notNull().default(''),
    headerName: text('header_name').notNull().default(''),
    secretSealed: text('secret_sealed').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [uniqueAmongLive('external_services_name_live', t, t.name), deletedIndex('external_services', t)],
);
