import { and, asc, desc, eq, inArray, isNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  changeLogs,
  dataCollections,
  defaultVariables,
  functions,
  serviceCategories,
  services,
  serviceVersions,
  unitRoles,
  units,
  users,
} from '../../db/schema/index.js';
import { liveRowExists } from '../../db/live-rows.js';
import { persianSortKey, searchKey } from '../../plugins/resources/resource-query.js';

/** A row of the services table (the draft). */
export type ServiceRow = typeof services.$inferSelect;
/** A row of a published version. */
export type ServiceVersionRow = typeof serviceVersions.$inferSelect;
/** A row of a service category. */
export type CategoryRow = typeof serviceCategories.$inferSelect;

const LIVE_TABLES = {
  category: serviceCategories,
  service: services,
  collection: dataCollections,
  function: functions,
  unit: units,
  unitRole: unitRoles,
  user: users,
} as const;

/** What a service definition may name. */
export type ReferenceKind = keyof typeof LIVE_TABLES;

/** The ids among `ids` that name live rows of `kind` (one query; none when `ids` is empty). */
export async function liveIdsOf(db: Db, kind: ReferenceKind, ids: Iterable<number>): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const table = LIVE_TABLES[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, wanted), isNull(table.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

// ── Categories ───────────────────────────────────────────────────────────────────────────────────────

/** The order of categories: their `order`, then their names in Persian alphabetical order. */
export const categoryOrder: readonly SQL[] = [
  asc(serviceCategories.order),
  persianSortKey(serviceCategories.name),
  asc(serviceCategories.id),
];

/** A live category by id. */
export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceCategories)
    .where(and(eq(serviceCategories.id, id), isNull(serviceCategories.deletedAt)));
  return row;
}

/** Live categories under `parentId` (null: the roots), in category order. */
export async function liveCategoriesUnder(db: Db, parentId: number | null): Promise<CategoryRow[]> {
  return db
    .select()
    .from(serviceCategories)
    .where(
      and(
        isNull(serviceCategories.deletedAt),
        parentId === null ? isNull(serviceCategories.parentId) : eq(serviceCategories.parentId, parentId),
      ),
    )
    .orderBy(...categoryOrder);
}

/** Tells whether a live category other than `exceptId` under the same parent has the (normalised) name. */
export async function siblingNamed(
  db: Db,
  parentId: number | null,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  return liveRowExists(
    db,
    serviceCategories,
    sql`coalesce(${serviceCategories.parentId}, 0) = ${parentId ?? 0}`,
    eq(searchKey(serviceCategories.name), name),
    exceptId === null ? undefined : ne(serviceCategories.id, exceptId),
  );
}

/** Tells whether category `id` has live sub categories. */
export const hasLiveChildren = (db: Db, id: number) =>
  liveRowExists(db, serviceCategories, eq(serviceCategories.parentId, id));

/** Live services listed under any of `categoryIds` (the service list's `categoryId` filter). */
export function servicesInCategories(categoryIds: number[]): SQL {
  return or(...categoryIds.map((id) => sql`${services.categories} @> ${JSON.stringify([id])}::jsonb`)) as SQL;
}

/** Tells whether a live service is listed under category `id`. */
export const hasLiveServices = (db: Db, id: number) =>
  liveRowExists(db, services, servicesInCategories([id]));

// ── Services ─────────────────────────────────────────────────────────────────────────────────────────

/** A live service by id; `lock` holds it (FOR UPDATE) for the rest of the transaction. */
export async function findService(db: Db, id: number, lock = false): Promise<ServiceRow | undefined> {
  const query = db
    .select()
    .from(services)
    .where(and(eq(services.id, id), isNull(services.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** English names of live services that start with `prefix`. */
export async function enamesStartingWith(db: Db, prefix: string): Promise<Set<string>> {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ ename: services.serviceEname })
    .from(services)
    .where(and(isNull(services.deletedAt), like(services.serviceEname, `${escaped}%`)));
  return new Set(rows.map((row) => row.ename));
}

/** Inserts a service row (a copy) and its change-log row; answers the row. */
export async function insertService(
  tx: Db,
  values: typeof services.$inferInsert,
  log: { actorId: number; requestId: string },
): Promise<ServiceRow> {
  const [row] = await tx.insert(services).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  await tx.insert(changeLogs).values({
    resource: 'service',
    recordId: row.id,
    action: 'create',
    before: null,
    after: row,
    actorId: log.actorId,
    requestId: log.requestId,
  });
  return row;
}

/** Records a published version and moves the draft past it, with the change-log row of the draft. */
export async function recordPublished(
  tx: Db,
  before: ServiceRow,
  version: { hash: string; snapshot: unknown },
  log: { actorId: number; requestId: string },
): Promise<ServiceVersionRow> {
  const [published] = await tx
    .insert(serviceVersions)
    .values({
      serviceId: before.id,
      version: before.version,
      hash: version.hash,
      snapshot: version.snapshot,
      publisherId: log.actorId,
    })
    .returning();
  if (!published) throw new Error('insert returned no row');
  const [after] = await tx
    .update(services)
    .set({
      version: before.version + 1,
      publishedVersion: before.version,
      publishedHash: version.hash,
      updatedAt: sql`now()`,
      updaterId: log.actorId,
    })
    .where(eq(services.id, before.id))
    .returning();
  await tx.insert(changeLogs).values({
    resource: 'service',
    recordId: before.id,
    action: 'update',
    before,
    after: after ?? null,
    actorId: log.actorId,
    requestId: log.requestId,
  });
  return published;
}

const versionSummary = {
  version: serviceVersions.version,
  hash: serviceVersions.hash,
  publishedAt: serviceVersions.publishedAt,
  publisherId: serviceVersions.publisherId,
  publisherName: sql<string>`coalesce(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
};

/** The published versions of a service, newest first, with the publisher's name. */
export async function versionsOf(db: Db, serviceId: number) {
  return db
    .select(versionSummary)
    .from(serviceVersions)
    .leftJoin(users, eq(users.id, serviceVersions.publisherId))
    .where(eq(serviceVersions.serviceId, serviceId))
    .orderBy(desc(serviceVersions.version));
}

/** One published version of a service with its snapshot. */
export async function versionOf(db: Db, serviceId: number, version: number) {
  const [row] = await db
    .select({ ...versionSummary, serviceId: serviceVersions.serviceId, snapshot: serviceVersions.snapshot })
    .from(serviceVersions)
    .leftJoin(users, eq(users.id, serviceVersions.publisherId))
    .where(and(eq(serviceVersions.serviceId, serviceId), eq(serviceVersions.version, version)));
  return row;
}

/** The live data collections among `ids` with their forms, by id. */
export async function collectionsForSnapshot(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: dataCollections.id, fname: dataCollections.fname, formInfo: dataCollections.formInfo })
    .from(dataCollections)
    .where(and(inArray(dataCollections.id, ids), isNull(dataCollections.deletedAt)))
    .orderBy(asc(dataCollections.id));
}

/** The live functions among `ids` with their trees, by id. */
export async function functionsForSnapshot(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: functions.id,
      fname: functions.fname,
      ename: functions.ename,
      callOn: functions.callOn,
      relatedId: functions.relatedId,
      formFields: functions.formFields,
      expressions: functions.expressions,
      isServerSide: functions.isServerSide,
    })
    .from(functions)
    .where(and(inArray(functions.id, ids), isNull(functions.deletedAt)))
    .orderBy(asc(functions.id));
}

// ── Default variables ────────────────────────────────────────────────────────────────────────────────

/** Every live default variable, by name. */
export async function liveDefaultVariables(db: Db) {
  return db
    .select({ name: defaultVariables.name, value: defaultVariables.value, kind: defaultVariables.kind })
    .from(defaultVariables)
    .where(isNull(defaultVariables.deletedAt))
    .orderBy(asc(defaultVariables.name));
}

/** Persian names of services by id (deleted ones too: their requests still name them). */
export async function serviceNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: services.id, name: services.serviceFname })
    .from(services)
    .where(inArray(services.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The names expressions read of the caller. */
export async function userNamesOf(db: Db, userId: number) {
  const [row] = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Every live, enabled service with its published version's snapshot, by name. */
export async function publishedServices(db: Db) {
  return db
    .select({ id: services.id, version: serviceVersions.version, snapshot: serviceVersions.snapshot })
    .from(services)
    .innerJoin(
      serviceVersions,
      and(eq(serviceVersions.serviceId, services.id), eq(serviceVersions.version, services.publishedVersion)),
    )
    .where(and(isNull(services.deletedAt), eq(services.enabled, true)))
    .orderBy(asc(services.serviceFname), asc(services.id));
}

/** A service's Persian name, deleted or not. */
export async function findServiceName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: services.serviceFname }).from(services).where(eq(services.id, id));
  return row?.name;
}

/**
 * The published version a live, enabled service starts on and its snapshot's hash, in one read; `lock` holds
 * the service row (FOR UPDATE) for the caller's transaction.
 */
export async function startableVersionRow(
  db: Db,
  id: number,
  lock = false,
): Promise<{ version: number; hash: string } | undefined> {
  const query = db
    .select({ version: serviceVersions.version, hash: serviceVersions.hash })
    .from(services)
    .innerJoin(
      serviceVersions,
      and(eq(serviceVersions.serviceId, services.id), eq(serviceVersions.version, services.publishedVersion)),
    )
    .where(and(eq(services.id, id), isNull(services.deletedAt), eq(services.enabled, true)));
  const [row] = lock ? await query.for('update', { of: services }) : await query;
  return row;
}

/** The hash of one published version's snapshot. */
export async function versionHashOf(db: Db, serviceId: number, version: number): Promise<string | undefined> {
  const [row] = await db
    .select({ hash: serviceVersions.hash })
    .from(serviceVersions)
    .where(and(eq(serviceVersions.serviceId, serviceId), eq(serviceVersions.version, version)));
  return row?.hash;
}
