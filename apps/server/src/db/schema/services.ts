import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './audit.js';
import { deletedIndex, idColumn, timestamptz, uniqueAmongLive } from './columns.js';

/**
 * Service categories (دسته / زیردسته): roots (no parent) and their sub categories, two levels only. A name
 * is unique among its live siblings (roots among roots, subs under one root).
 */
export const serviceCategories = pgTable(
  'service_categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => serviceCategories.id),
    icon: text('icon').notNull().default(''),
    order: integer('sort_order').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('service_categories_sibling_name_live')
      .on(sql`coalesce(${t.parentId}, 0)`, t.name)
      .where(sql`${t.deletedAt} is null`),
    index('service_categories_parent').on(t.parentId),
    deletedIndex('service_categories', t),
  ],
);

/**
 * Service definitions (تعریف خدمت): the draft an Admin edits, every SPEC §3 field (structured ones as
 * JSONB), and the version fields. `version` is the draft's number (the next to publish), `publishedVersion`
 * the one applicants start on, `publishedHash` the hash of its snapshot (publishing an unchanged draft is
 * refused by it).
 */
export const services = pgTable(
  'services',
  {
    id: idColumn(),
    serviceFname: text('service_fname').notNull(),
    serviceEname: text('service_ename').notNull(),
    serviceIcon: text('service_icon').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull(),
    /** Category ids (roots or sub categories). */
    categories: jsonb('categories').$type<number[]>().notNull(),
    elements: jsonb('elements').$type<unknown[]>().notNull(),
    /** The own form's functions (FlowFunction[]), as a collection form's formInfo.functions. */
    functions: jsonb('functions')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    variables: jsonb('variables').$type<unknown[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    prerequisites: jsonb('prerequisites').notNull(),
    signatureRequired: boolean('signature_required').notNull().default(false),
    survey: boolean('survey').notNull().default(false),
    registeredStatus: text('registered_status').notNull(),
    tempSave: boolean('temp_save').notNull().default(false),
    performService: jsonb('perform_service').notNull(),
    collectionMode: jsonb('collection_mode').notNull(),
    helpFileLink: text('help_file_link'),
    serviceLicense: jsonb('service_license').notNull(),
    groupKala: text('group_kala').notNull().default(''),
    desk: jsonb('desk').notNull(),
    options: jsonb('options').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    process: jsonb('process').notNull(),
    /** Messages to the applicant on a status or an end (ServiceNotification[], shared notification-template.ts). */
    notifications: jsonb('notifications')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    version: integer('version').notNull().default(1),
    publishedVersion: integer('published_version'),
    publishedHash: text('published_hash'),
    ...auditColumns(),
  },
  (t) => [
    uniqueAmongLive('services_ename_live', t, t.serviceEname),
    index('services_categories').using('gin', t.categories),
    deletedIndex('services', t),
  ],
);

/**
 * Published versions of a service, frozen: the snapshot (service fields, process, the forms and functions
 * it references) and the SHA-256 of its canonical JSON. Append-only; requests keep the version they
 * started on.
 */
export const serviceVersions = pgTable(
  'service_versions',
  {
    id: idColumn(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    version: integer('version').notNull(),
    hash: text('hash').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    publisherId: integer('publisher_id'),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('service_versions_service_version').on(t.serviceId, t.version)],
);

/** Default variables (defaultvariable): a name unique among live rows, and a constant or an expression. */
export const defaultVariables = pgTable(
  'default_variables',
  {
    id: idColumn(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    kind: text('kind', { enum: ['constant', 'expression'] }).notNull(),
    description: text('description').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [uniqueAmongLive('default_variables_name_live', t, t.name)],
);
